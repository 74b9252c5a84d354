import { randomBytes } from 'node:crypto';
import { TEST_CARDS } from '@vizyt/contracts';
import type { Logger } from '../../lib/logger.js';
import type { PaymentsRepository } from './payments.repository.js';
import {
  ProviderCardError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderCard,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderIntentStatus,
} from './provider.js';

/**
 * The built-in provider when no Stripe key is configured (the embedded default, demos, CI). It
 * behaves like Stripe's test mode: pm_card_visa (4242…) succeeds, pm_card_chargeDeclined
 * (4000…0002) is declined, pm_card_authenticationRequired (4000 0025 0000 3155) needs an extra
 * confirmation (`authenticate`, the simulated 3-D Secure page). Its intents live in the
 * database (test_provider_intents), so several API processes share them. What happens is also
 * emitted as the same events Stripe's webhooks carry, delivered to the payments service after
 * the call returns, so webhooks and answers meet in one code path.
 */

type CardKind = 'visa' | 'declined' | 'auth' | 'funds' | 'expired' | 'cvc' | 'processing';
const KIND_OF_TOKEN: Record<string, CardKind> = {
  pm_card_visa: 'visa',
  pm_card_chargeDeclined: 'declined',
  pm_card_authenticationRequired: 'auth',
  pm_card_visa_chargeDeclinedInsufficientFunds: 'funds',
  pm_card_visa_chargeDeclinedExpiredCard: 'expired',
  pm_card_visa_chargeDeclinedIncorrectCvc: 'cvc',
  pm_card_visa_chargeDeclinedProcessingError: 'processing',
};
const LAST4: Record<CardKind, string> = { visa: '4242', declined: '0002', auth: '3155', funds: '9995', expired: '0069', cvc: '0127', processing: '0119' };
/** Saved test cards are minted ids that carry their behaviour: pm_test_<kind>_<random>. */
const SAVED = /^pm_test_(visa|declined|auth|funds|expired|cvc|processing)_[A-Za-z0-9]{16}$/;
/** The cards that are declined, with Stripe's decline code and English text (as Stripe's test mode answers). */
const DECLINES: Partial<Record<CardKind, { code: string; message: string }>> = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  cvc: { code: 'incorrect_cvc', message: 'Your card\'s security code is incorrect.' },
  processing: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

const random = (bytes = 12) => randomBytes(bytes).toString('hex');
const expiry = () => ({ expMonth: 12, expYear: new Date().getUTCFullYear() + 3 });

export function cardKindOf(paymentMethodId: string): CardKind | null {
  const token = KIND_OF_TOKEN[paymentMethodId];
  if (token) return token;
  const saved = SAVED.exec(paymentMethodId);
  return saved ? (saved[1] as CardKind) : null;
}
const cardOf = (kind: CardKind): ProviderCard => ({ brand: 'visa', last4: LAST4[kind], ...expiry() });

interface IntentRow {
  id: string;
  amountMinor: number;
  currency: string;
  status: string;
  paymentMethod: string | null;
  refundedMinor: number;
  lastErrorCode: string | null;
  lastErrorText: string | null;
  metadata: unknown;
}

const AUTH_FAILED = { code: 'payment_intent_authentication_failure', message: 'The card could not be authenticated.' };

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** The simulated 3-D Secure page: approve charges the card, fail leaves the intent unpaid. */
  authenticate(intentId: string, outcome: 'approve' | 'fail'): Promise<ProviderIntent>;
  /** Opens a dispute on a charged intent, as a bank would (tests and demos). */
  openDispute(intentId: string, reason?: string): Promise<ProviderDispute>;
  /** Resolves when every event emitted so far has been delivered (tests). */
  settled(): Promise<void>;
}

/** Where the test provider keeps its intents (the payments repository). */
export type TestIntentStore = Pick<PaymentsRepository, 'testIntent' | 'createTestIntent' | 'updateTestIntent' | 'addTestRefund'>;

/** `deliver`: applies an event the provider emits (the payments service's applyEvent). */
export function createTestProvider(store: TestIntentStore, deliver: (event: ProviderEvent) => Promise<unknown>, logger: Logger): TestPaymentProvider {
  const inFlight = new Set<Promise<void>>();

  function emit(event: ProviderEvent) {
    // After the caller's own transaction: like a webhook, the event arrives on its own.
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        await deliver(event);
      })
      .catch((err: unknown) => logger.warn({ err, event: event.type }, 'test payment provider: event delivery failed'))
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function load(intentId: string): Promise<IntentRow> {
    const row = await store.testIntent(intentId);
    if (!row) throw new ProviderCardError('resource_missing', `No such payment intent: ${intentId}`, null);
    return row;
  }

  function toIntent(row: IntentRow): ProviderIntent {
    const kind = row.paymentMethod ? cardKindOf(row.paymentMethod) : null;
    return {
      id: row.id,
      clientSecret: `${row.id}_secret_test`,
      amountMinor: row.amountMinor,
      currency: row.currency,
      status: row.status as ProviderIntentStatus,
      paymentMethodId: row.paymentMethod,
      card: kind ? cardOf(kind) : null,
      lastError: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorText ?? '' } : null,
    };
  }

  async function setStatus(
    row: IntentRow,
    status: ProviderIntentStatus,
    lastError: { code: string; message: string } | null,
    paymentMethod = row.paymentMethod,
  ): Promise<ProviderIntent> {
    const updated = await store.updateTestIntent(row.id, { status, paymentMethod, lastErrorCode: lastError?.code ?? null, lastErrorText: lastError?.message ?? null });
    return toIntent(updated);
  }

  function emitIntent(intent: ProviderIntent) {
    const type =
      intent.status === 'succeeded'
        ? 'payment_intent.succeeded'
        : intent.status === 'requires_action'
          ? 'payment_intent.requires_action'
          : intent.status === 'canceled'
            ? 'payment_intent.canceled'
            : 'payment_intent.payment_failed';
    emit({ id: `evt_test_${random()}`, type, intent });
  }

  return {
    name: 'test',

    async createCustomer() {
      return `cus_test_${random()}`;
    },

    async createIntent(request) {
      const row = await store.createTestIntent({
        id: `pi_test_${random()}`,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: 'requires_payment_method',
        customer: request.customerId,
        metadata: request.metadata,
      });
      return toIntent(row);
    },

    async confirmIntent(intentId, paymentMethodId) {
      const row = await load(intentId);
      const kind = cardKindOf(paymentMethodId);
      if (!kind) throw new ProviderCardError('invalid_payment_method', 'No such payment method. In test mode use a test card.', null);
      // Confirming an intent that is already settled changes nothing (Stripe answers with it as it is).
      if (row.status === 'succeeded' || row.status === 'canceled') return toIntent(row);
      let intent: ProviderIntent;
      const decline = DECLINES[kind];
      if (decline) intent = await setStatus(row, 'requires_payment_method', decline, paymentMethodId);
      else if (kind === 'auth') intent = await setStatus(row, 'requires_action', null, paymentMethodId);
      else intent = await setStatus(row, 'succeeded', null, paymentMethodId);
      emitIntent(intent);
      return intent;
    },

    async authenticate(intentId, outcome) {
      const row = await load(intentId);
      if (row.status !== 'requires_action') return toIntent(row);
      const intent = await setStatus(row, outcome === 'approve' ? 'succeeded' : 'requires_payment_method', outcome === 'approve' ? null : AUTH_FAILED);
      emitIntent(intent);
      return intent;
    },

    async retrieveIntent(intentId) {
      return toIntent(await load(intentId));
    },

    async cancelIntent(intentId) {
      const row = await load(intentId);
      if (row.status === 'succeeded') throw new ProviderCardError('payment_intent_unexpected_state', 'A succeeded payment cannot be cancelled; refund it', toIntent(row));
      if (row.status === 'canceled') return toIntent(row);
      const intent = await setStatus(row, 'canceled', null);
      emitIntent(intent);
      return intent;
    },

    async captureIntent(intentId) {
      // Test intents capture automatically, as Stripe's default automatic capture does.
      return toIntent(await load(intentId));
    },

    async refund({ intentId, amountMinor }) {
      const row = await load(intentId);
      if (row.status !== 'succeeded') throw new ProviderCardError('charge_not_refundable', 'This payment has not been charged', toIntent(row));
      if (row.refundedMinor + amountMinor > row.amountMinor) {
        throw new ProviderCardError('amount_too_large', 'Refund amount is greater than the unrefunded amount', toIntent(row));
      }
      const updated = await store.addTestRefund(row.id, amountMinor);
      const refund = { id: `re_test_${random()}`, intentId, amountMinor, status: 'succeeded' as const };
      emit({ id: `evt_test_${random()}`, type: 'charge.refunded', intentId, amountRefundedMinor: updated.refundedMinor, refunds: [refund] });
      return refund;
    },

    async createSetupIntent() {
      const id = `seti_test_${random()}`;
      return { id, clientSecret: `${id}_secret_test` };
    },

    async attachPaymentMethod(_customerId, paymentMethodId) {
      const kind = cardKindOf(paymentMethodId);
      if (!kind) throw new ProviderCardError('invalid_payment_method', 'No such payment method. In test mode use a test card.', null);
      // Like Stripe, a test token becomes a new payment method of its own when attached.
      return { id: `pm_test_${kind}_${random(8)}`, card: cardOf(kind) };
    },

    async detachPaymentMethod() {},

    async submitDisputeEvidence() {},

    async openDispute(intentId, reason = 'fraudulent') {
      const row = await load(intentId);
      const dispute: ProviderDispute = { id: `dp_test_${random()}`, intentId, amountMinor: row.amountMinor - row.refundedMinor, reason, status: 'needs_response' };
      emit({ id: `evt_test_${random()}`, type: 'charge.dispute.created', dispute });
      return dispute;
    },

    parseWebhook() {
      // The test provider delivers its events itself; nothing outside may post them.
      throw new WebhookSignatureError('Webhooks are not accepted in test mode');
    },

    knowsPaymentMethod(paymentMethodId) {
      return cardKindOf(paymentMethodId) !== null;
    },

    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** The test cards as the web form knows them (for documentation and tests). */
export const TEST_CARD_TOKENS = TEST_CARDS.map((c) => c.paymentMethodId);
