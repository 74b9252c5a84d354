/**
 * The boundary to whoever moves the money: Stripe (stripe-provider.ts) when STRIPE_SECRET_KEY is
 * set, else the built-in test provider (test-provider.ts) that behaves like Stripe's test mode.
 * Amounts here are integer minor units (kopiyky) and currencies lower-case ISO codes, as Stripe
 * has them. Every mutating call carries an idempotency key: a retried call never acts twice.
 *
 * What happens to money is reported as ProviderEvents (the domain events of Stripe's webhooks);
 * the payments service applies every one through one code path, whether it arrived as a webhook
 * or as the answer to a call.
 */

export type ProviderIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface ProviderCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountMinor: number;
  currency: string;
  status: ProviderIntentStatus;
  /** The payment method of the last attempt, with its card when known. */
  paymentMethodId: string | null;
  card: ProviderCard | null;
  /** The last attempt's failure (a decline): Stripe's decline/error code and its message. */
  lastError: { code: string; message: string } | null;
}

export interface CreateIntentRequest {
  amountMinor: number;
  currency: string;
  /** The provider's customer (cus_…) the card is charged as. */
  customerId: string;
  metadata: { bookingId: string; paymentId: string; type: string };
  description: string;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  intentId: string;
  amountMinor: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

export interface ProviderDispute {
  id: string;
  intentId: string;
  amountMinor: number;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost' | 'warning_needs_response' | 'warning_under_review' | 'warning_closed';
}

/**
 * The events the payments service understands (a subset of Stripe's event types, same names).
 * `id` is the provider's event id: each is applied once.
 */
export type ProviderEvent =
  | { id: string; type: 'payment_intent.succeeded'; intent: ProviderIntent }
  | { id: string; type: 'payment_intent.payment_failed'; intent: ProviderIntent }
  | { id: string; type: 'payment_intent.requires_action'; intent: ProviderIntent }
  | { id: string; type: 'payment_intent.canceled'; intent: ProviderIntent }
  | { id: string; type: 'charge.refunded'; intentId: string; amountRefundedMinor: number; refunds: ProviderRefund[] }
  | { id: string; type: 'charge.dispute.created'; dispute: ProviderDispute }
  | { id: string; type: 'charge.dispute.updated'; dispute: ProviderDispute }
  | { id: string; type: 'charge.dispute.closed'; dispute: ProviderDispute }
  /** Anything else: stored (so a replay is recognised) and otherwise ignored. */
  | { id: string; type: 'other'; originalType: string };

export class ProviderCardError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly intent: ProviderIntent | null,
  ) {
    super(message);
    this.name = 'ProviderCardError';
  }
}

/** The webhook's signature is missing or wrong, or its body is not an event. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or answered with a server error: nothing is known to have happened. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** A customer at the provider for one of our users (called once per user; the id is stored). */
  createCustomer(user: { id: string; email: string | null; name: string }, idempotencyKey: string): Promise<string>;
  createIntent(request: CreateIntentRequest): Promise<ProviderIntent>;
  /**
   * Charges the intent with the payment method. A decline does not throw: the intent comes back
   * with `lastError` set and status requires_payment_method. Extra authentication → requires_action.
   */
  confirmIntent(intentId: string, paymentMethodId: string, idempotencyKey: string): Promise<ProviderIntent>;
  retrieveIntent(intentId: string): Promise<ProviderIntent>;
  cancelIntent(intentId: string, idempotencyKey: string): Promise<ProviderIntent>;
  captureIntent(intentId: string, idempotencyKey: string): Promise<ProviderIntent>;
  refund(request: { intentId: string; amountMinor: number; reason: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<ProviderRefund>;
  /** A SetupIntent for saving a card on the client (Stripe Elements). */
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }>;
  /** Attaches a payment method to the customer and returns what it is (a new id for test tokens). */
  attachPaymentMethod(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<{ id: string; card: ProviderCard }>;
  detachPaymentMethod(paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /** Submits evidence for a dispute (text; a file's URL is passed as text). */
  submitDisputeEvidence(disputeId: string, evidence: { text: string; fileUrl: string | null }, idempotencyKey: string): Promise<void>;
  /** false: this payment method id cannot exist here (known without a call; the test provider). */
  knowsPaymentMethod?(paymentMethodId: string): boolean;
  /** Checks the signature over the raw body and returns the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
