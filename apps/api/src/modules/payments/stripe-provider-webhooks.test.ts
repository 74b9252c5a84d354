import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type PaymentProvider } from './provider.js';
import { WEBHOOK_SECRET, paymentMethod, stripeIntent, useStripeDouble } from './stripe-provider.test-support.js';

/**
 * Contract tests: the real `stripe` package talks HTTP to a local double of Stripe's API, and
 * the tests check what it sends (form-encoded bodies, idempotency keys, minor units) and how
 * Stripe-shaped answers and errors come back through the boundary.
 */

const { providerWith } = useStripeDouble();
let provider: PaymentProvider;
beforeAll(() => {
  provider = providerWith();
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
