import { randomUUID } from 'node:crypto';
import { LOYALTY_POINT_VALUE_UAH, PAYMENT_CURRENCY, maxRedeemablePoints, type PaymentType } from '@vizyt/contracts';
import { AppError, ConflictError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { cardDeclinedError } from './decline-reasons.js';
import { unknownMethod } from './payment-gateway.js';
import { paymentNotFound, type PaymentQueries } from './payment-queries.service.js';
import { intentAmount, isCharged } from './payment-rules.js';
import type { PaymentsContext } from './payments.ports.js';
import { PROVIDER_TX, type PaymentRow } from './payments.repository.js';
import type { ProviderIntent } from './provider.js';
import { answerEvent, type ProviderEvents } from './provider-events.service.js';

/**
 * Payment intents (cal.com's handlePayment / handlePaymentSuccess): starting a payment of a
 * booking, charging it with a card, 3-D Secure, and cancelling an unfinished one.
 */
export function createPaymentIntents(ctx: PaymentsContext, events: ProviderEvents, queries: PaymentQueries) {
  const { repo, gateway, logger, loyalty } = ctx;
  const { call } = gateway;

  /** Cancels the provider's intent, then the payment (CANCELLED, points back) if it is still open. */
  async function cancelOpen(open: { id: string; providerIntentId: string }) {
    const p = gateway.requireProvider();
    try {
      await call(() => p.cancelIntent(open.providerIntentId, `cancel:${open.providerIntentId}`));
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Succeeded meanwhile: the succeeded state arrives as an event; nothing to cancel.
      logger.info({ err, intent: open.providerIntentId }, 'open payment intent could not be cancelled');
      const intent = await p.retrieveIntent(open.providerIntentId).catch(() => null);
      if (intent) await events.applyEvent(answerEvent(intent, 'replace'));
      return;
    }
    await repo.transaction(async (tx) => {
      if (await tx.cancelIfOpen(open.id)) await loyalty?.restoreIn(tx.tx, open.id);
    });
  }

  /** The card the customer chose: one of their saved cards (our id or the provider's), or a new one. */
  async function resolveMethod(actor: Actor, paymentMethodId: string): Promise<string> {
    const method = await repo.providerCardOf(actor.userId, paymentMethodId);
    if (!method) throw unknownMethod();
    return method;
  }

  async function createIntent(actor: Actor, input: { bookingId: string; type: PaymentType; redeemPoints?: number }): Promise<PaymentRow> {
    const p = await gateway.requireOnlinePayments();
    const booking = await queries.payableBooking(actor, input.bookingId);
    if (!booking.specialist.acceptOnlinePayments) throw new AppError('ONLINE_PAYMENTS_OFF', 'This specialist takes payment at the visit, not online');
    const amount = intentAmount(booking, input.type, booking.specialist.depositPercent);
    if (!amount.ok) throw new AppError(amount.code, amount.message);

    const points = input.redeemPoints ?? 0;
    if (points > 0 && !loyalty) throw new AppError('INSUFFICIENT_POINTS', 'Points cannot be used on this server');
    // Points pay part of the amount: 1 point = 1 ₴ (the cap and the balance are checked below).
    const chargeMinor = amount.amountMinor - points * 100 * LOYALTY_POINT_VALUE_UAH;
    if (chargeMinor <= 0) throw new AppError('INSUFFICIENT_POINTS', 'Points can pay at most 20 % of a payment');

    // The same request again (a double click, a reload) gets the open intent it made, while it
    // is not yet confirmed. One awaiting 3-D Secure is replaced: starting again cancels it.
    const open = await repo.openPaymentOf(booking.id);
    if (open && open.status === 'PENDING' && open.type === input.type && open.amountMinor === chargeMinor && open.pointsRedeemed === points) return open;
    if (points > 0 && loyalty) {
      // Refused before anything is made: not enough points, or above the cap. The points the open
      // intent holds count: replacing it gives them back first (redeemIn checks again after that).
      const available = (await loyalty.balance(actor.userId)) + (open?.pointsRedeemed ?? 0);
      if (points > maxRedeemablePoints(amount.amountMinor, available)) {
        throw new AppError('INSUFFICIENT_POINTS', `At most ${maxRedeemablePoints(amount.amountMinor, available)} points can be used on this payment`);
      }
    }
    if (open) await cancelOpen(open);

    const paymentId = randomUUID();
    const customerId = await gateway.ensureCustomer(actor.userId);
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
    const dropIntent = () => call(() => p.cancelIntent(intent.id, `cancel:${intent.id}`)).catch(() => undefined);
    try {
      return await repo.transaction(async (tx) => {
        const created = await tx.createPayment({
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
        });
        // The points are reserved with the payment; they come back if it fails or is replaced.
        if (points > 0) await loyalty!.redeemIn(tx.tx, { userId: actor.userId, paymentId, bookingId: booking.id, points, amountMinor: amount.amountMinor });
        return created;
      });
    } catch (error) {
      if (error instanceof AppError) {
        await dropIntent();
        throw error;
      }
      // Two requests at once: the database keeps one open intent per booking; the other is dropped.
      if (repo.isUniqueViolation(error)) {
        await dropIntent();
        const winner = await repo.openPaymentOf(booking.id);
        if (winner) return winner;
        throw ConflictError('Another payment of this booking started at the same moment; try again');
      }
      throw error;
    }
  }

  /**
   * Charges an open intent. The payment's row stays locked while the provider answers, so two
   * confirms of one intent are one charge: the second finds it settled and returns it.
   */
  async function confirmIntent(actor: Actor, input: { paymentIntentId: string; paymentMethodId: string }): Promise<PaymentRow> {
    const p = await gateway.requireOnlinePayments();
    const payment = await repo.customersPaymentOfIntent(input.paymentIntentId, actor.userId);
    if (!payment) throw paymentNotFound();
    const methodId = await resolveMethod(actor, input.paymentMethodId);
    if (p.knowsPaymentMethod?.(methodId) === false) throw unknownMethod();
    const answered = await repo.transaction(async (tx) => {
      await tx.lockPayment(payment.id);
      const row = await tx.refundablePayment(payment.id);
      if (isCharged(row.status)) return null;
      if (row.status === 'CANCELLED') throw ConflictError('This payment was replaced by a newer one; start the payment again');
      if (row.status === 'FAILED') throw ConflictError('This payment failed; retry it (POST /payments/{id}/retry) or start again');
      const intent =
        row.status === 'REQUIRES_ACTION'
          ? await call(() => p.retrieveIntent(row.providerIntentId))
          : await call(() => p.confirmIntent(row.providerIntentId, methodId, `confirm:${payment.id}:${methodId}`));
      await events.applyEventIn(tx, answerEvent(intent, 'confirm'));
      return intent;
    }, PROVIDER_TX);
    const result = await repo.paymentById(payment.id);
    if (answered && result.status === 'FAILED') throw cardDeclinedError(answered.lastError?.code);
    return result;
  }

  /** The test provider's 3-D Secure page: approve or fail, then the answer is applied like any other. */
  async function testAuthenticate(actor: Actor, intentId: string, outcome: 'approve' | 'fail', authenticate: (id: string, o: 'approve' | 'fail') => Promise<ProviderIntent>) {
    const payment = await repo.customersPaymentOfIntent(intentId, actor.userId);
    if (!payment) throw paymentNotFound();
    const intent = await repo.transaction(async (tx) => {
      await tx.lockPayment(payment.id);
      const answer = await authenticate(intentId, outcome);
      await events.applyEventIn(tx, answerEvent(answer, 'authenticate'));
      return answer;
    }, PROVIDER_TX);
    const result = await repo.paymentById(payment.id);
    if (result.status === 'FAILED') throw cardDeclinedError(intent.lastError?.code ?? 'payment_intent_authentication_failure');
    return result;
  }

  return {
    createIntent,
    confirmIntent,
    cancelOpen,
    testAuthenticate,

    /** One call: an intent for the booking, confirmed with the card. */
    async process(actor: Actor, bookingId: string, type: PaymentType, paymentMethodId: string): Promise<PaymentRow> {
      // A card that cannot exist is refused before anything is made.
      const method = await resolveMethod(actor, paymentMethodId);
      if (gateway.requireProvider().knowsPaymentMethod?.(method) === false) throw unknownMethod();
      const payment = await createIntent(actor, { bookingId, type });
      return confirmIntent(actor, { paymentIntentId: payment.providerIntentId, paymentMethodId });
    },

    async retry(actor: Actor, id: string): Promise<PaymentRow> {
      const payment = await queries.loadVisible(actor, id);
      if (payment.customerId !== actor.userId) throw paymentNotFound();
      if (payment.status !== 'FAILED' && payment.status !== 'CANCELLED') throw ConflictError('Only a failed or cancelled payment can be retried');
      return createIntent(actor, { bookingId: payment.bookingId, type: payment.type });
    },

    async validateAmount(actor: Actor, input: { bookingId: string; type: PaymentType; amountMinor: number }) {
      const booking = await queries.payableBooking(actor, input.bookingId);
      const expected = intentAmount(booking, input.type, booking.specialist.depositPercent);
      if (!expected.ok) throw new AppError(expected.code, expected.message);
      return { valid: expected.amountMinor === input.amountMinor, expectedMinor: expected.amountMinor };
    },
  };
}

export type PaymentIntents = ReturnType<typeof createPaymentIntents>;
