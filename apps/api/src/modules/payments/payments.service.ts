import type { NotificationOutbox } from '../notifications/notifications.ports.js';
import { randomUUID } from 'node:crypto';
import {
  LOYALTY_POINT_VALUE_UAH,
  PAYMENT_CURRENCY,
  maxRedeemablePoints,
  pageMeta,
  type PaymentHistoryQuery,
  type PaymentProviderName,
  type PaymentStatus,
  type PaymentType,
} from '@vizyt/contracts';
import { DateTime } from 'luxon';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { isUniqueViolation, isUuid, type Db, type DbOrTx } from '../../lib/db.js';
import type { Logger } from '../../lib/logger.js';
import { freeCancellationDeadline } from '../bookings/bookings.policy.js';
import {
  bookingPaymentStatus,
  cancellationRefund,
  chargedPaymentStatus,
  depositOf,
  intentAmount,
  pointsReturnedOnCancel,
  splitRefund,
  type CancelledBy,
} from './payment-rules.js';
import {
  CHARGED,
  OPEN,
  lockPayment,
  paymentSelect,
  recomputeBookingMoney,
  scopeWhere,
  type PaymentRow,
  type PaymentScope,
  type PaymentWhere,
} from './payments.repository.js';
import { createUnfinishedPayments } from './cancel-payment.js';
import { createPaymentOptions } from './payment-options.js';
import { cardDeclinedError } from './decline-reasons.js';
import { ProviderCardError, ProviderUnavailableError, type PaymentProvider, type ProviderEvent, type ProviderIntent } from './provider.js';

export interface PaymentsDeps {
  db: Db;
  /** null: online payments are off (production without a Stripe key). */
  provider: PaymentProvider | null;
  /** The platform's commission now (the admin's settings, else PLATFORM_COMMISSION_PERCENT). */
  commissionPercent: () => Promise<number>;
  /** The admin's `payments` switch: off → no new online payment (503); refunds still work. */
  onlinePaymentsOn?: () => Promise<boolean>;
  logger: Logger;
  /** Loyalty points spent on payments and given back (modules/loyalty). */
  loyalty?: PaymentLoyalty;
  /** Payment notifications, recorded in the transaction that moves the money (modules/notifications). */
  notifications?: NotificationOutbox;
}

/** What payments need of the loyalty ledger; every call runs in the caller's transaction. */
export interface PaymentLoyalty {
  redeemIn(tx: DbOrTx, input: { userId: string; paymentId: string; bookingId: string; points: number; amountMinor: number }): Promise<void>;
  restoreIn(tx: DbOrTx, paymentId: string): Promise<number>;
  restoredIn(tx: DbOrTx, paymentId: string): Promise<boolean>;
  earnForBooking(tx: DbOrTx, bookingId: string): Promise<number>;
}

/** How long a transaction may hold a payment's lock while the provider answers. */
const PROVIDER_TX = { timeout: 45_000, maxWait: 15_000 } as const;

const paymentNotFound = () => NotFoundError('Payment not found');
const bookingNotFound = () => NotFoundError('Booking not found');
const unknownMethod = () => ValidationError([{ path: 'body.paymentMethodId', message: 'unknownPaymentMethod', code: 'custom' }], 'Unknown payment method');

/** Our status for the provider's state of an intent. */
function statusOfIntent(intent: ProviderIntent): PaymentStatus {
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

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider, logger } = deps;
  /** The rate recorded on a payment when it is charged (a later change of the settings leaves it). */
  const commissionBpsNow = async () => Math.round((await deps.commissionPercent()) * 100);
  const providerName: PaymentProviderName = provider?.name ?? 'disabled';

  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', 'Online payments are not available on this server');
    return provider;
  }

  /** Taking new money: a provider, and the admin has not switched online payments off. */
  async function requireOnlinePayments(): Promise<PaymentProvider> {
    const p = requireProvider();
    if (deps.onlinePaymentsOn && !(await deps.onlinePaymentsOn())) throw new AppError('PAYMENTS_UNAVAILABLE', 'Online payments are switched off for now; you can pay at the visit');
    return p;
  }

  /** Provider outages become 503 in the envelope; declines and unknown cards are the caller's. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        logger.warn({ err: error }, 'payment provider unavailable');
        throw new AppError('PAYMENTS_UNAVAILABLE', 'The payment service is not answering. Nothing was charged; please try again in a minute');
      }
      if (error instanceof ProviderCardError && ['invalid_payment_method', 'resource_missing'].includes(error.code) && !error.intent) throw unknownMethod();
      throw error;
    }
  }

  function scopeOf(actor: Actor): PaymentScope {
    if (actor.role === 'ADMIN') return { all: true };
    if (actor.role === 'SPECIALIST') return { specialistUserId: actor.userId };
    return { customerId: actor.userId };
  }

  async function loadVisible(actor: Actor, id: string, tx: DbOrTx = db): Promise<PaymentRow> {
    if (!isUuid(id)) throw paymentNotFound();
    const row = await tx.payment.findFirst({ where: { id, ...scopeWhere(scopeOf(actor)) }, select: paymentSelect });
    if (!row) throw paymentNotFound();
    return row;
  }

  async function ensureCustomer(userId: string): Promise<string> {
    const existing = await db.paymentCustomer.findUnique({ where: { userId } });
    if (existing && existing.provider === providerName) return existing.providerCustomerId;
    const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, lastName: true } });
    const p = requireProvider();
    const customerId = await call(() =>
      p.createCustomer({ id: userId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }, `customer:${userId}:${p.name}`),
    );
    await db.paymentCustomer.upsert({
      where: { userId },
      create: { userId, provider: p.name, providerCustomerId: customerId },
      update: { provider: p.name, providerCustomerId: customerId },
    });
    return customerId;
  }

  /** The booking the customer wants to pay, with what the specialist allows. Not theirs → 404. */
  async function payableBooking(actor: Actor, bookingId: string, tx: DbOrTx = db) {
    if (!isUuid(bookingId)) throw bookingNotFound();
    const booking = await tx.booking.findFirst({
      where: { id: bookingId, customerId: actor.userId },
      select: {
        id: true,
        status: true,
        currency: true,
        priceMinor: true,
        amountPaidMinor: true,
        amountRefundedMinor: true,
        paymentStatus: true,
        specialistId: true,
        service: { select: { name: true } },
        specialist: { select: { acceptOnlinePayments: true, requireDeposit: true, depositPercent: true } },
        payments: { where: { type: 'DEPOSIT', status: { in: [...CHARGED] } }, select: { id: true } },
      },
    });
    if (!booking) throw bookingNotFound();
    return { ...booking, depositTaken: booking.payments.length > 0 };
  }

  // ----- Applying what the provider reports (webhooks and answers alike) -----

  /** Stores the event id; false when it was applied before (a replay). */
  /**
   * Tells the people of a payment what happened to it, in the money's transaction: received →
   * customer and specialist, failed → customer, refunded → customer. The keys make a webhook and
   * our own answer about the same change one notification.
   */
  async function notifyIn(tx: DbOrTx, paymentId: string, what: 'received' | 'failed' | 'refunded', amountMinor: number, key: string) {
    if (!deps.notifications) return;
    const p = await tx.payment.findUniqueOrThrow({
      where: { id: paymentId },
      select: {
        currency: true,
        customer: { select: { id: true, firstName: true, lastName: true } },
        specialist: { select: { userId: true } },
        booking: { select: { service: { select: { name: true } } } },
      },
    });
    const params = { service: p.booking.service.name, amount: amountMinor, currency: p.currency, customer: `${p.customer.firstName} ${p.customer.lastName}`.trim() };
    const type = ({ received: 'payment_received', failed: 'payment_failed', refunded: 'refund_issued' } as const)[what];
    await deps.notifications.recordIn(tx, [
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
  async function keepLedgerTruthIn(tx: DbOrTx, paymentId: string) {
    if (!deps.loyalty) return;
    const p = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { pointsRedeemed: true, status: true } });
    if (p.pointsRedeemed === 0 || p.status === 'REFUNDED') return;
    if (await deps.loyalty.restoredIn(tx, paymentId)) {
      await tx.payment.update({ where: { id: paymentId }, data: { pointsRedeemed: 0 } });
      logger.warn({ paymentId }, 'payment charged after its points were given back: discount dropped');
    }
  }

  async function firstTime(tx: DbOrTx, eventId: string, type: string, paymentId: string | null): Promise<boolean> {
    const inserted = await tx.$executeRaw`
      INSERT INTO payment_events (id, type, provider, payment_id) VALUES (${eventId}, ${type}, ${providerName}, ${paymentId}::uuid)
      ON CONFLICT (id) DO NOTHING`;
    return inserted === 1;
  }

  // Each apply… answers whether the event was new (stored now) or a replay.

  async function applyIntentIn(tx: DbOrTx, eventId: string, eventType: string, intent: ProviderIntent): Promise<boolean> {
    const payment = await tx.payment.findUnique({ where: { providerIntentId: intent.id }, select: { id: true, status: true, bookingId: true } });
    const first = await firstTime(tx, eventId, eventType, payment?.id ?? null);
    if (!first || !payment) return first;
    await lockPayment(tx, payment.id);
    const current = (await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true } })).status as PaymentStatus;
    const next = statusOfIntent(intent);
    if (!MAY_BECOME[next].includes(current)) return true;
    const card = intent.card ? { cardBrand: intent.card.brand.slice(0, 32), cardLast4: intent.card.last4.slice(-4) } : {};
    await tx.payment.update({
      where: { id: payment.id },
      data: {
        status: next,
        ...card,
        ...(intent.paymentMethodId ? { providerMethodId: intent.paymentMethodId } : {}),
        ...(next === 'SUCCEEDED' ? { paidAt: new Date(), commissionBps: await commissionBpsNow(), failureCode: null, failureMessage: null } : {}),
        ...(next === 'FAILED' ? { failureCode: intent.lastError?.code.slice(0, 64) ?? 'failed', failureMessage: intent.lastError?.message.slice(0, 500) ?? null } : {}),
      },
    });
    const amount = (await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { amountMinor: true } })).amountMinor;
    if (next === 'SUCCEEDED') await notifyIn(tx, payment.id, 'received', amount, `payment:${payment.id}:succeeded`);
    if (next === 'FAILED') await notifyIn(tx, payment.id, 'failed', amount, `payment:${payment.id}:failed:${eventId}`);
    if (next === 'SUCCEEDED') {
      await keepLedgerTruthIn(tx, payment.id);
      await recomputeBookingMoney(tx, payment.bookingId, bookingPaymentStatus);
      // Paid after the visit: the completed booking earns its points now.
      await deps.loyalty?.earnForBooking(tx, payment.bookingId);
    }
    // Points that paid part of a payment that never went through come back.
    if (next === 'FAILED' || next === 'CANCELLED') await deps.loyalty?.restoreIn(tx, payment.id);
    return true;
  }

  async function applyRefundIn(tx: DbOrTx, event: Extract<ProviderEvent, { type: 'charge.refunded' }>): Promise<boolean> {
    const payment = await tx.payment.findUnique({ where: { providerIntentId: event.intentId }, select: { id: true } });
    const first = await firstTime(tx, event.id, event.type, payment?.id ?? null);
    if (!first || !payment) return first;
    await lockPayment(tx, payment.id);
    const row = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true, amountMinor: true, refundedMinor: true, bookingId: true, paidAt: true } });
    for (const refund of event.refunds) {
      await tx.refund.upsert({
        where: { providerRefundId: refund.id },
        create: { paymentId: payment.id, providerRefundId: refund.id, amountMinor: refund.amountMinor, reason: 'provider', status: refund.status === 'succeeded' ? 'SUCCEEDED' : refund.status === 'pending' ? 'PENDING' : 'FAILED' },
        update: { status: refund.status === 'succeeded' ? 'SUCCEEDED' : refund.status === 'pending' ? 'PENDING' : 'FAILED' },
      });
    }
    // A refund implies the charge: out of order, the refund may come before the success.
    const refunded = Math.min(row.amountMinor, Math.max(row.refundedMinor, event.amountRefundedMinor));
    await tx.payment.update({
      where: { id: payment.id },
      data: {
        refundedMinor: refunded,
        status: chargedPaymentStatus(row.amountMinor, refunded),
        ...(row.paidAt ? {} : { paidAt: new Date(), commissionBps: await commissionBpsNow() }),
      },
    });
    if (refunded >= row.amountMinor) await deps.loyalty?.restoreIn(tx, payment.id);
    if (refunded > row.refundedMinor) await notifyIn(tx, payment.id, 'refunded', refunded - row.refundedMinor, `refund:${payment.id}:${refunded}`);
    await keepLedgerTruthIn(tx, payment.id);
    await recomputeBookingMoney(tx, row.bookingId, bookingPaymentStatus);
    return true;
  }

  async function applyDisputeIn(tx: DbOrTx, event: Extract<ProviderEvent, { type: `charge.dispute.${string}` }>): Promise<boolean> {
    const { dispute } = event;
    const payment = await tx.payment.findUnique({ where: { providerIntentId: dispute.intentId }, select: { id: true } });
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
    await tx.dispute.upsert({
      where: { providerDisputeId: dispute.id },
      create: { paymentId: payment.id, providerDisputeId: dispute.id, amountMinor: Math.max(1, dispute.amountMinor), reason: dispute.reason.slice(0, 100), status },
      update: { status },
    });
    return true;
  }

  /** The one code path for everything the provider reports; false: a replay, nothing done. */
  async function applyEventIn(tx: DbOrTx, event: ProviderEvent): Promise<boolean> {
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.requires_action':
      case 'payment_intent.canceled':
        return applyIntentIn(tx, event.id, event.type, event.intent);
      case 'charge.refunded':
        return applyRefundIn(tx, event);
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed':
        return applyDisputeIn(tx, event);
      default:
        return firstTime(tx, event.id, event.originalType.slice(0, 64), null);
    }
  }

  async function applyEvent(event: ProviderEvent): Promise<boolean> {
    return db.$transaction(async (tx) => {
      const before = await tx.paymentEvent.findUnique({ where: { id: event.id }, select: { id: true } });
      if (before) return false;
      // A delivery of the same event at the same moment passes the check above; the insert tells.
      return applyEventIn(tx, event);
    });
  }

  /** An answer of the provider, applied as the event it stands for (its own id, so a replay is a no-op). */
  const answerEvent = (intent: ProviderIntent, step: string): ProviderEvent => {
    const status = statusOfIntent(intent);
    const type =
      status === 'SUCCEEDED' ? 'payment_intent.succeeded' : status === 'REQUIRES_ACTION' ? 'payment_intent.requires_action' : status === 'CANCELLED' ? 'payment_intent.canceled' : 'payment_intent.payment_failed';
    return { id: `answer:${intent.id}:${step}:${status}`, type, intent } as ProviderEvent;
  };

  // ----- Intents -----

  async function createIntent(actor: Actor, input: { bookingId: string; type: PaymentType; redeemPoints?: number }): Promise<PaymentRow> {
    const p = await requireOnlinePayments();
    const booking = await payableBooking(actor, input.bookingId);
    if (!booking.specialist.acceptOnlinePayments) throw new AppError('ONLINE_PAYMENTS_OFF', 'This specialist takes payment at the visit, not online');
    const amount = intentAmount(booking, input.type, booking.specialist.depositPercent);
    if (!amount.ok) throw new AppError(amount.code, amount.message);

    const points = input.redeemPoints ?? 0;
    if (points > 0 && !deps.loyalty) throw new AppError('INSUFFICIENT_POINTS', 'Points cannot be used on this server');
    // Points pay part of the amount: 1 point = 1 ₴ (the cap and the balance are checked below).
    const chargeMinor = amount.amountMinor - points * 100 * LOYALTY_POINT_VALUE_UAH;
    if (chargeMinor <= 0) throw new AppError('INSUFFICIENT_POINTS', 'Points can pay at most 20 % of a payment');

    // The same request again (a double click, a reload) gets the open intent it made, while it
    // is not yet confirmed. One awaiting 3-D Secure is replaced: starting again cancels it.
    const open = await db.payment.findFirst({ where: { bookingId: booking.id, status: { in: [...OPEN] } }, select: paymentSelect });
    if (open && open.status === 'PENDING' && open.type === input.type && open.amountMinor === chargeMinor && open.pointsRedeemed === points) return open;
    if (points > 0) {
      // Refused before anything is made: not enough points, or above the cap. The points the open
      // intent holds count: replacing it gives them back first (redeemIn checks again after that).
      const balance = await db.loyaltyEntry.aggregate({ where: { userId: actor.userId }, _sum: { points: true } });
      const available = (balance._sum.points ?? 0) + (open?.pointsRedeemed ?? 0);
      if (points > maxRedeemablePoints(amount.amountMinor, available)) {
        throw new AppError('INSUFFICIENT_POINTS', `At most ${maxRedeemablePoints(amount.amountMinor, available)} points can be used on this payment`);
      }
    }
    if (open) await cancelOpen(open);

    const paymentId = randomUUID();
    const customerId = await ensureCustomer(actor.userId);
    const intent = await call(() =>
      p.createIntent({
        amountMinor: chargeMinor,
        currency: PAYMENT_CURRENCY.toLowerCase(),
        customerId,
        metadata: { bookingId: booking.id, paymentId, type: input.type },
        description: `${input.type === 'DEPOSIT' ? 'Deposit' : 'Payment'}: ${booking.service.name}`.slice(0, 200),
        idempotencyKey: `intent:${paymentId}`,
      }),
    );
    try {
      return await db.$transaction(async (tx) => {
        const created = await tx.payment.create({
          data: {
            id: paymentId,
            bookingId: booking.id,
            customerId: actor.userId,
            specialistId: booking.specialistId,
            type: input.type,
            amountMinor: chargeMinor,
            pointsRedeemed: points,
            currency: PAYMENT_CURRENCY,
            provider: p.name,
            providerIntentId: intent.id,
            clientSecret: intent.clientSecret,
          },
          select: paymentSelect,
        });
        // The points are reserved with the payment; they come back if it fails or is replaced.
        if (points > 0) await deps.loyalty!.redeemIn(tx, { userId: actor.userId, paymentId, bookingId: booking.id, points, amountMinor: amount.amountMinor });
        return created;
      });
    } catch (error) {
      if (error instanceof AppError) {
        await call(() => p.cancelIntent(intent.id, `cancel:${intent.id}`)).catch(() => undefined);
        throw error;
      }
      // Two requests at once: the database keeps one open intent per booking; the other is dropped.
      if (isUniqueViolation(error)) {
        await call(() => p.cancelIntent(intent.id, `cancel:${intent.id}`)).catch(() => undefined);
        const winner = await db.payment.findFirst({ where: { bookingId: booking.id, status: { in: [...OPEN] } }, select: paymentSelect });
        if (winner) return winner;
        throw ConflictError('Another payment of this booking started at the same moment; try again');
      }
      throw error;
    }
  }

  async function cancelOpen(open: { id: string; providerIntentId: string }) {
    const p = requireProvider();
    try {
      await call(() => p.cancelIntent(open.providerIntentId, `cancel:${open.providerIntentId}`));
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Succeeded meanwhile: the succeeded state arrives as an event; nothing to cancel.
      logger.info({ err, intent: open.providerIntentId }, 'open payment intent could not be cancelled');
      const intent = await p.retrieveIntent(open.providerIntentId).catch(() => null);
      if (intent) await applyEvent(answerEvent(intent, 'replace'));
      return;
    }
    await db.$transaction(async (tx) => {
      const { count } = await tx.payment.updateMany({ where: { id: open.id, status: { in: [...OPEN] } }, data: { status: 'CANCELLED' } });
      if (count > 0) await deps.loyalty?.restoreIn(tx, open.id);
    });
  }

  /** The card the customer chose: one of their saved cards (our id or the provider's), or a new one. */
  async function resolveMethod(actor: Actor, paymentMethodId: string): Promise<string> {
    if (isUuid(paymentMethodId)) {
      const saved = await db.savedPaymentMethod.findFirst({ where: { id: paymentMethodId, userId: actor.userId } });
      if (!saved) throw unknownMethod();
      return saved.providerMethodId;
    }
    const savedByOther = await db.savedPaymentMethod.findFirst({ where: { providerMethodId: paymentMethodId, NOT: { userId: actor.userId } }, select: { id: true } });
    if (savedByOther) throw unknownMethod();
    return paymentMethodId;
  }

  /**
   * Charges an open intent. The payment's row stays locked while the provider answers, so two
   * confirms of one intent are one charge: the second finds it settled and returns it.
   */
  async function confirmIntent(actor: Actor, input: { paymentIntentId: string; paymentMethodId: string }): Promise<PaymentRow> {
    const p = await requireOnlinePayments();
    const payment = await db.payment.findFirst({ where: { providerIntentId: input.paymentIntentId, customerId: actor.userId }, select: { id: true } });
    if (!payment) throw paymentNotFound();
    const methodId = await resolveMethod(actor, input.paymentMethodId);
    if (p.knowsPaymentMethod?.(methodId) === false) throw unknownMethod();
    const settled = await db.$transaction(async (tx) => {
      await lockPayment(tx, payment.id);
      const row = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true, providerIntentId: true } });
      if ((CHARGED as readonly string[]).includes(row.status)) return null;
      if (row.status === 'CANCELLED') throw ConflictError('This payment was replaced by a newer one; start the payment again');
      if (row.status === 'FAILED') throw ConflictError('This payment failed; retry it (POST /payments/{id}/retry) or start again');
      const intent =
        row.status === 'REQUIRES_ACTION'
          ? await call(() => p.retrieveIntent(row.providerIntentId))
          : await call(() => p.confirmIntent(row.providerIntentId, methodId, `confirm:${payment.id}:${methodId}`));
      await applyEventIn(tx, answerEvent(intent, 'confirm'));
      return intent;
    }, PROVIDER_TX);
    await p.settled?.();
    const result = await db.payment.findUniqueOrThrow({ where: { id: payment.id }, select: paymentSelect });
    if (settled && result.status === 'FAILED') {
      throw cardDeclinedError(settled.lastError?.code);
    }
    return result;
  }

  /** The test provider's 3-D Secure page: approve or fail, then the answer is applied like any other. */
  async function testAuthenticate(actor: Actor, intentId: string, outcome: 'approve' | 'fail', authenticate: (id: string, o: 'approve' | 'fail') => Promise<ProviderIntent>) {
    const payment = await db.payment.findFirst({ where: { providerIntentId: intentId, customerId: actor.userId }, select: { id: true } });
    if (!payment) throw paymentNotFound();
    const intent = await db.$transaction(async (tx) => {
      await lockPayment(tx, payment.id);
      const answer = await authenticate(intentId, outcome);
      await applyEventIn(tx, answerEvent(answer, 'authenticate'));
      return answer;
    }, PROVIDER_TX);
    await provider?.settled?.();
    const result = await db.payment.findUniqueOrThrow({ where: { id: payment.id }, select: paymentSelect });
    if (result.status === 'FAILED') throw cardDeclinedError(intent.lastError?.code ?? 'payment_intent_authentication_failure');
    return result;
  }

  // ----- Refunds -----

  /** Refunds part of one payment at the provider and records it, under the payment's lock. */
  async function issueRefund(paymentId: string, amountMinor: number, reason: string, requestedById: string | null): Promise<{ id: string; amountMinor: number; status: string; createdAt: Date; reason: string; paymentId: string }> {
    const p = requireProvider();
    return db.$transaction(async (tx) => {
      await lockPayment(tx, paymentId);
      const row = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { amountMinor: true, refundedMinor: true, providerIntentId: true, bookingId: true, status: true } });
      const left = row.amountMinor - row.refundedMinor;
      if (!(CHARGED as readonly string[]).includes(row.status) || left <= 0) throw new AppError('REFUND_NOT_ALLOWED', 'Nothing is left to refund on this payment');
      if (amountMinor > left) throw new AppError('REFUND_NOT_ALLOWED', 'A refund cannot exceed what is left of the payment');
      const refund = await call(() =>
        p.refund({
          intentId: row.providerIntentId,
          amountMinor,
          reason,
          // The same refund asked twice (a retry) is one refund at the provider.
          idempotencyKey: `refund:${paymentId}:${row.refundedMinor}:${amountMinor}`,
          metadata: { paymentId, bookingId: row.bookingId },
        }),
      );
      const existing = await tx.refund.findUnique({ where: { providerRefundId: refund.id } });
      const record =
        existing ??
        (await tx.refund.create({
          data: { paymentId, amountMinor, reason, providerRefundId: refund.id, requestedById, status: refund.status === 'succeeded' ? 'SUCCEEDED' : refund.status === 'pending' ? 'PENDING' : 'FAILED' },
        }));
      if (!existing && refund.status !== 'failed' && refund.status !== 'canceled') {
        const refunded = row.refundedMinor + amountMinor;
        await tx.payment.update({ where: { id: paymentId }, data: { refundedMinor: refunded, status: chargedPaymentStatus(row.amountMinor, refunded) } });
        // Refunded in full: the points it used come back too.
        if (refunded >= row.amountMinor) await deps.loyalty?.restoreIn(tx, paymentId);
        await notifyIn(tx, paymentId, 'refunded', amountMinor, `refund:${paymentId}:${refunded}`);
        await recomputeBookingMoney(tx, row.bookingId, bookingPaymentStatus);
      }
      return record;
    }, PROVIDER_TX);
  }

  /** What cancelling the booking (now, by `by`) refunds and keeps, by the rules. */
  async function cancellationTerms(bookingId: string, by: CancelledBy, at: Date) {
    const booking = await db.booking.findUniqueOrThrow({
      where: { id: bookingId },
      select: {
        scheduledAt: true,
        priceMinor: true,
        amountPaidMinor: true,
        specialist: { select: { cancellationWindowHours: true, depositPercent: true } },
        payments: { where: { status: { in: [...CHARGED] } }, select: { id: true, type: true, amountMinor: true, refundedMinor: true, paidAt: true, pointsRedeemed: true } },
      },
    });
    const deposit = booking.payments.find((x) => x.type === 'DEPOSIT');
    const terms = cancellationRefund({
      by,
      beforeDeadline: at.getTime() < freeCancellationDeadline({ scheduledAt: booking.scheduledAt, cancellationWindowHours: booking.specialist.cancellationWindowHours }).getTime(),
      priceMinor: booking.priceMinor,
      depositMinor: deposit ? deposit.amountMinor : depositOf(booking.priceMinor, booking.specialist.depositPercent),
      // Money only: points that paid part of it come back with a full refund of their payment.
      paidMinor: booking.payments.reduce((sum, x) => sum + x.amountMinor - x.refundedMinor, 0),
    });
    const held = await db.payment.aggregate({ where: { bookingId, status: { in: [...OPEN] } }, _sum: { pointsRedeemed: true } });
    const pointsReturned = pointsReturnedOnCancel(booking.payments, terms.refundMinor, held._sum.pointsRedeemed ?? 0);
    return { ...terms, pointsReturned, payments: booking.payments };
  }

  /**
   * After a booking is cancelled: open intents are cancelled and what the rules give back is
   * refunded. Returns the amount refunded (minor units).
   */
  async function settleCancellation(bookingId: string, by: CancelledBy, cancelledAt: Date): Promise<number> {
    if (!provider) return 0;
    const open = await db.payment.findMany({ where: { bookingId, status: { in: [...OPEN] } }, select: { id: true, providerIntentId: true } });
    for (const o of open) await cancelOpen(o);
    const terms = await cancellationTerms(bookingId, by, cancelledAt);
    let refunded = 0;
    for (const part of splitRefund(terms.payments, terms.refundMinor)) {
      const refund = await issueRefund(part.payment.id, part.amountMinor, 'booking_cancelled', null);
      if (refund.status !== 'FAILED') refunded += part.amountMinor;
    }
    await provider.settled?.();
    return refunded;
  }

  /** Who cancelled a booking, from its cancelled_by and parties. */
  async function cancellerOfBooking(bookingId: string): Promise<{ by: CancelledBy; at: Date } | null> {
    const b = await db.booking.findUnique({ where: { id: bookingId }, select: { status: true, cancelledAt: true, cancelledById: true, customerId: true, specialist: { select: { userId: true } } } });
    if (!b || b.status !== 'CANCELLED') return null;
    const by: CancelledBy = !b.cancelledById ? 'system' : b.cancelledById === b.customerId ? 'customer' : b.cancelledById === b.specialist.userId ? 'specialist' : 'admin';
    return { by, at: b.cancelledAt ?? new Date() };
  }

  /**
   * Cancelled bookings that still hold money the rules give back: settled again (a refund the
   * provider refused when the booking was cancelled, or a charge that landed after it).
   */
  async function sweepRefundsOwed(batch = 100): Promise<{ settled: number; failed: number }> {
    if (!provider) return { settled: 0, failed: 0 };
    const candidates = await db.booking.findMany({
      where: { status: 'CANCELLED', amountPaidMinor: { gt: 0 }, cancelledAt: { gte: new Date(Date.now() - 90 * 86_400_000) } },
      select: { id: true },
      orderBy: { cancelledAt: 'asc' },
      take: batch,
    });
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
  }

  const unfinished = createUnfinishedPayments({ db, logger, loadVisible, cancelOpen });
  const offers = createPaymentOptions({ db, provider, providerName, onlinePaymentsOn: deps.onlinePaymentsOn, loyaltyOn: Boolean(deps.loyalty), payableBooking });

  return {
    ...unfinished,
    ...offers,
    sweepRefundsOwed,
    providerName,
    commissionPercent: deps.commissionPercent,
    applyEvent,
    createIntent,
    confirmIntent,
    testAuthenticate,
    issueRefund,
    cancellationTerms,
    settleCancellation,
    loadVisible,
    scopeOf,
    ensureCustomer,
    requireProvider,
    call,
    payableBooking,

    /** One call: an intent for the booking, confirmed with the card. */
    async process(actor: Actor, bookingId: string, type: PaymentType, paymentMethodId: string): Promise<PaymentRow> {
      // A card that cannot exist is refused before anything is made.
      const method = await resolveMethod(actor, paymentMethodId);
      if (requireProvider().knowsPaymentMethod?.(method) === false) throw unknownMethod();
      const payment = await createIntent(actor, { bookingId, type });
      return confirmIntent(actor, { paymentIntentId: payment.providerIntentId, paymentMethodId });
    },

    async retry(actor: Actor, id: string): Promise<PaymentRow> {
      const payment = await loadVisible(actor, id);
      if (payment.customerId !== actor.userId) throw paymentNotFound();
      if (payment.status !== 'FAILED' && payment.status !== 'CANCELLED') throw ConflictError('Only a failed or cancelled payment can be retried');
      return createIntent(actor, { bookingId: payment.bookingId, type: payment.type });
    },

    async validateAmount(actor: Actor, input: { bookingId: string; type: PaymentType; amountMinor: number }) {
      const booking = await payableBooking(actor, input.bookingId);
      const expected = intentAmount(booking, input.type, booking.specialist.depositPercent);
      if (!expected.ok) throw new AppError(expected.code, expected.message);
      return { valid: expected.amountMinor === input.amountMinor, expectedMinor: expected.amountMinor };
    },

    async history(actor: Actor, query: PaymentHistoryQuery) {
      const kyivDay = (day: string, end: boolean) => {
        const start = DateTime.fromISO(day, { zone: 'Europe/Kyiv' }).startOf('day');
        return (end ? start.plus({ days: 1 }) : start).toJSDate();
      };
      const where: PaymentWhere = {
        ...scopeWhere(scopeOf(actor)),
        ...(query.status ? { status: query.status } : {}),
        ...(query.bookingId ? (isUuid(query.bookingId) ? { bookingId: query.bookingId } : { id: { in: [] } }) : {}),
        ...(query.from || query.to ? { createdAt: { ...(query.from ? { gte: kyivDay(query.from, false) } : {}), ...(query.to ? { lt: kyivDay(query.to, true) } : {}) } } : {}),
      };
      const [rows, total] = await Promise.all([
        db.payment.findMany({ where, select: paymentSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
        db.payment.count({ where }),
      ]);
      return { rows, ...pageMeta(total, query) };
    },

    async stats(actor: Actor) {
      const scope = scopeOf(actor);
      const rows = await db.payment.findMany({ where: scopeWhere(scope), select: { status: true, amountMinor: true, refundedMinor: true, createdAt: true, paidAt: true } });
      return rows;
    },

    async refund(actor: Actor, input: { paymentId: string; amountMinor?: number; reason: string }) {
      const payment = await loadVisible(actor, input.paymentId);
      const left = payment.amountMinor - payment.refundedMinor;
      if (!(CHARGED as readonly string[]).includes(payment.status) || left <= 0) throw new AppError('REFUND_NOT_ALLOWED', 'Nothing is left to refund on this payment');
      let max = left;
      if (actor.role === 'CUSTOMER') {
        // A customer's money comes back by cancelling; after that, only what the rules still owe.
        if (payment.booking.status !== 'CANCELLED') {
          throw new AppError('REFUND_NOT_ALLOWED', 'To get your money back, cancel the booking: the refund follows the cancellation rules');
        }
        const by = cancellerOf(payment);
        const terms = await cancellationTerms(payment.bookingId, by, payment.booking.cancelledAt ?? new Date());
        const owed = splitRefund(terms.payments, terms.refundMinor).find((x) => x.payment.id === payment.id)?.amountMinor ?? 0;
        max = Math.min(max, owed);
        if (max <= 0) throw new AppError('REFUND_NOT_ALLOWED', 'The cancellation rules give no further refund on this payment');
      }
      const amountMinor = input.amountMinor ?? max;
      if (amountMinor > max) throw new AppError('REFUND_NOT_ALLOWED', 'A refund cannot exceed what is left of the payment under the rules');
      const refund = await issueRefund(payment.id, amountMinor, input.reason, actor.userId);
      await provider?.settled?.();
      return refund;
    },

    async eligibility(actor: Actor, id: string) {
      const payment = await loadVisible(actor, id);
      const left = payment.amountMinor - payment.refundedMinor;
      if (!(CHARGED as readonly string[]).includes(payment.status)) return { eligible: false, amountMinor: 0, reason: 'not_paid' as const };
      if (left <= 0) return { eligible: false, amountMinor: 0, reason: 'already_refunded' as const };
      if (actor.role !== 'CUSTOMER') return { eligible: true, amountMinor: left, reason: 'full_refund' as const };
      if (payment.booking.status === 'COMPLETED' || payment.booking.status === 'IN_PROGRESS' || payment.booking.status === 'NO_SHOW') {
        return { eligible: false, amountMinor: 0, reason: 'visit_happened' as const };
      }
      const cancelled = payment.booking.status === 'CANCELLED';
      const terms = await cancellationTerms(payment.bookingId, cancelled ? cancellerOf(payment) : 'customer', cancelled ? (payment.booking.cancelledAt ?? new Date()) : new Date());
      const amountMinor = Math.min(left, splitRefund(terms.payments, terms.refundMinor).find((x) => x.payment.id === payment.id)?.amountMinor ?? 0);
      const reason = terms.reason === 'not_paid' ? ('already_refunded' as const) : terms.reason;
      return { eligible: amountMinor > 0, amountMinor, reason };
    },
  };
}

/** Who cancelled a booking, from the payment's view of it. */
function cancellerOf(payment: PaymentRow): CancelledBy {
  const by = payment.booking.cancelledById;
  if (!by) return 'system';
  if (by === payment.customerId) return 'customer';
  if (by === payment.specialist.userId) return 'specialist';
  return 'admin';
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
