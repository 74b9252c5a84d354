/**
 * The booking flow as the app composes it (booking + payments features): the Payment step picks
 * how to pay and the card, "Confirm Booking" creates the booking and then charges it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@vizyt/contracts';
import { buildAvailability, buildBooking, buildService } from '@/features/booking/testing/fixtures';
import { buildOptions, buildPayment, clientConfig, intentReply } from '@/features/payments/testing/fixtures';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, serveApi, type Override, type Reply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { BookingWithPaymentsPage } from './booking-with-payments-page';

const routes = [{ path: '/booking/:serviceId', element: <BookingWithPaymentsPage /> }];
const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const MONDAY_10 = '2026-11-30T08:00:00.000Z';
const TERMS = { acceptOnlinePayments: true, requireDeposit: false, depositPercent: 30 };

/** A service whose answer carries the specialist's payment terms (or not: older answers). */
const serviceWith = (terms: typeof TERMS | null) => {
  const service = buildService();
  if (terms) return { ...service, specialist: { ...service.specialist, payment: terms } };
  // An answer from a server that does not name the terms (the step must not rely on them).
  const { payment: _omitted, ...specialist } = service.specialist;
  return { ...service, specialist } as unknown as typeof service;
};

const paid = (overrides: Partial<Payment> = {}) => okReply({ payment: buildPayment({ bookingId: 'bk-1', ...overrides }) });

const serveFlow = ({ terms = TERMS as typeof TERMS | null, confirm = () => paid(), override }: { terms?: typeof TERMS | null; confirm?: () => Reply; override?: Override } = {}) =>
  serveApi((config: InternalAxiosRequestConfig) => {
    const call = callOf(config);
    if (call === 'GET /config') return okReply(clientConfig());
    if (call === 'GET /services/svc-1') return okReply({ service: serviceWith(terms) });
    if (call === 'GET /services/svc-1/availability') return okReply(buildAvailability(String((config.params as { from: string }).from), { 1: [MONDAY_10] }));
    if (call === 'POST /bookings') return okReply({ booking: buildBooking({ id: 'bk-1', status: 'PENDING' }) });
    if (call === 'GET /payments/options') return okReply({ options: buildOptions({ bookingId: 'bk-1', acceptOnlinePayments: terms?.acceptOnlinePayments ?? true }) });
    if (call === 'GET /payments/methods') return okReply({ paymentMethods: [] });
    if (call === 'POST /payments/create-intent') return intentReply();
    if (call === 'POST /payments/confirm-intent') return confirm();
    return errorReply(404, 'NOT_FOUND');
  }, override);

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Далі' }));
const confirmBooking = () => fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));
/** The card form loads with its own chunk: wait for it, then type a card. */
const fillCard = async (number: string) => {
  fireEvent.change(await screen.findByLabelText(/^Номер картки/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/^Термін дії/), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText(/^CVC/), { target: { value: '123' } });
};
const toPaymentStep = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ }));
  next();
  await screen.findByRole('heading', { level: 2, name: /Деталі бронювання/ });
  next();
  await screen.findByRole('heading', { level: 2, name: /Оплата/ });
};
/** The value beside a label in a facts list. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T08:00:00Z'));
  await i18n.changeLanguage('uk');
});
afterEach(() => vi.useRealTimers());

// Whole walks through the wizard: slow on a loaded machine, not a timing check.
describe('booking with online payment', { timeout: 20_000 }, () => {
  it('pays the deposit with the card chosen on the Payment step as soon as the booking is created', async () => {
    const requests = serveFlow();
    renderRoutes(routes, '/booking/svc-1', customer);
    await toPaymentStep();
    expect(await screen.findByRole('radio', { name: /Оплата карткою онлайн/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Оплата під час візиту/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Передоплата \(30%\)\s*195\s₴/ })).toBeChecked();
    expect(screen.getByText('Тестовий режим — без справжніх грошей')).toBeInTheDocument();
    await fillCard('4242 4242 4242 4242');
    next();

    expect(await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ })).toBeInTheDocument();
    expect(fact('Оплата')).toHaveTextContent(/^Передоплата 195\s₴ зараз карткою \(Visa •••• 4242\)$/);
    confirmBooking();

    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(fact('Сплачено карткою')).toHaveTextContent(/^195\s₴Visa •••• 4242$/);
    expect(fact('Залишок до сплати під час візиту')).toHaveTextContent(/^455\s₴$/);
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'))).toEqual({ bookingId: 'bk-1', type: 'DEPOSIT' });
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/confirm-intent'))).toEqual({ paymentIntentId: 'pi_1', paymentMethodId: 'pm_card_visa' });
  });

  it('keeps the booking unpaid after a declined card: the message, another card, or paying later', async () => {
    serveFlow({ confirm: () => errorReply(402, 'CARD_DECLINED', 'Your card was declined.') });
    renderRoutes(routes, '/booking/svc-1', customer);
    await toPaymentStep();
    await fillCard('4000 0000 0000 0002');
    next();
    await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
    confirmBooking();

    expect(await screen.findByRole('heading', { level: 2, name: 'Оплата бронювання' })).toBeInTheDocument();
    expect(screen.getByText('Бронювання створено. Залишилася оплата.')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Картку відхилено — гроші не списано. Спробуйте іншу картку');
    // Our words only: the provider's English never reaches a Ukrainian page.
    expect(alert).not.toHaveTextContent('Your card was declined.');
    // Another card can be entered right here.
    expect(await screen.findByLabelText(/^Номер картки/)).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'Сплатити пізніше' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(fact('Оплата')).toHaveTextContent('Ще не сплачено');
    expect(screen.getByRole('link', { name: 'Сплатити зараз' })).toHaveAttribute('href', '/payment/bk-1');
  });

  it('lets the customer pick the amount after booking when the service does not name the specialist’s terms', async () => {
    const requests = serveFlow({ terms: null });
    renderRoutes(routes, '/booking/svc-1', customer);
    await toPaymentStep();
    // Unknown terms: paying at the visit stays the default.
    expect(await screen.findByRole('radio', { name: /Оплата під час візиту/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Оплата карткою онлайн/ }));
    expect(screen.queryByRole('radio', { name: /^Передоплата \(/ })).not.toBeInTheDocument();
    await fillCard('4242 4242 4242 4242');
    next();
    await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
    expect(fact('Оплата')).toHaveTextContent('Онлайн карткою (Visa •••• 4242)');
    confirmBooking();

    expect(await screen.findByRole('radio', { name: /Передоплата \(30%\)/ })).toBeChecked();
    expect(screen.getByText('Картка: Visa •••• 4242')).toBeInTheDocument();
    expect(requests.some((r) => callOf(r) === 'POST /payments/create-intent')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Сплатити 195\s₴$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(fact('Сплачено карткою')).toHaveTextContent(/^195\s₴/);
  });

  it('confirms the extra step of a card that asks for it before the success screen', async () => {
    const requests = serveFlow({
      confirm: () => paid({ status: 'REQUIRES_ACTION', nextAction: 'authenticate', paidAt: null }),
      override: (config) => (callOf(config) === 'POST /payments/test/intents/pi_1/authenticate' ? paid() : undefined),
    });
    renderRoutes(routes, '/booking/svc-1', customer);
    await toPaymentStep();
    await fillCard('4000 0025 0000 3155');
    next();
    await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
    confirmBooking();
    const dialog = await screen.findByRole('dialog', { name: 'Тестовий режим: підтвердіть оплату' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Підтвердити' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(fact('Сплачено карткою')).toHaveTextContent(/^195\s₴/);
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/confirm-intent'))).toEqual({ paymentIntentId: 'pi_1', paymentMethodId: 'pm_card_authenticationRequired' });
  });

  it('offers only paying at the visit when the specialist does not take cards, and charges nothing', async () => {
    const requests = serveFlow({ terms: { ...TERMS, acceptOnlinePayments: false } });
    renderRoutes(routes, '/booking/svc-1', customer);
    await toPaymentStep();
    expect(await screen.findByRole('radio', { name: /Оплата під час візиту/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Оплата карткою онлайн/ })).not.toBeInTheDocument();
    expect(screen.getByText('Цей фахівець приймає оплату під час візиту.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Номер картки/)).not.toBeInTheDocument();
    next();
    await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
    expect(fact('Оплата')).toHaveTextContent('Під час візиту');
    confirmBooking();
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(fact('Оплата')).toHaveTextContent('Оплата під час візиту');
    await waitFor(() => expect(requests.some((r) => callOf(r) === 'POST /bookings')).toBe(true));
    expect(requests.some((r) => (r.url ?? '').startsWith('/payments/'))).toBe(false);
  });
});
