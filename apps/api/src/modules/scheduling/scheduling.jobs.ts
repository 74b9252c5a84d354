import { ensureQueue, type JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { SchedulingService } from './scheduling.service.js';

export const AVAILABILITY_SWEEP_QUEUE = 'availability-sweep';
/** Earliest free starts pass as time moves on; this sweep moves them along. */
export const AVAILABILITY_SWEEP_CRON = '*/10 * * * *';

/**
 * Keeps services' earliest free starts (search's availability filters) current as time passes:
 * a pg-boss cron (one run per tick across all instances) refreshes the specialists whose stored
 * start has passed or who had none an hour ago. Changes made through the API refresh at once.
 */
export async function registerAvailabilitySweep(queue: JobQueue, scheduling: SchedulingService, logger: Logger, work: { pollingIntervalSeconds?: number } = {}) {
  await ensureQueue(queue.boss, AVAILABILITY_SWEEP_QUEUE);
  await queue.boss.work(AVAILABILITY_SWEEP_QUEUE, work, async () => {
    const refreshed = await sweepAll(scheduling);
    if (refreshed > 0) logger.info({ refreshed }, 'availability sweep refreshed earliest free starts');
  });
  await queue.boss.schedule(AVAILABILITY_SWEEP_QUEUE, AVAILABILITY_SWEEP_CRON);
}

/** Refreshes every stale specialist, a batch at a time (also run once at start-up). */
export async function sweepAll(scheduling: SchedulingService, batch = 200): Promise<number> {
  let total = 0;
  for (;;) {
    const refreshed = await scheduling.sweepNextFree(new Date(), batch);
    total += refreshed;
    if (refreshed < batch) return total;
  }
}
