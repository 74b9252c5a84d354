import { pageWindow } from '@vizyt/contracts';
import type { AdminReportQuery, ReportResolution, ReportTargetType } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

/**
 * Reports to the moderators live in three tables (service_reports, review_reports,
 * specialist_reports), alike in shape: the item, the reporter, a reason, and once resolved,
 * when, how and by whom. This is the only file of the moderation that touches them.
 */

const person = { select: { id: true, firstName: true, lastName: true } } as const;
/** What every report shows, whichever table it is in. */
const reportColumns = { id: true, reason: true, details: true, createdAt: true, resolvedAt: true, resolution: true } as const;

export const serviceReportSelect = {
  ...reportColumns,
  reporter: person,
  service: { select: { id: true, name: true, hiddenAt: true, specialist: { select: { user: person } } } },
} satisfies Prisma.ServiceReportSelect;
export type ServiceReportRow = Prisma.ServiceReportGetPayload<{ select: typeof serviceReportSelect }>;

/** review_reports has no relation to its reporter: their names are read separately. */
export const reviewReportSelect = {
  ...reportColumns,
  reporterId: true,
  review: { select: { id: true, rating: true, comment: true, hiddenAt: true, customer: person } },
} satisfies Prisma.ReviewReportSelect;
export type ReviewReportRow = Prisma.ReviewReportGetPayload<{ select: typeof reviewReportSelect }>;

export const specialistReportSelect = {
  ...reportColumns,
  reporter: person,
  specialist: { select: { id: true, businessName: true, isSuspended: true, user: { select: { ...person.select, status: true } } } },
} satisfies Prisma.SpecialistReportSelect;
export type SpecialistReportRow = Prisma.SpecialistReportGetPayload<{ select: typeof specialistReportSelect }>;

export type Person = { id: string; firstName: string; lastName: string };

/** A report to resolve: which item it names and whether it is still open. */
export interface OpenedReport {
  id: string;
  itemId: string;
  reason: string;
  resolvedAt: Date | null;
}

const TABLE: Record<ReportTargetType, { table: Prisma.Sql; item: Prisma.Sql }> = {
  service: { table: Prisma.sql`service_reports`, item: Prisma.sql`service_id` },
  review: { table: Prisma.sql`review_reports`, item: Prisma.sql`review_id` },
  specialist: { table: Prisma.sql`specialist_reports`, item: Prisma.sql`specialist_id` },
};

export function createModerationRepository(db: DbOrTx) {
  return transactional(db, (db) => ({
    /**
     * One page of the three kinds together: open ones oldest first (the queue), resolved ones
     * newest first (the history); ties by id so pages never overlap.
     */
    async page(query: AdminReportQuery): Promise<{ keys: { type: ReportTargetType; id: string }[]; total: number }> {
      const open = query.status === 'open';
      const union = Prisma.sql`
        SELECT 'service' AS type, id, created_at, resolved_at FROM service_reports
        UNION ALL SELECT 'review', id, created_at, resolved_at FROM review_reports
        UNION ALL SELECT 'specialist', id, created_at, resolved_at FROM specialist_reports`;
      const where = Prisma.sql`WHERE ${open ? Prisma.sql`resolved_at IS NULL` : Prisma.sql`resolved_at IS NOT NULL`}
        ${query.type ? Prisma.sql`AND type = ${query.type}` : Prisma.empty}`;
      const order = open ? Prisma.sql`ORDER BY created_at ASC, id ASC` : Prisma.sql`ORDER BY resolved_at DESC, id ASC`;
      const [keys, [count]] = await Promise.all([
        db.$queryRaw<{ type: ReportTargetType; id: string }[]>`
          SELECT type, id::text AS id FROM (${union}) r ${where} ${order}
          LIMIT ${query.limit} OFFSET ${pageWindow(query.page, query.limit).skip}`,
        db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (${union}) r ${where}`,
      ]);
      return { keys, total: count?.n ?? 0 };
    },

    serviceReports: (ids: string[], tx: DbOrTx = db) => tx.serviceReport.findMany({ where: { id: { in: ids } }, select: serviceReportSelect }),
    reviewReports: (ids: string[], tx: DbOrTx = db) => tx.reviewReport.findMany({ where: { id: { in: ids } }, select: reviewReportSelect }),
    specialistReports: (ids: string[], tx: DbOrTx = db) => tx.specialistReport.findMany({ where: { id: { in: ids } }, select: specialistReportSelect }),
    people: (ids: string[], tx: DbOrTx = db): Promise<Person[]> =>
      ids.length === 0 ? Promise.resolve([]) : tx.user.findMany({ where: { id: { in: ids } }, select: person.select }),

    /**
     * The report (null: no such report). Not locked: the item is (lockItem), and the report is read
     * again under that lock (reportIsOpen). Locking report rows first would let two moderators,
     * each holding one report of the same item, wait for each other when closing the rest.
     */
    async findReport(tx: DbOrTx, type: ReportTargetType, id: string): Promise<OpenedReport | null> {
      if (!isUuid(id)) return null;
      const { table, item } = TABLE[type];
      const [row] = await tx.$queryRaw<{ id: string; item_id: string; reason: string; resolved_at: Date | null }[]>`
        SELECT id::text AS id, ${item}::text AS item_id, reason::text AS reason, resolved_at FROM ${table} WHERE id = ${id}::uuid`;
      return row ? { id: row.id, itemId: row.item_id, reason: row.reason, resolvedAt: row.resolved_at } : null;
    },

    /**
     * Resolutions of one item take turns (a transaction-scoped advisory lock on the item): two
     * moderators closing two reports of it at once cannot wait on each other's rows.
     */
    lockItem: async (tx: DbOrTx, type: ReportTargetType, itemId: string) => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`report:${type}:${itemId}`}))::text`;
    },

    /** Re-reads the report once the item is locked (it may have been closed meanwhile). */
    async reportIsOpen(tx: DbOrTx, type: ReportTargetType, id: string): Promise<boolean> {
      const { table } = TABLE[type];
      const [row] = await tx.$queryRaw<{ open: boolean }[]>`SELECT resolved_at IS NULL AS open FROM ${table} WHERE id = ${id}::uuid`;
      return row?.open ?? false;
    },

    /** Closes this report and every other open report of the same item; answers how many others. */
    async resolveAll(tx: DbOrTx, type: ReportTargetType, report: OpenedReport, resolution: ReportResolution, byId: string, at: Date): Promise<number> {
      const { table, item } = TABLE[type];
      const closed = await tx.$executeRaw`
        UPDATE ${table} SET resolved_at = ${at}, resolution = ${resolution}, resolved_by_id = ${byId}::uuid
        WHERE ${item} = ${report.itemId}::uuid AND resolved_at IS NULL`;
      return Math.max(0, closed - 1);
    },

    /** The item's owner: the specialist's account (services, specialists) or the review's author. */
    async ownerOf(tx: DbOrTx, type: ReportTargetType, itemId: string): Promise<{ userId: string; specialistId: string | null; serviceId: string | null } | null> {
      if (type === 'service') {
        const s = await tx.service.findUnique({ where: { id: itemId }, select: { specialist: { select: { userId: true } } } });
        return s ? { userId: s.specialist.userId, specialistId: null, serviceId: null } : null;
      }
      if (type === 'review') {
        const r = await tx.review.findUnique({ where: { id: itemId }, select: { customerId: true, specialistId: true, serviceId: true } });
        return r ? { userId: r.customerId, specialistId: r.specialistId, serviceId: r.serviceId } : null;
      }
      const p = await tx.specialistProfile.findUnique({ where: { id: itemId }, select: { userId: true } });
      return p ? { userId: p.userId, specialistId: null, serviceId: null } : null;
    },

    hideService: (tx: DbOrTx, id: string, at: Date) => tx.service.updateMany({ where: { id, hiddenAt: null }, data: { hiddenAt: at } }),
    hideReview: (tx: DbOrTx, id: string, at: Date) => tx.review.updateMany({ where: { id, hiddenAt: null }, data: { hiddenAt: at } }),

    // ── reports of specialists (POST /specialists/:id/report) ──
    reportableSpecialist: (id: string) =>
      isUuid(id) ? db.specialistProfile.findFirst({ where: { id, isVisible: true, isSuspended: false, user: { deletedAt: null } }, select: { id: true, userId: true } }) : Promise.resolve(null),
    createSpecialistReport: (data: { specialistId: string; reporterId: string; reason: 'INAPPROPRIATE' | 'MISLEADING' | 'SPAM' | 'FRAUD' | 'OTHER'; details: string | null }) =>
      db.specialistReport.create({ data, select: { id: true } }),
  }));
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
