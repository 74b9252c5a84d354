import type { DemoSpecialist, Weekday } from './types.js';

// Type aliases, not interfaces: they must be assignable to Prisma's JSON input type.
export type DemoTimeRange = { start: string; end: string };
export type DemoWorkingHours = Partial<Record<Weekday, DemoTimeRange[]>>;

const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKEND = new Set<Weekday>(['saturday', 'sunday']);
/** A lunch break of an hour (else half an hour) starting between 12:00 and 14:30, where no service time needs it. */
const LUNCH_STARTS = [13, 12.5, 13.5, 12, 14, 14.5].map((h) => h * 60);
const LUNCH_LENGTHS = [60, 30];
/** Weekend days end by this hour at the latest (a shorter day, as most small studios work). */
const WEEKEND_CLOSE = 16 * 60;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * Working hours of a demo specialist, derived from the days and start times of their services
 * so the demo offers real free slots: on each day some service runs, from the hour of the
 * earliest start to the hour after the latest end (at most 23:00); weekdays get a lunch break
 * (an hour, else half an hour, from 12:00–14:30, preferring 13:00) that no service time needs,
 * so a day has two intervals; Saturdays and Sundays close at 16:00 at the latest (later
 * service times on those days are simply not offered).
 */
export function demoWorkingHours(s: DemoSpecialist): DemoWorkingHours {
  const hours: DemoWorkingHours = {};
  for (const day of WEEKDAYS) {
    const sessions = s.services.flatMap((svc) =>
      svc.availableDays.includes(day) ? svc.timeSlots.map((t) => ({ start: toMinutes(t), end: toMinutes(t) + svc.durationMinutes })) : [],
    );
    if (sessions.length === 0) continue;
    const open = Math.floor(Math.min(...sessions.map((x) => x.start)) / 60) * 60;
    let close = Math.min(Math.ceil(Math.max(...sessions.map((x) => x.end)) / 60) * 60, 23 * 60);
    if (WEEKEND.has(day)) close = Math.min(close, Math.max(WEEKEND_CLOSE, open + 4 * 60));
    const lunch = WEEKEND.has(day)
      ? undefined
      : LUNCH_LENGTHS.flatMap((length) => LUNCH_STARTS.map((start) => ({ start, end: start + length }))).find(
          (l) => open < l.start && l.end < close && !sessions.some((x) => x.start < l.end && x.end > l.start),
        );
    hours[day] = lunch
      ? [
          { start: toTime(open), end: toTime(lunch.start) },
          { start: toTime(lunch.end), end: toTime(close) },
        ]
      : [{ start: toTime(open), end: toTime(close) }];
  }
  return hours;
}
