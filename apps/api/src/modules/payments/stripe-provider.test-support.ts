import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider.js';

/**
 * A local double of Stripe's HTTP API for the contract tests (stripe-provider*.test.ts): the
 * real `stripe` package talks to it, it records what was sent and answers like Stripe.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** The form body decoded flat, keys in Stripe's bracket notation: `metadata[bookingId]`. */
  body: Record<string, string>;
}

/** An answer of the double: JSON with a status, or a connection cut or left hanging. */
export type Answer = { status?: number; body: unknown } | 'hang-up' | 'no-answer';

export const SECRET_KEY = 'sk_test_double';
export const WEBHOOK_SECRET = 'whsec_test_double';

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
export const paymentMethod = (id = 'pm_double') => ({ id, object: 'payment_method', type: 'card', customer: null, card });

export function stripeIntent(overrides: Record<string, unknown> = {}) {
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

export const stripeError = (status: number, error: Record<string, unknown>): Answer => ({ status, body: { error } });

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

export function startStripeDouble() {
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

/** A double listening for the file's tests (reset before each), and providers pointed at it. */
export function useStripeDouble() {
  const double = startStripeDouble();
  let port = 0;
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
  });
  afterAll(() => double.close());
  beforeEach(() => double.reset());
  return { double, providerWith, lastRequest };
}
