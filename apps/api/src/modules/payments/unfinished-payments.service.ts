import { UNFINISHED_PAYMENT_TTL_MINUTES } from '@vizyt/contracts';
import { AppError, NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { Logger } from '../../lib/logger.js';
import { isCharged } from './payment-rules.js';
import { OPEN, type PaymentRow, type PaymentsRepository } from './payments.repository.js';

/**
 * Unfinished payments (issue #26 item 12): a payment waiting for 3-D Secure (or never
 * confirmed) holds the customer's loyalty points. The customer may cancel it, starting another
 * payment of the booking cancels it (payment-intents.service.ts createIntent), and one left alone is
 * cancelled by itself after UNFINISHED_PAYMENT_TTL_MINUTES (a pg-boss cron, payments.jobs.ts).
 * Each way goes through `cancelOpen`: the provider's intent is cancelled, then the payment
 * becomes CANCELLED and its points come back in one transaction, once.
 *
 * A provider that reports success for an intent we cancelled (the bank took the money after
 * all) is applied like any success: the payment becomes SUCCEEDED with the money charged. Its
 * points were given back already, so the discount is dropped (pointsRedeemed → 0) and the
 * booking owes the rest: provider-events.service.ts `keepLedgerTruthIn`.
 */
export interface UnfinishedPaymentsDeps {
  repo: PaymentsRepository;
  logger: Logger;
  loadVisible(actor: Actor, id: string): Promise<PaymentRow>;
  /** Cancels the provider's intent, then the payment (CANCELLED, points back) if it is still open. */
  cancelOpen(open: { id: string; providerIntentId: string }): Promise<void>;
}

const isOpen = (status: string) => (OPEN as readonly string[]).includes(status);

export function createUnfinishedPayments(deps: UnfinishedPaymentsDeps) {
  const { repo, logger } = deps;

  return {
    /** The customer cancels their own unfinished payment; the points it held come back at once. */
    async cancelPayment(actor: Actor, id: string): Promise<PaymentRow> {
      const payment = await deps.loadVisible(actor, id);
      if (payment.customerId !== actor.userId) throw NotFoundError('Payment not found');
      if (isOpen(payment.status)) await deps.cancelOpen(payment);
      const now = await repo.paymentById(payment.id);
      if (now.status === 'CANCELLED') return now;
      // Finished before (or while) we asked: the money moved or the attempt is over.
      if (isCharged(now.status)) {
        throw new AppError('ALREADY_PAID', 'This payment went through and cannot be cancelled; cancel the booking to get a refund');
      }
      throw new AppError('INVALID_TRANSITION', 'Only an unfinished payment (pending or awaiting confirmation) can be cancelled');
    },

    /**
     * Cancels every payment left unfinished for longer than UNFINISHED_PAYMENT_TTL_MINUTES
     * (the cron). Idempotent: a payment that finished meanwhile is left as it is.
     */
    async expireUnfinished(now = new Date(), batch = 100): Promise<number> {
      const before = new Date(now.getTime() - UNFINISHED_PAYMENT_TTL_MINUTES * 60_000);
      const stale = await repo.openSince(before, batch);
      let cancelled = 0;
      for (const open of stale) {
        try {
          await deps.cancelOpen(open);
          if ((await repo.paymentStatus(open.id)) === 'CANCELLED') cancelled += 1;
        } catch (err) {
          logger.warn({ err, paymentId: open.id }, 'unfinished payment could not be cancelled; the next run retries');
        }
      }
      return cancelled;
    },
  };
}
