/**
 * Bookable start times of a service: pure functions of the specialist's rules, their bookings
 * and "now". No I/O, so every rule is unit-tested in slots.test.ts.
 *
 * The rules (also in the README and the GET /services/{id}/availability description):
 * 1. Candidate starts are the service's own `timeSlots` (HH:mm in the specialist's zone) on the
 *    service's `availableDays`, plus, inside every available schedule slot (kind SLOT,
 *    available=true), a start every SLOT_STEP_MINUTES from the slot's start time.
 * 2. The whole service [start, start + duration) must lie inside the specialist's working hours
 *    of that local day or inside an available schedule slot (touching windows count as one).
 *    A specialist with no working hours on any day: the service's days and times alone define
 *    availability (rule 1's service candidates need no window).
 * 3. It must not intersect a block, a vacation or an unavailable schedule slot. Weekly entries
 *    recur on `repeatDays` (default: the weekday of their first date) at the same LOCAL time of
 *    day, from their first date on (the first date always counts).
 * 4. With the specialist's buffer, [start, end + buffer) must not overlap an active booking's
 *    busy range [scheduledAt, busyUntil) (that range already holds the earlier booking's buffer).
 * 5. start ≥ now + minimum notice, and start < now + booking horizon (days, in the specialist's zone).
 * Daylight saving: a local time that does not exist (spring forward, e.g. 03:30 in Kyiv on
 * 2026-03-29) is not offered; a local time that happens twice (fall back, 03:30 on 2026-10-25)
 * is offered once, at its first occurrence. Window and block boundaries that fall into a gap
 * move to the moment the clocks jump. Days are grouped in the viewer's zone.
 */
import { SLOT_STEP_MINUTES, WEEKDAYS, type Weekday, type WorkingHours } from '@vizyt/contracts';
import { DateTime, IANAZone } from 'luxon';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export type ScheduleEntryKind = 'BLOCK' | 'VACATION' | 'SLOT';

/** An availability entry as stored: first occurrence [startsAt, endsAt), optionally weekly. */
export interface ScheduleEntry {
  kind: ScheduleEntryKind;
  startsAt: Date;
  endsAt: Date;
  available: boolean;
  repeatWeekly: boolean;
  repeatDays: readonly string[];
}

export interface BusyRange {
  start: Date;
  end: Date;
}

export interface SlotRules {
  /** The specialist's IANA zone: working hours, time slots and weekly repeats are local to it. */
  timezone: string;
  workingHours: WorkingHours;
  service: { durationMinutes: number; availableDays: readonly string[]; timeSlots: readonly string[] };
  settings: { bufferMinutes: number; minNoticeMinutes: number; bookingHorizonDays: number };
  blocks: readonly ScheduleEntry[];
  /** Active bookings' [scheduledAt, busyUntil). */
  busy: readonly BusyRange[];
}

export type SlotProblem = 'BOOKING_IN_PAST' | 'SLOT_UNAVAILABLE' | 'SLOT_TAKEN';

export interface SlotQuery extends SlotRules {
  now: Date;
  /** First day (YYYY-MM-DD in the viewer's zone); default: today there. */
  from?: string;
  days: number;
  /** Days are grouped in this zone; default the specialist's. */
  viewerTimezone?: string;
}

export interface DaySlots {
  date: string;
  slots: Date[];
}

// ── local dates and times ──

export const timeToMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const minutesToTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

// Calendar arithmetic on plain dates (YYYY-MM-DD): no zone and no clock, so UTC days are exact.
const dateToUtc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const utcToDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number): string => utcToDate(dateToUtc(date) + days * DAY_MINUTES * MINUTE);
const daysBetween = (from: string, to: string) => Math.round((dateToUtc(to) - dateToUtc(from)) / (DAY_MINUTES * MINUTE));
/** Weekday of a date: 1970-01-01 was a Thursday. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(Math.floor(dateToUtc(date) / (DAY_MINUTES * MINUTE)) + 3) % 7]!;

/** Local date and minutes of the day of an instant in `zone`. */
export function localParts(at: Date | number, zone: string): { date: string; minutes: number } {
  const ms = typeof at === 'number' ? at : at.getTime();
  const local = ms + IANAZone.create(zone).offset(ms) * MINUTE; // the wall clock, written as if it were UTC
  const dayMs = DAY_MINUTES * MINUTE;
  return { date: utcToDate(local), minutes: Math.floor((((local % dayMs) + dayMs) % dayMs) / MINUTE) };
}

/**
 * The instant a local wall time names in `zone`. When the time happens twice (fall back) it is
 * the first occurrence. When it does not exist (spring forward), `exists` is false and `at` is
 * the moment the clocks jump over it (the right place for an interval boundary).
 * Offsets come from luxon's IANA zone data; nothing here assumes a rule about DST.
 */
export function localToInstant(date: string, minutes: number, zone: string): { at: number; exists: boolean } {
  const key = `${zone}|${date}|${minutes}`;
  const known = instantCache.get(key);
  if (known) return known;
  if (instantCache.size >= INSTANT_CACHE_MAX) instantCache.clear();
  const wall = dateToUtc(date) + minutes * MINUTE;
  const steady = steadyOffsetOf(date, zone);
  const result = steady === null ? resolveLocalTime(wall, zone) : { at: wall - steady * MINUTE, exists: true };
  instantCache.set(key, result);
  return result;
}

/** Zone rules do not change while the process runs: local-time lookups are memoised (bounded). */
const instantCache = new Map<string, { at: number; exists: boolean }>();
const INSTANT_CACHE_MAX = 200_000;

/**
 * The zone's offset on a local date when it is the same from well before to well after that day
 * (every instant of the day's wall clock lies within 14 h before to 12 h after it in UTC), so all
 * its wall times resolve without further lookups; null on a day with a transition. Zones change
 * offset at most a few times a year, never twice within these 50 hours.
 */
function steadyOffsetOf(date: string, zone: string): number | null {
  const key = `${zone}|${date}`;
  const known = steadyOffsetCache.get(key);
  if (known !== undefined) return known;
  if (steadyOffsetCache.size >= INSTANT_CACHE_MAX) steadyOffsetCache.clear();
  const tz = IANAZone.create(zone);
  const dayStart = dateToUtc(date);
  const before = tz.offset(dayStart - 14 * 60 * MINUTE);
  const offset = before === tz.offset(dayStart + 36 * 60 * MINUTE) ? before : null;
  steadyOffsetCache.set(key, offset);
  return offset;
}
const steadyOffsetCache = new Map<string, number | null>();

function resolveLocalTime(wall: number, zone: string): { at: number; exists: boolean } {
  const tz = IANAZone.create(zone);
  // Every offset in force within a day either side: the candidates for this wall time.
  const offsets = [...new Set([tz.offset(wall - DAY_MINUTES * MINUTE), tz.offset(wall), tz.offset(wall + DAY_MINUTES * MINUTE)])];
  const valid = offsets.map((o) => wall - o * MINUTE).filter((ts) => tz.offset(ts) * MINUTE === wall - ts);
  if (valid.length > 0) return { at: Math.min(...valid), exists: true };
  // In a gap: the jump lies between the readings with the smaller and the larger offset.
  let lo = wall - Math.max(...offsets) * MINUTE; // local reading before the wall time
  let hi = wall - Math.min(...offsets) * MINUTE; // local reading after it
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (mid + tz.offset(mid) * MINUTE >= wall) hi = mid;
    else lo = mid;
  }
  return { at: hi, exists: false };
}

/** Start of a local day (00:00, or the first instant after it if midnight does not exist). */
export const startOfLocalDay = (date: string, zone: string) => localToInstant(date, 0, zone).at;

// ── occurrences of entries ──

interface Occurrence {
  start: number;
  end: number;
  /** Local date and wall-clock start/length of this occurrence (for the grid of available slots). */
  date: string;
  startMinutes: number;
  wallMinutes: number;
}

/** Occurrences of an entry that start on local dates firstDate…lastDate (or overlap them, for one-off entries). */
export function occurrencesOf(entry: ScheduleEntry, zone: string, firstDate: string, lastDate: string): Occurrence[] {
  const first = localParts(entry.startsAt, zone);
  const last = localParts(entry.endsAt, zone);
  const spanDays = daysBetween(first.date, last.date);
  const wallMinutes = spanDays * DAY_MINUTES + last.minutes - first.minutes;
  if (!entry.repeatWeekly) {
    return [{ start: entry.startsAt.getTime(), end: entry.endsAt.getTime(), date: first.date, startMinutes: first.minutes, wallMinutes }];
  }
  const days = new Set(entry.repeatDays.length > 0 ? entry.repeatDays : [weekdayOf(first.date)]);
  const out: Occurrence[] = [];
  let date = addDays(firstDate, -spanDays) < first.date ? first.date : addDays(firstDate, -spanDays);
  for (; date <= lastDate; date = addDays(date, 1)) {
    if (date !== first.date && !days.has(weekdayOf(date))) continue;
    const start = localToInstant(date, first.minutes, zone).at;
    const end = localToInstant(addDays(date, spanDays), last.minutes, zone).at;
    if (end > start) out.push({ start, end, date, startMinutes: first.minutes, wallMinutes });
  }
  return out;
}

// ── the plan of a range of local days ──

interface Plan {
  /** Candidate start instants (ms). */
  candidates: Set<number>;
  /** Merged, sorted windows where a whole booking may lie. */
  windows: [number, number][];
  /** Blocked intervals. */
  closed: [number, number][];
}

const hasAnyWorkingHours = (wh: WorkingHours) => WEEKDAYS.some((d) => (wh[d]?.length ?? 0) > 0);

function mergeIntervals(intervals: [number, number][]): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const lastInterval = out[out.length - 1];
    if (lastInterval && s <= lastInterval[1]) lastInterval[1] = Math.max(lastInterval[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Candidates, windows and blocked intervals of the specialist's local dates firstDate…lastDate. */
function planDays(rules: SlotRules, firstDate: string, lastDate: string): Plan {
  const zone = rules.timezone;
  const durationMs = rules.service.durationMinutes * MINUTE;
  const withoutHours = !hasAnyWorkingHours(rules.workingHours);
  const candidates = new Set<number>();
  const windows: [number, number][] = [];
  const closed: [number, number][] = [];

  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    for (const range of rules.workingHours[weekday] ?? []) {
      windows.push([localToInstant(date, timeToMinutes(range.start), zone).at, localToInstant(date, timeToMinutes(range.end), zone).at]);
    }
    if (!rules.service.availableDays.includes(weekday)) continue;
    for (const time of rules.service.timeSlots) {
      const start = localToInstant(date, timeToMinutes(time), zone);
      if (!start.exists) continue; // skipped by the clocks: not offered
      candidates.add(start.at);
      if (withoutHours) windows.push([start.at, start.at + durationMs]);
    }
  }

  for (const entry of rules.blocks) {
    const bookable = entry.kind === 'SLOT' && entry.available;
    for (const occ of occurrencesOf(entry, zone, firstDate, lastDate)) {
      if (!bookable) {
        closed.push([occ.start, occ.end]);
        continue;
      }
      windows.push([occ.start, occ.end]);
      // Starts on the local clock's grid: a time that happens twice is offered once.
      for (let m = occ.startMinutes; m < occ.startMinutes + occ.wallMinutes; m += SLOT_STEP_MINUTES) {
        const start = localToInstant(addDays(occ.date, Math.floor(m / DAY_MINUTES)), m % DAY_MINUTES, zone);
        if (start.exists) candidates.add(start.at);
      }
    }
  }
  return { candidates, windows: mergeIntervals(windows), closed };
}

const overlaps = (s1: number, e1: number, s2: number, e2: number) => s1 < e2 && s2 < e1;

/** The end (exclusive) of the time customers may book: now + horizon calendar days in the specialist's zone. */
export const horizonEnd = (now: Date, timezone: string, bookingHorizonDays: number): Date =>
  DateTime.fromJSDate(now, { zone: timezone }).plus({ days: bookingHorizonDays }).toJSDate();

/** "Now" and the limits it sets, computed once per question. */
interface Moment {
  now: number;
  earliest: number;
  horizon: number;
}

/** Bookings may start before now + horizon days (calendar days in the specialist's zone). */
const momentOf = (rules: SlotRules, now: number): Moment => ({
  now,
  earliest: now + rules.settings.minNoticeMinutes * MINUTE,
  horizon: horizonEnd(new Date(now), rules.timezone, rules.settings.bookingHorizonDays).getTime(),
});

/** Why `start` cannot be booked under `plan`, or null when it can. */
function problemAt(rules: SlotRules, plan: Plan, start: number, moment: Moment): SlotProblem | null {
  if (start <= moment.now) return 'BOOKING_IN_PAST';
  const end = start + rules.service.durationMinutes * MINUTE;
  if (!plan.candidates.has(start)) return 'SLOT_UNAVAILABLE';
  if (!plan.windows.some(([s, e]) => s <= start && end <= e)) return 'SLOT_UNAVAILABLE';
  if (plan.closed.some(([s, e]) => overlaps(start, end, s, e))) return 'SLOT_UNAVAILABLE';
  if (start < moment.earliest || start >= moment.horizon) return 'SLOT_UNAVAILABLE';
  const busyEnd = end + rules.settings.bufferMinutes * MINUTE;
  if (rules.busy.some((b) => overlaps(start, busyEnd, b.start.getTime(), b.end.getTime()))) return 'SLOT_TAKEN';
  return null;
}

/** May a booking start at `start`? null when it may; otherwise the first rule it breaks. */
export function bookabilityAt(rules: SlotRules, start: Date, now: Date): SlotProblem | null {
  const { date } = localParts(start, rules.timezone);
  return problemAt(rules, planDays(rules, addDays(date, -1), addDays(date, 1)), start.getTime(), momentOf(rules, now.getTime()));
}

export const isBookableAt = (rules: SlotRules, start: Date, now: Date) => bookabilityAt(rules, start, now) === null;

/** The bookable starts of `days` days from `from`, grouped by date in the viewer's zone (every day listed). */
export function computeBookableSlots(query: SlotQuery): { days: DaySlots[] } {
  const viewerZone = query.viewerTimezone ?? query.timezone;
  const moment = momentOf(query, query.now.getTime());
  const fromDate = query.from ?? localParts(moment.now, viewerZone).date;
  const dates = Array.from({ length: query.days }, (_, i) => addDays(fromDate, i));
  // Day i of the answer is [bounds[i], bounds[i + 1]) in the viewer's zone.
  const bounds = [...dates, addDays(fromDate, query.days)].map((d) => startOfLocalDay(d, viewerZone));
  const slots: Date[][] = dates.map(() => []);
  const rangeStart = bounds[0]!;
  const rangeEnd = Math.min(bounds[bounds.length - 1]!, moment.horizon);
  if (rangeEnd > Math.max(rangeStart, moment.now)) {
    const plan = planDays(
      query,
      addDays(localParts(Math.max(rangeStart, moment.now), query.timezone).date, -1),
      addDays(localParts(rangeEnd, query.timezone).date, 1),
    );
    let day = 0;
    for (const start of [...plan.candidates].sort((a, b) => a - b)) {
      if (start < rangeStart || start >= rangeEnd) continue;
      while (start >= bounds[day + 1]!) day++;
      if (problemAt(query, plan, start, moment) === null) slots[day]!.push(new Date(start));
    }
  }
  return { days: dates.map((date, i) => ({ date, slots: slots[i]! })) };
}
