import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderCardError, ProviderUnavailableError, WebhookSignatureError, type PaymentProvider } from './provider.js';
import { createStripeProvider, toProviderIntent, type StripeProviderOptions } from './stripe-provider.js';

/**
 * Contract tests: the real `stripe` package talks HTTP to a local double of Stripe's API, and
 * the tests check what it sends (form-encoded bodies, idempotency keys, minor units) and how
 * Stripe-shaped answers and errors come back through the boundary.
 */

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** The form body decoded flat, keys in Stripe's bracket notation: `metadata[bookingId]`. */
  body: Record<string, string>;
}

/** An answer of the double: JSON with a status, or a connection cut or left hanging. */
type Answer = { status?: number; body: unknown } | 'hang-up' | 'no-answer';

const SECRET_KEY = 'sk_test_double';
const WEBHOOK_SECRET = 'whsec_test_double';

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const paymentMethod = (id = 'pm_double') => ({ id, object: 'payment_method', type: 'card', customer: null, card });

function stripeIntent(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pi_double',
    object: 'payment_intent',
    amount: 45000,
    currency: 'uah',
    client_secret: 'pi_double_secret_abc',
    customer: 'cus_double',
    status: 'requires_payment_method',
    payment_method: null,
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    metadata: {},
    ...overrides,
  };
}

const stripeError = (status: number, error: Record<string, unknown>): Answer => ({ status, body: { error } });

/** Stripe-like answers built from the request, so each call gets a plausible object back. */
function stripeLikeAnswer(request: RecordedRequest): Answer {
  const { method, path, body } = request;
  const intentAction = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel|capture))?$/.exec(path);
  if (method === 'POST' && path === '/v1/customers') {
    return { body: { id: 'cus_double', object: 'customer', email: body.email ?? null, name: body.name, metadata: {} } };
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    return { body: stripeIntent({ amount: Number(body.amount), currency: body.currency, customer: body.customer }) };
  }
  if (intentAction) {
    const [, id, action] = intentAction;
    const expanded = request.query['expand[0]'] === 'payment_method' || body['expand[0]'] === 'payment_method';
    const attached = expanded ? paymentMethod() : 'pm_double';
    if (action === 'confirm') return { body: stripeIntent({ id, status: 'succeeded', payment_method: expanded ? paymentMethod(body.payment_method) : body.payment_method }) };
    if (action === 'cancel') return { body: stripeIntent({ id, status: 'canceled' }) };
    return { body: stripeIntent({ id, status: 'succeeded', payment_method: attached }) };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    return { body: { id: 're_double', object: 'refund', amount: Number(body.amount), payment_intent: body.payment_intent, status: 'succeeded' } };
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    return { body: { id: 'seti_double', object: 'setup_intent', client_secret: 'seti_double_secret_abc', status: 'requires_payment_method' } };
  }
  const methodAction = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
  if (method === 'POST' && methodAction) {
    return { body: { ...paymentMethod(methodAction[1]), customer: methodAction[2] === 'attach' ? body.customer : null } };
  }
  const dispute = /^\/v1\/disputes\/([^/]+)$/.exec(path);
  if (method === 'POST' && dispute) {
    return { body: { id: dispute[1], object: 'dispute', amount: 45000, payment_intent: 'pi_double', reason: 'fraudulent', status: 'under_review' } };
  }
  return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `Unrecognized request URL (${method}: ${path})` });
}

function startStripeDouble() {
  const requests: RecordedRequest[] = [];
  let answer: (request: RecordedRequest) => Answer = stripeLikeAnswer;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(recorded);
      const reply = answer(recorded);
      if (reply === 'hang-up') return void req.socket.destroy();
      if (reply === 'no-answer') return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_double_${requests.length}` });
      res.end(JSON.stringify(reply.body));
    });
  });
  return {
    requests,
    /** Replaces the answers until the next reset. */
    answerWith(next: (request: RecordedRequest) => Answer) {
      answer = next;
    },
    reset() {
      requests.length = 0;
      answer = stripeLikeAnswer;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

const double = startStripeDouble();
let port = 0;
let provider: PaymentProvider;

const providerWith = (options: Partial<StripeProviderOptions> = {}) =>
  createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    maxNetworkRetries: 0,
    ...options,
  });

const lastRequest = () => {
  const request = double.requests.at(-1);
  if (!request) throw new Error('The double received no request');
  return request;
};

beforeAll(async () => {
  port = await double.listen();
  provider = providerWith();
});
afterAll(() => double.close());
beforeEach(() => double.reset());

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

describe('Stripe provider: declines, extra authentication and outages', () => {
  const declinedIntent = stripeIntent({
    status: 'requires_payment_method',
    last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: paymentMethod('pm_declined') },
  });

  it.each([
    ['generic_decline', 'card_declined', 'generic_decline'],
    ['insufficient_funds', 'card_declined', 'insufficient_funds'],
    [undefined, 'incorrect_cvc', 'incorrect_cvc'],
  ])('a decline (decline_code %s, code %s) is an answer with lastError %s, not an exception', async (declineCode, code, expected) => {
    double.answerWith(() =>
      stripeError(402, { type: 'card_error', code, decline_code: declineCode, message: 'Your card was declined.', payment_intent: declinedIntent }),
    );
    const intent = await provider.confirmIntent('pi_double', 'pm_declined', 'confirm-declined');
    expect(intent).toMatchObject({
      id: 'pi_double',
      status: 'requires_payment_method',
      paymentMethodId: 'pm_declined',
      card: { last4: '4242' },
      lastError: { code: expected, message: 'Your card was declined.' },
    });
    // A decline is final for this attempt: the package must not retry it.
    expect(double.requests).toHaveLength(1);
  });

  it('a card error without the intent is thrown as ProviderCardError', async () => {
    double.answerWith(() => stripeError(402, { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' }));
    const error = await provider.confirmIntent('pi_double', 'pm_x', 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCardError);
    expect(error).toMatchObject({ code: 'expired_card', intent: null });
  });

  it('a card that needs 3-D Secure leaves the intent in requires_action', async () => {
    double.answerWith(() => ({
      body: stripeIntent({ status: 'requires_action', payment_method: paymentMethod('pm_card_authenticationRequired'), next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } }),
    }));
    const intent = await provider.confirmIntent('pi_double', 'pm_card_authenticationRequired', 'confirm-3ds');
    expect(intent).toMatchObject({ status: 'requires_action', paymentMethodId: 'pm_card_authenticationRequired', lastError: null });
  });

  it('a payment method Stripe does not know is ProviderCardError invalid_payment_method', async () => {
    double.answerWith(() =>
      stripeError(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: "No such PaymentMethod: 'pm_forged'" }),
    );
    const error = await provider.confirmIntent('pi_double', 'pm_forged', 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCardError);
    expect(error).toMatchObject({ code: 'invalid_payment_method', message: "No such PaymentMethod: 'pm_forged'", intent: null });

    const attachError = await provider.attachPaymentMethod('cus_1', 'pm_forged', 'k2').catch((e: unknown) => e);
    expect(attachError).toMatchObject({ name: 'ProviderCardError', code: 'invalid_payment_method' });
  });

  it('a 500 is retried with the same idempotency key, then reported as ProviderUnavailableError', async () => {
    double.answerWith(() => stripeError(500, { type: 'api_error', message: 'Something went wrong on Stripe’s end.' }));
    const error = await providerWith({ maxNetworkRetries: 1 })
      .createIntent({ amountMinor: 100, currency: 'uah', customerId: 'cus_1', metadata: { bookingId: 'b', paymentId: 'p', type: 'FULL' }, description: 'd', idempotencyKey: 'retry-me' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(double.requests.map((r) => r.headers['idempotency-key'])).toEqual(['retry-me', 'retry-me']);
  });

  it('a rate limit is ProviderUnavailableError', async () => {
    double.answerWith(() => stripeError(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' }));
    await expect(provider.retrieveIntent('pi_1')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a closed connection is ProviderUnavailableError', async () => {
    double.answerWith(() => 'hang-up');
    await expect(provider.confirmIntent('pi_1', 'pm_1', 'hang-up')).rejects.toBeInstanceOf(ProviderUnavailableError);
    // The package retries a cut connection once even with retries off; the key makes it harmless.
    expect(double.requests.map((r) => r.headers['idempotency-key'])).toEqual(['hang-up', 'hang-up']);
  });

  it('no answer within the timeout is ProviderUnavailableError', async () => {
    double.answerWith(() => 'no-answer');
    await expect(providerWith({ timeoutMs: 200 }).cancelIntent('pi_1', 'cancel-1')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a wrong secret key is not disguised as an outage', async () => {
    double.answerWith(() => stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' }));
    const error = await provider.createSetupIntent('cus_1', 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).not.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('toProviderIntent', () => {
  const asIntent = (value: Record<string, unknown>) => value as unknown as Stripe.PaymentIntent;

  it('takes the card from the expanded latest charge when the payment method is only an id', () => {
    const intent = toProviderIntent(
      asIntent(
        stripeIntent({
          status: 'succeeded',
          payment_method: 'pm_1',
          latest_charge: { id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 } } },
        }),
      ),
    );
    expect(intent).toMatchObject({ paymentMethodId: 'pm_1', card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 } });
  });

  it('knows neither card nor method of an intent that has none', () => {
    expect(toProviderIntent(asIntent(stripeIntent({ payment_method: 'pm_1', latest_charge: 'ch_1' })))).toMatchObject({ paymentMethodId: 'pm_1', card: null });
  });

  it('treats an authorised but uncaptured intent as processing, not succeeded', () => {
    expect(toProviderIntent(asIntent(stripeIntent({ status: 'requires_capture' }))).status).toBe('processing');
  });
});

describe('Stripe provider: webhooks', () => {
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', object: 'event', type, api_version: Stripe.API_VERSION, data: { object } });
  const parseSigned = (payload: string, signature: string | undefined) => provider.parseWebhook(Buffer.from(payload, 'utf8'), signature);
  const parse = (payload: string) => parseSigned(payload, sign(payload));

  it('maps payment_intent.succeeded to the intent', () => {
    const payload = event('payment_intent.succeeded', stripeIntent({ id: 'pi_paid', status: 'succeeded', payment_method: 'pm_card_visa' }));
    expect(parse(payload)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: {
        id: 'pi_paid',
        clientSecret: 'pi_double_secret_abc',
        amountMinor: 45000,
        currency: 'uah',
        status: 'succeeded',
        paymentMethodId: 'pm_card_visa',
        card: null,
        lastError: null,
      },
    });
  });

  it('maps payment_intent.payment_failed with the decline', () => {
    const payload = event(
      'payment_intent.payment_failed',
      stripeIntent({ last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Insufficient funds.', payment_method: paymentMethod('pm_x') } }),
    );
    expect(parse(payload)).toMatchObject({ type: 'payment_intent.payment_failed', intent: { paymentMethodId: 'pm_x', lastError: { code: 'insufficient_funds', message: 'Insufficient funds.' } } });
  });

  it('maps charge.refunded to the intent, the amount refunded so far and the refunds', () => {
    const payload = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_paid',
      amount: 45000,
      amount_refunded: 31500,
      refunds: {
        object: 'list',
        data: [
          { id: 're_1', object: 'refund', amount: 13500, payment_intent: 'pi_paid', status: 'succeeded' },
          { id: 're_2', object: 'refund', amount: 18000, payment_intent: null, status: 'pending' },
        ],
      },
    });
    expect(parse(payload)).toEqual({
      id: 'evt_1',
      type: 'charge.refunded',
      intentId: 'pi_paid',
      amountRefundedMinor: 31500,
      refunds: [
        { id: 're_1', intentId: 'pi_paid', amountMinor: 13500, status: 'succeeded' },
        { id: 're_2', intentId: 'pi_paid', amountMinor: 18000, status: 'pending' },
      ],
    });
  });

  it('maps a charge.refunded without its refunds list (newer API versions leave it out)', () => {
    const payload = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_paid', amount: 45000, amount_refunded: 45000 });
    expect(parse(payload)).toMatchObject({ type: 'charge.refunded', intentId: 'pi_paid', amountRefundedMinor: 45000, refunds: [] });
  });

  it.each([
    ['charge.dispute.created', 'needs_response', 'needs_response'],
    ['charge.dispute.updated', 'under_review', 'under_review'],
    ['charge.dispute.closed', 'lost', 'lost'],
    ['charge.dispute.closed', 'prevented', 'won'],
  ])('maps %s (Stripe status %s) to a dispute with status %s', (type, stripeStatus, status) => {
    const payload = event(type, { id: 'dp_1', object: 'dispute', amount: 45000, charge: 'ch_1', payment_intent: 'pi_paid', reason: 'fraudulent', status: stripeStatus });
    expect(parse(payload)).toEqual({ id: 'evt_1', type, dispute: { id: 'dp_1', intentId: 'pi_paid', amountMinor: 45000, reason: 'fraudulent', status } });
  });

  it('reports any other event type as other, with its original type', () => {
    expect(parse(event('customer.created', { id: 'cus_1', object: 'customer' }))).toEqual({ id: 'evt_1', type: 'other', originalType: 'customer.created' });
  });

  it('reports a refund or dispute of a charge made without a PaymentIntent (not ours) as other', () => {
    expect(parse(event('charge.refunded', { id: 'ch_old', object: 'charge', payment_intent: null, amount: 100, amount_refunded: 100 }))).toEqual({
      id: 'evt_1',
      type: 'other',
      originalType: 'charge.refunded',
    });
    expect(parse(event('charge.dispute.created', { id: 'dp_old', object: 'dispute', amount: 100, payment_intent: null, reason: 'general', status: 'needs_response' }))).toEqual({
      id: 'evt_1',
      type: 'other',
      originalType: 'charge.dispute.created',
    });
  });

  it('refuses a missing, empty or malformed signature', () => {
    const payload = event('payment_intent.succeeded', stripeIntent());
    expect(() => parseSigned(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => parseSigned(payload, '')).toThrow(WebhookSignatureError);
    expect(() => parseSigned(payload, 'not-a-signature')).toThrow(WebhookSignatureError);
    expect(() => parseSigned(payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).toThrow(WebhookSignatureError);
  });

  it('refuses a body signed with another secret', () => {
    const payload = event('payment_intent.succeeded', stripeIntent());
    expect(() => parseSigned(payload, sign(payload, 'whsec_someone_else'))).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing', () => {
    const payload = event('payment_intent.succeeded', stripeIntent({ amount: 100 }));
    const signature = sign(payload);
    const tampered = payload.replace('"amount":100', '"amount":1');
    expect(tampered).not.toBe(payload);
    expect(() => parseSigned(tampered, signature)).toThrow(WebhookSignatureError);
    expect(() => parseSigned(payload, signature)).not.toThrow();
  });

  it('refuses a correctly signed event that is too old to be anything but a replay', () => {
    const payload = event('payment_intent.succeeded', stripeIntent());
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(() => parseSigned(payload, sign(payload, WEBHOOK_SECRET, anHourAgo))).toThrow(WebhookSignatureError);
  });

  it('refuses a signed body that is not JSON', () => {
    const payload = 'definitely not json';
    expect(() => parse(payload)).toThrow(WebhookSignatureError);
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const payload = event('payment_intent.succeeded', stripeIntent());
    const withoutSecret = providerWith({ webhookSecret: null });
    expect(() => withoutSecret.parseWebhook(Buffer.from(payload), sign(payload))).toThrow(WebhookSignatureError);
  });
});
