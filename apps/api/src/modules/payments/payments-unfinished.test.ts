import { UNFINISHED_PAYMENT_TTL_MINUTES } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';

/**
 * Issue #26 items 11 and 12: unfinished payments (awaiting 3-D Secure) hold loyalty points. The
 * customer cancels one (POST /payments/{id}/cancel), another payment of the booking replaces it,
 * or it is cancelled by itself after UNFINISHED_PAYMENT_TTL_MINUTES; the points come back each
 * time. A 3-D Secure payment with points charges the discounted amount and spends the points.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);
const payments = container.payments.payments;
const testProvider = container.payments.testProvider!;

type Auth = Record<string, string>;
const api = (path: string) => `/api/v1${path}`;
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);

/** A customer with `points` points and a CONFIRMED 150 ₴ booking of a specialist who takes money online. */
async function world(points = 80, priceMinor = 15_000) {
  const w = await kit.bookable({ service: { priceMinor }, specialist: { cancellationWindowHours: 24 } });
  await acceptOnlinePayments(db, w.specialist.id, { depositPercent: 30 });
  const customer = await kit.person('CUSTOMER');
  if (points > 0) {
    await db.loyaltyEntry.create({ data: { userId: customer.user.id, kind: 'EARN', points, createdAt: new Date(Date.now() - 86_400_000), expiresAt: inHours(24 * 300) } });
    await db.user.update({ where: { id: customer.user.id }, data: { loyaltyPoints: points } });
  }
  const booking = await buildBooking(db, { serviceId: w.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: inHours(72) });
  return { ...w, customer, booking };
}

const createIntent = (auth: Auth, body: Record<string, unknown>) => request(app).post(api('/payments/create-intent')).set(auth).send(body);
const confirm = (auth: Auth, paymentIntentId: string, paymentMethodId: string) =>
  request(app).post(api('/payments/confirm-intent')).set(auth).send({ paymentIntentId, paymentMethodId });
const cancelPayment = (auth: Auth, id: string) => request(app).post(api(`/payments/${id}/cancel`)).set(auth);

async function balanceOf(userId: string) {
  const sum = await db.loyaltyEntry.aggregate({ where: { userId }, _sum: { points: true } });
  return sum._sum.points ?? 0;
}

/** An intent of the FULL price with `points`, confirmed with the 3-D Secure card: REQUIRES_ACTION. */
async function awaitingSecure(auth: Auth, bookingId: string, points: number) {
  const intent = await createIntent(auth, { bookingId, type: 'FULL', redeemPoints: points });
  expect(intent.status).toBe(201);
  const confirmed = await confirm(auth, intent.body.data.paymentIntent.id, 'pm_card_authenticationRequired');
  expect([confirmed.status, confirmed.body.data.payment.status]).toEqual([200, 'REQUIRES_ACTION']);
  await testProvider.settled();
  return confirmed.body.data.payment as { id: string; paymentIntentId: string; amount: number; pointsRedeemed: number };
}

describe('item 11: 3-D Secure with points charges the discounted amount and spends the points', () => {
  it('create intent with points → requires action → authenticate → succeeded: the bank dialog, the charge, the payment and the booking agree', async () => {
    const { customer, booking } = await world(80);
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL', redeemPoints: 20 });
    expect(intent.body.data.paymentIntent).toMatchObject({ amount: 130, pointsRedeemed: 20 });
    const intentId = intent.body.data.paymentIntent.id as string;

    const confirmed = await confirm(customer.auth, intentId, 'pm_card_authenticationRequired');
    expect(confirmed.body.data.payment).toMatchObject({ status: 'REQUIRES_ACTION', nextAction: 'authenticate', amount: 130, pointsRedeemed: 20 });
    // What the bank dialog reads (the payment of this intent) and what the provider will charge.
    const shown = await request(app).get(api(`/payments/${confirmed.body.data.payment.id}`)).set(customer.auth);
    expect(shown.body.data.payment).toMatchObject({ amount: 130, paymentIntentId: intentId });
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: intentId } })).amountMinor).toBe(13_000);
    expect(await balanceOf(customer.user.id)).toBe(60);

    const approved = await request(app).post(api(`/payments/test/intents/${intentId}/authenticate`)).set(customer.auth).send({ outcome: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.payment).toMatchObject({ status: 'SUCCEEDED', amount: 130, pointsRedeemed: 20 });
    await testProvider.settled();
    const charged = await db.testProviderIntent.findUniqueOrThrow({ where: { id: intentId } });
    expect([charged.status, charged.amountMinor]).toEqual(['succeeded', 13_000]);
    expect(await balanceOf(customer.user.id)).toBe(60);
    const b = await request(app).get(api(`/bookings/${booking.id}`)).set(customer.auth);
    // 130 ₴ money + 20 ₴ points = the 150 ₴ price.
    expect(b.body.data.booking).toMatchObject({ paymentStatus: 'PAID', amountPaid: 150 });
  });
});

describe('POST /payments/{id}/cancel', () => {
  it('an unfinished 3-D Secure payment: CANCELLED, the provider’s intent cancelled, the points back at once; again → the same answer', async () => {
    const { customer, booking } = await world(80);
    const waiting = await awaitingSecure(customer.auth, booking.id, 30);
    expect(await balanceOf(customer.user.id)).toBe(50);

    const res = await cancelPayment(customer.auth, waiting.id);
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({ id: waiting.id, status: 'CANCELLED', nextAction: null });
    expect(await balanceOf(customer.user.id)).toBe(80);
    expect((await db.user.findUniqueOrThrow({ where: { id: customer.user.id } })).loyaltyPoints).toBe(80);
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: waiting.paymentIntentId } })).status).toBe('canceled');

    await testProvider.settled();
    const again = await cancelPayment(customer.auth, waiting.id);
    expect([again.status, again.body.data.payment.status]).toEqual([200, 'CANCELLED']);
    // The points came back once.
    expect(await db.loyaltyEntry.count({ where: { paymentId: waiting.id, kind: 'RESTORE' } })).toBe(1);
    expect(await balanceOf(customer.user.id)).toBe(80);
  });

  it('a payment that went through → 409 ALREADY_PAID; a failed one → 409 INVALID_TRANSITION; nothing changes', async () => {
    const { customer, booking } = await world(0);
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const declined = await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    const failed = await cancelPayment(customer.auth, intent.body.data.paymentIntent.paymentId);
    expect([failed.status, failed.body.success, failed.body.error.code]).toEqual([409, false, 'INVALID_TRANSITION']);

    const paidIntent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const paid = await confirm(customer.auth, paidIntent.body.data.paymentIntent.id, 'pm_card_visa');
    expect(paid.body.data.payment.status).toBe('SUCCEEDED');
    const res = await cancelPayment(customer.auth, paid.body.data.payment.id);
    expect([res.status, res.body.error.code]).toEqual([409, 'ALREADY_PAID']);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paid.body.data.payment.id } })).status).toBe('SUCCEEDED');
  });

  it('no session → 401; another customer → 404; the specialist → 403; a malformed id → 4xx; the payment stays open', async () => {
    const { customer, booking, specialistAuth } = await world(80);
    const waiting = await awaitingSecure(customer.auth, booking.id, 30);
    const stranger = await kit.person('CUSTOMER');

    expect((await request(app).post(api(`/payments/${waiting.id}/cancel`))).status).toBe(401);
    const other = await cancelPayment(stranger.auth, waiting.id);
    expect([other.status, other.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await cancelPayment(specialistAuth, waiting.id)).status).toBe(403);
    const malformed = await cancelPayment(customer.auth, 'x'.repeat(65));
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await cancelPayment(customer.auth, 'not-a-payment')).status).toBe(404);

    expect((await db.payment.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe('REQUIRES_ACTION');
    expect(await balanceOf(customer.user.id)).toBe(50);
  });
});

describe('another payment of the booking replaces an unfinished one', () => {
  it('a 3-D Secure payment left waiting is cancelled when the customer starts again; its points come back and may be spent again', async () => {
    const { customer, booking } = await world(80);
    const waiting = await awaitingSecure(customer.auth, booking.id, 30);
    const next = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL', redeemPoints: 30 });
    expect(next.status).toBe(201);
    expect(next.body.data.paymentIntent).toMatchObject({ amount: 120, pointsRedeemed: 30 });
    expect((await db.payment.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe('CANCELLED');
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: waiting.paymentIntentId } })).status).toBe('canceled');
    expect(await balanceOf(customer.user.id)).toBe(50);
  });
});

describe(`unfinished payments are cancelled by themselves after ${UNFINISHED_PAYMENT_TTL_MINUTES} minutes`, () => {
  it('past the time → CANCELLED with the points back; younger ones stay; running again changes nothing', async () => {
    const old = await world(80);
    const young = await world(80);
    const stale = await awaitingSecure(old.customer.auth, old.booking.id, 30);
    const fresh = await awaitingSecure(young.customer.auth, young.booking.id, 30);
    // Made ten days ago (the other payments of this file are younger than the times asked about).
    const createdAt = new Date(Date.now() - 10 * 86_400_000);
    await db.payment.update({ where: { id: stale.id }, data: { createdAt } });
    const justBefore = new Date(createdAt.getTime() + UNFINISHED_PAYMENT_TTL_MINUTES * 60_000 - 1000);
    const after = new Date(createdAt.getTime() + UNFINISHED_PAYMENT_TTL_MINUTES * 60_000 + 1000);

    expect(await payments.expireUnfinished(justBefore)).toBe(0);
    expect((await db.payment.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('REQUIRES_ACTION');

    expect(await payments.expireUnfinished(after)).toBe(1);
    await testProvider.settled();
    expect((await db.payment.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('CANCELLED');
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: stale.paymentIntentId } })).status).toBe('canceled');
    expect(await balanceOf(old.customer.user.id)).toBe(80);
    expect((await db.payment.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe('REQUIRES_ACTION');
    expect(await balanceOf(young.customer.user.id)).toBe(50);

    expect(await payments.expireUnfinished(after)).toBe(0);
    expect(await db.loyaltyEntry.count({ where: { paymentId: stale.id, kind: 'RESTORE' } })).toBe(1);
  });
});

describe('GET /bookings/{id}/can-cancel names the points that come back, and cancelling gives them back', () => {
  it('paid in full with points before the deadline: pointsReturned 20, and after cancelling the balance has them', async () => {
    const { customer, booking } = await world(80);
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL', redeemPoints: 20 });
    await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_visa');
    await testProvider.settled();
    expect(await balanceOf(customer.user.id)).toBe(60);

    const check = await request(app).get(api(`/bookings/${booking.id}/can-cancel`)).set(customer.auth);
    expect(check.body.data).toMatchObject({ allowed: true, free: true, refundAmount: 130, pointsReturned: 20 });
    const cancelled = await request(app).delete(api(`/bookings/${booking.id}`)).set(customer.auth).send({ reason: 'Змінилися плани' });
    expect(cancelled.status).toBe(200);
    await testProvider.settled();
    expect(await balanceOf(customer.user.id)).toBe(60 + check.body.data.pointsReturned);
  });

  it('an unfinished payment holding points: pointsReturned names them; cancelling the booking gives them back', async () => {
    const { customer, booking } = await world(80);
    await awaitingSecure(customer.auth, booking.id, 30);
    const check = await request(app).get(api(`/bookings/${booking.id}/can-cancel`)).set(customer.auth);
    expect(check.body.data).toMatchObject({ allowed: true, refundAmount: 0, pointsReturned: 30 });
    await request(app).delete(api(`/bookings/${booking.id}`)).set(customer.auth).send({ reason: 'Змінилися плани' });
    await testProvider.settled();
    expect(await balanceOf(customer.user.id)).toBe(80);
  });

  it('after the deadline the kept deposit keeps its points: pointsReturned 0', async () => {
    const { customer, booking } = await world(80, 60_000);
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT', redeemPoints: 30 });
    await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_visa');
    await testProvider.settled();
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: inHours(5), endsAt: inHours(6), busyUntil: inHours(6) } });
    const check = await request(app).get(api(`/bookings/${booking.id}/can-cancel`)).set(customer.auth);
    expect(check.body.data).toMatchObject({ allowed: true, free: false, pointsReturned: 0 });
  });
});

describe('GET /payments/options never offers points held by another unfinished payment', () => {
  it('30 of 80 points held for booking A: booking B is offered at most 20 % within 50; more is refused; A may spend its own 30 again', async () => {
    const { customer, booking: a, service } = await world(80, 60_000);
    const b = await buildBooking(db, { serviceId: service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: inHours(96) });
    await awaitingSecure(customer.auth, a.id, 30);

    const forB = await request(app).get(api('/payments/options')).query({ bookingId: b.id }).set(customer.auth);
    // 600 ₴ full → 20 % is 120, but only 50 points are free.
    expect(forB.body.data.options.points).toEqual({ balance: 50, maxForDeposit: 36, maxForFull: 50 });
    const over = await createIntent(customer.auth, { bookingId: b.id, type: 'FULL', redeemPoints: 51 });
    expect([over.status, over.body.error.code]).toEqual([422, 'INSUFFICIENT_POINTS']);
    expect(await db.payment.count({ where: { bookingId: b.id } })).toBe(0);

    // A's own 30 come back when A is paid again: offered, and accepted.
    const forA = await request(app).get(api('/payments/options')).query({ bookingId: a.id }).set(customer.auth);
    expect(forA.body.data.options.points).toEqual({ balance: 50, maxForDeposit: 36, maxForFull: 80 });
    const again = await createIntent(customer.auth, { bookingId: a.id, type: 'FULL', redeemPoints: 80 });
    expect([again.status, again.body.data.paymentIntent.pointsRedeemed]).toEqual([201, 80]);
    expect(await balanceOf(customer.user.id)).toBe(0);
  });

  it('two payments of different bookings at the same moment cannot spend the same points', async () => {
    const { customer, booking: a, service } = await world(80, 60_000);
    const b = await buildBooking(db, { serviceId: service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: inHours(96) });
    const answers = await Promise.all([a, b].map((x) => createIntent(customer.auth, { bookingId: x.id, type: 'FULL', redeemPoints: 80 })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await balanceOf(customer.user.id)).toBe(0);
    expect(await db.loyaltyEntry.count({ where: { userId: customer.user.id, kind: 'REDEEM' } })).toBe(1);
  });
});
