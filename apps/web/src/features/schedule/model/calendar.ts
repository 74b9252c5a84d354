/**
 * Dates of the schedule in the specialist's zone (luxon). A "date" is an ISO "YYYY-MM-DD" on the
 * specialist's wall calendar; instants are compared as instants, and positions in a day column
 * use wall-clock minutes, so a spring-forward or fall-back night never shifts a whole day.
 */
import { DateTime } from 'luxon';
import { WEEKDAYS, type AvailabilityBlock, type Booking, type Weekday, type WorkingHours } from '@vizyt/contracts';

export const SCHEDULE_VIEWS = ['day', 'threeDays', 'week', 'month', 'year'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

/**
 * The views a screen offers. A week of time columns needs a tablet's width (768 px and up);
 * a phone gets one day or three instead, and a week link (the default, the month's "open day")
 * shows three days there, as three days shown on a wide screen become its week.
 */
export const viewsFor = (wide: boolean): readonly ScheduleView[] => (wide ? ['day', 'week', 'month', 'year'] : ['day', 'threeDays', 'month', 'year']);
export const effectiveView = (view: ScheduleView, wide: boolean): ScheduleView => {
  if (wide && view === 'threeDays') return 'week';
  if (!wide && view === 'week') return 'threeDays';
  return view;
};
/** Views drawn as time columns, one per day. */
export const isDaysView = (view: ScheduleView): view is 'day' | 'threeDays' | 'week' => view === 'day' || view === 'threeDays' || view === 'week';

export const DAY_MINUTES = 24 * 60;

export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The local day `date` in `zone` (midnight). */
export const dayIn = (date: string, zone: string): DateTime => DateTime.fromISO(date, { zone }).startOf('day');
export const isoDate = (dt: DateTime): string => dt.toISODate() ?? '';
export const todayIn = (zone: string, now: Date = new Date()): string => isoDate(DateTime.fromJSDate(now, { zone }));
export const weekdayOf = (dt: DateTime): Weekday => WEEKDAYS[dt.weekday - 1]!;
export const weekdayOfDate = (date: string): Weekday => weekdayOf(DateTime.fromISO(date));

export interface VisibleRange {
  /** First and last local day shown (inclusive). */
  firstDate: string;
  lastDate: string;
  /** The period itself (a month grid shows a few days of its neighbours). */
  periodFirst: string;
  periodLast: string;
  /** Instants of [start of firstDate, start of the day after lastDate). */
  start: DateTime;
  end: DateTime;
}

/** What the view shows around `anchor`: that day, three days from it, the ISO week (Monday first), the month grid, or the year. */
export const visibleRange = (view: ScheduleView, anchor: string, zone: string): VisibleRange => {
  const day = dayIn(anchor, zone);
  let periodStart: DateTime;
  let periodEnd: DateTime;
  let first: DateTime;
  let last: DateTime;
  if (view === 'day' || view === 'threeDays') {
    periodStart = first = day;
    periodEnd = last = day.plus({ days: view === 'day' ? 0 : 2 });
  } else if (view === 'week') {
    periodStart = first = day.startOf('week');
    periodEnd = last = first.plus({ days: 6 });
  } else if (view === 'month') {
    periodStart = day.startOf('month');
    periodEnd = day.endOf('month').startOf('day');
    first = periodStart.startOf('week');
    last = periodEnd.endOf('week').startOf('day');
  } else {
    periodStart = first = day.startOf('year');
    periodEnd = last = day.endOf('year').startOf('day');
  }
  return {
    firstDate: isoDate(first),
    lastDate: isoDate(last),
    periodFirst: isoDate(periodStart),
    periodLast: isoDate(periodEnd),
    start: first,
    end: last.plus({ days: 1 }).startOf('day'),
  };
};

/** The anchor one period earlier or later. */
export const shiftAnchor = (view: ScheduleView, anchor: string, step: -1 | 1): string => {
  const day = DateTime.fromISO(anchor);
  const moved =
    view === 'day'
      ? day.plus({ days: step })
      : view === 'threeDays'
        ? day.plus({ days: 3 * step })
        : view === 'week'
          ? day.plus({ weeks: step })
          : view === 'month'
            ? day.plus({ months: step })
            : day.plus({ years: step });
  return isoDate(moved);
};

/** Every local date of [first, last]. */
export const datesBetween = (first: string, last: string): string[] => {
  const out: string[] = [];
  for (let d = DateTime.fromISO(first); isoDate(d) <= last; d = d.plus({ days: 1 })) out.push(isoDate(d));
  return out;
};

export type ItemKind = 'booking' | 'block' | 'vacation' | 'slot';

/** One thing on the calendar: a booking or one occurrence of an availability entry. */
export interface ScheduleItem {
  key: string;
  kind: ItemKind;
  /** Bookable time (an available schedule slot); everything else is busy or blocked. */
  available: boolean;
  start: DateTime;
  end: DateTime;
  title: string | null;
  entry?: AvailabilityBlock;
  booking?: Booking;
}

/**
 * Occurrences of an entry whose local day lies in [firstDate, lastDate] or that reach into it,
 * the way the API computes them: a weekly entry recurs on `repeatDays` (default: the weekday of
 * its first date) from its first date on, at the same wall-clock times.
 */
export const occurrencesOf = (entry: AvailabilityBlock, zone: string, firstDate: string, lastDate: string): ScheduleItem[] => {
  const first = DateTime.fromISO(entry.startsAt, { zone });
  const last = DateTime.fromISO(entry.endsAt, { zone });
  const kind: ItemKind = entry.kind;
  const base = { kind, available: entry.kind === 'slot' && entry.available, title: entry.reason, entry };
  if (!entry.repeatWeekly) return [{ ...base, key: entry.id, start: first, end: last }];
  const spanDays = Math.round(last.startOf('day').diff(first.startOf('day'), 'days').days);
  const days = new Set<Weekday>(entry.repeatDays.length > 0 ? entry.repeatDays : [weekdayOf(first)]);
  const firstDay = first.startOf('day');
  const out: ScheduleItem[] = [];
  let date = DateTime.fromISO(firstDate, { zone }).minus({ days: spanDays });
  if (date < firstDay) date = firstDay;
  for (; isoDate(date) <= lastDate; date = date.plus({ days: 1 })) {
    if (!date.hasSame(firstDay, 'day') && !days.has(weekdayOf(date))) continue;
    const start = date.set({ hour: first.hour, minute: first.minute });
    const end = date.plus({ days: spanDays }).set({ hour: last.hour, minute: last.minute });
    if (end > start) out.push({ ...base, key: `${entry.id}:${isoDate(date)}`, start, end });
  }
  return out;
};

export const bookingItem = (booking: Booking, zone: string): ScheduleItem => ({
  key: `booking:${booking.id}`,
  kind: 'booking',
  available: false,
  start: DateTime.fromISO(booking.scheduledAt, { zone }),
  end: DateTime.fromISO(booking.endsAt, { zone }),
  title: booking.service.name,
  booking,
});

/** Entries (deduplicated by id) and bookings as calendar items that touch [range.start, range.end). */
export const itemsInRange = (
  entries: readonly AvailabilityBlock[],
  bookings: readonly Booking[],
  zone: string,
  range: Pick<VisibleRange, 'firstDate' | 'lastDate' | 'start' | 'end'>,
): ScheduleItem[] => {
  const unique = new Map(entries.map((e) => [e.id, e]));
  const items = [
    ...[...unique.values()].flatMap((e) => occurrencesOf(e, zone, range.firstDate, range.lastDate)),
    ...bookings.map((b) => bookingItem(b, zone)),
  ];
  return items.filter((i) => i.start < range.end && i.end > range.start).sort((a, b) => a.start.toMillis() - b.start.toMillis());
};

/** A piece of an item inside one local day, in wall-clock minutes from midnight. */
export interface DaySegment {
  item: ScheduleItem;
  fromMinute: number;
  toMinute: number;
}

/** The items that touch local day `date`, cut to that day. */
export const segmentsOfDay = (items: readonly ScheduleItem[], date: string, zone: string): DaySegment[] => {
  const dayStart = dayIn(date, zone);
  const dayEnd = dayStart.plus({ days: 1 }).startOf('day');
  return items
    .filter((item) => item.start < dayEnd && item.end > dayStart)
    .map((item) => ({
      item,
      fromMinute: item.start <= dayStart ? 0 : item.start.hour * 60 + item.start.minute,
      toMinute: item.end >= dayEnd ? DAY_MINUTES : item.end.hour * 60 + item.end.minute,
    }));
};

/** Working intervals of a local date (empty: a day off). */
export const workingIntervalsOn = (workingHours: WorkingHours, date: string) => workingHours[weekdayOfDate(date)] ?? [];

export interface RangeCounters {
  available: number;
  blocked: number;
  total: number;
}

/**
 * The counters of spec section 2 for the period [periodFirst, periodLast]:
 * - available: working-hour intervals of each day that no block or vacation fully covers, plus
 *   occurrences of extra bookable schedule slots;
 * - blocked: occurrences of blocked time, vacations and unavailable slots;
 * - total: both together. Bookings are not counted: they fill available time.
 */
export const countSlots = (
  workingHours: WorkingHours,
  items: readonly ScheduleItem[],
  zone: string,
  periodFirst: string,
  periodLast: string,
): RangeCounters => {
  const periodStart = dayIn(periodFirst, zone);
  const periodEnd = dayIn(periodLast, zone).plus({ days: 1 }).startOf('day');
  const inPeriod = items.filter((i) => i.kind !== 'booking' && i.start < periodEnd && i.end > periodStart);
  const blockedItems = inPeriod.filter((i) => !i.available);
  let available = inPeriod.filter((i) => i.available).length;
  for (const date of datesBetween(periodFirst, periodLast)) {
    const day = dayIn(date, zone);
    for (const interval of workingIntervalsOn(workingHours, date)) {
      const start = day.plus({ minutes: 0 }).set({ hour: Number(interval.start.slice(0, 2)), minute: Number(interval.start.slice(3, 5)) });
      const end = day.set({ hour: Number(interval.end.slice(0, 2)), minute: Number(interval.end.slice(3, 5)) });
      const covered = blockedItems.some((b) => b.start <= start && b.end >= end);
      if (!covered) available += 1;
    }
  }
  return { available, blocked: blockedItems.length, total: available + blockedItems.length };
};

/** luxon's locale for the interface language. */
export const luxonLocale = (language: string): string => (language === 'uk' ? 'uk' : language === 'ru' ? 'ru' : 'en-GB');
