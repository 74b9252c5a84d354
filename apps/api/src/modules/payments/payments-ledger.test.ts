import { UNFINISHED_PAYMENT_TTL_MINUTES } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import type { ProviderEvent, ProviderIntent } from './provider.js';

/**
 * Issue #26 item 15a (c): one ledger truth for every order of what the provider reports and
 * what we do (success, failure, cancel, expiry, refund; late, out of order, duplicated). A
 * customer with 80 points pays a 150 ₴ booking in full with 20 points (130 ₴ by card); each
 * row applies its steps and checks the payment, the points ledger and the booking's money.
 * A charge that lands after the points came back keeps the money but drops the discount: the
 * booking owes the 20 ₴ (DEPOSIT_PAID, 130 ₴ paid), and the points are not taken twice.
 * Then the visit takes place, and the specialist's earnings (GET /specialists/earnings, the
 * figure every income screen reads) account for each kopiyka of the 150 ₴ price once: as
 * income (online or at the visit), as the points discount, or as a refund.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);
const payments = container.payments.payments;
const testProvider = container.payments.testProvider!;
const api = (path: string) => `/api/v1${path}`;

type Step = 'succeeded' | 'succeeded again' | 'failed' | 'canceled' | 'refunded' | 'we cancel' | 'expired';

let seq = 0;
const intentOf = (id: string, status: ProviderIntent['status'], lastError: ProviderIntent['lastError'] = null): ProviderIntent => ({
  id,
  clientSecret: `${id}_secret_test`,
  amountMinor: 13_000,
  currency: 'uah',
  status,
  paymentMethodId: 'pm_card_visa',
  card: null,
  lastError,
});

async function payingWithPoints() {
  const w = await kit.bookable({ service: { priceMinor: 15_000 } });
  await acceptOnlinePayments(db, w.specialist.id);
  const customer = await kit.person('CUSTOMER');
  await db.loyaltyEntry.create({ data: { userId: customer.user.id, kind: 'EARN', points: 80, createdAt: new Date(Date.now() - 86_400_000), expiresAt: new Date(Date.now() + 300 * 86_400_000) } });
  await db.user.update({ where: { id: customer.user.id }, data: { loyaltyPoints: 80 } });
  const booking = await buildBooking(db, { serviceId: w.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: new Date(Date.now() + 72 * 3_600_000) });
  const res = await request(app).post(api('/payments/create-intent')).set(customer.auth).send({ bookingId: booking.id, type: 'FULL', redeemPoints: 20 });
  expect(res.body.data.paymentIntent).toMatchObject({ amount: 130, pointsRedeemed: 20 });
  return { customer, booking, specialistAuth: w.specialistAuth, intentId: res.body.data.paymentIntent.id as string, paymentId: res.body.data.paymentIntent.paymentId as string };
}

async function apply(step: Step, ctx: Awaited<ReturnType<typeof payingWithPoints>>, lastSucceeded: { id: string | null }) {
  const { intentId, paymentId, customer } = ctx;
  const event = (e: ProviderEvent) => payments.applyEvent(e);
  switch (step) {
    case 'succeeded':
      lastSucceeded.id = `evt_ledger_${++seq}`;
      return event({ id: lastSucceeded.id, type: 'payment_intent.succeeded', intent: intentOf(intentId, 'succeeded') });
    case 'succeeded again':
      // The same webhook delivered twice.
      return event({ id: lastSucceeded.id!, type: 'payment_intent.succeeded', intent: intentOf(intentId, 'succeeded') });
    case 'failed':
      return event({ id: `evt_ledger_${++seq}`, type: 'payment_intent.payment_failed', intent: intentOf(intentId, 'requires_payment_method', { code: 'insufficient_funds', message: 'Your card has insufficient funds.' }) });
    case 'canceled':
      return event({ id: `evt_ledger_${++seq}`, type: 'payment_intent.canceled', intent: intentOf(intentId, 'canceled') });
    case 'refunded':
      return event({
        id: `evt_ledger_${++seq}`,
        type: 'charge.refunded',
        intentId,
        amountRefundedMinor: 13_000,
        refunds: [{ id: `re_ledger_${seq}`, intentId, amountMinor: 13_000, status: 'succeeded' }],
      });
    case 'we cancel':
      return request(app).post(api(`/payments/${paymentId}/cancel`)).set(customer.auth);
    case 'expired': {
      // This payment made long ago: only it is due (the other rows' payments are younger).
      const createdAt = new Date(Date.now() - 30 * 86_400_000);
      await db.payment.update({ where: { id: paymentId }, data: { createdAt } });
      return payments.expireUnfinished(new Date(createdAt.getTime() + (UNFINISHED_PAYMENT_TTL_MINUTES + 1) * 60_000));
    }
  }
}

const RESTORED = ['EARN', 'REDEEM', 'RESTORE'];
const HELD = ['EARN', 'REDEEM'];

describe('one ledger truth for every order of events', () => {
  it.each<[Step[], { status: string; pointsRedeemed: number; balance: number; ledger: string[]; bookingStatus: string; amountPaidMinor: number }]>([
    [['succeeded'], { status: 'SUCCEEDED', pointsRedeemed: 20, balance: 60, ledger: HELD, bookingStatus: 'PAID', amountPaidMinor: 15_000 }],
    [['succeeded', 'succeeded again'], { status: 'SUCCEEDED', pointsRedeemed: 20, balance: 60, ledger: HELD, bookingStatus: 'PAID', amountPaidMinor: 15_000 }],
    [['succeeded', 'failed'], { status: 'SUCCEEDED', pointsRedeemed: 20, balance: 60, ledger: HELD, bookingStatus: 'PAID', amountPaidMinor: 15_000 }],
    [['succeeded', 'canceled'], { status: 'SUCCEEDED', pointsRedeemed: 20, balance: 60, ledger: HELD, bookingStatus: 'PAID', amountPaidMinor: 15_000 }],
    [['failed'], { status: 'FAILED', pointsRedeemed: 20, balance: 80, ledger: RESTORED, bookingStatus: 'UNPAID', amountPaidMinor: 0 }],
    [['failed', 'failed'], { status: 'FAILED', pointsRedeemed: 20, balance: 80, ledger: RESTORED, bookingStatus: 'UNPAID', amountPaidMinor: 0 }],
    // Late charges after the points came back: the money stands, the discount does not.
    [['failed', 'succeeded'], { status: 'SUCCEEDED', pointsRedeemed: 0, balance: 80, ledger: RESTORED, bookingStatus: 'DEPOSIT_PAID', amountPaidMinor: 13_000 }],
    [['failed', 'succeeded', 'succeeded again'], { status: 'SUCCEEDED', pointsRedeemed: 0, balance: 80, ledger: RESTORED, bookingStatus: 'DEPOSIT_PAID', amountPaidMinor: 13_000 }],
    [['canceled', 'succeeded'], { status: 'SUCCEEDED', pointsRedeemed: 0, balance: 80, ledger: RESTORED, bookingStatus: 'DEPOSIT_PAID', amountPaidMinor: 13_000 }],
    [['we cancel', 'succeeded'], { status: 'SUCCEEDED', pointsRedeemed: 0, balance: 80, ledger: RESTORED, bookingStatus: 'DEPOSIT_PAID', amountPaidMinor: 13_000 }],
    [['expired', 'succeeded'], { status: 'SUCCEEDED', pointsRedeemed: 0, balance: 80, ledger: RESTORED, bookingStatus: 'DEPOSIT_PAID', amountPaidMinor: 13_000 }],
    [['we cancel', 'canceled', 'failed'], { status: 'CANCELLED', pointsRedeemed: 20, balance: 80, ledger: RESTORED, bookingStatus: 'UNPAID', amountPaidMinor: 0 }],
    // Refunds in full give the points back once, whatever came before.
    [['succeeded', 'refunded'], { status: 'REFUNDED', pointsRedeemed: 20, balance: 80, ledger: RESTORED, bookingStatus: 'REFUNDED', amountPaidMinor: 0 }],
    [['refunded', 'succeeded'], { status: 'REFUNDED', pointsRedeemed: 20, balance: 80, ledger: RESTORED, bookingStatus: 'REFUNDED', amountPaidMinor: 0 }],
    [['failed', 'refunded'], { status: 'REFUNDED', pointsRedeemed: 20, balance: 80, ledger: RESTORED, bookingStatus: 'REFUNDED', amountPaidMinor: 0 }],
    [['failed', 'succeeded', 'refunded'], { status: 'REFUNDED', pointsRedeemed: 0, balance: 80, ledger: RESTORED, bookingStatus: 'REFUNDED', amountPaidMinor: 0 }],
  ])('%j → %o', async (steps, expected) => {
    const ctx = await payingWithPoints();
    const last = { id: null as string | null };
    for (const step of steps) await apply(step, ctx, last);
    await testProvider.settled();

    const payment = await db.payment.findUniqueOrThrow({ where: { id: ctx.paymentId } });
    const entries = await db.loyaltyEntry.findMany({ where: { userId: ctx.customer.user.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const user = await db.user.findUniqueOrThrow({ where: { id: ctx.customer.user.id } });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: ctx.booking.id } });
    const balance = entries.reduce((sum, e) => sum + e.points, 0);
    expect({
      status: payment.status,
      pointsRedeemed: payment.pointsRedeemed,
      balance,
      ledger: entries.map((e) => e.kind),
      bookingStatus: booking.paymentStatus,
      amountPaidMinor: booking.amountPaidMinor,
    }).toEqual(expected);
    // The stored balance is the ledger's; the money charged is the payment's amount.
    expect(user.loyaltyPoints).toBe(balance);
    expect(payment.amountMinor).toBe(13_000);

    await db.booking.update({ where: { id: ctx.booking.id }, data: { status: 'COMPLETED', scheduledAt: new Date(Date.now() - 3_600_000) } });
    const earnings = (await request(app).get(api('/specialists/earnings?period=all')).set(ctx.specialistAuth).expect(200)).body.data;
    // Points stand as paid only while their payment's money does (a failed, cancelled or refunded one gave them back).
    const pointsStand = payment.status === 'SUCCEEDED' ? payment.pointsRedeemed : 0;
    expect({ accounted: earnings.gross + pointsStand + earnings.refunds, refunds: earnings.refunds }).toEqual({ accounted: 150, refunds: payment.status === 'REFUNDED' ? 130 : 0 });
    expect(earnings.net).toBe(earnings.gross - earnings.commission);
  });
});
