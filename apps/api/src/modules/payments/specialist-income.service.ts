import type { IncomeWindow, SpecialistIncomeRepository } from './specialist-income.repository.js';
import { incomeByBucket, totalIncome, type IncomeFigures } from './specialist-income.rules.js';

export type { IncomeWindow } from './specialist-income.repository.js';
export type { IncomeFigures } from './specialist-income.rules.js';

/**
 * The specialist's income (issue #26, item 14): the one server function behind every figure of
 * money earned — GET /specialists/earnings, GET /specialists/analytics and /revenue (the
 * dashboard's "this month"), and GET /bookings/stats' `amount` for the specialist view. The
 * definitions (by visit date; gross, commission, net) are in specialist-income.rules.ts.
 */
export function createSpecialistIncome(repo: SpecialistIncomeRepository) {
  return {
    /** gross, commission and net of the visits scheduled in the window. */
    async totals(specialistUserId: string, window: IncomeWindow): Promise<IncomeFigures> {
      return totalIncome(await repo.visits(specialistUserId, window));
    },

    /** The totals and the same figures per local bucket of the visits' start in `zone`. */
    async withBuckets(specialistUserId: string, window: IncomeWindow, zone: string, bucket: 'day' | 'week' | 'month') {
      const visits = await repo.visits(specialistUserId, window);
      return { total: totalIncome(visits), buckets: incomeByBucket(visits, zone, bucket) };
    },
  };
}

export type SpecialistIncome = ReturnType<typeof createSpecialistIncome>;
