import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { startStripeDouble } from '../../test/stripe-double.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { DECLINE_MESSAGES } from './decline-reasons.js';

/**
 * The whole app configured for Stripe: the real `stripe` package talks to a local double of
 * Stripe's API (what it is sent is checked), and webhooks are signed the way Stripe signs them.
 * Every event is applied once, whatever the order or the number of deliveries.
 */

const WEBHOOK_SECRET = 'whsec_test';
const double = startStripeDouble();
const port = await double.listen();
afterAll(() => double.close());

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(
  db,
  url,
  { STRIPE_SECRET_KEY: 'sk_test_xxx', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
  { mailer: captureMailer() },
);
const kit = bookingTestKit(db, container);

type Auth = Record<string, string>;
const api = (path: string) => `/api/v1${path}`;
const HOUR = 3_600_000;

/** A customer's 600 ₴ booking three days ahead, with a specialist who takes money online (30 % deposit). */
async function paidWorld() {
  const world = await kit.bookable({ service: { priceMinor: 60_000 } });
  await acceptOnlinePayments(db, world.specialist.id);
  const customer = await kit.person('CUSTOMER');
  const booking = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: new Date(Date.now() + 72 * HOUR) });
  return { ...world, customer, booking };
}

async function startPayment(auth: Auth, bookingId: string, type: 'DEPOSIT' | 'FULL') {
  const res = await request(app).post(api('/payments/create-intent')).set(auth).send({ bookingId, type });
  expect(res.status).toBe(201);
  return res.body.data.paymentIntent as { id: string; paymentId: string; amount: number };
}

// ----- Stripe-shaped events, signed as Stripe signs them -----

let eventCounter = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_${(eventCounter += 1)}_${Date.now()}`) =>
  JSON.stringify({ id, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });

const intentObject = (intentId: string, status: string, extra: Record<string, unknown> = {}) => {
  const intent = double.intents.get(intentId);
  if (!intent) throw new Error(`the double knows no intent ${intentId}`);
  const { amount_refunded: _refunded, ...stripe } = intent;
  return { ...stripe, status, payment_method: 'pm_card_visa', ...extra };
};
/** Stripe charged the intent (the double now knows it as succeeded) and tells us so. */
const succeeded = (intentId: string, id?: string) => {
  const charged = intentObject(intentId, 'succeeded');
  double.intents.get(intentId)!.status = 'succeeded';
  return event('payment_intent.succeeded', charged, id);
};
const failed = (intentId: string) =>
  event(
    'payment_intent.payment_failed',
    intentObject(intentId, 'requires_payment_method', { last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } }),
  );
const refunded = (intentId: string, amount: number, amountRefunded: number, refundId: string) =>
  event('charge.refunded', {
    id: `ch_${intentId}`,
    object: 'charge',
    payment_intent: intentId,
    amount,
    amount_refunded: amountRefunded,
    refunds: { object: 'list', data: [{ id: refundId, object: 'refund', amount: amountRefunded, payment_intent: intentId, status: 'succeeded' }] },
  });
const disputeCreated = (intentId: string, disputeId: string, amount: number) =>
  event('charge.dispute.created', { id: disputeId, object: 'dispute', amount, charge: `ch_${intentId}`, payment_intent: intentId, reason: 'fraudulent', status: 'needs_response' });

const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const deliver = (payload: string, signature: string | null = sign(payload)) => {
  const req = request(app).post(api('/payments/webhook')).set('content-type', 'application/json');
  return (signature === null ? req : req.set('stripe-signature', signature)).send(payload);
};

const paymentRow = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });
const bookingRow = (id: string) => db.booking.findUniqueOrThrow({ where: { id } });

describe('configured for Stripe', () => {
  it('GET /health names Stripe; the test provider’s 3-D Secure page does not exist', async () => {
    expect((await request(app).get(api('/health'))).body.data.payments).toBe('stripe');
    const { customer } = await paidWorld();
    const res = await request(app).post(api('/payments/test/intents/pi_x/authenticate')).set(customer.auth).send({ outcome: 'approve' });
    expect(res.status).toBe(404);
  });

  it('create-intent asks Stripe for the amount in kopiyky, in uah, with the booking in metadata and an idempotency key', async () => {
    const { customer, booking } = await paidWorld();
    const before = double.requests.length;
    const intent = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    expect(intent.amount).toBe(180);

    const sent = double.requests.slice(before);
    const customers = sent.filter((r) => r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body['metadata[userId]']).toBe(customer.user.id);
    expect(customers[0]!.headers['idempotency-key']).toEqual(expect.stringContaining(customer.user.id));

    const created = sent.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      amount: '18000',
      currency: 'uah',
      'metadata[bookingId]': booking.id,
      'metadata[paymentId]': intent.paymentId,
      'metadata[type]': 'DEPOSIT',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(created[0]!.headers['idempotency-key']).toEqual(expect.stringContaining(intent.paymentId));
    expect(created[0]!.headers.authorization).toBe('Bearer sk_test_xxx');
    expect(await paymentRow(intent.paymentId)).toMatchObject({ provider: 'stripe', providerIntentId: intent.id, amountMinor: 18_000, status: 'PENDING' });

    // The second payment of the same customer reuses their Stripe customer.
    const other = await kit.bookable({ service: { priceMinor: 60_000 } });
    await acceptOnlinePayments(db, other.specialist.id);
    const second = await buildBooking(db, { serviceId: other.service.id, customerId: customer.user.id, scheduledAt: new Date(Date.now() + 96 * HOUR) });
    const mark = double.requests.length;
    await startPayment(customer.auth, second.id, 'FULL');
    expect(double.requests.slice(mark).map((r) => r.path)).toEqual(['/v1/payment_intents']);
  });

  it('confirm-intent charges through Stripe with an idempotency key; the webhook for it afterwards counts nothing twice', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'FULL');
    const res = await request(app).post(api('/payments/confirm-intent')).set(customer.auth).send({ paymentIntentId: intent.id, paymentMethodId: 'pm_card_visa' });
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({ status: 'SUCCEEDED', amount: 600, paymentMethod: { brand: 'visa', last4: '4242' } });
    const confirmCall = double.requestsTo('POST', `/v1/payment_intents/${intent.id}/confirm`);
    expect(confirmCall).toHaveLength(1);
    expect(confirmCall[0]!.body).toMatchObject({ payment_method: 'pm_card_visa' });
    expect(confirmCall[0]!.headers['idempotency-key']).toEqual(expect.any(String));

    const hook = await deliver(succeeded(intent.id));
    expect(hook.body.data).toEqual({ received: true, duplicate: false });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'PAID', amountPaidMinor: 60_000 });
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'SUCCEEDED', cardLast4: '4242' });
  });

  it('a decline from Stripe → 402 CARD_DECLINED with our reason and our message in the caller’s language, never Stripe’s English; nothing is paid', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    const res = await request(app).post(api('/payments/confirm-intent')).set(customer.auth).set('Accept-Language', 'uk').send({ paymentIntentId: intent.id, paymentMethodId: 'pm_card_chargeDeclined' });
    expect([res.status, res.body.error.code, res.body.error.reason]).toEqual([402, 'CARD_DECLINED', 'generic']);
    expect(res.body.error.message).toBe(DECLINE_MESSAGES.generic.uk);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'FAILED', failureCode: 'generic_decline' });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'UNPAID', amountPaidMinor: 0 });
  });
});

describe('POST /payments/webhook', () => {
  it('payment_intent.succeeded pays the payment and the booking', async () => {
    const { customer, booking } = await paidWorld();
    const deposit = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    const res = await deliver(succeeded(deposit.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, duplicate: false });
    expect(await paymentRow(deposit.paymentId)).toMatchObject({ status: 'SUCCEEDED', commissionBps: 800, providerMethodId: 'pm_card_visa' });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'DEPOSIT_PAID', amountPaidMinor: 18_000 });

    const rest = await startPayment(customer.auth, booking.id, 'FULL');
    expect(rest.amount).toBe(420);
    await deliver(succeeded(rest.id)).expect(200);
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'PAID', amountPaidMinor: 60_000 });
  });

  it('a bad or missing signature → 400 INVALID_SIGNATURE and nothing changes', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    const payload = succeeded(intent.id, 'evt_forged');
    const answers = [
      await deliver(payload, null),
      await deliver(payload, sign(payload, 'whsec_someone_else')),
      await deliver(payload, 't=1,v1=0000'),
      await deliver(payload.replace('"amount":18000', '"amount":1'), sign(payload)),
    ];
    for (const res of answers) expect([res.status, res.body.error.code]).toEqual([400, 'INVALID_SIGNATURE']);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'PENDING', paidAt: null });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'UNPAID', amountPaidMinor: 0 });
    expect(await db.paymentEvent.count({ where: { id: 'evt_forged' } })).toBe(0);
    // Signed properly, the same event is taken.
    expect((await deliver(payload)).status).toBe(200);
  });

  it('the same event replayed → 200 duplicate: true, applied once', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    const payload = succeeded(intent.id);
    expect((await deliver(payload)).body.data.duplicate).toBe(false);
    const paid = await paymentRow(intent.paymentId);
    const replays = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    for (const res of replays) expect([res.status, res.body.data.duplicate]).toEqual([200, true]);
    expect(await paymentRow(intent.paymentId)).toEqual(paid);
    expect(await bookingRow(booking.id)).toMatchObject({ amountPaidMinor: 18_000, paymentStatus: 'DEPOSIT_PAID' });
    expect(await db.paymentEvent.count({ where: { id: JSON.parse(payload).id } })).toBe(1);
  });

  it('the same refund delivered at once by several deliveries is recorded once', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'FULL');
    await deliver(succeeded(intent.id)).expect(200);
    const payload = refunded(intent.id, 60_000, 20_000, 're_parallel');
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.duplicate === false)).toHaveLength(1);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedMinor: 20_000 });
    expect(await db.refund.count({ where: { paymentId: intent.paymentId } })).toBe(1);
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', amountPaidMinor: 40_000 });
  });

  it('out of order: charge.refunded before payment_intent.succeeded ends refunded, and the late success does not undo it', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    expect((await deliver(refunded(intent.id, 18_000, 18_000, 're_early'))).status).toBe(200);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'REFUNDED', refundedMinor: 18_000 });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'REFUNDED', amountPaidMinor: 0 });

    const late = await deliver(succeeded(intent.id));
    expect(late.status).toBe(200);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'REFUNDED', refundedMinor: 18_000 });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'REFUNDED', amountPaidMinor: 0, amountRefundedMinor: 18_000 });
    expect(await db.refund.findMany({ where: { paymentId: intent.paymentId } })).toEqual([expect.objectContaining({ providerRefundId: 're_early', amountMinor: 18_000, status: 'SUCCEEDED' })]);
  });

  it('out of order, in part: a partial refund first leaves the rest paid', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'FULL');
    await deliver(refunded(intent.id, 60_000, 10_000, 're_part')).expect(200);
    await deliver(succeeded(intent.id)).expect(200);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedMinor: 10_000 });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', amountPaidMinor: 50_000 });
  });

  it('payment_intent.payment_failed after the success changes nothing', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    await deliver(succeeded(intent.id)).expect(200);
    const paid = await paymentRow(intent.paymentId);
    const res = await deliver(failed(intent.id));
    expect([res.status, res.body.data.duplicate]).toEqual([200, false]);
    expect(await paymentRow(intent.paymentId)).toEqual(paid);
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'DEPOSIT_PAID', amountPaidMinor: 18_000 });
  });

  it('payment_intent.payment_failed before any success fails the payment with the decline', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'DEPOSIT');
    await deliver(failed(intent.id)).expect(200);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'FAILED', failureCode: 'insufficient_funds', failureMessage: 'Your card has insufficient funds.' });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'UNPAID' });
  });

  it('an event of an intent that is not ours, or of a type we do not handle, is taken and ignored', async () => {
    const foreign = event('payment_intent.succeeded', { id: 'pi_not_ours', object: 'payment_intent', amount: 100, currency: 'uah', status: 'succeeded', client_secret: 'x', metadata: {} });
    expect((await deliver(foreign)).body.data).toEqual({ received: true, duplicate: false });
    const other = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(other)).body.data).toEqual({ received: true, duplicate: false });
    expect((await deliver(other)).body.data).toEqual({ received: true, duplicate: true });
  });
});

describe('refunds and disputes through Stripe', () => {
  it('cancelling refunds at Stripe in kopiyky with an idempotency key; Stripe’s own charge.refunded for it is not counted again', async () => {
    const { customer, booking } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'FULL');
    await deliver(succeeded(intent.id)).expect(200);

    const res = await request(app).delete(api(`/bookings/${booking.id}`)).set(customer.auth).send({ reason: 'Змінилися плани' });
    expect(res.body.data).toMatchObject({ refunded: 600, booking: { paymentStatus: 'REFUNDED', amountPaid: 0 } });
    const refundCalls = double.requestsTo('POST', '/v1/refunds').filter((r) => r.body.payment_intent === intent.id);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.body).toMatchObject({ amount: '60000', 'metadata[paymentId]': intent.paymentId, 'metadata[bookingId]': booking.id, 'metadata[reason]': 'booking_cancelled' });
    expect(refundCalls[0]!.headers['idempotency-key']).toEqual(expect.stringContaining(intent.paymentId));

    const [refund] = await db.refund.findMany({ where: { paymentId: intent.paymentId } });
    await deliver(refunded(intent.id, 60_000, 60_000, refund!.providerRefundId!)).expect(200);
    expect(await db.refund.count({ where: { paymentId: intent.paymentId } })).toBe(1);
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'REFUNDED', refundedMinor: 60_000 });
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'REFUNDED', amountPaidMinor: 0, amountRefundedMinor: 60_000 });
  });

  it('charge.dispute.created → the specialist sees it and answers with evidence, which goes to Stripe', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const intent = await startPayment(customer.auth, booking.id, 'FULL');
    await deliver(succeeded(intent.id)).expect(200);
    const payload = disputeCreated(intent.id, `dp_${intent.id}`, 60_000);
    await deliver(payload).expect(200);
    expect((await deliver(payload)).body.data.duplicate).toBe(true);

    const list = await request(app).get(api('/payments/disputes')).set(specialistAuth);
    expect(list.body.data.disputes).toEqual([expect.objectContaining({ paymentId: intent.paymentId, bookingId: booking.id, amount: 600, reason: 'fraudulent', status: 'NEEDS_RESPONSE' })]);
    expect((await request(app).get(api('/payments/disputes')).set(customer.auth)).body.data.disputes).toHaveLength(1);
    expect((await request(app).get(api('/payments/disputes')).set((await kit.person('SPECIALIST')).auth)).body.data.disputes).toEqual([]);

    const id = list.body.data.disputes[0].id as string;
    const answer = await request(app).post(api(`/payments/disputes/${id}/evidence`)).set(specialistAuth).field('text', 'The client came; the visit is in the booking log.');
    expect(answer.status).toBe(200);
    expect(answer.body.data.dispute).toMatchObject({ status: 'UNDER_REVIEW', evidence: { text: 'The client came; the visit is in the booking log.', fileName: null } });
    const sent = double.requestsTo('POST', `/v1/disputes/dp_${intent.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ 'evidence[uncategorized_text]': 'The client came; the visit is in the booking log.', submit: 'true' });
    expect(sent[0]!.headers['idempotency-key']).toEqual(expect.any(String));
  });
});
