import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '@vizyt/contracts';

export type StatsPeriod = 'week' | 'month' | 'quarter' | 'year' | 'all';

/** [from, to) of the bookings a stats answer counts; null = open on that side. */
export interface StatsWindow {
  from: Date | null;
  to: Date | null;
}

const NEXT = { week: { weeks: 1 }, month: { months: 1 }, quarter: { quarters: 1 }, year: { years: 1 } } as const;

/**
 * The calendar period that contains `now` on the wall calendar of `zone` (a week starts on
 * Monday), whole: its past and its future part, so "this month" counts the bookings still to
 * come this month, exactly as the list of bookings shows them. Midnights are the zone's, so a
 * month of a Kyiv specialist starts at 22:00Z or 21:00Z depending on summer time.
 * `from`/`to` narrow the window further (the list's date filter); 'all' is unbounded.
 */
export function statsWindow(period: StatsPeriod, now: Date, zone: string, range: { from?: Date; to?: Date } = {}): StatsWindow {
  let from: Date | null = null;
  let to: Date | null = null;
  if (period !== 'all') {
    const local = DateTime.fromJSDate(now, { zone });
    const start = (local.isValid ? local : DateTime.fromJSDate(now, { zone: DEFAULT_TIMEZONE })).startOf(period);
    from = start.toJSDate();
    to = start.plus(NEXT[period]).startOf('day').toJSDate();
  }
  if (range.from && (!from || range.from > from)) from = range.from;
  if (range.to && (!to || range.to < to)) to = range.to;
  return { from, to };
}
