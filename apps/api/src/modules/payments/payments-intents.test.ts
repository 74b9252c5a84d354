import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { DECLINE_MESSAGES } from './decline-reasons.js';
import { paymentsTestKit } from './payments.test-support.js';

/**
 * Paying through HTTP with the built-in test provider (no Stripe key): the amount is the server's,
 * confirming with a card, declines and 3-D Secure.
 * Access (401/403/404) and bad input are the access matrix's and the fuzz's.
 */

const { db, app, testProvider, api, paidWorld, createIntent, confirm, pay, bookingAnswer, paymentRow, paymentsOf } = await paymentsTestKit();

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
