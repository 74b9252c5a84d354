import { BOOKING_STATUSES, DEFAULT_TIMEZONE, type AdminStatsPeriod, type BookingStatus } from '@vizyt/contracts';
import { DateTime } from 'luxon';
import { periodWindow } from '../analytics/analytics.service.js';

/**
 * Pure arithmetic of GET /admin/stats: no database, no HTTP. The platform's calendar is
 * Europe/Kyiv: a period is the calendar week (Monday first), month, quarter or year that holds
 * now, whole, between the zone's midnights (the specialist analytics' windows), so a DST month
 * lasts 743 or 745 hours and its days keep their local dates.
 */
export const ADMIN_STATS_ZONE = DEFAULT_TIMEZONE;

export interface StatsWindow {
  from: Date;
  to: Date;
}

/** A series point covers a local day, or a local month for the year. */
export type SeriesUnit = 'day' | 'month';
export const seriesUnitOf = (period: AdminStatsPeriod): SeriesUnit => (period === 'year' ? 'month' : 'day');

export const adminStatsWindow = (period: AdminStatsPeriod, now: Date, zone = ADMIN_STATS_ZONE): StatsWindow => periodWindow(period, now, zone);

/** Every point's key in order, empty ones included: YYYY-MM-DD per day, YYYY-MM per month. */
export function seriesKeys(w: StatsWindow, unit: SeriesUnit, zone = ADMIN_STATS_ZONE): string[] {
  const keys: string[] = [];
  const end = DateTime.fromJSDate(w.to, { zone });
  const format = unit === 'day' ? 'yyyy-MM-dd' : 'yyyy-MM';
  for (let d = DateTime.fromJSDate(w.from, { zone }).startOf(unit); d < end; d = d.plus({ [`${unit}s`]: 1 }).startOf(unit)) keys.push(d.toFormat(format));
  return keys;
}

export interface SeriesCounts {
  key: string;
  newUsers?: number;
  bookings?: number;
  paidMinor?: number;
}

/** Merges the per-key figures from the database into every key of the period (missing = 0). */
export function fillSeries(keys: string[], rows: SeriesCounts[]): { date: string; newUsers: number; bookings: number; paidMinor: number }[] {
  const byKey = new Map<string, { newUsers: number; bookings: number; paidMinor: number }>(keys.map((k) => [k, { newUsers: 0, bookings: 0, paidMinor: 0 }]));
  for (const r of rows) {
    const point = byKey.get(r.key);
    if (!point) continue;
    point.newUsers += r.newUsers ?? 0;
    point.bookings += r.bookings ?? 0;
    point.paidMinor += r.paidMinor ?? 0;
  }
  return keys.map((date) => ({ date, ...byKey.get(date)! }));
}

/** Every booking status with its count (0 when absent). */
export function bookingsByStatus(rows: { status: string; count: number }[]): Record<BookingStatus, number> {
  const out = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<BookingStatus, number>;
  for (const r of rows) if ((BOOKING_STATUSES as readonly string[]).includes(r.status)) out[r.status as BookingStatus] += r.count;
  return out;
}
