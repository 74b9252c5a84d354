import type { BookingStatus } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { inTransaction, isUuid, readRows, runnerOf, type Db, type DbOrTx, type SqlRunner } from '../../lib/db.js';
import { bookingSelect, type BookingChanges, type BookingRow, type BookingScope, type BusyRange, type ExpectedState, type NewBooking } from './bookings.rows.js';
import { bookingByIdSql, insertBookingSql, toBookingRow, type RawBooking } from './bookings.sql.js';

const scopeWhere = (scope: BookingScope): Prisma.BookingWhereInput =>
  'customerId' in scope ? { customerId: scope.customerId } : 'specialistUserId' in scope ? { specialist: { userId: scope.specialistUserId } } : {};

const ACTIVE: BookingStatus[] = ['PENDING', 'CONFIRMED', 'IN_PROGRESS'];
const CLOSED: BookingStatus[] = ['COMPLETED', 'CANCELLED', 'NO_SHOW'];

export function createBookingsRepository(db: Db) {
  /** The booking with its parties in one statement (in a transaction: its view). */
  const byId = async (client: DbOrTx, id: string): Promise<BookingRow | null> => {
    const [row] = await runnerOf(client).rows<RawBooking>(bookingByIdSql(id));
    return row ? toBookingRow(row) : null;
  };

  return {
    async findById(id: string): Promise<BookingRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await readRows<RawBooking>(db, bookingByIdSql(id));
      return row ? toBookingRow(row) : null;
    },

    /** What the specialist's booking toggles look at: a verified e-mail, and an earlier completed visit with them. */
    async customerStanding(customerId: string, specialistId: string): Promise<{ emailVerified: boolean; returning: boolean }> {
      const [user, completed] = await Promise.all([
        db.user.findUnique({ where: { id: customerId }, select: { emailVerifiedAt: true } }),
        db.booking.findFirst({ where: { customerId, specialistId, status: 'COMPLETED' }, select: { id: true } }),
      ]);
      return { emailVerified: Boolean(user?.emailVerifiedAt), returning: completed !== null };
    },

    /**
     * Inserts the booking and reads it back in the same statement; `afterInTransaction` runs in
     * its transaction (notifications of it). Errors keep node-postgres's SQLSTATE (`sqlState`).
     */
    async insert(data: NewBooking, afterInTransaction?: (sql: SqlRunner, row: BookingRow) => Promise<void>): Promise<BookingRow> {
      if (!afterInTransaction) {
        const [row] = await readRows<RawBooking>(db, insertBookingSql(data));
        return toBookingRow(row!);
      }
      return inTransaction(db, async (sql) => {
        const [raw] = await sql.rows<RawBooking>(insertBookingSql(data));
        const row = toBookingRow(raw!);
        await afterInTransaction(sql, row);
        return row;
      });
    },

    /**
     * One conditional UPDATE: it changes the booking only while it still has one of `statuses`
     * and the start time the caller's rules were checked against, so of two racing transitions
     * exactly one wins. null when the booking was no longer in that state.
     */
    async transition(
      expected: ExpectedState,
      changes: BookingChanges,
      options: { countCompletedJob?: boolean; afterInTransaction?: (tx: DbOrTx, bookingId: string) => Promise<void>; notifyInTransaction?: (tx: DbOrTx, row: BookingRow) => Promise<void> } = {},
    ): Promise<BookingRow | null> {
      return db.$transaction(async (tx) => {
        const { count } = await tx.booking.updateMany({
          where: { id: expected.id, status: { in: [...expected.statuses] }, scheduledAt: expected.scheduledAt },
          data: changes,
        });
        if (count === 0) return null;
        const row = await byId(tx, expected.id);
        if (row && options.countCompletedJob) {
          await tx.specialistProfile.update({ where: { id: row.specialistId }, data: { completedJobs: { increment: 1 } } });
        }
        if (row && options.afterInTransaction) await options.afterInTransaction(tx, row.id);
        if (row && options.notifyInTransaction) await options.notifyInTransaction(tx, row);
        return row;
      });
    },

    async list(scope: BookingScope, filters: { statuses?: BookingStatus[]; from?: Date; to?: Date; order: 'asc' | 'desc'; skip: number; take: number }) {
      const where: Prisma.BookingWhereInput = {
        ...scopeWhere(scope),
        ...(filters.statuses?.length ? { status: { in: filters.statuses } } : {}),
        ...(filters.from || filters.to ? { scheduledAt: { ...(filters.from ? { gte: filters.from } : {}), ...(filters.to ? { lt: filters.to } : {}) } } : {}),
      };
      const [rows, total] = await Promise.all([
        db.booking.findMany({ where, select: bookingSelect, orderBy: [{ scheduledAt: filters.order }, { id: 'asc' }], skip: filters.skip, take: filters.take }),
        db.booking.count({ where }),
      ]);
      return { rows, total };
    },

    /** Past bookings: started before `now`, or already closed; newest first. */
    async history(scope: BookingScope, now: Date, page: { skip: number; take: number }) {
      const where: Prisma.BookingWhereInput = { ...scopeWhere(scope), OR: [{ scheduledAt: { lt: now } }, { status: { in: CLOSED } }] };
      const [rows, total] = await Promise.all([
        db.booking.findMany({ where, select: bookingSelect, orderBy: [{ scheduledAt: 'desc' }, { id: 'asc' }], ...page }),
        db.booking.count({ where }),
      ]);
      return { rows, total };
    },

    /** Active bookings that have not started yet, soonest first. */
    async upcoming(scope: BookingScope, now: Date, take: number): Promise<BookingRow[]> {
      return db.booking.findMany({
        where: { ...scopeWhere(scope), status: { in: ACTIVE }, scheduledAt: { gte: now } },
        select: bookingSelect,
        orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }],
        take,
      });
    },

    /** Counts per status and the sum of completed bookings per currency, for bookings scheduled in [from, to) (null: open). */
    async stats(scope: BookingScope, from: Date | null, to: Date | null, now: Date) {
      const where: Prisma.BookingWhereInput = { ...scopeWhere(scope), scheduledAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } };
      const [byStatus, completedSums, upcoming] = await Promise.all([
        db.booking.groupBy({ by: ['status'], where, _count: { _all: true } }),
        db.booking.groupBy({ by: ['currency'], where: { ...where, status: 'COMPLETED' }, _sum: { priceMinor: true } }),
        db.booking.count({ where: { ...scopeWhere(scope), status: { in: ACTIVE }, scheduledAt: { gte: now } } }),
      ]);
      return {
        byStatus: byStatus.map((g) => ({ status: g.status, count: g._count._all })),
        completedMinorByCurrency: completedSums.map((g) => ({ currency: g.currency, minor: g._sum.priceMinor ?? 0 })),
        upcoming,
      };
    },

    /** The time zone whose calendar a scope's periods follow: the specialist's own, else the customer's (null: none stored). */
    async timezoneOf(scope: BookingScope): Promise<string | null> {
      if ('specialistUserId' in scope) {
        return (await db.specialistProfile.findUnique({ where: { userId: scope.specialistUserId }, select: { timezone: true } }))?.timezone ?? null;
      }
      if ('customerId' in scope) return (await db.user.findUnique({ where: { id: scope.customerId }, select: { timezone: true } }))?.timezone ?? null;
      return null;
    },

    async specialistById(id: string) {
      return isUuid(id) ? db.specialistProfile.findUnique({ where: { id }, select: { id: true, userId: true, bufferMinutes: true } }) : null;
    },

    /**
     * What keeps [start, end) of a specialist busy: active bookings (their busy range, buffer
     * included) and one-off blocked time (blocks, vacations, unavailable slots).
     */
    async busyRanges(specialistId: string, start: Date, end: Date, excludeBookingId: string | null): Promise<BusyRange[]> {
      const [bookings, blocks] = await Promise.all([
        db.booking.findMany({
          where: {
            specialistId,
            status: { in: ACTIVE },
            scheduledAt: { lt: end },
            busyUntil: { gt: start },
            ...(excludeBookingId && isUuid(excludeBookingId) ? { id: { not: excludeBookingId } } : {}),
          },
          select: { id: true, scheduledAt: true, busyUntil: true, customerId: true },
          orderBy: { scheduledAt: 'asc' },
        }),
        db.availabilityBlock.findMany({
          where: { specialistId, repeatWeekly: false, available: false, startsAt: { lt: end }, endsAt: { gt: start } },
          select: { id: true, startsAt: true, endsAt: true },
          orderBy: { startsAt: 'asc' },
        }),
      ]);
      return [
        ...bookings.map((b) => ({ id: b.id, kind: 'booking' as const, startsAt: b.scheduledAt, endsAt: b.busyUntil, customerId: b.customerId })),
        ...blocks.map((b) => ({ id: b.id, kind: 'blocked' as const, startsAt: b.startsAt, endsAt: b.endsAt, customerId: null })),
      ];
    },

    /** Everything of a scope for an export, oldest first (bounded: an export is not a backup). */
    async forExport(scope: BookingScope, take: number): Promise<BookingRow[]> {
      return db.booking.findMany({ where: scopeWhere(scope), select: bookingSelect, orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }], take });
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
