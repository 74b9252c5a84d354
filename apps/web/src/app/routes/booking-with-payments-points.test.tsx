/**
 * The booking flow with loyalty points (issue #12): the Payment step says the points can be used
 * once the booking exists; after "Confirm Booking" the checkout learns how many (GET
 * /payments/options) and, instead of charging the card at once, lets the customer choose.
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

describe('booking with online payment and loyalty points', () => {
  it('waits for the customer’s choice of points after the booking is created, then pays the rest by card', async () => {
    const requests = serveFlow(buildOptions({ bookingId: 'bk-1', points: { balance: 120, maxForDeposit: 39, maxForFull: 120 } }));
    renderRoutes(routes, '/booking/svc-1', signedInAs({ ...testUsers.customer, loyaltyPoints: 120, timezone: 'Europe/Kyiv' }));
    await bookWithCard();
    expect(screen.getByText('У вас 120 бонусних балів: після підтвердження бронювання ними можна оплатити до 20% суми.')).toBeInTheDocument();
    await fillCardAndConfirm();

    expect(await screen.findByRole('checkbox', { name: 'Використати мої бали' })).toBeChecked();
    expect(screen.getByText('Бронювання створено. Залишилася оплата.')).toBeInTheDocument();
    expect(screen.getByText('Картка: Visa •••• 4242')).toBeInTheDocument();
    expect(requests.some((r) => callOf(r) === 'POST /payments/create-intent')).toBe(false);
    expect(screen.getByRole('spinbutton', { name: 'Скільки балів використати' })).toHaveValue(39);

    fireEvent.click(screen.getByRole('button', { name: /^Сплатити 156\s₴$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'))).toEqual({ bookingId: 'bk-1', type: 'DEPOSIT', redeemPoints: 39 });
    expect(fact('Сплачено карткою')).toHaveTextContent(/^156\s₴/);
    // 156 ₴ by card and 39 ₴ in points of the 650 ₴.
    expect(fact('Залишок до сплати під час візиту')).toHaveTextContent(/^455\s₴$/);
  });

  it('says nothing of points to a customer who has none, and charges the card at once', async () => {
    const requests = serveFlow(buildOptions({ bookingId: 'bk-1' }));
    renderRoutes(routes, '/booking/svc-1', signedInAs({ ...testUsers.customer, loyaltyPoints: 0, timezone: 'Europe/Kyiv' }));
    await bookWithCard();
    expect(screen.queryByText(/бонусн/)).not.toBeInTheDocument();
    await fillCardAndConfirm();
    expect(await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' })).toBeInTheDocument();
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/create-intent'))).toEqual({ bookingId: 'bk-1', type: 'DEPOSIT' });
  });
});
