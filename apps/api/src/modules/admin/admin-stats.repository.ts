import { SUPPORT_USER_ID, type Language } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';
import { adminStatusSql } from './admin-users.repository.js';
import type { SeriesCounts, SeriesUnit, StatsWindow } from './admin-stats.js';

/** Payment statuses whose money was taken (payments.repository's CHARGED; modules do not share repositories). */
const CHARGED = Prisma.join(['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
/** The commission on what a payment kept, at its recorded rate (payment-rules' commissionOf, row by row). */
const commissionSql = Prisma.sql`ROUND(((p.amount_minor - p.refunded_minor) * COALESCE(p.commission_bps, 0))::numeric / 10000)`;
const TOP = 5;

const num = (v: bigint | number | string | Prisma.Decimal | null | undefined): number => (v === null || v === undefined ? 0 : Number(v.toString()));

/** Every figure of GET /admin/stats, in SQL on the real rows; money in minor units (UAH). */
export function createAdminStatsRepository(db: Db) {
  return {
    /** Live accounts (deleted ones and the Vizyt support system account left out) by role and by the admin's status, and those created in the window. */
    async users(w: StatsWindow) {
      const rows = await db.$queryRaw<{ role: string; status: string; n: number; created: number }[]>`
        SELECT u.role::text AS role, ${adminStatusSql} AS status, count(*)::int AS n,
               count(*) FILTER (WHERE u.created_at >= ${w.from} AND u.created_at < ${w.to})::int AS created
        FROM users u WHERE u.deleted_at IS NULL AND u.id <> ${SUPPORT_USER_ID}::uuid
        GROUP BY 1, 2`;
      return rows.map((r) => ({ ...r, n: num(r.n), created: num(r.created) }));
    },

    /** Bookings scheduled in the window, by status. */
    async bookingsByStatus(w: StatsWindow) {
      const rows = await db.$queryRaw<{ status: string; count: number }[]>`
        SELECT status::text AS status, count(*)::int AS count FROM bookings
        WHERE scheduled_at >= ${w.from} AND scheduled_at < ${w.to} GROUP BY 1`;
      return rows.map((r) => ({ status: r.status, count: num(r.count) }));
    },

    /**
     * Paid: charged payments paid in the window (their full amounts). Refunds: refunds made in the
     * window that did not fail (whatever payment they return). Commission: on the window's
     * payments, of what each kept after its refunds, at the rate recorded on it.
     */
    async money(w: StatsWindow) {
      const [row] = await db.$queryRaw<{ paid: bigint | null; commission: Prisma.Decimal | null; refunds: bigint | null }[]>`
        SELECT
          (SELECT SUM(p.amount_minor) FROM payments p WHERE p.status::text IN (${CHARGED}) AND p.paid_at >= ${w.from} AND p.paid_at < ${w.to}) AS paid,
          (SELECT SUM(${commissionSql}) FROM payments p WHERE p.status::text IN (${CHARGED}) AND p.paid_at >= ${w.from} AND p.paid_at < ${w.to}) AS commission,
          (SELECT SUM(r.amount_minor) FROM refunds r WHERE r.status <> 'FAILED' AND r.created_at >= ${w.from} AND r.created_at < ${w.to}) AS refunds`;
      return { paidMinor: num(row?.paid), refundsMinor: num(row?.refunds), commissionMinor: num(row?.commission) };
    },

    /** Open work for the admins: pending verification requests and unresolved reports of every kind. */
    async queues() {
      const [row] = await db.$queryRaw<{ verifications: number; reports: number }[]>`
        SELECT
          (SELECT count(*) FROM verification_requests WHERE status = 'PENDING')::int AS verifications,
          ((SELECT count(*) FROM service_reports WHERE resolved_at IS NULL)
           + (SELECT count(*) FROM review_reports WHERE resolved_at IS NULL)
           + (SELECT count(*) FROM specialist_reports WHERE resolved_at IS NULL))::int AS reports`;
      return { pendingVerifications: num(row?.verifications), openReports: num(row?.reports) };
    },

    /** Categories by the window's bookings; revenue = what charged payments of those bookings kept. */
    async topCategories(w: StatsWindow, language: Language) {
      const name = Prisma.raw(language === 'en' ? 'c.name_en' : language === 'ru' ? 'c.name_ru' : 'c.name_uk');
      const rows = await db.$queryRaw<{ id: string; name: string; bookings: number; revenue: bigint | null }[]>`
        SELECT c.id, ${name} AS name, count(*)::int AS bookings,
               SUM((SELECT SUM(p.amount_minor - p.refunded_minor) FROM payments p WHERE p.booking_id = b.id AND p.status::text IN (${CHARGED}))) AS revenue
        FROM bookings b
        JOIN services s ON s.id = b.service_id
        JOIN categories c ON c.id = s.category_id
        WHERE b.scheduled_at >= ${w.from} AND b.scheduled_at < ${w.to}
        GROUP BY c.id, ${name}
        ORDER BY bookings DESC, revenue DESC NULLS LAST, c.id
        LIMIT ${TOP}`;
      return rows.map((r) => ({ id: r.id, name: r.name, bookings: num(r.bookings), revenueMinor: num(r.revenue) }));
    },

    /** Cities by the window's bookings (the specialist's city), with the live specialists each has. */
    async topCities(w: StatsWindow) {
      const rows = await db.$queryRaw<{ city: string; bookings: number; specialists: number }[]>`
        WITH booked AS (
          SELECT sp.city, count(*)::int AS bookings FROM bookings b JOIN specialist_profiles sp ON sp.id = b.specialist_id
          WHERE b.scheduled_at >= ${w.from} AND b.scheduled_at < ${w.to} GROUP BY sp.city
        ), present AS (
          SELECT sp.city, count(*)::int AS specialists FROM specialist_profiles sp JOIN users u ON u.id = sp.user_id AND u.deleted_at IS NULL
          GROUP BY sp.city
        )
        SELECT COALESCE(booked.city, present.city) AS city, COALESCE(booked.bookings, 0) AS bookings, COALESCE(present.specialists, 0) AS specialists
        FROM booked FULL JOIN present ON present.city = booked.city
        ORDER BY 2 DESC, 3 DESC, 1
        LIMIT ${TOP}`;
      return rows.map((r) => ({ city: r.city, bookings: num(r.bookings), specialists: num(r.specialists) }));
    },

    /** Per local day (or month) of the window: accounts created, bookings scheduled, money paid. */
    async series(w: StatsWindow, unit: SeriesUnit, zone: string): Promise<SeriesCounts[]> {
      const bucket = (column: string) =>
        Prisma.sql`to_char(date_trunc(${unit}, ${Prisma.raw(column)} AT TIME ZONE ${zone}), ${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;
      const rows = await db.$queryRaw<{ key: string; kind: string; value: bigint | number | null }[]>`
        SELECT ${bucket('u.created_at')} AS key, 'users' AS kind, count(*)::bigint AS value
          FROM users u WHERE u.deleted_at IS NULL AND u.id <> ${SUPPORT_USER_ID}::uuid AND u.created_at >= ${w.from} AND u.created_at < ${w.to} GROUP BY 1
        UNION ALL
        SELECT ${bucket('b.scheduled_at')}, 'bookings', count(*)::bigint
          FROM bookings b WHERE b.scheduled_at >= ${w.from} AND b.scheduled_at < ${w.to} GROUP BY 1
        UNION ALL
        SELECT ${bucket('p.paid_at')}, 'paid', SUM(p.amount_minor)::bigint
          FROM payments p WHERE p.status::text IN (${CHARGED}) AND p.paid_at >= ${w.from} AND p.paid_at < ${w.to} GROUP BY 1`;
      return rows.map((r) =>
        r.kind === 'users' ? { key: r.key, newUsers: num(r.value) } : r.kind === 'bookings' ? { key: r.key, bookings: num(r.value) } : { key: r.key, paidMinor: num(r.value) },
      );
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
