import { UAH_PER_UNIT } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';

/**
 * The stats and analytics figures other than money, computed in SQL on the real rows (issue #14);
 * money earned is modules/payments/specialist-income (one definition for every screen, #26).
 * Money stays in minor units here; local days, weeks, weekdays and hours are the calendar of
 * the IANA zone passed in (`AT TIME ZONE`), so a DST week has its 23- or 25-hour day.
 */

export interface Window {
  from: Date;
  to: Date;
}
/** The unit a series point covers (Postgres date_trunc field; weeks start on Monday). */
export type Bucket = 'day' | 'week' | 'month';

/** Payment statuses whose money was taken (payments.repository's CHARGED; modules do not share repositories). */
const CHARGED = ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
const charged = Prisma.join([...CHARGED]);
/** A booking's price in kopiyky of hryvnia: the fixed rates GET /bookings/stats uses. */
const uahMinor = (alias: string) =>
  Prisma.sql`(${Prisma.raw(alias)}.price_minor * (CASE ${Prisma.raw(alias)}.currency ${Prisma.join(
    Object.entries(UAH_PER_UNIT).map(([code, rate]) => Prisma.sql`WHEN ${code} THEN ${rate}::int`),
    ' ',
  )} ELSE 1 END))`;

const num = (v: bigint | number | string | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

export function createAnalyticsRepository(db: Db) {
  return {
    async specialistOf(userId: string) {
      return db.specialistProfile.findUnique({ where: { userId }, select: { id: true, userId: true, timezone: true } });
    },

    async customerStats(userId: string, now: Date) {
      const [row] = await db.$queryRaw<
        { total: bigint; upcoming: bigint; completed: bigint; cancelled: bigint; spent: bigint | null; fav_services: bigint; fav_specialists: bigint; reviews: bigint; points: number; created_at: Date }[]
      >`
        SELECT
          (SELECT count(*) FROM bookings WHERE customer_id = ${userId}::uuid) AS total,
          (SELECT count(*) FROM bookings WHERE customer_id = ${userId}::uuid AND status IN ('PENDING', 'CONFIRMED') AND scheduled_at > ${now}) AS upcoming,
          (SELECT count(*) FROM bookings WHERE customer_id = ${userId}::uuid AND status = 'COMPLETED') AS completed,
          (SELECT count(*) FROM bookings WHERE customer_id = ${userId}::uuid AND status = 'CANCELLED') AS cancelled,
          (SELECT SUM(amount_minor - refunded_minor) FROM payments WHERE customer_id = ${userId}::uuid AND status::text IN (${charged})) AS spent,
          (SELECT count(*) FROM favorite_services WHERE user_id = ${userId}::uuid) AS fav_services,
          (SELECT count(*) FROM favorite_specialists WHERE user_id = ${userId}::uuid) AS fav_specialists,
          (SELECT count(*) FROM reviews WHERE customer_id = ${userId}::uuid) AS reviews,
          u.loyalty_points AS points, u.created_at
        FROM users u WHERE u.id = ${userId}::uuid`;
      return {
        total: num(row!.total),
        upcoming: num(row!.upcoming),
        completed: num(row!.completed),
        cancelled: num(row!.cancelled),
        spentMinor: num(row!.spent),
        favorites: num(row!.fav_services) + num(row!.fav_specialists),
        reviews: num(row!.reviews),
        points: row!.points ?? 0,
        memberSince: row!.created_at,
      };
    },

    /** Bookings scheduled in the window, by status. */
    async bookingCounts(specialistId: string, w: Window) {
      const [row] = await db.$queryRaw<{ total: bigint; completed: bigint; cancelled: bigint; no_show: bigint; completed_minor: bigint | null }[]>`
        SELECT count(*) AS total,
               count(*) FILTER (WHERE b.status = 'COMPLETED') AS completed,
               count(*) FILTER (WHERE b.status = 'CANCELLED') AS cancelled,
               count(*) FILTER (WHERE b.status = 'NO_SHOW') AS no_show,
               SUM(${uahMinor('b')}) FILTER (WHERE b.status = 'COMPLETED') AS completed_minor
        FROM bookings b
        WHERE b.specialist_id = ${specialistId}::uuid AND b.scheduled_at >= ${w.from} AND b.scheduled_at < ${w.to}`;
      return { total: num(row!.total), completed: num(row!.completed), cancelled: num(row!.cancelled), noShow: num(row!.no_show), completedMinor: num(row!.completed_minor) };
    },

    /**
     * Median minutes from request to the specialist's answer, for requests made in the window:
     * confirmation, or else a cancellation by the specialist themself. null when none answered.
     */
    async medianResponseMinutes(specialistId: string, specialistUserId: string, w: Window): Promise<number | null> {
      const [row] = await db.$queryRaw<{ median: number | null }[]>`
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM (answered - created_at)) / 60) AS median
        FROM (
          SELECT created_at,
                 COALESCE(confirmed_at, CASE WHEN cancelled_by_id = ${specialistUserId}::uuid THEN cancelled_at END) AS answered
          FROM bookings
          WHERE specialist_id = ${specialistId}::uuid AND created_at >= ${w.from} AND created_at < ${w.to}
        ) answers
        WHERE answered IS NOT NULL`;
      return row?.median === null || row?.median === undefined ? null : Number(row.median);
    },

    async averageRating(specialistId: string): Promise<number | null> {
      const [row] = await db.$queryRaw<{ avg: Prisma.Decimal | null }[]>`SELECT AVG(rating) AS avg FROM reviews WHERE specialist_id = ${specialistId}::uuid AND hidden_at IS NULL`;
      return row?.avg === null || row?.avg === undefined ? null : Number(row.avg.toString());
    },

    /** Views of the specialist's services in the window (one per viewer, service and day). */
    async views(specialistId: string, w: Window): Promise<number> {
      const [row] = await db.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) AS count FROM service_views v JOIN services s ON s.id = v.service_id
        WHERE s.specialist_id = ${specialistId}::uuid AND v.viewed_at >= ${w.from} AND v.viewed_at < ${w.to}`;
      return num(row!.count);
    },

    /** People who favour the specialist or any of their services, each once. */
    async favoriteCount(specialistId: string): Promise<number> {
      const [row] = await db.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) AS count FROM (
          SELECT user_id FROM favorite_specialists WHERE specialist_id = ${specialistId}::uuid
          UNION
          SELECT f.user_id FROM favorite_services f JOIN services s ON s.id = f.service_id WHERE s.specialist_id = ${specialistId}::uuid
        ) fans`;
      return num(row!.count);
    },

    /**
     * The window's customers (a booking scheduled in it, any status) and the new ones among them:
     * their first booking with the specialist ever is in the window. The rest are returning — the
     * one definition behind the overview's share and the insights' split.
     */
    async customerMix(specialistId: string, w: Window) {
      const [who] = await db.$queryRaw<{ customers: bigint; new_customers: bigint }[]>`
        SELECT count(*) AS customers,
               count(*) FILTER (WHERE (SELECT min(e.scheduled_at) FROM bookings e WHERE e.specialist_id = ${specialistId}::uuid AND e.customer_id = c.customer_id) >= ${w.from}) AS new_customers
        FROM (SELECT DISTINCT customer_id FROM bookings WHERE specialist_id = ${specialistId}::uuid AND scheduled_at >= ${w.from} AND scheduled_at < ${w.to}) c`;
      return { customers: num(who!.customers), newCustomers: num(who!.new_customers) };
    },

    /**
     * Signed-in people who viewed the specialist's services in the window (each once), and those of
     * them who sent the specialist a booking request (created) in the window: a subset, so the
     * conversion it gives cannot exceed 100 %.
     */
    async viewersWhoBooked(specialistId: string, w: Window) {
      const [row] = await db.$queryRaw<{ viewers: bigint; booked: bigint }[]>`
        SELECT count(DISTINCT v.user_id) AS viewers,
               count(DISTINCT v.user_id) FILTER (WHERE EXISTS (
                 SELECT 1 FROM bookings b
                 WHERE b.specialist_id = ${specialistId}::uuid AND b.customer_id = v.user_id AND b.created_at >= ${w.from} AND b.created_at < ${w.to}
               )) AS booked
        FROM service_views v JOIN services s ON s.id = v.service_id
        WHERE s.specialist_id = ${specialistId}::uuid AND v.user_id IS NOT NULL AND v.viewed_at >= ${w.from} AND v.viewed_at < ${w.to}`;
      return { viewers: num(row!.viewers), booked: num(row!.booked) };
    },

    /** The window's started bookings, and those started within 10 minutes of their time (either side). */
    async punctuality(specialistId: string, w: Window) {
      const [row] = await db.$queryRaw<{ started: bigint; on_time: bigint }[]>`
        SELECT count(*) AS started, count(*) FILTER (WHERE abs(EXTRACT(EPOCH FROM (started_at - scheduled_at))) <= 600) AS on_time
        FROM bookings
        WHERE specialist_id = ${specialistId}::uuid AND started_at IS NOT NULL AND scheduled_at >= ${w.from} AND scheduled_at < ${w.to}`;
      return { started: num(row!.started), onTime: num(row!.on_time) };
    },

    /** Bookings (by scheduledAt, any status) per local bucket, keyed YYYY-MM-DD (the money of the series is specialist-income's). */
    async bookingSeries(specialistId: string, zone: string, w: Window, bucket: Bucket) {
      const unit = Prisma.raw(`'${bucket}'`);
      const bookings = await db.$queryRaw<{ key: string; count: bigint }[]>`
        SELECT to_char(date_trunc(${unit}, scheduled_at AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS key, count(*) AS count
        FROM bookings
        WHERE specialist_id = ${specialistId}::uuid AND scheduled_at >= ${w.from} AND scheduled_at < ${w.to}
        GROUP BY 1`;
      return new Map(bookings.map((r) => [r.key, num(r.count)]));
    },

    async topServices(specialistId: string, w: Window) {
      const rows = await db.$queryRaw<{ id: string; name: string; bookings: bigint; completed: bigint; completed_minor: bigint | null; rating_average: number; rating_count: number }[]>`
        SELECT s.id, s.name, s.rating_average, s.rating_count,
               count(*) AS bookings,
               count(*) FILTER (WHERE b.status = 'COMPLETED') AS completed,
               SUM(${uahMinor('b')}) FILTER (WHERE b.status = 'COMPLETED') AS completed_minor
        FROM bookings b JOIN services s ON s.id = b.service_id
        WHERE b.specialist_id = ${specialistId}::uuid AND b.scheduled_at >= ${w.from} AND b.scheduled_at < ${w.to}
        GROUP BY s.id
        ORDER BY count(*) DESC, SUM(${uahMinor('b')}) FILTER (WHERE b.status = 'COMPLETED') DESC NULLS LAST, s.name, s.id
        LIMIT 10`;
      return rows.map((r) => ({
        serviceId: r.id,
        name: r.name,
        bookings: num(r.bookings),
        completed: num(r.completed),
        completedMinor: num(r.completed_minor),
        averageRating: r.rating_count > 0 ? r.rating_average : null,
      }));
    },

    async customerInsights(specialistId: string, zone: string, w: Window) {
      // Profiles hold no city: a customer's city is that of their default saved address.
      const cities = await db.$queryRaw<{ city: string; customers: bigint }[]>`
        SELECT COALESCE(a.city, 'unknown') AS city, count(*) AS customers
        FROM (SELECT DISTINCT customer_id FROM bookings WHERE specialist_id = ${specialistId}::uuid AND scheduled_at >= ${w.from} AND scheduled_at < ${w.to}) c
        LEFT JOIN addresses a ON a.user_id = c.customer_id AND a.is_default
        GROUP BY 1 ORDER BY 2 DESC, 1`;
      const weekdays = await db.$queryRaw<{ weekday: number; count: bigint }[]>`
        SELECT EXTRACT(ISODOW FROM scheduled_at AT TIME ZONE ${zone})::int AS weekday, count(*) AS count
        FROM bookings
        WHERE specialist_id = ${specialistId}::uuid AND scheduled_at >= ${w.from} AND scheduled_at < ${w.to}
        GROUP BY 1`;
      const hours = await db.$queryRaw<{ hour: number; count: bigint }[]>`
        SELECT EXTRACT(HOUR FROM scheduled_at AT TIME ZONE ${zone})::int AS hour, count(*) AS count
        FROM bookings
        WHERE specialist_id = ${specialistId}::uuid AND scheduled_at >= ${w.from} AND scheduled_at < ${w.to}
        GROUP BY 1`;
      return {
        byCity: cities.map((c) => ({ city: c.city, customers: num(c.customers) })),
        byWeekday: new Map(weekdays.map((r) => [Number(r.weekday), num(r.count)])),
        byHour: new Map(hours.map((r) => [Number(r.hour), num(r.count)])),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
