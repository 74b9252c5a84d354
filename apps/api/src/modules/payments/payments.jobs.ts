import { ensureQueue, type JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { PaymentsService } from './payments.service.js';

export const REFUND_SWEEP_QUEUE = 'refund-sweep';
/** Refunds owed but not made (the provider was down, or money arrived after a cancellation). */
export const REFUND_SWEEP_CRON = '*/10 * * * *';
export const UNFINISHED_PAYMENTS_QUEUE = 'unfinished-payments-expiry';
/** Every minute: a payment left unfinished is cancelled within a minute of its UNFINISHED_PAYMENT_TTL_MINUTES. */
export const UNFINISHED_PAYMENTS_CRON = '* * * * *';

type Work = { pollingIntervalSeconds?: number };

/** A pg-boss cron: one run per tick across all instances. */
async function cron(queue: JobQueue, name: string, schedule: string, work: Work, run: () => Promise<void>) {
  await ensureQueue(queue.boss, name);
  await queue.boss.work(name, work, run);
  await queue.boss.schedule(name, schedule);
}

/**
 * Every cancelled booking that still holds money the cancellation rules give back is settled
 * again. Settling is idempotent (each refund's idempotency key and the payment's lock), so a run
 * that overlaps a request does no harm.
 */
export async function registerRefundSweep(queue: JobQueue, payments: PaymentsService, logger: Logger, work: Work = {}) {
  await cron(queue, REFUND_SWEEP_QUEUE, REFUND_SWEEP_CRON, work, async () => {
    const { settled, failed } = await payments.sweepRefundsOwed();
    if (settled > 0 || failed > 0) logger.info({ settled, failed }, 'refund sweep settled cancelled bookings');
  });
}

/**
 * Payments left unfinished (awaiting 3-D Secure, never confirmed) for longer than
 * UNFINISHED_PAYMENT_TTL_MINUTES are cancelled and their points given back (unfinished-payments.service.ts).
 * Idempotent: cancelling is conditional on the payment still being open.
 */
export async function registerUnfinishedPaymentsExpiry(queue: JobQueue, payments: PaymentsService, logger: Logger, work: Work = {}) {
  await cron(queue, UNFINISHED_PAYMENTS_QUEUE, UNFINISHED_PAYMENTS_CRON, work, async () => {
    const cancelled = await payments.expireUnfinished();
    if (cancelled > 0) logger.info({ cancelled }, 'unfinished payments cancelled after their time');
  });
}
