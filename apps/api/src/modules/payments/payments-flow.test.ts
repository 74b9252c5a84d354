import type { UserRole } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { acceptOnlinePayments, TEST_IBAN } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { DECLINE_MESSAGES } from './decline-reasons.js';

/**
 * Payments through HTTP with the built-in test provider (no Stripe key): what a customer pays,
 * what a cancellation gives back, saved cards, invoices, and the specialist's earnings and
 * payouts. Access (401/403/404) and bad input are the access matrix's and the fuzz's.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);
const testProvider = container.payments.testProvider!;

const HOUR = 3_600_000;
type Auth = Record<string, string>;
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


describe('GET /health', () => {
  it('names the test provider', async () => {
    const res = await request(app).get(api('/health'));
    expect(res.body.data.payments).toBe('test');
  });
});

describe('POST /payments/create-intent: the amount is the server’s', () => {
  it('a deposit is the specialist’s percent of the price; an amount sent along is ignored', async () => {
    const { customer, booking } = await paidWorld();
    const res = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT', amount: 1, amountMinor: 100, currency: 'USD' });
    expect(res.status).toBe(201);
    expect(res.body.data.paymentIntent).toMatchObject({ amount: 180, currency: 'UAH', status: 'PENDING', type: 'DEPOSIT', bookingId: booking.id });
    expect(res.body.data.paymentIntent.clientSecret).toEqual(expect.any(String));
    // What the provider was asked to charge, in kopiyky.
    const intent = await db.testProviderIntent.findUniqueOrThrow({ where: { id: res.body.data.paymentIntent.id } });
    expect([intent.amountMinor, intent.currency]).toEqual([18_000, 'uah']);
    expect(intent.metadata).toMatchObject({ bookingId: booking.id, type: 'DEPOSIT' });
  });

  it('the percent is the specialist’s own', async () => {
    const { customer, booking } = await paidWorld({ priceMinor: 125_000, depositPercent: 50 });
    const res = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    expect(res.body.data.paymentIntent.amount).toBe(625);
  });

  it('asking again while the intent is open returns the same intent; another type replaces it', async () => {
    const { customer, booking } = await paidWorld();
    const first = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const again = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    expect(again.body.data.paymentIntent.id).toBe(first.body.data.paymentIntent.id);
    const full = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL' });
    expect(full.body.data.paymentIntent).toMatchObject({ amount: 600, type: 'FULL' });
    expect((await paymentsOf(booking.id)).map((p) => [p.type, p.status])).toEqual([
      ['DEPOSIT', 'CANCELLED'],
      ['FULL', 'PENDING'],
    ]);
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: first.body.data.paymentIntent.id } })).status).toBe('canceled');
  });

  it('validate-amount tells whether an amount is what the server will charge', async () => {
    const { customer, booking } = await paidWorld();
    const validate = (type: string, amount: number) => request(app).post(api('/payments/validate-amount')).set(customer.auth).send({ bookingId: booking.id, type, amount });
    expect((await validate('DEPOSIT', 1)).body.data).toEqual({ valid: false, expectedAmount: 180, currency: 'UAH' });
    expect((await validate('DEPOSIT', 180)).body.data).toEqual({ valid: true, expectedAmount: 180, currency: 'UAH' });
    expect((await validate('FULL', 180)).body.data).toEqual({ valid: false, expectedAmount: 600, currency: 'UAH' });
  });

  it('after a deposit: FULL is the remainder, a second deposit is 409 ALREADY_PAID; paid in full → 409 for both', async () => {
    const { customer, booking } = await paidWorld();
    await pay(customer.auth, booking.id, 'DEPOSIT');
    const second = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    expect([second.status, second.body.error.code]).toEqual([409, 'ALREADY_PAID']);
    const options = await request(app).get(api('/payments/options')).query({ bookingId: booking.id }).set(customer.auth);
    expect(options.body.data.options).toMatchObject({ amountPaid: 180, remainingAmount: 420, depositAmount: null, paymentStatus: 'DEPOSIT_PAID', payable: true });

    const rest = await pay(customer.auth, booking.id, 'FULL');
    expect(rest).toMatchObject({ amount: 420, status: 'SUCCEEDED' });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'PAID', amountPaid: 600 });
    for (const type of ['DEPOSIT', 'FULL']) {
      const res = await createIntent(customer.auth, { bookingId: booking.id, type });
      expect([res.status, res.body.error.code]).toEqual([409, 'ALREADY_PAID']);
    }
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(2);
  });

  it('a cancelled booking → 409 BOOKING_NOT_PAYABLE', async () => {
    const { customer, booking } = await paidWorld({ status: 'CANCELLED' });
    const res = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL' });
    expect([res.status, res.body.error.code]).toEqual([409, 'BOOKING_NOT_PAYABLE']);
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it('a specialist who takes payment at the visit → 422 ONLINE_PAYMENTS_OFF', async () => {
    const { customer, booking } = await paidWorld({ online: false });
    const res = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    expect([res.status, res.body.error.code]).toEqual([422, 'ONLINE_PAYMENTS_OFF']);
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(0);
  });
});

describe('POST /payments/confirm-intent', () => {
  it('4242 pays the deposit; the booking shows DEPOSIT_PAID and what was paid', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const res = await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_visa');
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({
      id: intent.body.data.paymentIntent.paymentId,
      bookingId: booking.id,
      amount: 180,
      currency: 'UAH',
      status: 'SUCCEEDED',
      type: 'DEPOSIT',
      paymentMethod: { brand: 'visa', last4: '4242' },
      nextAction: null,
    });
    expect(res.body.data.payment.paidAt).not.toBeNull();
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'DEPOSIT_PAID', amountPaid: 180 });
    // The commission rate in force is recorded on the payment when it is paid.
    expect((await paymentRow(res.body.data.payment.id)).commissionBps).toBe(800);
  });

  it('confirming the same intent again answers the same payment and charges nothing more', async () => {
    const { customer, booking } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'DEPOSIT');
    const intentBefore = await db.testProviderIntent.findUniqueOrThrow({ where: { id: payment.paymentIntentId } });
    const rowBefore = await paymentRow(payment.id);
    const bookingBefore = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });

    const again = await confirm(customer.auth, payment.paymentIntentId, 'pm_card_visa');
    expect(again.status).toBe(200);
    expect(again.body.data.payment).toMatchObject({ id: payment.id, status: 'SUCCEEDED', amount: 180 });
    await testProvider.settled();
    expect(await db.testProviderIntent.findUniqueOrThrow({ where: { id: payment.paymentIntentId } })).toEqual(intentBefore);
    expect(await paymentRow(payment.id)).toEqual(rowBefore);
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(1);
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ amountPaidMinor: 18_000, updatedAt: bookingBefore.updatedAt });
  });

  it('five confirms of one intent at once: one charge at the provider, the deposit counted once', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const intentId = intent.body.data.paymentIntent.id as string;
    const charges = vi.spyOn(testProvider, 'confirmIntent');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(customer.auth, intentId, 'pm_card_visa')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.data.payment.id)).size).toBe(1);
      expect(answers.every((a) => a.body.data.payment.status === 'SUCCEEDED')).toBe(true);
      expect(charges.mock.calls.filter(([id]) => id === intentId)).toHaveLength(1);
    } finally {
      charges.mockRestore();
    }
    await testProvider.settled();
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect([row.amountPaidMinor, row.paymentStatus]).toEqual([18_000, 'DEPOSIT_PAID']);
    // Each success recorded once: our answer and the provider's own event, never a repeat of either.
    const events = await db.paymentEvent.findMany({ where: { paymentId: intent.body.data.paymentIntent.paymentId } });
    expect(events.map((e) => e.type).sort()).toEqual(['payment_intent.succeeded', 'payment_intent.succeeded']);
    expect(events.filter((e) => e.id.startsWith('answer:'))).toHaveLength(1);
  });

  it('a declined card → 402 CARD_DECLINED with a message; nothing is paid; retry gives a new intent that 4242 pays', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const declined = await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'CARD_DECLINED', reason: 'generic', message: DECLINE_MESSAGES.generic.uk });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'UNPAID', amountPaid: 0 });
    const failedId = intent.body.data.paymentIntent.paymentId as string;
    expect(await paymentRow(failedId)).toMatchObject({ status: 'FAILED', failureCode: 'card_declined', paidAt: null });

    // The failed intent itself is closed.
    const sameAgain = await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_visa');
    expect([sameAgain.status, sameAgain.body.error.code]).toEqual([409, 'CONFLICT']);

    const retry = await request(app).post(api(`/payments/${failedId}/retry`)).set(customer.auth);
    expect(retry.status).toBe(201);
    expect(retry.body.data.paymentIntent).toMatchObject({ amount: 180, type: 'DEPOSIT', status: 'PENDING' });
    expect(retry.body.data.paymentIntent.id).not.toBe(intent.body.data.paymentIntent.id);
    const paid = await confirm(customer.auth, retry.body.data.paymentIntent.id, 'pm_card_visa');
    expect(paid.body.data.payment).toMatchObject({ status: 'SUCCEEDED', amount: 180 });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'DEPOSIT_PAID', amountPaid: 180 });
    // A payment that went through cannot be retried.
    expect((await request(app).post(api(`/payments/${paid.body.data.payment.id}/retry`)).set(customer.auth)).status).toBe(409);
  });

  it('a card that needs 3-D Secure waits (REQUIRES_ACTION, authenticate); approving charges it', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL' });
    const intentId = intent.body.data.paymentIntent.id as string;
    const waiting = await confirm(customer.auth, intentId, 'pm_card_authenticationRequired');
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.payment).toMatchObject({ status: 'REQUIRES_ACTION', nextAction: 'authenticate', paidAt: null });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'UNPAID', amountPaid: 0 });

    const approved = await request(app).post(api(`/payments/test/intents/${intentId}/authenticate`)).set(customer.auth).send({ outcome: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.payment).toMatchObject({ status: 'SUCCEEDED', nextAction: null, amount: 600, paymentMethod: { last4: '3155' } });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'PAID', amountPaid: 600 });
  });

  it('failing the 3-D Secure check → 402 and a FAILED payment; nothing is paid', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const intentId = intent.body.data.paymentIntent.id as string;
    await confirm(customer.auth, intentId, 'pm_card_authenticationRequired');
    const failed = await request(app).post(api(`/payments/test/intents/${intentId}/authenticate`)).set(customer.auth).send({ outcome: 'fail' });
    expect([failed.status, failed.body.error.code]).toEqual([402, 'CARD_DECLINED']);
    expect(failed.body.error.message).not.toBe('');
    expect(await paymentRow(intent.body.data.paymentIntent.paymentId)).toMatchObject({ status: 'FAILED', paidAt: null });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'UNPAID', amountPaid: 0 });
  });
});

describe('cancelling a paid booking refunds by the rules', () => {
  it('the customer before the deadline: everything back, the booking and the payment REFUNDED', async () => {
    const { customer, booking } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'DEPOSIT');
    const check = await request(app).get(api(`/bookings/${booking.id}/can-cancel`)).set(customer.auth);
    expect(check.body.data).toMatchObject({ allowed: true, free: true, refundAmount: 180, keptAmount: 0 });
    const eligibility = await request(app).get(api(`/payments/refund-eligibility/${payment.id}`)).set(customer.auth);
    expect(eligibility.body.data).toEqual({ eligible: true, amount: 180, currency: 'UAH', reason: 'full_refund' });

    const res = await cancel(customer.auth, booking.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ freeCancellation: true, refunded: 180, booking: { status: 'CANCELLED', paymentStatus: 'REFUNDED', amountPaid: 0 } });
    await testProvider.settled();
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'REFUNDED', refundedMinor: 18_000 });
    const refunds = await db.refund.findMany({ where: { paymentId: payment.id } });
    expect(refunds.map((r) => [r.amountMinor, r.status, r.reason])).toEqual([[18_000, 'SUCCEEDED', 'booking_cancelled']]);
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: payment.paymentIntentId } })).refundedMinor).toBe(18_000);
    expect((await request(app).get(api(`/payments/refund-eligibility/${payment.id}`)).set(customer.auth)).body.data).toMatchObject({ eligible: false, reason: 'already_refunded' });
  });

  it('the customer after the deadline, deposit and the rest paid: the deposit is kept, the rest refunded', async () => {
    const { customer, booking } = await paidWorld({ scheduledAt: inHours(72), cancellationWindowHours: 24 });
    const deposit = await pay(customer.auth, booking.id, 'DEPOSIT');
    const rest = await pay(customer.auth, booking.id, 'FULL');
    // The visit moves to five hours from now: inside the 24-hour window.
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: inHours(5), endsAt: inHours(6), busyUntil: inHours(6) } });

    const check = await request(app).get(api(`/bookings/${booking.id}/can-cancel`)).set(customer.auth);
    expect(check.body.data).toMatchObject({ allowed: true, free: false, refundAmount: 420, keptAmount: 180 });
    const eligibility = async (id: string) => (await request(app).get(api(`/payments/refund-eligibility/${id}`)).set(customer.auth)).body.data;
    expect(await eligibility(rest.id)).toEqual({ eligible: true, amount: 420, currency: 'UAH', reason: 'deposit_kept' });
    expect(await eligibility(deposit.id)).toEqual({ eligible: false, amount: 0, currency: 'UAH', reason: 'deposit_kept' });

    const res = await cancel(customer.auth, booking.id);
    expect(res.body.data).toMatchObject({ freeCancellation: false, refunded: check.body.data.refundAmount, booking: { paymentStatus: 'PARTIALLY_REFUNDED', amountPaid: check.body.data.keptAmount } });
    await testProvider.settled();
    expect(await paymentRow(rest.id)).toMatchObject({ status: 'REFUNDED', refundedMinor: 42_000 });
    expect(await paymentRow(deposit.id)).toMatchObject({ status: 'SUCCEEDED', refundedMinor: 0 });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', amountPaid: 180 });
    // Nothing more is owed to the customer: a refund they ask for now is refused.
    expect(await eligibility(deposit.id)).toMatchObject({ eligible: false, amount: 0 });
    const more = await request(app).post(api('/payments/refund')).set(customer.auth).send({ paymentId: deposit.id, reason: 'requested_by_customer' });
    expect([more.status, more.body.error.code]).toEqual([422, 'REFUND_NOT_ALLOWED']);
  });

  it('the customer after the deadline with only the deposit paid: nothing comes back', async () => {
    const { customer, booking } = await paidWorld({ scheduledAt: inHours(72) });
    const deposit = await pay(customer.auth, booking.id, 'DEPOSIT');
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: inHours(3), endsAt: inHours(4), busyUntil: inHours(4) } });
    expect((await request(app).get(api(`/bookings/${booking.id}/can-cancel`)).set(customer.auth)).body.data).toMatchObject({ refundAmount: 0, keptAmount: 180 });
    const res = await cancel(customer.auth, booking.id);
    expect(res.body.data).toMatchObject({ refunded: 0, booking: { status: 'CANCELLED', paymentStatus: 'DEPOSIT_PAID', amountPaid: 180 } });
    expect(await db.refund.count({ where: { paymentId: deposit.id } })).toBe(0);
  });

  it('the specialist cancels, even late: everything back', async () => {
    const { customer, booking, specialistAuth } = await paidWorld({ scheduledAt: inHours(72) });
    await pay(customer.auth, booking.id, 'DEPOSIT');
    await pay(customer.auth, booking.id, 'FULL');
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: inHours(2), endsAt: inHours(3), busyUntil: inHours(3) } });
    expect((await request(app).get(api(`/bookings/${booking.id}/can-cancel`)).set(specialistAuth)).body.data).toMatchObject({ refundAmount: 600, keptAmount: 0 });
    const res = await cancel(specialistAuth, booking.id);
    expect(res.body.data).toMatchObject({ refunded: 600, booking: { cancelledBy: 'specialist', paymentStatus: 'REFUNDED', amountPaid: 0 } });
    await testProvider.settled();
    expect((await paymentsOf(booking.id)).map((p) => [p.type, p.status, p.refundedMinor])).toEqual([
      ['DEPOSIT', 'REFUNDED', 18_000],
      ['FULL', 'REFUNDED', 42_000],
    ]);
  });

  it('cancelling with an open intent cancels it; nothing is refunded', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const res = await cancel(customer.auth, booking.id);
    expect(res.body.data).toMatchObject({ refunded: 0, booking: { paymentStatus: 'UNPAID' } });
    expect(await paymentRow(intent.body.data.paymentIntent.paymentId)).toMatchObject({ status: 'CANCELLED' });
    const late = await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_visa');
    expect(late.status).toBe(409);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).amountPaidMinor).toBe(0);
  });

  it('refund-eligibility: not_paid for a failed payment, visit_happened after the visit; the specialist may refund what is left', async () => {
    const failedWorld = await paidWorld();
    const intent = await createIntent(failedWorld.customer.auth, { bookingId: failedWorld.booking.id, type: 'DEPOSIT' });
    await confirm(failedWorld.customer.auth, intent.body.data.paymentIntent.id, 'pm_card_chargeDeclined');
    const notPaid = await request(app).get(api(`/payments/refund-eligibility/${intent.body.data.paymentIntent.paymentId}`)).set(failedWorld.customer.auth);
    expect(notPaid.body.data).toMatchObject({ eligible: false, amount: 0, reason: 'not_paid' });

    const { customer, booking, specialistAuth } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'FULL');
    await db.booking.update({ where: { id: booking.id }, data: { status: 'COMPLETED' } });
    expect((await request(app).get(api(`/payments/refund-eligibility/${payment.id}`)).set(customer.auth)).body.data).toMatchObject({ eligible: false, reason: 'visit_happened' });
    expect((await request(app).get(api(`/payments/refund-eligibility/${payment.id}`)).set(specialistAuth)).body.data).toMatchObject({ eligible: true, amount: 600, reason: 'full_refund' });
  });
});

describe('POST /payments/refund', () => {
  it('the specialist refunds part, then the rest; then nothing is left', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'FULL');
    const part = await request(app).post(api('/payments/refund')).set(specialistAuth).send({ paymentId: payment.id, amount: 100, reason: 'service_not_provided' });
    expect(part.status).toBe(200);
    expect(part.body.data.refund).toMatchObject({ paymentId: payment.id, amount: 100, currency: 'UAH', status: 'SUCCEEDED', reason: 'service_not_provided' });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedMinor: 10_000 });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', amountPaid: 500 });

    const rest = await request(app).post(api('/payments/refund')).set(specialistAuth).send({ paymentId: payment.id, reason: 'other' });
    expect(rest.body.data.refund).toMatchObject({ amount: 500, status: 'SUCCEEDED' });
    await testProvider.settled();
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'REFUNDED', refundedMinor: 60_000 });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'REFUNDED', amountPaid: 0 });
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(2);

    const none = await request(app).post(api('/payments/refund')).set(specialistAuth).send({ paymentId: payment.id, amount: 1, reason: 'other' });
    expect([none.status, none.body.error.code]).toEqual([422, 'REFUND_NOT_ALLOWED']);
  });

  it('more than is left → 422 REFUND_NOT_ALLOWED and nothing changes', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'DEPOSIT');
    const before = await paymentRow(payment.id);
    const res = await request(app).post(api('/payments/refund')).set(specialistAuth).send({ paymentId: payment.id, amount: 180.01, reason: 'other' });
    expect([res.status, res.body.error.code]).toEqual([422, 'REFUND_NOT_ALLOWED']);
    expect(await paymentRow(payment.id)).toEqual(before);
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(0);
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: payment.paymentIntentId } })).refundedMinor).toBe(0);
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'DEPOSIT_PAID', amountPaid: 180 });
  });

  it('a customer of an active booking is told to cancel instead (422)', async () => {
    const { customer, booking } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'DEPOSIT');
    const res = await request(app).post(api('/payments/refund')).set(customer.auth).send({ paymentId: payment.id, reason: 'requested_by_customer' });
    expect([res.status, res.body.error.code]).toEqual([422, 'REFUND_NOT_ALLOWED']);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', refundedMinor: 0 });
  });
});

describe('saved cards', () => {
  it('the first card is the default; the default can move; removing it makes the other the default; a saved card pays', async () => {
    const { customer, booking } = await paidWorld();
    const add = () => request(app).post(api('/payments/methods')).set(customer.auth).send({ paymentMethodId: 'pm_card_visa' });
    const first = await add();
    expect(first.status).toBe(201);
    expect(first.body.data.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true, expMonth: 12 });
    const second = await add();
    expect(second.body.data.paymentMethod).toMatchObject({ isDefault: false });
    expect(second.body.data.paymentMethod.id).not.toBe(first.body.data.paymentMethod.id);

    const list = async () => (await request(app).get(api('/payments/methods')).set(customer.auth)).body.data.paymentMethods as { id: string; isDefault: boolean }[];
    expect((await list()).map((c) => [c.id, c.isDefault])).toEqual([
      [first.body.data.paymentMethod.id, true],
      [second.body.data.paymentMethod.id, false],
    ]);

    const made = await request(app).put(api(`/payments/methods/${second.body.data.paymentMethod.id}/default`)).set(customer.auth);
    expect(made.body.data.paymentMethod).toMatchObject({ id: second.body.data.paymentMethod.id, isDefault: true });
    expect((await list()).map((c) => [c.id, c.isDefault])).toEqual([
      [second.body.data.paymentMethod.id, true],
      [first.body.data.paymentMethod.id, false],
    ]);

    const removed = await request(app).delete(api(`/payments/methods/${second.body.data.paymentMethod.id}`)).set(customer.auth);
    expect(removed.body.data).toEqual({ deleted: true });
    expect((await list()).map((c) => [c.id, c.isDefault])).toEqual([[first.body.data.paymentMethod.id, true]]);

    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const paid = await confirm(customer.auth, intent.body.data.paymentIntent.id, first.body.data.paymentMethod.id);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment).toMatchObject({ status: 'SUCCEEDED', paymentMethod: { brand: 'visa', last4: '4242' } });
  });

  it('someone else’s saved card cannot pay', async () => {
    const { customer, booking } = await paidWorld();
    const other = await kit.person('CUSTOMER');
    const card = await request(app).post(api('/payments/methods')).set(other.auth).send({ paymentMethodId: 'pm_card_visa' });
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const res = await confirm(customer.auth, intent.body.data.paymentIntent.id, card.body.data.paymentMethod.id);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'body.paymentMethodId', message: 'unknownPaymentMethod' })]);
    expect(await paymentRow(intent.body.data.paymentIntent.paymentId)).toMatchObject({ status: 'PENDING' });
  });
});

describe('history, stats and invoices', () => {
  it('history filters by status; the specialist sees the customer’s name but no card', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const failed = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    await confirm(customer.auth, failed.body.data.paymentIntent.id, 'pm_card_chargeDeclined');
    const paid = await pay(customer.auth, booking.id, 'FULL');

    const history = (auth: Auth, query: Record<string, string> = {}) => request(app).get(api('/payments/history')).query(query).set(auth);
    const all = await history(customer.auth);
    expect(all.body.data).toMatchObject({ total: 2, page: 1 });
    const succeeded = await history(customer.auth, { status: 'SUCCEEDED' });
    expect(succeeded.body.data.payments.map((p: { id: string }) => p.id)).toEqual([paid.id]);
    expect(succeeded.body.data.payments[0].paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const failedOnes = await history(customer.auth, { status: 'FAILED' });
    expect(failedOnes.body.data.payments.map((p: { id: string }) => p.id)).toEqual([failed.body.data.paymentIntent.paymentId]);

    const bySpecialist = await history(specialistAuth, { status: 'SUCCEEDED' });
    expect(bySpecialist.body.data.payments).toHaveLength(1);
    expect(bySpecialist.body.data.payments[0]).toMatchObject({
      id: paid.id,
      customer: { id: customer.user.id, name: `${customer.user.firstName} ${customer.user.lastName}` },
      paymentMethod: null,
    });
    const one = await request(app).get(api(`/payments/${paid.id}`)).set(specialistAuth);
    expect(one.body.data.payment.paymentMethod).toBeNull();

    const stats = await request(app).get(api('/payments/stats')).set(customer.auth);
    expect(stats.body.data).toMatchObject({ currency: 'UAH', totalPaid: 600, totalRefunded: 0, count: 2 });
    expect(stats.body.data.byStatus.SUCCEEDED).toEqual({ count: 1, amount: 600 });
    expect(stats.body.data.byStatus.FAILED).toEqual({ count: 1, amount: 180 });
  });

  it('the invoice has its number and no commission; the PDF is a PDF; a payment that took nothing has none', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'DEPOSIT');
    const res = await request(app).get(api(`/payments/${payment.id}/invoice`)).query({ lang: 'en' }).set(customer.auth);
    expect(res.status).toBe(200);
    const invoice = res.body.data.invoice;
    expect(invoice.number).toMatch(/^VZ-\d{4}-\d{6}$/);
    expect(invoice).toMatchObject({ paymentId: payment.id, language: 'en', amount: 180, servicePrice: 600, currency: 'UAH', type: 'DEPOSIT' });
    expect(JSON.stringify(res.body).toLowerCase()).not.toContain('commission');

    const pdf = await request(app).get(api(`/payments/${payment.id}/invoice/download`)).set(customer.auth).responseType('blob');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect((pdf.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.headers['content-disposition']).toContain(invoice.number);

    // The specialist's copy names the customer but not their card.
    const bySpecialist = await request(app).get(api(`/payments/${payment.id}/invoice`)).set(specialistAuth);
    expect(bySpecialist.status).toBe(200);
    expect(bySpecialist.body.data.invoice).toMatchObject({ customer: { name: `${customer.user.firstName} ${customer.user.lastName}` }, paymentMethod: null });
    expect(invoice.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });

    const open = await paidWorld();
    const pending = await createIntent(open.customer.auth, { bookingId: open.booking.id, type: 'DEPOSIT' });
    const none = await request(app).get(api(`/payments/${pending.body.data.paymentIntent.paymentId}/invoice`)).set(open.customer.auth);
    expect(none.status).toBe(409);
  });
});

describe('specialist earnings and payouts', () => {
  const earnings = async (auth: Auth) => {
    // All time: the visit may fall in next month, and income counts by visit date (#26).
    const res = await request(app).get(api('/specialists/earnings')).query({ period: 'all' }).set(auth);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('8 % commission on what was kept; payouts only after the visit, once; an admin marks them paid', async () => {
    const { customer, booking, specialistAuth } = await paidWorld({ priceMinor: 100_000 });
    const before = await earnings(specialistAuth);
    expect(before).toMatchObject({ gross: 0, commission: 0, net: 0, paymentsCount: 0 });

    const payment = await pay(customer.auth, booking.id, 'FULL');
    // Paid for a visit still to come: not earned yet (income by visit date).
    expect(await earnings(specialistAuth)).toMatchObject({ gross: 0, commission: 0, commissionPercent: 8, net: 0, currency: 'UAH', paymentsCount: 0 });

    await request(app).post(api('/payments/refund')).set(specialistAuth).send({ paymentId: payment.id, amount: 300, reason: 'other' }).expect(200);

    const payouts = () => request(app).get(api('/specialists/payouts')).set(specialistAuth);
    expect((await payouts()).body.data).toMatchObject({ payouts: [], available: 0 });
    const tooSoon = await request(app).post(api('/specialists/payouts')).set(specialistAuth);
    expect([tooSoon.status, tooSoon.body.error.code]).toEqual([422, 'NOTHING_TO_PAY_OUT']);

    await db.booking.update({ where: { id: booking.id }, data: { status: 'COMPLETED', completedAt: new Date() } });
    const afterRefund = await earnings(specialistAuth);
    // The visit took place: 700 ₴ kept, 8 % of it.
    expect(afterRefund).toMatchObject({ gross: 700, refunds: 300, commission: 56, net: 644, pendingPayout: 644, paidOut: 0, paymentsCount: 1 });
    expect(afterRefund.byMonth).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), gross: 700, net: 644 }]);
    expect((await payouts()).body.data.available).toBe(644);
    const payout = await request(app).post(api('/specialists/payouts')).set(specialistAuth);
    expect(payout.status).toBe(201);
    expect(payout.body.data.payout).toMatchObject({ amount: 644, currency: 'UAH', status: 'PENDING', ibanMasked: 'UA21 •••• 6001', paidAt: null });
    const twice = await request(app).post(api('/specialists/payouts')).set(specialistAuth);
    expect([twice.status, twice.body.error.code]).toEqual([422, 'NOTHING_TO_PAY_OUT']);
    expect((await payouts()).body.data).toMatchObject({ available: 0, payouts: [{ id: payout.body.data.payout.id, status: 'PENDING' }] });

    const admin = await kit.person('ADMIN' as UserRole);
    const markPaid = () => request(app).post(api(`/specialists/payouts/${payout.body.data.payout.id}/mark-paid`)).set(admin.auth).send({ reference: 'PP-2026-001' });
    const paid = await markPaid();
    expect(paid.status).toBe(200);
    expect(paid.body.data.payout).toMatchObject({ status: 'PAID', reference: 'PP-2026-001' });
    expect(paid.body.data.payout.paidAt).not.toBeNull();
    expect((await markPaid()).status).toBe(409);
    expect(await earnings(specialistAuth)).toMatchObject({ paidOut: 644, pendingPayout: 0, net: 644 });
  });
});

describe('racing requests', () => {
  it('three payout requests at once: one payout of what is available', async () => {
    const { customer, booking, specialist, specialistAuth } = await paidWorld();
    await pay(customer.auth, booking.id, 'FULL');
    await db.booking.update({ where: { id: booking.id }, data: { status: 'COMPLETED', completedAt: new Date() } });
    const answers = await Promise.all([1, 2, 3].map(() => request(app).post(api('/specialists/payouts')).set(specialistAuth)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const payouts = await db.payout.findMany({ where: { specialistId: specialist.id } });
    expect(payouts.map((p) => p.amountMinor)).toEqual([55_200]);
  });

  it('making two cards the default at once leaves exactly one default', async () => {
    const customer = await kit.person('CUSTOMER');
    const cards: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).post(api('/payments/methods')).set(customer.auth).send({ paymentMethodId: 'pm_card_visa' });
      cards.push(res.body.data.paymentMethod.id);
    }
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([cards[1], cards[2], cards[0]].map((id) => request(app).put(api(`/payments/methods/${id}/default`)).set(customer.auth)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await db.savedPaymentMethod.count({ where: { userId: customer.user.id, isDefault: true } })).toBe(1);
    }
    // Removing the default while another card is made the default: both done, one default left.
    const current = await db.savedPaymentMethod.findFirstOrThrow({ where: { userId: customer.user.id, isDefault: true } });
    const other = cards.find((id) => id !== current.id)!;
    const [removed, made] = await Promise.all([
      request(app).delete(api(`/payments/methods/${current.id}`)).set(customer.auth),
      request(app).put(api(`/payments/methods/${other}/default`)).set(customer.auth),
    ]);
    expect([removed.status, made.status]).toEqual([200, 200]);
    expect(await db.savedPaymentMethod.count({ where: { userId: customer.user.id } })).toBe(2);
    expect(await db.savedPaymentMethod.count({ where: { userId: customer.user.id, isDefault: true } })).toBe(1);
  });
});

describe('disputes (opened through the test provider)', () => {
  it('the specialist sees the dispute and answers it once with text and a file', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'FULL');
    await testProvider.openDispute(payment.paymentIntentId, 'product_not_received');
    await testProvider.settled();

    const list = await request(app).get(api('/payments/disputes')).set(specialistAuth);
    expect(list.body.data.disputes).toEqual([
      expect.objectContaining({ paymentId: payment.id, bookingId: booking.id, amount: 600, reason: 'product_not_received', status: 'NEEDS_RESPONSE' }),
    ]);
    expect((await request(app).get(api('/payments/disputes')).set((await kit.person('SPECIALIST')).auth)).body.data.disputes).toEqual([]);

    const id = list.body.data.disputes[0].id as string;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const answer = await request(app)
      .post(api(`/payments/disputes/${id}/evidence`))
      .set(specialistAuth)
      .field('text', 'The client came and the service was provided in full.')
      .attach('file', pdf, { filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.dispute).toMatchObject({ status: 'UNDER_REVIEW', evidence: { text: 'The client came and the service was provided in full.', fileName: expect.stringMatching(/\.pdf$/) } });
    const again = await request(app).post(api(`/payments/disputes/${id}/evidence`)).set(specialistAuth).field('text', 'Once more, with feeling.');
    expect(again.status).toBe(409);
  });
});

describe('payment settings', () => {
  it('the IBAN is checked (checksum) and only ever shown masked', async () => {
    const { specialistAuth } = await kit.bookable();
    const settings = (body: Record<string, unknown>) => request(app).post(api('/specialists/payment-settings')).set(specialistAuth).send(body);
    const bad = await settings({ payoutIban: 'UA213223130000026007233566002' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([expect.objectContaining({ path: 'body.payoutIban', message: 'ibanChecksum' })]);

    const spaced = TEST_IBAN.replace(/(.{4})/g, '$1 ').toLowerCase();
    const good = await settings({ payoutIban: spaced, payoutRecipientName: 'ФОП Коваленко' });
    expect(good.status).toBe(200);
    expect(good.body.data.paymentSettings).toMatchObject({ payoutIbanMasked: 'UA21 •••• 6001', payoutRecipientName: 'ФОП Коваленко', payoutReady: true, acceptOnlinePayments: false });
    const read = await request(app).get(api('/specialists/payment-settings')).set(specialistAuth);
    expect(JSON.stringify(read.body)).not.toContain(TEST_IBAN);
    expect(JSON.stringify(good.body)).not.toContain(TEST_IBAN);
    expect(read.body.data.paymentSettings).toMatchObject({ payoutIbanMasked: 'UA21 •••• 6001', depositPercent: 30, commissionPercent: 8, provider: 'test' });
  });

  it('online payments need payout details first (422); setup saves them and switches online payments on', async () => {
    const { specialist, specialistAuth } = await kit.bookable();
    const on = await request(app).post(api('/specialists/payment-settings')).set(specialistAuth).send({ acceptOnlinePayments: true });
    expect(on.status).toBe(422);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: specialist.id } })).acceptOnlinePayments).toBe(false);

    const setup = await request(app)
      .post(api('/specialists/payment-settings/setup'))
      .set(specialistAuth)
      .send({ payoutIban: TEST_IBAN, payoutRecipientName: 'ФОП Коваленко', depositPercent: 40 });
    expect(setup.status).toBe(200);
    expect(setup.body.data.paymentSettings).toMatchObject({ acceptOnlinePayments: true, depositPercent: 40, payoutReady: true });

    // Taking the IBAN away again while online payments are on is refused.
    const remove = await request(app).post(api('/specialists/payment-settings')).set(specialistAuth).send({ payoutIban: null });
    expect(remove.status).toBe(422);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: specialist.id } })).payoutIban).toBe(TEST_IBAN);
  });
});

describe('a refund the provider refuses at cancellation', () => {
  it('still cancels, says the refund is pending, and the refund sweep makes it later', async () => {
    const w = await paidWorld();
    await pay(w.customer.auth, w.booking.id, 'FULL');
    const { ProviderUnavailableError } = await import('./provider.js');
    const refund = vi.spyOn(testProvider, 'refund').mockRejectedValueOnce(new ProviderUnavailableError('provider down'));
    const res = await cancel(w.customer.auth, w.booking.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: 0, refundPending: true, booking: { status: 'CANCELLED', paymentStatus: 'PAID', amountPaid: 600 } });
    refund.mockRestore();

    // Nothing else is owed anywhere else in this database's cancelled bookings but this one's.
    const swept = await container.payments.payments.sweepRefundsOwed();
    expect(swept.failed).toBe(0);
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    await testProvider.settled();
    expect(await bookingAnswer(w.customer.auth, w.booking.id)).toMatchObject({ paymentStatus: 'REFUNDED', amountPaid: 0 });
    // Settled: a second sweep finds nothing more to give back for it.
    const before = await db.refund.count({ where: { payment: { bookingId: w.booking.id } } });
    await container.payments.payments.sweepRefundsOwed();
    expect(await db.refund.count({ where: { payment: { bookingId: w.booking.id } } })).toBe(before);
  });
});
