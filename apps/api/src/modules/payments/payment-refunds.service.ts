import { AppError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { freeCancellationDeadline } from '../bookings/bookings.policy.js';
import type { PaymentIntents } from './payment-intents.service.js';
import type { PaymentQueries } from './payment-queries.service.js';
import {
  bookingPaymentStatus,
  cancellationRefund,
  cancelledBy,
  chargedPaymentStatus,
  depositOf,
  isCharged,
  leftToRefund,
  pointsReturnedOnCancel,
  refundStatusOf,
  splitRefund,
  type CancelledBy,
} from './payment-rules.js';
import type { PaymentsContext } from './payments.ports.js';
import { PROVIDER_TX, type PaymentRow } from './payments.repository.js';
import type { RefundRecord } from './payments.rows.js';
import type { ProviderEvents } from './provider-events.service.js';

/** How far back the sweep looks for cancelled bookings that still hold money. */
const SWEEP_DAYS = 90;

const nothingLeft = () => new AppError('REFUND_NOT_ALLOWED', 'Nothing is left to refund on this payment');

/** Who cancelled the booking of a payment, from the payment's view of it. */
const cancellerOf = (payment: PaymentRow): CancelledBy =>
  cancelledBy({ cancelledById: payment.booking.cancelledById, customerId: payment.customerId, specialistUserId: payment.specialist.userId });

/**
 * Refunds (cal.com's processPaymentRefund): one refund at the provider, what cancelling a booking
 * gives back (the cancellation settlement), the sweep that settles what is still owed, and the
 * refunds people ask for.
 */
export function createPaymentRefunds(ctx: PaymentsContext, events: ProviderEvents, intents: Pick<PaymentIntents, 'cancelOpen'>, queries: PaymentQueries) {
  const { repo, gateway, logger, loyalty } = ctx;

  /** Refunds part of one payment at the provider and records it, under the payment's lock. */
  async function issueRefund(paymentId: string, amountMinor: number, reason: string, requestedById: string | null): Promise<RefundRecord> {
    const p = gateway.requireProvider();
    return repo.transaction(async (tx) => {
      await tx.lockPayment(paymentId);
      const row = await tx.refundablePayment(paymentId);
      const left = leftToRefund(row);
      if (left <= 0) throw nothingLeft();
      if (amountMinor > left) throw new AppError('REFUND_NOT_ALLOWED', 'A refund cannot exceed what is left of the payment');
      const refund = await gateway.call(() =>
        p.refund({
          intentId: row.providerIntentId,
          amountMinor,
          reason,
          // The same refund asked twice (a retry) is one refund at the provider.
          idempotencyKey: `refund:${paymentId}:${row.refundedMinor}:${amountMinor}`,
          metadata: { paymentId, bookingId: row.bookingId },
        }),
      );
      const existing = await tx.refundByProviderId(refund.id);
      const record = existing ?? (await tx.createRefund({ paymentId, amountMinor, reason, providerRefundId: refund.id, requestedById, status: refundStatusOf(refund.status) }));
      if (!existing && refund.status !== 'failed' && refund.status !== 'canceled') {
        const refunded = row.refundedMinor + amountMinor;
        await tx.updatePayment(paymentId, { refundedMinor: refunded, status: chargedPaymentStatus(row.amountMinor, refunded) });
        // Refunded in full: the points it used come back too.
        if (refunded >= row.amountMinor) await loyalty?.restoreIn(tx.tx, paymentId);
        await events.notifyIn(tx, paymentId, 'refunded', amountMinor, `refund:${paymentId}:${refunded}`);
        await tx.recomputeBookingMoney(row.bookingId, bookingPaymentStatus);
      }
      return record;
    }, PROVIDER_TX);
  }

  /** What cancelling the booking (now, by `by`) refunds and keeps, by the rules. */
  async function cancellationTerms(bookingId: string, by: CancelledBy, at: Date) {
    const booking = await repo.bookingForCancellation(bookingId);
    const deposit = booking.payments.find((x) => x.type === 'DEPOSIT');
    const terms = cancellationRefund({
      by,
      beforeDeadline: at.getTime() < freeCancellationDeadline({ scheduledAt: booking.scheduledAt, cancellationWindowHours: booking.specialist.cancellationWindowHours }).getTime(),
      priceMinor: booking.priceMinor,
      depositMinor: deposit ? deposit.amountMinor : depositOf(booking.priceMinor, booking.specialist.depositPercent),
      // Money only: points that paid part of it come back with a full refund of their payment.
      paidMinor: booking.payments.reduce((sum, x) => sum + x.amountMinor - x.refundedMinor, 0),
    });
    const pointsReturned = pointsReturnedOnCancel(booking.payments, terms.refundMinor, await repo.pointsHeldBy(bookingId));
    return { ...terms, pointsReturned, payments: booking.payments };
  }

  /** What the cancellation rules still owe on one payment of a booking cancelled (or cancelled now) by `by` at `at`. */
  async function owedOn(payment: PaymentRow, by: CancelledBy, at: Date) {
    const terms = await cancellationTerms(payment.bookingId, by, at);
    const owed = splitRefund(terms.payments, terms.refundMinor).find((x) => x.payment.id === payment.id)?.amountMinor ?? 0;
    return { terms, owed };
  }

  /**
   * After a booking is cancelled: open intents are cancelled and what the rules give back is
   * refunded. Returns the amount refunded (minor units).
   */
  async function settleCancellation(bookingId: string, by: CancelledBy, cancelledAt: Date): Promise<number> {
    if (!gateway.provider) return 0;
    for (const open of await repo.openPaymentsOf(bookingId)) await intents.cancelOpen(open);
    const terms = await cancellationTerms(bookingId, by, cancelledAt);
    let refunded = 0;
    for (const part of splitRefund(terms.payments, terms.refundMinor)) {
      const refund = await issueRefund(part.payment.id, part.amountMinor, 'booking_cancelled', null);
      if (refund.status !== 'FAILED') refunded += part.amountMinor;
    }
    return refunded;
  }

  /** Who cancelled a booking and when; null when it is not cancelled. */
  async function cancellerOfBooking(bookingId: string): Promise<{ by: CancelledBy; at: Date } | null> {
    const b = await repo.bookingCanceller(bookingId);
    if (!b || b.status !== 'CANCELLED') return null;
    return { by: cancelledBy({ cancelledById: b.cancelledById, customerId: b.customerId, specialistUserId: b.specialist.userId }), at: b.cancelledAt ?? new Date() };
  }

  return {
    issueRefund,
    cancellationTerms,
    settleCancellation,

    /**
     * Cancelled bookings that still hold money the rules give back: settled again (a refund the
     * provider refused when the booking was cancelled, or a charge that landed after it).
     */
    async sweepRefundsOwed(batch = 100): Promise<{ settled: number; failed: number }> {
      if (!gateway.provider) return { settled: 0, failed: 0 };
      const candidates = await repo.cancelledHoldingMoney(new Date(Date.now() - SWEEP_DAYS * 86_400_000), batch);
      let settled = 0;
      let failed = 0;
      for (const { id } of candidates) {
        const canceller = await cancellerOfBooking(id);
        if (!canceller) continue;
        const terms = await cancellationTerms(id, canceller.by, canceller.at);
        if (terms.refundMinor <= 0) continue;
        try {
          if ((await settleCancellation(id, canceller.by, canceller.at)) > 0) settled += 1;
        } catch (err) {
          failed += 1;
          logger.warn({ err, bookingId: id }, 'refund sweep: refund failed, will retry');
        }
      }
      return { settled, failed };
    },

    async refund(actor: Actor, input: { paymentId: string; amountMinor?: number; reason: string }) {
      const payment = await queries.loadVisible(actor, input.paymentId);
      let max = leftToRefund(payment);
      if (max <= 0) throw nothingLeft();
      if (actor.role === 'CUSTOMER') {
        // A customer's money comes back by cancelling; after that, only what the rules still owe.
        if (payment.booking.status !== 'CANCELLED') {
          throw new AppError('REFUND_NOT_ALLOWED', 'To get your money back, cancel the booking: the refund follows the cancellation rules');
        }
        const { owed } = await owedOn(payment, cancellerOf(payment), payment.booking.cancelledAt ?? new Date());
        max = Math.min(max, owed);
        if (max <= 0) throw new AppError('REFUND_NOT_ALLOWED', 'The cancellation rules give no further refund on this payment');
      }
      const amountMinor = input.amountMinor ?? max;
      if (amountMinor > max) throw new AppError('REFUND_NOT_ALLOWED', 'A refund cannot exceed what is left of the payment under the rules');
      return issueRefund(payment.id, amountMinor, input.reason, actor.userId);
    },

    async eligibility(actor: Actor, id: string) {
      const payment = await queries.loadVisible(actor, id);
      if (!isCharged(payment.status)) return { eligible: false, amountMinor: 0, reason: 'not_paid' as const };
      const left = leftToRefund(payment);
      if (left <= 0) return { eligible: false, amountMinor: 0, reason: 'already_refunded' as const };
      if (actor.role !== 'CUSTOMER') return { eligible: true, amountMinor: left, reason: 'full_refund' as const };
      if (payment.booking.status === 'COMPLETED' || payment.booking.status === 'IN_PROGRESS' || payment.booking.status === 'NO_SHOW') {
        return { eligible: false, amountMinor: 0, reason: 'visit_happened' as const };
      }
      const cancelled = payment.booking.status === 'CANCELLED';
      const { terms, owed } = await owedOn(payment, cancelled ? cancellerOf(payment) : 'customer', cancelled ? (payment.booking.cancelledAt ?? new Date()) : new Date());
      const amountMinor = Math.min(left, owed);
      const reason = terms.reason === 'not_paid' ? ('already_refunded' as const) : terms.reason;
      return { eligible: amountMinor > 0, amountMinor, reason };
    },
  };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
