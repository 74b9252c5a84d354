import type { JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { PaymentsService } from './payments.service.js';

export const REFUND_SWEEP_QUEUE = 'refund-sweep';
/** Refunds owed but not made (the provider was down, or money arrived after a cancellation). */
export const REFUND_SWEEP_CRON = '*/10 * * * *';

/**
 * A pg-boss cron (one run per tick across all instances): every cancelled booking that still
 * holds money the cancellation rules give back is settled again. Settling is idempotent (each
 * refund's idempotency key and the payment's lock), so a run that overlaps a request does no harm.
 */
export async function registerRefundSweep(queue: JobQueue, payments: PaymentsService, logger: Logger, work: { pollingIntervalSeconds?: number } = {}) {
  await queue.boss.createQueue(REFUND_SWEEP_QUEUE);
  await queue.boss.work(REFUND_SWEEP_QUEUE, work, async () => {
    const { settled, failed } = await payments.sweepRefundsOwed();
    if (settled > 0 || failed > 0) logger.info({ settled, failed }, 'refund sweep settled cancelled bookings');
  });
  await queue.boss.schedule(REFUND_SWEEP_QUEUE, REFUND_SWEEP_CRON);
}
