/**
 * Calendar arithmetic of the booking flow in the visitor's time zone (STYLE.md rule 7: an
 * instant is UTC plus an IANA zone). Days are plain calendar dates ('YYYY-MM-DD'); slots are
 * the API's UTC instants, shown in the zone the API grouped them by.
 */
import { DateTime, IANAZone } from 'luxon';
import { DEFAULT_TIMEZONE } from '@vizyt/contracts';

/** The browser's own zone, when it reports a valid one. */
export const browserTimezone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** Renamed zones some browsers still report (ICU keeps the old names as canonical). */
const ZONE_RENAMES: Record<string, string> = {
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
};

const currentName = (zone: string): string => {
  const renamed = ZONE_RENAMES[zone];
  return renamed && IANAZone.isValidZone(renamed) ? renamed : zone;
};

/** The signed-in user's profile zone, else the browser's, else the product default (current names). */
export const resolveVisitorTimezone = (profileZone: string | null | undefined, browserZone: string | undefined): string =>
  currentName([profileZone, browserZone].find((zone): zone is string => Boolean(zone && IANAZone.isValidZone(zone))) ?? DEFAULT_TIMEZONE);

const canonicalZone = (zone: string): string => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
};

/** Two names of one zone ('Europe/Kiev' and 'Europe/Kyiv') count as the same. */
export const sameZone = (a: string, b: string): boolean => a === b || currentName(a) === currentName(b) || canonicalZone(a) === canonicalZone(b);

const calendarDay = (isoDate: string) => DateTime.fromISO(isoDate, { zone: 'utc' });

export const isIsoDate = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDay(value).isValid);

/** Today's date in `zone`. */
export const todayIn = (zone: string, now: Date = new Date()): string => DateTime.fromJSDate(now).setZone(zone).toISODate() ?? '';

export const addDays = (isoDate: string, days: number): string => calendarDay(isoDate).plus({ days }).toISODate() ?? isoDate;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round(calendarDay(to).diff(calendarDay(from), 'days').days);

/** Seven dates starting at `from`. */
export const weekDates = (from: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(from, i));

/** The calendar date of an instant in `zone`, or null for an invalid instant. */
export const dateOfInstant = (iso: string, zone: string): string | null => {
  const instant = DateTime.fromISO(iso, { zone });
  return instant.isValid ? instant.toISODate() : null;
};

export const isInstant = (value: string | null | undefined): value is string => Boolean(value && DateTime.fromISO(value).isValid);

export const sameInstant = (a: string, b: string): boolean => Date.parse(a) === Date.parse(b);

/** "10:00" (uk, ru), "10:00 AM" (en). */
export const formatTime = (iso: string, zone: string, locale: string): string =>
  DateTime.fromISO(iso, { zone }).setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE);

export { formatZone } from '@/lib/time-zone';

/** "понеділок, 30 листопада 2026 р." / "Monday, November 30, 2026". */
export const formatFullDate = (isoDate: string, locale: string): string =>
  calendarDay(isoDate).setLocale(locale).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Short parts of a day button: weekday ("пн", "Mon") and day of month. */
export const dayParts = (isoDate: string, locale: string) => {
  const day = calendarDay(isoDate).setLocale(locale);
  return { weekday: day.toLocaleString({ weekday: 'short' }), day: day.toFormat('d'), month: day.toLocaleString({ month: 'short' }) };
};

/** "30 лист. – 6 груд." for the week header. */
export const formatShortDate = (isoDate: string, locale: string): string =>
  calendarDay(isoDate).setLocale(locale).toLocaleString({ day: 'numeric', month: 'short' });

/** The full date and time of an instant in `zone`. */
export const formatDateTime = (iso: string, zone: string, locale: string): string => {
  const date = dateOfInstant(iso, zone);
  return date ? `${formatFullDate(date, locale)}, ${formatTime(iso, zone, locale)}` : '';
};
