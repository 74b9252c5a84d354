/**
 * Booking times for people: a UTC instant shown in a chosen IANA zone (the viewer's profile zone
 * for customers, the specialist's own zone on the specialist's list), always with the zone named.
 */
import { DateTime } from 'luxon';
import { formatZone } from '@/lib/time-zone';

export { zoneCity } from '@/lib/time-zone';

const inZone = (iso: string, zone: string, locale: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).setLocale(locale);

/** "Kyiv (UTC+02:00)" ("Київ (UTC+02:00)" in uk): the offset of that instant, so daylight-saving time shows correctly. */
export const zoneLabel = (zone: string, iso: string, locale?: string): string => formatZone(zone, locale, new Date(iso));

export interface ZonedTime {
  /** "Tuesday, 1 December 2026" in the interface language. */
  date: string;
  /** "1 December 2026" (no weekday): for dates inside sentences ("until …"). */
  day: string;
  /** "10:00". */
  time: string;
  /** "01.12.2026, 10:00"-like short form for dense lists and sentences. */
  short: string;
  zone: string;
  /** `YYYY-MM-DD` in the zone (for the calendar and grouping). */
  isoDate: string;
}

export const zonedTime = (iso: string, zone: string, locale: string): ZonedTime => {
  const dt = inZone(iso, zone, locale);
  return {
    date: dt.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    day: dt.toLocaleString({ day: 'numeric', month: 'long', year: 'numeric' }),
    time: dt.toLocaleString({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    short: dt.toLocaleString({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    zone: zoneLabel(zone, iso, locale),
    isoDate: dt.toISODate() ?? '',
  };
};

/** The first letter in upper case ("понеділок" → "Понеділок") for a date that starts a line. */
export const capitalize = (value: string): string => value.charAt(0).toLocaleUpperCase() + value.slice(1);

/** A time of day only ("14:30"), for slot buttons. */
export const timeOfDay = (iso: string, zone: string, locale: string): string =>
  inZone(iso, zone, locale).toLocaleString({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A `YYYY-MM-DD` day as "Tue, 1 Dec" in the interface language. */
export const dayLabel = (isoDate: string, locale: string): { weekday: string; day: string } => {
  const dt = DateTime.fromISO(isoDate, { zone: 'utc' }).setLocale(locale);
  return { weekday: dt.toLocaleString({ weekday: 'short' }), day: dt.toLocaleString({ day: 'numeric', month: 'short' }) };
};

/** Midnight that starts `isoDate` in `zone`, as a UTC instant (the `from` of a date filter). */
export const startOfDayUtc = (isoDate: string, zone: string): string | undefined => {
  const dt = DateTime.fromISO(isoDate, { zone });
  return dt.isValid ? (dt.startOf('day').toUTC().toISO() ?? undefined) : undefined;
};

/** Midnight after `isoDate` in `zone` (an exclusive `to`, so the whole last day is included). */
export const endOfDayUtc = (isoDate: string, zone: string): string | undefined => {
  const dt = DateTime.fromISO(isoDate, { zone });
  return dt.isValid ? (dt.startOf('day').plus({ days: 1 }).toUTC().toISO() ?? undefined) : undefined;
};

/** Whole hours between a deadline and the start: the specialist's cancellation window. */
export const windowHours = (deadline: string, scheduledAt: string): number =>
  Math.round((Date.parse(scheduledAt) - Date.parse(deadline)) / 3_600_000);
