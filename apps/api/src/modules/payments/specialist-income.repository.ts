import type { Db } from '../../lib/db.js';
import { CHARGED } from './payments.rows.js';
import type { IncomeVisit } from './specialist-income.rules.js';

/** [from, to) of visits' scheduled start; null = open on that side. */
export interface IncomeWindow {
  from: Date | null;
  to: Date | null;
}

/** The one read behind every income figure (specialist-income.service.ts). */
export function createSpecialistIncomeRepository(db: Db) {
  return {
    /** The specialist's bookings scheduled in the window, each with its charged payments. */
    async visits(specialistUserId: string, w: IncomeWindow): Promise<IncomeVisit[]> {
      return db.booking.findMany({
        where: {
          specialist: { userId: specialistUserId },
          ...(w.from || w.to ? { scheduledAt: { ...(w.from ? { gte: w.from } : {}), ...(w.to ? { lt: w.to } : {}) } } : {}),
        },
        select: {
          status: true,
          scheduledAt: true,
          priceMinor: true,
          currency: true,
          payments: {
            where: { status: { in: [...CHARGED] } },
            select: { status: true, amountMinor: true, refundedMinor: true, commissionBps: true, pointsRedeemed: true },
          },
        },
        orderBy: { scheduledAt: 'asc' },
      }) as Promise<IncomeVisit[]>;
    },
  };
}

export type SpecialistIncomeRepository = ReturnType<typeof createSpecialistIncomeRepository>;
