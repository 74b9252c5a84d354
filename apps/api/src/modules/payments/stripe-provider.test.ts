import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PaymentProvider } from './provider.js';
import { SECRET_KEY, useStripeDouble } from './stripe-provider.test-support.js';

/**
 * Contract tests: the real `stripe` package talks HTTP to a local double of Stripe's API, and
 * the tests check what it sends (form-encoded bodies, idempotency keys, minor units) and how
 * Stripe-shaped answers and errors come back through the boundary.
 */

const { double, lastRequest, providerWith } = useStripeDouble();
let provider: PaymentProvider;
beforeAll(() => {
  provider = providerWith();
});

describe('Stripe provider: what it sends', () => {
  it('creates a PaymentIntent in kopiyky and lower-case uah, with the booking in metadata and our idempotency key', async () => {
    const intent = await provider.createIntent({
      amountMinor: 45000,
      currency: 'UAH',
      customerId: 'cus_123',
      metadata: { bookingId: 'bk_1', paymentId: 'pay_1', type: 'DEPOSIT' },
      description: 'Deposit for a booking',
      idempotencyKey: 'intent-pay_1',
    });

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe('intent-pay_1');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request.body).toEqual({
      amount: '45000',
      currency: 'uah',
      customer: 'cus_123',
      'metadata[bookingId]': 'bk_1',
      'metadata[paymentId]': 'pay_1',
      'metadata[type]': 'DEPOSIT',
      description: 'Deposit for a booking',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(intent).toEqual({
      id: 'pi_double',
      clientSecret: 'pi_double_secret_abc',
      amountMinor: 45000,
      currency: 'uah',
      status: 'requires_payment_method',
      paymentMethodId: null,
      card: null,
      lastError: null,
    });
  });

  it('creates a customer with the user id in metadata, leaving out an e-mail the user does not have', async () => {
    await expect(provider.createCustomer({ id: 'user_1', email: 'olena@example.com', name: 'Olena K' }, 'customer-user_1')).resolves.toBe('cus_double');
    expect(lastRequest().body).toEqual({ email: 'olena@example.com', name: 'Olena K', 'metadata[userId]': 'user_1' });
    expect(lastRequest().headers['idempotency-key']).toBe('customer-user_1');

    await provider.createCustomer({ id: 'user_2', email: null, name: 'Taras' }, 'customer-user_2');
    expect(lastRequest().body).toEqual({ name: 'Taras', 'metadata[userId]': 'user_2' });
  });

  const mutatingCalls: Array<[string, (p: PaymentProvider, key: string) => Promise<unknown>, string]> = [
    ['createCustomer', (p, key) => p.createCustomer({ id: 'user_1', email: null, name: 'A' }, key), '/v1/customers'],
    [
      'createIntent',
      (p, key) =>
        p.createIntent({ amountMinor: 100, currency: 'uah', customerId: 'cus_1', metadata: { bookingId: 'b', paymentId: 'p', type: 'FULL' }, description: 'd', idempotencyKey: key }),
      '/v1/payment_intents',
    ],
    ['confirmIntent', (p, key) => p.confirmIntent('pi_1', 'pm_1', key), '/v1/payment_intents/pi_1/confirm'],
    ['cancelIntent', (p, key) => p.cancelIntent('pi_1', key), '/v1/payment_intents/pi_1/cancel'],
    ['captureIntent', (p, key) => p.captureIntent('pi_1', key), '/v1/payment_intents/pi_1/capture'],
    ['refund', (p, key) => p.refund({ intentId: 'pi_1', amountMinor: 100, reason: 'duplicate', idempotencyKey: key, metadata: {} }), '/v1/refunds'],
    ['createSetupIntent', (p, key) => p.createSetupIntent('cus_1', key), '/v1/setup_intents'],
    ['attachPaymentMethod', (p, key) => p.attachPaymentMethod('cus_1', 'pm_1', key), '/v1/payment_methods/pm_1/attach'],
    ['detachPaymentMethod', (p, key) => p.detachPaymentMethod('pm_1', key), '/v1/payment_methods/pm_1/detach'],
    ['submitDisputeEvidence', (p, key) => p.submitDisputeEvidence('dp_1', { text: 'Visit happened', fileUrl: null }, key), '/v1/disputes/dp_1'],
  ];

  it.each(mutatingCalls)('%s sends a POST with the idempotency key it was given', async (name, invoke, path) => {
    await invoke(provider, `key-${name}`);
    expect(double.requests).toHaveLength(1);
    expect(lastRequest()).toMatchObject({ method: 'POST', path });
    expect(lastRequest().headers['idempotency-key']).toBe(`key-${name}`);
  });

  it('confirms with the payment method, for Stripe.js to finish any 3-D Secure, and knows the card', async () => {
    const intent = await provider.confirmIntent('pi_double', 'pm_card_visa', 'confirm-1');
    expect(lastRequest().body).toEqual({ payment_method: 'pm_card_visa', use_stripe_sdk: 'true', 'expand[0]': 'payment_method' });
    expect(intent).toMatchObject({
      status: 'succeeded',
      paymentMethodId: 'pm_card_visa',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      lastError: null,
    });
  });

  it('reads an intent with its payment method expanded, without an idempotency key (a read)', async () => {
    const intent = await provider.retrieveIntent('pi_42');
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_42', query: { 'expand[0]': 'payment_method' } });
    expect(lastRequest().headers['idempotency-key']).toBeUndefined();
    expect(intent).toMatchObject({ id: 'pi_42', status: 'succeeded', paymentMethodId: 'pm_double', card: { last4: '4242' } });
  });

  it.each([
    ['requested_by_customer', 'requested_by_customer'],
    ['duplicate', 'duplicate'],
    ['fraudulent', 'fraudulent'],
    ['specialist_cancelled', 'requested_by_customer'],
  ])('refunds in kopiyky; our reason %s goes to Stripe as %s and stays in metadata', async (ours, stripes) => {
    const refund = await provider.refund({ intentId: 'pi_7', amountMinor: 31500, reason: ours, idempotencyKey: 'refund-1', metadata: { paymentId: 'pay_7' } });
    expect(lastRequest().body).toEqual({
      payment_intent: 'pi_7',
      amount: '31500',
      reason: stripes,
      'metadata[paymentId]': 'pay_7',
      'metadata[reason]': ours,
    });
    expect(refund).toEqual({ id: 're_double', intentId: 'pi_7', amountMinor: 31500, status: 'succeeded' });
  });

  it('reports a refund Stripe has not settled yet as pending', async () => {
    double.answerWith(() => ({ body: { id: 're_slow', object: 'refund', amount: 100, payment_intent: 'pi_7', status: 'requires_action' } }));
    await expect(provider.refund({ intentId: 'pi_7', amountMinor: 100, reason: 'duplicate', idempotencyKey: 'k', metadata: {} })).resolves.toMatchObject({ status: 'pending' });
  });

  it('creates an off-session, card-only SetupIntent for the customer', async () => {
    await expect(provider.createSetupIntent('cus_9', 'setup-1')).resolves.toEqual({ id: 'seti_double', clientSecret: 'seti_double_secret_abc' });
    expect(lastRequest().body).toEqual({ customer: 'cus_9', 'allowed_payment_method_types[0]': 'card', usage: 'off_session' });
  });

  it('attaches a payment method to the customer and returns its card', async () => {
    await expect(provider.attachPaymentMethod('cus_9', 'pm_new', 'attach-1')).resolves.toEqual({
      id: 'pm_new',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(lastRequest().body).toEqual({ customer: 'cus_9' });
  });

  it('submits dispute evidence as text, a file’s URL on its own line', async () => {
    await provider.submitDisputeEvidence('dp_1', { text: 'The client attended.', fileUrl: 'https://vizyt.test/files/receipt.pdf' }, 'evidence-1');
    expect(lastRequest().body).toEqual({ 'evidence[uncategorized_text]': 'The client attended.\nhttps://vizyt.test/files/receipt.pdf', submit: 'true' });

    await provider.submitDisputeEvidence('dp_1', { text: 'Only text', fileUrl: null }, 'evidence-2');
    expect(lastRequest().body).toEqual({ 'evidence[uncategorized_text]': 'Only text', submit: 'true' });
  });
});
