/**
 * Paying with loyalty points on /payment/:bookingId (issue #12): "Use my points" appears when the
 * chosen amount can take some (GET /payments/options `points`), unticked (points are offered, not
 * spent — issue #26 item 13); ticked, it starts at the most the amount can take, never goes above
 * it, shows what is left to pay by card, and sends `redeemPoints`. The intent is confirmed only
 * when the server priced it as the button said (issue #26 item 11).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildOptions, buildPayment, intentReply, servePaymentsApi, serveThreeDsWithPoints } from '../testing/fixtures';
import { PaymentPage } from './payment-page';

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const routes = [{ path: '/payment/:bookingId', element: <PaymentPage /> }];
const renderPage = () => renderRoutes(routes, '/payment/bk1', customer);

/** 120 points: 20 % of the 195 ₴ deposit is 39 of them, of the full 650 ₴ all 120. */
const withPoints = buildOptions({ points: { balance: 120, maxForDeposit: 39, maxForFull: 120 } });

const fillCard = () => {
  fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText(/^CVC/), { target: { value: '123' } });
};
const pointsBox = () => screen.getByRole('group', { name: 'Loyalty points' });
const pointsInput = () => screen.getByRole('spinbutton', { name: 'Points to use' });
const createIntentBody = (requests: Parameters<typeof callOf>[0][]) => bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('PaymentPage with loyalty points', () => {
  it('offers the points unticked; ticked, the most the deposit can take, the amount left for the card, and redeemPoints sent', async () => {
    const requests = servePaymentsApi({
      options: withPoints,
      override: (config) => {
        if (callOf(config) === 'POST /payments/create-intent') {
          return { status: 201, body: { success: true, data: { paymentIntent: { id: 'pi_1', paymentId: 'pay1', clientSecret: 's', amount: 156, currency: 'UAH', status: 'PENDING', type: 'DEPOSIT', bookingId: 'bk1', pointsRedeemed: 39 } }, error: null } };
        }
        if (callOf(config) === 'POST /payments/confirm-intent') return okReply({ payment: buildPayment({ amount: 156, pointsRedeemed: 39 }) });
        return undefined;
      },
    });
    const { store } = renderPage();
    const use = await screen.findByRole('checkbox', { name: 'Use my points' });
    expect(use).not.toBeChecked();
    expect(screen.queryByTestId('points-total')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₴195' })).toBeInTheDocument();
    fireEvent.click(use);
    expect(pointsBox()).toHaveTextContent('You have 120 points. This payment can take up to 39 (at most 20% of it).');
    expect(pointsInput()).toHaveValue(39);
    expect(pointsInput()).toHaveAttribute('max', '39');
    const total = screen.getByTestId('points-total');
    expect(total).toHaveTextContent(/Points discount \(39 points\)\s*−₴39/);
    expect(total).toHaveTextContent(/To pay by card\s*₴156/);

    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₴156' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(createIntentBody(requests)).toEqual({ bookingId: 'bk1', type: 'DEPOSIT', redeemPoints: 39 });

    // Points count as paid: 156 ₴ by card + 39 ₴ in points of the 650 ₴, 455 ₴ left.
    const result = screen.getByRole('region', { name: 'Payment received' });
    expect(within(result).getByText('Paid now').nextSibling).toHaveTextContent('₴156');
    expect(within(result).getByText('Paid with points').nextSibling).toHaveTextContent('39 points (−₴39)');
    expect(within(result).getByText('Paid in total').nextSibling).toHaveTextContent('₴195');
    expect(within(result).getByText('Left to pay at the visit').nextSibling).toHaveTextContent('₴455');
    // The header's number follows: 120 − 39.
    expect(store.getState().auth.user?.loyaltyPoints).toBe(81);
  });

  it('caps the number at the most the chosen amount can take, and follows the amount chosen', async () => {
    const requests = servePaymentsApi({ options: withPoints });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Use my points' }));

    fireEvent.change(pointsInput(), { target: { value: '500' } });
    expect(pointsInput()).toHaveValue(39);
    expect(screen.getByTestId('points-total')).toHaveTextContent(/To pay by card\s*₴156/);

    fireEvent.change(pointsInput(), { target: { value: '10' } });
    expect(screen.getByTestId('points-total')).toHaveTextContent(/Points discount \(10 points\)\s*−₴10/);
    expect(screen.getByTestId('points-total')).toHaveTextContent(/To pay by card\s*₴185/);
    expect(screen.getByRole('button', { name: 'Pay ₴185' })).toBeInTheDocument();

    // The full price can take more; the 10 chosen stay 10.
    fireEvent.click(screen.getByRole('radio', { name: /Full price/ }));
    expect(pointsBox()).toHaveTextContent('This payment can take up to 120');
    expect(pointsInput()).toHaveAttribute('max', '120');
    expect(pointsInput()).toHaveValue(10);
    fireEvent.change(pointsInput(), { target: { value: '121' } });
    expect(pointsInput()).toHaveValue(120);
    expect(screen.getByTestId('points-total')).toHaveTextContent(/To pay by card\s*₴530/);

    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₴530' }));
    await waitFor(() => expect(createIntentBody(requests)).toEqual({ bookingId: 'bk1', type: 'FULL', redeemPoints: 120 }));
  });

  it('pays the whole amount by card when the customer keeps the points (the default)', async () => {
    const requests = servePaymentsApi({ options: withPoints });
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Use my points' })).not.toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: 'Points to use' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('points-total')).not.toBeInTheDocument();
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₴195' }));
    await waitFor(() => expect(createIntentBody(requests)).toEqual({ bookingId: 'bk1', type: 'DEPOSIT' }));
  });

  it('offers no points when the amount can take none', async () => {
    servePaymentsApi({ options: buildOptions({ points: { balance: 3, maxForDeposit: 0, maxForFull: 0 } }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Pay ₴195' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Use my points' })).not.toBeInTheDocument();
  });

  it('explains a refusal of the points (422 INSUFFICIENT_POINTS) and asks the options again', async () => {
    let options = withPoints;
    const requests = servePaymentsApi({
      override: (config) => {
        if (callOf(config) === 'GET /payments/options') return okReply({ options });
        if (callOf(config) === 'POST /payments/create-intent') return errorReply(422, 'INSUFFICIENT_POINTS', 'At most 10 points can be used on this payment');
        return undefined;
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Use my points' }));
    // Spent elsewhere meanwhile: 10 points left.
    options = buildOptions({ points: { balance: 10, maxForDeposit: 10, maxForFull: 10 } });
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₴156' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot use that many points on this payment');
    await waitFor(() => expect(pointsInput()).toHaveValue(10));
    expect(requests.filter((r) => callOf(r) === 'GET /payments/options')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay ₴185' })).toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    servePaymentsApi({ options: buildOptions({ points: { balance: 22, maxForDeposit: 22, maxForFull: 22 } }) });
    renderPage();
    const use = await screen.findByRole('checkbox', { name: 'Використати мої бали' });
    expect(use).not.toBeChecked();
    fireEvent.click(use);
    expect(screen.getByRole('group', { name: 'Бонусні бали' })).toHaveTextContent('У вас 22 бали. На цю оплату — до 22 (не більше 20% суми).');
    expect(screen.getByTestId('points-total')).toHaveTextContent(/Знижка балами \(22 бали\)\s*−22\s₴/);
    expect(screen.getByTestId('points-total')).toHaveTextContent(/До сплати карткою\s*173\s₴/);
  });

  it('never confirms an intent priced otherwise than the button said: it is cancelled (points back) and the new amount shown', async () => {
    const requests = servePaymentsApi({
      options: withPoints,
      override: (config) => {
        // The server took no points (the balance changed meanwhile): 195 ₴, not the 156 ₴ on the button.
        if (callOf(config) === 'POST /payments/create-intent') return intentReply('DEPOSIT', 195);
        if (callOf(config) === 'POST /payments/pay1/cancel') return okReply({ payment: buildPayment({ status: 'CANCELLED', paidAt: null }) });
        return undefined;
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Use my points' }));
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₴156' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount to pay changed while you were choosing — nothing was charged.');
    expect(requests.filter((r) => callOf(r) === 'POST /payments/pay1/cancel')).toHaveLength(1);
    expect(requests.filter((r) => callOf(r) === 'POST /payments/confirm-intent')).toHaveLength(0);
    await waitFor(() => expect(requests.filter((r) => callOf(r) === 'GET /payments/options')).toHaveLength(2));
  });

  it('with 3-D Secure and points, the button, the bank dialog and the charge are one amount, while the options refetch with the points held', async () => {
    // While the bank waits, the 39 points are held: the options offer at most 20 of the 81 left.
    const requests = serveThreeDsWithPoints(20);
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Use my points' }));
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₴156' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('₴156');
    await waitFor(() => expect(requests.filter((r) => callOf(r) === 'GET /payments/options')).toHaveLength(2));
    // The refetched options do not move the amount on the page while the bank asks for it.
    expect(screen.getByTestId('points-total')).toHaveTextContent(/Points discount \(39 points\)\s*−₴39/);
    expect(screen.getByTestId('points-total')).toHaveTextContent(/To pay by card\s*₴156/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const result = await screen.findByRole('region', { name: 'Payment received' });
    expect(within(result).getByText('Paid now').nextSibling).toHaveTextContent('₴156');
    expect(within(result).getByText('Paid with points').nextSibling).toHaveTextContent('39 points (−₴39)');
    expect(requests.filter((r) => callOf(r) === 'POST /payments/create-intent')).toHaveLength(1);
  });
});
