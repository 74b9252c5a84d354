import { expect } from 'vitest';
import request from 'supertest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';

/**
 * What the payments HTTP tests share (payments-intents, -refunds, -cards, -money .test.ts): an
 * app on the file's own database with the built-in test provider, a customer's paid world, and
 * the requests of paying and cancelling.
 */
export async function paymentsTestKit() {
  const { db, url } = await useTestDatabase();
  const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
  const kit = bookingTestKit(db, container);
  const testProvider = container.payments.testProvider!;

  const HOUR = 3_600_000;
  const api = (path: string) => `/api/v1${path}`;
  const inHours = (h: number) => new Date(Date.now() + h * HOUR);

  /**
   * A customer's booking of a specialist who takes money online (600 ₴, 30 % deposit, free
   * cancellation until 24 h before a start three days away, unless overridden).
   */
  async function paidWorld(
    options: { priceMinor?: number; depositPercent?: number; scheduledAt?: Date; cancellationWindowHours?: number; status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED'; online?: boolean } = {},
  ) {
    const world = await kit.bookable({
      service: { priceMinor: options.priceMinor ?? 60_000 },
      specialist: { cancellationWindowHours: options.cancellationWindowHours ?? 24 },
    });
    if (options.online !== false) await acceptOnlinePayments(db, world.specialist.id, { depositPercent: options.depositPercent ?? 30 });
    const customer = await kit.person('CUSTOMER');
    const booking = await buildBooking(db, {
      serviceId: world.service.id,
      customerId: customer.user.id,
      status: options.status ?? 'CONFIRMED',
      scheduledAt: options.scheduledAt ?? inHours(72),
    });
    return { ...world, customer, booking };
  }

  const createIntent = (auth: Auth, body: Record<string, unknown>) => request(app).post(api('/payments/create-intent')).set(auth).send(body);
  const confirm = (auth: Auth, paymentIntentId: string, paymentMethodId: string) =>
    request(app).post(api('/payments/confirm-intent')).set(auth).send({ paymentIntentId, paymentMethodId });

  /** Creates and confirms an intent; returns the payment answer. */
  async function pay(auth: Auth, bookingId: string, type: 'DEPOSIT' | 'FULL', paymentMethodId = 'pm_card_visa') {
    const intent = await createIntent(auth, { bookingId, type });
    expect(intent.status).toBe(201);
    const res = await confirm(auth, intent.body.data.paymentIntent.id, paymentMethodId);
    expect(res.status).toBe(200);
    return res.body.data.payment as { id: string; status: string; amount: number; paymentIntentId: string };
  }

  async function bookingAnswer(auth: Auth, id: string) {
    const res = await request(app).get(api(`/bookings/${id}`)).set(auth);
    expect(res.status).toBe(200);
    return res.body.data.booking as { status: string; paymentStatus: string; amountPaid: number };
  }

  const paymentRow = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });
  const paymentsOf = (bookingId: string) => db.payment.findMany({ where: { bookingId }, orderBy: { createdAt: 'asc' } });
  const cancel = (auth: Auth, bookingId: string) => request(app).delete(api(`/bookings/${bookingId}`)).set(auth).send({ reason: 'Змінилися плани' });

  return { db, app, container, kit, testProvider, api, inHours, paidWorld, createIntent, confirm, pay, bookingAnswer, paymentRow, paymentsOf, cancel };
}

export type Auth = Record<string, string>;
