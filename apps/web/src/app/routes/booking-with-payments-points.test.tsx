/**
 * The booking flow with loyalty points (issue #12, #26 item 13): the Payment step offers the
 * points, unticked (offered, not spent); the customer chooses them there, once, with the card;
 * "Confirm Booking" then pays exactly the amount the step and the Confirmation showed — the
 * payment is not asked for a second time — and the success screen adds up: price = points +
 * paid by card + left for the visit.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOptions } from '@/features/payments/api/payments-api';
import { buildAvailability, buildBooking, buildService } from '@/features/booking/testing/fixtures';
import { buildOptions, buildPayment, clientConfig } from '@/features/payments/testing/fixtures';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, serveApi } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { BookingWithPaymentsPage } from './booking-with-payments-page';

const routes = [{ path: '/booking/:serviceId', element: <BookingWithPaymentsPage /> }];
const MONDAY_10 = '2026-11-30T08:00:00.000Z';
const TERMS = { acceptOnlinePayments: true, requireDeposit: false, depositPercent: 30 };

const serveFlow = (options: PaymentOptions) =>
  serveApi((config: InternalAxiosRequestConfig) => {
    const call = callOf(config);
    const service = buildService();
    if (call === 'GET /config') return okReply(clientConfig());
    if (call === 'GET /services/svc-1') return okReply({ service: { ...service, specialist: { ...service.specialist, payment: TERMS } } });
    if (call === 'GET /services/svc-1/availability') return okReply(buildAvailability(String((config.params as { from: string }).from), { 1: [MONDAY_10] }));
    if (call === 'POST /bookings') return okReply({ booking: buildBooking({ id: 'bk-1', status: 'PENDING' }) });
    if (call === 'GET /payments/options') return okReply({ options });
    if (call === 'GET /payments/methods') return okReply({ paymentMethods: [] });
    if (call === 'POST /payments/create-intent') {
      const points = (bodyOf(config) as { redeemPoints?: number }).redeemPoints ?? 0;
      return {
        status: 201,
        body: { success: true, data: { paymentIntent: { id: 'pi_1', paymentId: 'pay1', clientSecret: 's', amount: 195 - points, currency: 'UAH', status: 'PENDING', type: 'DEPOSIT', bookingId: 'bk-1', pointsRedeemed: points } }, error: null },
      };
    }
    if (call === 'POST /payments/confirm-intent') return okReply({ payment: buildPayment({ bookingId: 'bk-1', amount: 156, pointsRedeemed: 39 }) });
    return errorReply(404, 'NOT_FOUND');
  });

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Далі' }));
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const bookWithCard = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ }));
  next();
  await screen.findByRole('heading', { level: 2, name: /Деталі бронювання/ });
  next();
  await screen.findByRole('heading', { level: 2, name: /Оплата/ });
  expect(await screen.findByRole('radio', { name: /Передоплата \(30%\)\s*195\s₴/ })).toBeChecked();
};
const fillCardAndConfirm = async () => {
  fireEvent.change(await screen.findByLabelText(/^Номер картки/), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByLabelText(/^Термін дії/), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText(/^CVC/), { target: { value: '123' } });
  next();
  await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
  fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T08:00:00Z'));
  await i18n.changeLanguage('uk');
});
afterEach(() => vi.useRealTimers());

// A whole four-step walk through the wizard: slow on a loaded machine, not a timing check.
describe('booking with online payment and loyalty points', { timeout: 20_000 }, () => {
  it('offers the points unticked on the Payment step; chosen there, they are paid with the card at once, and the confirmation adds up', async () => {
    const requests = serveFlow(buildOptions({ bookingId: 'bk-1', points: { balance: 120, maxForDeposit: 39, maxForFull: 120 } }));
    renderRoutes(routes, '/booking/svc-1', signedInAs({ ...testUsers.customer, loyaltyPoints: 120, timezone: 'Europe/Kyiv' }));
    await bookWithCard();
    const use = screen.getByRole('checkbox', { name: 'Використати мої бали' });
    expect(use).not.toBeChecked();
    expect(screen.getByTestId('points-total')).toHaveTextContent(/До сплати зараз\s*195\s₴/);
    fireEvent.click(use);
    expect(screen.getByRole('spinbutton', { name: 'Скільки балів використати' })).toHaveValue(39);
    expect(screen.getByTestId('points-total')).toHaveTextContent(/Знижка балами \(39 балів\)\s*−39\s₴/);
    expect(screen.getByTestId('points-total')).toHaveTextContent(/До сплати карткою\s*156\s₴/);
    await fillCardAndConfirm();

    // Paid at once: no second payment form under "Confirmation".
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Сплатити/ })).not.toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'POST /payments/create-intent')).toHaveLength(1);
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'))).toEqual({ bookingId: 'bk-1', type: 'DEPOSIT', redeemPoints: 39 });
    // 650 ₴ = 39 ₴ in points + 156 ₴ by card + 455 ₴ at the visit.
    expect(fact('Вартість')).toHaveTextContent(/^650\s₴$/);
    expect(fact('Оплачено балами')).toHaveTextContent(/^39 балів \(−39\s₴\)$/);
    expect(fact('Сплачено карткою')).toHaveTextContent(/^156\s₴/);
    expect(fact('Залишок до сплати під час візиту')).toHaveTextContent(/^455\s₴$/);
  });

  it('says nothing of points to a customer who has none, and charges the card at once', async () => {
    const requests = serveFlow(buildOptions({ bookingId: 'bk-1' }));
    renderRoutes(routes, '/booking/svc-1', signedInAs({ ...testUsers.customer, loyaltyPoints: 0, timezone: 'Europe/Kyiv' }));
    await bookWithCard();
    expect(screen.queryByText(/бонусн/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Використати мої бали' })).not.toBeInTheDocument();
    await fillCardAndConfirm();
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'))).toEqual({ bookingId: 'bk-1', type: 'DEPOSIT' });
  });
});
