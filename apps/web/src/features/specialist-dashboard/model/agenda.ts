/**
 * The dashboard's agenda: which bookings are today's and which come next, on the specialist's
 * own calendar (their zone), whatever zone the tablet is set to.
 */
import { DateTime } from 'luxon';
import type { Booking } from '@vizyt/contracts';

/** Midnight that starts today in `zone`, as a UTC instant (the `from` of the agenda's query). */
export const startOfTodayUtc = (zone: string, now: Date = new Date()): string =>
  DateTime.fromJSDate(now).setZone(zone).startOf('day').toUTC().toISO() ?? now.toISOString();

const localDay = (iso: string, zone: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).toISODate();

/** Today's bookings (any time today, even past ones still open) and the next ones after today, both in time order. */
export const splitAgenda = (bookings: readonly Booking[], zone: string, now: Date = new Date(), nextLimit = 5): { today: Booking[]; next: Booking[] } => {
  const today = DateTime.fromJSDate(now).setZone(zone).toISODate();
  const sorted = [...bookings].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  return {
    today: sorted.filter((b) => localDay(b.scheduledAt, zone) === today),
    next: sorted.filter((b) => (localDay(b.scheduledAt, zone) ?? '') > (today ?? '')).slice(0, nextLimit),
  };
};

/** "14:30" or "пт, 28 лист., 14:30": a booking's time on the specialist's calendar. */
export const agendaTime = (iso: string, zone: string, language: string, withDay: boolean): string =>
  DateTime.fromISO(iso, { zone: 'utc' })
    .setZone(zone)
    .setLocale(language)
    .toLocaleString(withDay ? { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
