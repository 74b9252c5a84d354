import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API that keeps state, for tests that run the whole app against
 * the real `stripe` package (STRIPE_API_BASE pointed here). It records every request (the form
 * body decoded flat, keys in Stripe's bracket notation: `metadata[bookingId]`) and answers like
 * Stripe's test mode: pm_card_visa succeeds, pm_card_chargeDeclined is declined,
 * pm_card_authenticationRequired needs 3-D Secure.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: Record<string, string>;
}

export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  client_secret: string;
  status: string;
  payment_method: string | null;
  latest_charge: null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  metadata: Record<string, string>;
  /** Not Stripe's: what the double has refunded of it. */
  amount_refunded: number;
}

type Answer = { status?: number; body: unknown };

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const paymentMethod = (id: string) => ({ id, object: 'payment_method', type: 'card', customer: null, card: { ...card, last4: id.includes('Declined') ? '0002' : id.includes('authentication') ? '3155' : '4242' } });
const error = (status: number, body: Record<string, unknown>): Answer => ({ status, body: { error: body } });

/** The `prefix[key]` entries of a flat form body as an object. */
const bracketed = (body: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => k.startsWith(`${prefix}[`))
      .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
  );

export function startStripeDouble() {
  const requests: RecordedStripeRequest[] = [];
  const intents = new Map<string, DoubleIntent>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_dbl_${(counter += 1)}`;

  function present(intent: DoubleIntent, expandMethod: boolean) {
    const { amount_refunded: _refunded, ...stripe } = intent;
    return { ...stripe, payment_method: expandMethod && intent.payment_method ? paymentMethod(intent.payment_method) : intent.payment_method };
  }

  function answer(request: RecordedStripeRequest): Answer {
    const { method, path, body, query } = request;
    const expandMethod = query['expand[0]'] === 'payment_method' || body['expand[0]'] === 'payment_method';
    if (method === 'POST' && path === '/v1/customers') return { body: { id: next('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null } };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = next('pi');
      const intent: DoubleIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency ?? '',
        customer: body.customer ?? null,
        client_secret: `${id}_secret_dbl`,
        status: 'requires_payment_method',
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        metadata: bracketed(body, 'metadata'),
        amount_refunded: 0,
      };
      intents.set(id, intent);
      return { body: present(intent, false) };
    }
    const action = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel|capture))?$/.exec(path);
    if (action) {
      const intent = intents.get(action[1]!);
      if (!intent) return error(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${action[1]}'` });
      if (action[2] === 'confirm') {
        if (intent.status === 'succeeded') return error(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' });
        const method = body.payment_method ?? '';
        intent.payment_method = method;
        if (method === 'pm_card_chargeDeclined') {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: paymentMethod(method) };
          return error(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: present(intent, false) });
        }
        intent.last_payment_error = null;
        intent.status = method === 'pm_card_authenticationRequired' ? 'requires_action' : 'succeeded';
        intent.next_action = intent.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null;
        return { body: present(intent, expandMethod) };
      }
      if (action[2] === 'cancel') {
        if (intent.status === 'succeeded') return error(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.' });
        intent.status = 'canceled';
        return { body: present(intent, expandMethod) };
      }
      return { body: present(intent, expandMethod) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.payment_intent ?? '');
      const amount = Number(body.amount);
      if (!intent || intent.status !== 'succeeded') return error(400, { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no charge to refund.' });
      if (intent.amount_refunded + amount > intent.amount) return error(400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than the unrefunded amount.' });
      intent.amount_refunded += amount;
      return { body: { id: next('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded', metadata: bracketed(body, 'metadata') } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = next('seti');
      return { body: { id, object: 'setup_intent', client_secret: `${id}_secret_dbl`, status: 'requires_payment_method' } };
    }
    const methodAction = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (method === 'POST' && methodAction) return { body: { ...paymentMethod(methodAction[1]!), customer: methodAction[2] === 'attach' ? (body.customer ?? null) : null } };
    const dispute = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (method === 'POST' && dispute) return { body: { id: dispute[1], object: 'dispute', amount: 0, payment_intent: null, reason: 'fraudulent', status: 'under_review' } };
    return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `Unrecognized request URL (${method}: ${path})` });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const recorded: RecordedStripeRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(recorded);
      const reply = answer(recorded);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_dbl_${requests.length}` });
      res.end(JSON.stringify(reply.body));
    });
  });

  return {
    requests,
    intents,
    /** The requests to a path (method and path exactly). */
    requestsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

export type StripeDouble = ReturnType<typeof startStripeDouble>;
