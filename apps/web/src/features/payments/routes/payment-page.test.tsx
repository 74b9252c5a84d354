import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking } from '@/test/builders';
import { buildMethod, buildOptions, buildPayment, intentReply, servePaymentsApi } from '../testing/fixtures';
import { PaymentPage } from './payment-page';

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const routes = [
  { path: '/payment/:bookingId', element: <PaymentPage /> },
  { path: '/auth/login', element: <p>Login page</p> },
];
const renderPage = (state = customer) => renderRoutes(routes, '/payment/bk1', state);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const payWith = (number: string, button = 'Pay ₴195') => {
  type(/^Card number/, number);
  type(/^Expiry date/, '12/30');
  type(/^CVC/, '123');
  fireEvent.click(screen.getByRole('button', { name: button }));
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('PaymentPage', () => {
  it('pays the deposit with a new card and shows what was paid and what is left', async () => {
    const requests = servePaymentsApi({
      override: (config) => (callOf(config) === 'POST /payments/confirm-intent' ? okReply({ payment: buildPayment() }) : undefined),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for a booking' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(await within(summary).findByText('Men’s haircut')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Taras Shevchuk');
    expect(summary).toHaveTextContent('₴650');
    expect(summary).toHaveTextContent('Not paid');

    expect(await screen.findByRole('radio', { name: /Deposit \(30%\)\s*₴195/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Full price\s*₴650/ })).not.toBeChecked();
    expect(screen.getByText('The rest, ₴455, at the visit')).toBeInTheDocument();
    payWith('4242 4242 4242 4242');

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toHaveFocus();
    expect(screen.getByText('Thank you! The rest, ₴455, is paid at the visit.')).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Payment received' });
    expect(within(result).getByText('Paid now').nextSibling).toHaveTextContent('₴195');
    expect(within(result).getByText('Card').nextSibling).toHaveTextContent('Visa •••• 4242');
    expect(within(result).getByText('Left to pay at the visit').nextSibling).toHaveTextContent('₴455');
    expect(within(result).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');

    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'))).toEqual({ bookingId: 'bk1', type: 'DEPOSIT' });
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/confirm-intent'))).toEqual({ paymentIntentId: 'pi_1', paymentMethodId: 'pm_card_visa' });
  });

  it('pays in full with the default saved card', async () => {
    const requests = servePaymentsApi({
      methods: [buildMethod({ id: 'card2', last4: '1111', isDefault: false }), buildMethod({ id: 'card1', isDefault: true })],
      override: (config) => {
        if (callOf(config) === 'POST /payments/create-intent') return intentReply('FULL', 650);
        if (callOf(config) === 'POST /payments/confirm-intent') return okReply({ payment: buildPayment({ amount: 650, type: 'FULL' }) });
        return undefined;
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Full price/ }));
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242.*Default/ })).toBeChecked();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₴650' }));
    expect(await screen.findByText('Thank you! The booking is paid in full.')).toBeInTheDocument();
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'))).toEqual({ bookingId: 'bk1', type: 'FULL' });
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/confirm-intent'))).toEqual({ paymentIntentId: 'pi_1', paymentMethodId: 'card1' });
  });

  it('shows a declined card in our own words for its reason (never the provider’s English), and lets the customer try another card', async () => {
    let confirms = 0;
    servePaymentsApi({
      override: (config) => {
        if (callOf(config) !== 'POST /payments/confirm-intent') return undefined;
        confirms += 1;
        return confirms === 1 ? errorReply(402, 'CARD_DECLINED', 'Your card has insufficient funds.', 'insufficient_funds') : okReply({ payment: buildPayment() });
      },
    });
    renderPage();
    await screen.findByRole('radio', { name: /Deposit/ });
    payWith('4000 0000 0000 0002');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The card has insufficient funds — no money was taken. Try another card');
    expect(alert).not.toHaveTextContent('Your card has insufficient funds.');
    expect(screen.queryByRole('heading', { name: 'Payment received' })).not.toBeInTheDocument();

    payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('falls back to the spec’s text when confirming fails without an explanation', async () => {
    servePaymentsApi({ override: (config) => (callOf(config) === 'POST /payments/confirm-intent' ? errorReply(500, 'INTERNAL_ERROR') : undefined) });
    renderPage();
    await screen.findByRole('radio', { name: /Deposit/ });
    payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to confirm payment');
  });

  it('asks for the extra confirmation of the test provider, and pays once it is approved', async () => {
    const requests = servePaymentsApi({
      override: (config) => {
        if (callOf(config) === 'POST /payments/confirm-intent')
          return okReply({ payment: buildPayment({ status: 'REQUIRES_ACTION', nextAction: 'authenticate', paidAt: null, paymentMethod: { brand: 'visa', last4: '3155' } }) });
        if (callOf(config) === 'POST /payments/test/intents/pi_1/authenticate') return okReply({ payment: buildPayment({ paymentMethod: { brand: 'visa', last4: '3155' } }) });
        return undefined;
      },
    });
    renderPage();
    await screen.findByRole('radio', { name: /Deposit/ });
    payWith('4000 0025 0000 3155');
    const dialog = await screen.findByRole('dialog', { name: 'Test mode: confirm this payment' });
    expect(dialog).toHaveTextContent('Your bank asks you to confirm the payment of ₴195.');
    expect(dialog).toHaveTextContent('Card: Visa •••• 3155');
    // Only an answer closes it, as the bank's page.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/test/intents/pi_1/authenticate'))).toEqual({ outcome: 'approve' });
  });

  it('says nothing was taken when the extra confirmation fails', async () => {
    servePaymentsApi({
      override: (config) => {
        if (callOf(config) === 'POST /payments/confirm-intent') return okReply({ payment: buildPayment({ status: 'REQUIRES_ACTION', nextAction: 'authenticate' }) });
        if (callOf(config) === 'POST /payments/test/intents/pi_1/authenticate')
          return okReply({ payment: buildPayment({ status: 'FAILED', failureCode: 'authentication_failed', failureMessage: 'The customer failed authentication.' }) });
        return undefined;
      },
    });
    renderPage();
    await screen.findByRole('radio', { name: /Deposit/ });
    payWith('4000 0025 0000 3155');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bank did not confirm the payment — no money was taken. Try again or use another card');
    expect(alert).not.toHaveTextContent('The customer failed authentication.');
  });

  it('retries the confirmation that got no answer, on the same intent', async () => {
    let confirms = 0;
    const requests = servePaymentsApi({
      override: (config) => {
        if (callOf(config) !== 'POST /payments/confirm-intent') return undefined;
        confirms += 1;
        return confirms === 1 ? 'network' : okReply({ payment: buildPayment() });
      },
    });
    renderPage();
    await screen.findByRole('radio', { name: /Deposit/ });
    payWith('4242 4242 4242 4242');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error. Please check your connection');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'POST /payments/create-intent')).toHaveLength(1);
    expect(requests.filter((r) => callOf(r) === 'POST /payments/confirm-intent')).toHaveLength(2);
  });

  it('offers the rest after a deposit, in Ukrainian money format', async () => {
    await i18n.changeLanguage('uk');
    servePaymentsApi({ options: buildOptions({ amountPaid: 195, depositAmount: null, remainingAmount: 455, paymentStatus: 'DEPOSIT_PAID' }) });
    renderPage();
    expect(await screen.findByText('Решта вартості')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Передоплата/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Сплатити 455\s₴$/ })).toBeInTheDocument();
  });

  it('explains a booking that cannot be paid online', async () => {
    servePaymentsApi({ options: buildOptions({ acceptOnlinePayments: false }) });
    const { unmount } = renderPage();
    expect(await screen.findByText('This specialist takes payment at the visit: ₴650, paid in person.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    unmount();

    servePaymentsApi({ options: buildOptions({ payable: false, paymentStatus: 'PAID', amountPaid: 650, remainingAmount: 0, depositAmount: null }) });
    renderPage();
    expect(await screen.findByText('This booking is paid in full (₴650). Nothing is left to pay.')).toBeInTheDocument();
  });

  it('sends a guest to sign in and back', async () => {
    const { router } = renderRoutes(routes, '/payment/bk1');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/payment/bk1')}`);
  });

  it('shows a booking that is not mine as not found, with retry', async () => {
    servePaymentsApi({ override: (config) => (callOf(config) === 'GET /bookings/bk1' ? errorReply(404, 'NOT_FOUND') : undefined) });
    renderPage();
    expect(await screen.findByText('Booking not found, or it is not yours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says until when a booking held for its deposit must be paid (Booking.paymentDueAt)', async () => {
    servePaymentsApi({
      options: buildOptions({ requireDeposit: true }),
      override: (config) => (callOf(config) === 'GET /bookings/bk1' ? okReply({ booking: buildBooking({ paymentDueAt: '2026-11-25T10:30:00.000Z' }) }) : undefined),
    });
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent(/Pay the deposit by November 25, 2026 at 12:30 PM, or the time is released to others\./);
  });
});
