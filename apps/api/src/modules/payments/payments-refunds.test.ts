import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { paymentsTestKit } from './payments.test-support.js';

/**
 * Money back through HTTP with the built-in test provider: what cancelling a paid booking
 * refunds by the rules, refunds asked for, and a refund the provider refuses at first.
 * Access (401/403/404) and bad input are the access matrix's and the fuzz's.
 */

const { db, app, container, testProvider, api, inHours, paidWorld, createIntent, confirm, pay, bookingAnswer, paymentRow, paymentsOf, cancel } = await paymentsTestKit();

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
