import type { PaymentStatus } from '@vizyt/contracts';
import { AppError } from '../../http/errors.js';
import { bookingPaymentStatus, chargedPaymentStatus, refundStatusOf } from './payment-rules.js';
import type { PaymentsContext } from './payments.ports.js';
import type { PaymentsRepository } from './payments.repository.js';
import { WebhookSignatureError, type ProviderEvent, type ProviderIntent } from './provider.js';

/** Our status for the provider's state of an intent. */
export function statusOfIntent(intent: ProviderIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'SUCCEEDED';
    case 'requires_action':
      return 'REQUIRES_ACTION';
    case 'canceled':
      return 'CANCELLED';
    case 'requires_payment_method':
      return intent.lastError ? 'FAILED' : 'PENDING';
    default:
      return 'PENDING';
  }
}

/** Which of our statuses a new state may replace: settled money is only changed by refunds. */
const MAY_BECOME: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: [],
  REQUIRES_ACTION: ['PENDING'],
  SUCCEEDED: ['PENDING', 'REQUIRES_ACTION', 'FAILED', 'CANCELLED'],
  FAILED: ['PENDING', 'REQUIRES_ACTION'],
  CANCELLED: ['PENDING', 'REQUIRES_ACTION', 'FAILED'],
  REFUNDED: [],
  PARTIALLY_REFUNDED: [],
};

const INTENT_EVENT: Partial<Record<PaymentStatus, ProviderEvent['type']>> = {
  SUCCEEDED: 'payment_intent.succeeded',
  REQUIRES_ACTION: 'payment_intent.requires_action',
  CANCELLED: 'payment_intent.canceled',
};

/** An answer of the provider, applied as the event it stands for (its own id, so a replay is a no-op). */
export function answerEvent(intent: ProviderIntent, step: string): ProviderEvent {
  const status = statusOfIntent(intent);
  const type = INTENT_EVENT[status] ?? 'payment_intent.payment_failed';
  return { id: `answer:${intent.id}:${step}:${status}`, type, intent } as ProviderEvent;
}

type EventOf<T extends ProviderEvent['type']> = Extract<ProviderEvent, { type: T }>;
/** Applies one event in the transaction; true when it was new (stored now), false for a replay. */
type Handler<E extends ProviderEvent> = (tx: PaymentsRepository, event: E) => Promise<boolean>;

/**
 * Applying what the provider reports, webhooks and answers alike (cal.com's handler table in
 * webhook.ts): one handler per event type, each storing the event id in the transaction of its
 * effect, so a replay changes nothing.
 */
export function createProviderEvents(ctx: PaymentsContext) {
  const { repo, logger, loyalty, notifications } = ctx;
  const providerName = ctx.gateway.providerName;
  /** The rate recorded on a payment when it is charged (a later change of the settings leaves it). */
  const commissionBpsNow = async () => Math.round((await ctx.commissionPercent()) * 100);

  /**
   * Tells the people of a payment what happened to it, in the money's transaction: received →
   * customer and specialist, failed → customer, refunded → customer. The keys make a webhook and
   * our own answer about the same change one notification.
   */
  async function notifyIn(tx: PaymentsRepository, paymentId: string, what: 'received' | 'failed' | 'refunded', amountMinor: number, key: string) {
    if (!notifications) return;
    const p = await tx.notifyContext(paymentId);
    const params = { service: p.booking.service.name, amount: amountMinor, currency: p.currency, customer: `${p.customer.firstName} ${p.customer.lastName}`.trim() };
    const type = ({ received: 'payment_received', failed: 'payment_failed', refunded: 'refund_issued' } as const)[what];
    await notifications.recordIn(tx.tx, [
      { userId: p.customer.id, type, params: { ...params, role: 'customer' }, link: '/payments', dedupeKey: `${key}:customer` },
      ...(what === 'received' ? [{ userId: p.specialist.userId, type, params: { ...params, role: 'specialist' }, link: '/specialist/earnings', dedupeKey: `${key}:specialist` }] : []),
    ]);
  }

  /**
   * One ledger truth for a payment that took money: its discount stands only while its points
   * are spent. Points given back earlier (it failed, was cancelled or expired, and the provider
   * reported the charge late) → the discount is dropped (pointsRedeemed 0) and the booking owes
   * the rest; the points are not taken a second time. Call before recomputeBookingMoney.
   */
  async function keepLedgerTruthIn(tx: PaymentsRepository, paymentId: string) {
    if (!loyalty) return;
    const p = await tx.paymentPoints(paymentId);
    if (p.pointsRedeemed === 0 || p.status === 'REFUNDED') return;
    if (await loyalty.restoredIn(tx.tx, paymentId)) {
      await tx.updatePayment(paymentId, { pointsRedeemed: 0 });
      logger.warn({ paymentId }, 'payment charged after its points were given back: discount dropped');
    }
  }

  const firstTime = (tx: PaymentsRepository, eventId: string, type: string, paymentId: string | null) => tx.recordEvent({ id: eventId, type, provider: providerName, paymentId });

  const intentChanged: Handler<EventOf<'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.requires_action' | 'payment_intent.canceled'>> = async (tx, event) => {
    const { intent } = event;
    const payment = await tx.paymentByIntent(intent.id);
    const first = await firstTime(tx, event.id, event.type, payment?.id ?? null);
    if (!first || !payment) return first;
    await tx.lockPayment(payment.id);
    const current = (await tx.paymentStatus(payment.id)) as PaymentStatus;
    const next = statusOfIntent(intent);
    if (!MAY_BECOME[next].includes(current)) return true;
    const card = intent.card ? { cardBrand: intent.card.brand.slice(0, 32), cardLast4: intent.card.last4.slice(-4) } : {};
    await tx.updatePayment(payment.id, {
      status: next,
      ...card,
      ...(intent.paymentMethodId ? { providerMethodId: intent.paymentMethodId } : {}),
      ...(next === 'SUCCEEDED' ? { paidAt: new Date(), commissionBps: await commissionBpsNow(), failureCode: null, failureMessage: null } : {}),
      ...(next === 'FAILED' ? { failureCode: intent.lastError?.code.slice(0, 64) ?? 'failed', failureMessage: intent.lastError?.message.slice(0, 500) ?? null } : {}),
    });
    const amount = await tx.paymentAmount(payment.id);
    if (next === 'SUCCEEDED') await notifyIn(tx, payment.id, 'received', amount, `payment:${payment.id}:succeeded`);
    if (next === 'FAILED') await notifyIn(tx, payment.id, 'failed', amount, `payment:${payment.id}:failed:${event.id}`);
    if (next === 'SUCCEEDED') {
      await keepLedgerTruthIn(tx, payment.id);
      await tx.recomputeBookingMoney(payment.bookingId, bookingPaymentStatus);
      // Paid after the visit: the completed booking earns its points now.
      await loyalty?.earnForBooking(tx.tx, payment.bookingId);
    }
    // Points that paid part of a payment that never went through come back.
    if (next === 'FAILED' || next === 'CANCELLED') await loyalty?.restoreIn(tx.tx, payment.id);
    return true;
  };

  const chargeRefunded: Handler<EventOf<'charge.refunded'>> = async (tx, event) => {
    const payment = await tx.paymentByIntent(event.intentId);
    const first = await firstTime(tx, event.id, event.type, payment?.id ?? null);
    if (!first || !payment) return first;
    await tx.lockPayment(payment.id);
    const row = await tx.refundablePayment(payment.id);
    for (const refund of event.refunds) {
      await tx.upsertProviderRefund({ paymentId: payment.id, providerRefundId: refund.id, amountMinor: refund.amountMinor, status: refundStatusOf(refund.status) });
    }
    // A refund implies the charge: out of order, the refund may come before the success.
    const refunded = Math.min(row.amountMinor, Math.max(row.refundedMinor, event.amountRefundedMinor));
    await tx.updatePayment(payment.id, {
      refundedMinor: refunded,
      status: chargedPaymentStatus(row.amountMinor, refunded),
      ...(row.paidAt ? {} : { paidAt: new Date(), commissionBps: await commissionBpsNow() }),
    });
    if (refunded >= row.amountMinor) await loyalty?.restoreIn(tx.tx, payment.id);
    if (refunded > row.refundedMinor) await notifyIn(tx, payment.id, 'refunded', refunded - row.refundedMinor, `refund:${payment.id}:${refunded}`);
    await keepLedgerTruthIn(tx, payment.id);
    await tx.recomputeBookingMoney(row.bookingId, bookingPaymentStatus);
    return true;
  };

  const disputeChanged: Handler<EventOf<'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed'>> = async (tx, event) => {
    const { dispute } = event;
    const payment = await tx.paymentByIntent(dispute.intentId);
    const first = await firstTime(tx, event.id, event.type, payment?.id ?? null);
    if (!first || !payment) return first;
    const status =
      dispute.status === 'won' || dispute.status === 'warning_closed'
        ? 'WON'
        : dispute.status === 'lost'
          ? 'LOST'
          : dispute.status.endsWith('under_review')
            ? 'UNDER_REVIEW'
            : 'NEEDS_RESPONSE';
    await tx.upsertProviderDispute({ paymentId: payment.id, providerDisputeId: dispute.id, amountMinor: Math.max(1, dispute.amountMinor), reason: dispute.reason.slice(0, 100), status });
    return true;
  };

  /** Anything else: stored (so a replay is recognised) and otherwise ignored. */
  const other: Handler<EventOf<'other'>> = (tx, event) => firstTime(tx, event.id, event.originalType.slice(0, 64), null);

  const HANDLERS: { [T in ProviderEvent['type']]: Handler<EventOf<T>> } = {
    'payment_intent.succeeded': intentChanged,
    'payment_intent.payment_failed': intentChanged,
    'payment_intent.requires_action': intentChanged,
    'payment_intent.canceled': intentChanged,
    'charge.refunded': chargeRefunded,
    'charge.dispute.created': disputeChanged,
    'charge.dispute.updated': disputeChanged,
    'charge.dispute.closed': disputeChanged,
    other,
  };

  /** The one code path for everything the provider reports, in the caller's transaction; false: a replay, nothing done. */
  const applyEventIn = (tx: PaymentsRepository, event: ProviderEvent): Promise<boolean> => (HANDLERS[event.type] as Handler<ProviderEvent>)(tx, event);

  /** Applies an event in a transaction of its own (a webhook, the test provider's delivery). */
  function applyEvent(event: ProviderEvent): Promise<boolean> {
    return repo.transaction(async (tx) => {
      if (await tx.eventSeen(event.id)) return false;
      // A delivery of the same event at the same moment passes the check above; the insert tells.
      return applyEventIn(tx, event);
    });
  }

  return {
    applyEventIn,
    notifyIn,

    /**
     * A webhook: its signature checked over the raw body, then applied like any event. Wrong or
     * missing signature → INVALID_SIGNATURE; false: a replay.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<boolean> {
      const provider = ctx.gateway.requireProvider();
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('INVALID_SIGNATURE', 'The webhook signature is missing or invalid');
        throw error;
      }
      return applyEvent(event);
    },

    applyEvent,
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
