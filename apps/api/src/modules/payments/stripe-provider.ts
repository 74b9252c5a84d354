import Stripe from 'stripe';
import {
  ProviderCardError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderCard,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderIntentStatus,
  type ProviderRefund,
} from './provider.js';

/**
 * The PaymentProvider over Stripe's API (the `stripe` package). Every mutating call passes our
 * idempotency key, so the package's own retries and ours never act twice. Stripe's errors are
 * translated at this edge: a decline is an answer (the intent with `lastError`), an outage is
 * ProviderUnavailableError, anything else (a bad key, a bad request) is a programmer error and
 * is thrown as it is.
 */

export interface StripeProviderOptions {
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…); without it every webhook is refused. */
  webhookSecret: string | null;
  /** Stripe's API by default; the contract tests point the real package at a local double. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
  timeoutMs?: number;
  /** Retries of a lost connection or a 409/5xx answer (safe: every mutating call has a key). */
  maxNetworkRetries?: number;
}

const { StripeAPIError, StripeCardError, StripeConnectionError, StripeInvalidRequestError, StripeRateLimitError } = Stripe.errors;

const INTENT_STATUSES: Record<string, ProviderIntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  // We never create manual-capture intents; were one authorised, the money is not ours yet.
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const DISPUTE_STATUSES: Record<string, ProviderDispute['status']> = {
  needs_response: 'needs_response',
  under_review: 'under_review',
  won: 'won',
  lost: 'lost',
  warning_needs_response: 'warning_needs_response',
  warning_under_review: 'warning_under_review',
  warning_closed: 'warning_closed',
  // An appeal is the same work again; a prevented dispute leaves the money with the merchant.
  appeal_needs_response: 'needs_response',
  appeal_under_review: 'under_review',
  prevented: 'won',
};

/** The refund reasons Stripe accepts; ours (cancellation rules, admin…) travel in metadata. */
const STRIPE_REFUND_REASONS = new Set<string>(['duplicate', 'fraudulent', 'requested_by_customer']);

/**
 * What the payments service keys a decline on: the issuer's reason (insufficient_funds…) when
 * there is one, else Stripe's code (incorrect_cvc…). The package sets `decline_code` to '' on a
 * card error without one, hence `||`.
 */
const declineCodeOf = (error: { decline_code?: string | null; code?: string | null }, fallback: string) =>
  error.decline_code || error.code || fallback;

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

function toCard(card: { brand: string | null; last4: string | null; exp_month: number | null; exp_year: number | null }): ProviderCard {
  return { brand: card.brand ?? 'unknown', last4: card.last4 ?? '', expMonth: card.exp_month ?? 0, expYear: card.exp_year ?? 0 };
}

/**
 * The card of the intent's last attempt: from its payment method when expanded, else from the
 * latest charge when expanded, else from the payment method Stripe attaches to a failure.
 */
function cardOf(intent: Stripe.PaymentIntent): ProviderCard | null {
  const method = intent.payment_method;
  if (method && typeof method === 'object' && method.card) return toCard(method.card);
  const charge = intent.latest_charge;
  const chargeCard = charge && typeof charge === 'object' ? charge.payment_method_details?.card : undefined;
  if (chargeCard) return toCard(chargeCard);
  const failedCard = intent.last_payment_error?.payment_method?.card;
  return failedCard ? toCard(failedCard) : null;
}

/** A Stripe PaymentIntent as the payments service sees it. */
export function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const failure = intent.last_payment_error;
  return {
    id: intent.id,
    // Null only when read with a publishable key, which the server never does.
    clientSecret: intent.client_secret ?? '',
    amountMinor: intent.amount,
    currency: intent.currency,
    // A status newer than this code knows is treated as "not settled yet".
    status: INTENT_STATUSES[intent.status] ?? 'processing',
    paymentMethodId: idOf(intent.payment_method) ?? failure?.payment_method?.id ?? null,
    card: cardOf(intent),
    lastError: failure ? { code: declineCodeOf(failure, 'payment_failed'), message: failure.message ?? '' } : null,
  };
}

function toProviderRefund(refund: Stripe.Refund, intentId: string): ProviderRefund {
  const status = refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled' ? refund.status : 'pending';
  return { id: refund.id, intentId: idOf(refund.payment_intent) ?? intentId, amountMinor: refund.amount, status };
}

function toProviderDispute(dispute: Stripe.Dispute, intentId: string): ProviderDispute {
  return {
    id: dispute.id,
    intentId,
    amountMinor: dispute.amount,
    reason: dispute.reason,
    status: DISPUTE_STATUSES[dispute.status] ?? 'under_review',
  };
}

/** A verified Stripe event as one of ours; what the payments service does not apply is `other`. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const other: ProviderEvent = { id: event.id, type: 'other', originalType: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action':
    case 'payment_intent.canceled':
      return { id: event.id, type: event.type, intent: toProviderIntent(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      // A charge made without an intent is not one of ours.
      if (!intentId) return other;
      return {
        id: event.id,
        type: 'charge.refunded',
        intentId,
        amountRefundedMinor: charge.amount_refunded,
        refunds: (charge.refunds?.data ?? []).map((refund) => toProviderRefund(refund, intentId)),
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const intentId = idOf(event.data.object.payment_intent);
      if (!intentId) return other;
      return { id: event.id, type: event.type, dispute: toProviderDispute(event.data.object, intentId) };
    }
    default:
      return other;
  }
}

const isUnavailable = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof StripeConnectionError || error instanceof StripeAPIError || error instanceof StripeRateLimitError;

/** Stripe's answer to a payment method id it does not know (a stale or forged pm_…). */
const isUnknownPaymentMethod = (error: unknown): error is Stripe.errors.StripeInvalidRequestError =>
  error instanceof StripeInvalidRequestError && error.code === 'resource_missing' && error.param === 'payment_method';

/** Turns Stripe's errors into the boundary's; programmer errors pass through unchanged. */
function translate(error: unknown): never {
  if (isUnavailable(error)) throw new ProviderUnavailableError(`Stripe is unavailable: ${error.message}`, error);
  if (isUnknownPaymentMethod(error)) throw new ProviderCardError('invalid_payment_method', error.message, null);
  if (error instanceof StripeCardError) {
    const intent = error.payment_intent ? toProviderIntent(error.payment_intent) : null;
    throw new ProviderCardError(declineCodeOf(error, 'card_declined'), error.message, intent);
  }
  throw error;
}

/** Runs one Stripe request with its errors translated. */
const call = async <T>(request: () => Promise<T>): Promise<T> => {
  try {
    return await request();
  } catch (error) {
    return translate(error);
  }
};

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // The version this package's types describe: upgrading the package moves both together.
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    // Stripe's default is 80 s; a person is waiting on the other side of most of these calls.
    timeout: options.timeoutMs ?? 30_000,
    telemetry: false,
    ...(options.apiBase ?? {}),
  });
  const webhookSecret = options.webhookSecret;

  return {
    name: 'stripe',

    createCustomer: (user, idempotencyKey) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email: user.email ?? undefined, name: user.name, metadata: { userId: user.id } },
          { idempotencyKey },
        );
        return customer.id;
      }),

    createIntent: (request) =>
      call(async () =>
        toProviderIntent(
          await stripe.paymentIntents.create(
            {
              amount: request.amountMinor,
              currency: request.currency.toLowerCase(),
              customer: request.customerId,
              metadata: request.metadata,
              description: request.description,
              // Cards only: no redirect-based methods, so confirming needs no return_url.
              allowed_payment_method_types: ['card'],
            },
            { idempotencyKey: request.idempotencyKey },
          ),
        ),
      ),

    async confirmIntent(intentId, paymentMethodId, idempotencyKey) {
      try {
        const intent = await stripe.paymentIntents.confirm(
          intentId,
          // 3-D Secure is finished by Stripe.js on the client (handleNextAction), not by a redirect.
          { payment_method: paymentMethodId, use_stripe_sdk: true, expand: ['payment_method'] },
          { idempotencyKey },
        );
        return toProviderIntent(intent);
      } catch (error) {
        // Stripe throws a decline; the boundary answers it, with the intent as it now stands.
        if (error instanceof StripeCardError && error.payment_intent) {
          return {
            ...toProviderIntent(error.payment_intent),
            lastError: { code: declineCodeOf(error, 'card_declined'), message: error.message },
          };
        }
        return translate(error);
      }
    },

    retrieveIntent: (intentId) => call(async () => toProviderIntent(await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }))),

    cancelIntent: (intentId, idempotencyKey) =>
      call(async () => toProviderIntent(await stripe.paymentIntents.cancel(intentId, { expand: ['payment_method'] }, { idempotencyKey }))),

    captureIntent: (intentId, idempotencyKey) =>
      call(async () => toProviderIntent(await stripe.paymentIntents.capture(intentId, { expand: ['payment_method'] }, { idempotencyKey }))),

    refund: (request) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.intentId,
            amount: request.amountMinor,
            reason: STRIPE_REFUND_REASONS.has(request.reason) ? (request.reason as Stripe.RefundCreateParams.Reason) : 'requested_by_customer',
            metadata: { ...request.metadata, reason: request.reason },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return toProviderRefund(refund, request.intentId);
      }),

    createSetupIntent: (customerId, idempotencyKey) =>
      call(async () => {
        const setupIntent = await stripe.setupIntents.create(
          { customer: customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
          { idempotencyKey },
        );
        return { id: setupIntent.id, clientSecret: setupIntent.client_secret ?? '' };
      }),

    attachPaymentMethod: (customerId, paymentMethodId, idempotencyKey) =>
      call(async () => {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, { idempotencyKey });
        // Saved methods are cards (the SetupIntent allows nothing else).
        if (!method.card) throw new ProviderCardError('invalid_payment_method', 'The payment method is not a card', null);
        return { id: method.id, card: toCard(method.card) };
      }),

    detachPaymentMethod: (paymentMethodId, idempotencyKey) =>
      call(async () => {
        await stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
      }),

    submitDisputeEvidence: (disputeId, evidence, idempotencyKey) =>
      call(async () => {
        const text = evidence.fileUrl ? `${evidence.text}\n${evidence.fileUrl}` : evidence.text;
        await stripe.disputes.update(disputeId, { evidence: { uncategorized_text: text }, submit: true }, { idempotencyKey });
      }),

    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Verified on the raw bytes: a re-serialised body would not match the signature.
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Stripe.errors.StripeSignatureVerificationError ? error.message : 'The webhook body is not an event');
      }
      if (typeof event !== 'object' || event === null || typeof event.id !== 'string' || typeof event.type !== 'string') {
        throw new WebhookSignatureError('The webhook body is not an event');
      }
      return toProviderEvent(event);
    },
  };
}
