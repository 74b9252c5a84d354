import { ensureQueue, type JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { LoyaltyService } from './loyalty.service.js';

export const LOYALTY_EXPIRY_QUEUE = 'loyalty-expiry';
/** Daily at 03:15 UTC (05:15 or 06:15 in Kyiv). */
export const LOYALTY_EXPIRY_CRON = '15 3 * * *';

/** Expires points past their date, once a day on one instance; a missed or repeated run is harmless. */
export async function registerLoyaltyExpiry(queue: JobQueue, loyalty: LoyaltyService, logger: Logger, work: { pollingIntervalSeconds?: number } = {}) {
  await ensureQueue(queue.boss, LOYALTY_EXPIRY_QUEUE);
  await queue.boss.work(LOYALTY_EXPIRY_QUEUE, work, async () => {
    const expired = await loyalty.expireDue();
    if (expired > 0) logger.info({ expired }, 'loyalty points expired');
  });
  await queue.boss.schedule(LOYALTY_EXPIRY_QUEUE, LOYALTY_EXPIRY_CRON);
}
