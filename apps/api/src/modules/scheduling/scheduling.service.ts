import {
  NEXT_FREE_LOOKAHEAD_DAYS,
  WorkingHoursSchema,
  type AvailabilitySettingsInputSchema,
  type BlockedQuerySchema,
  type BlockInputSchema,
  type ScheduleSlotInputSchema,
  type ServiceAvailabilityQuerySchema,
  type VacationInputSchema,
  type WorkingHours,
  type WorkingHoursInputSchema,
} from '@vizyt/contracts';
import type { z } from 'zod';
import { AppError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { Logger } from '../../lib/logger.js';
import { canManageAvailabilityEntry, isServiceBookable } from './scheduling.policy.js';
import type { SchedulingRepository } from './scheduling.repository.js';
import type { AvailabilityBlockData, AvailabilityBlockRow, BookableServiceRow, SchedulingProfileRow } from './scheduling.rows.js';
import type { SlotInputWindow } from './scheduling.sql.js';
import {
  addDays,
  bookabilityAt,
  computeBookableSlots,
  horizonEnd,
  localParts,
  localToInstant,
  occurrencesOf,
  startOfLocalDay,
  timeToMinutes,
  type DaySlots,
  type SlotRules,
} from './slots.js';

/** What the bookings module needs to know about a bookable service at one moment. */
export interface BookableService {
  serviceId: string;
  specialistId: string;
  specialistUserId: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  timezone: string;
  bufferMinutes: number;
  cancellationWindowHours: number;
  autoAccept: boolean;
  /** Returning customers (an earlier completed booking with this specialist) are confirmed at once. */
  allowInstantBookings: boolean;
  /** Only customers with a verified e-mail may book. */
  requireCustomerVerification: boolean;
  /** How the specialist works: a booking's type must be one of these. */
  worksOnline: boolean;
  worksInPerson: boolean;
}

export type BookabilityProblem = 'NOT_FOUND' | 'BOOKING_IN_PAST' | 'SLOT_UNAVAILABLE' | 'SLOT_TAKEN';

type Input<S extends z.ZodType> = z.output<S>;
export type WorkingHoursInput = Input<typeof WorkingHoursInputSchema>;
export type SettingsInput = Input<typeof AvailabilitySettingsInputSchema>;
export type BlockInput = Input<typeof BlockInputSchema>;
export type VacationInput = Input<typeof VacationInputSchema>;
export type ScheduleSlotInput = Input<typeof ScheduleSlotInputSchema>;
export type BlockedQuery = Input<typeof BlockedQuerySchema>;
export type ServiceAvailabilityQuery = Input<typeof ServiceAvailabilityQuerySchema>;

/** An entry with the zone its local date and times are shown in. */
export interface ZonedEntry {
  row: AvailabilityBlockRow;
  timezone: string;
}

export interface MyAvailability {
  profile: SchedulingProfileRow;
  workingHours: WorkingHours;
  blocks: AvailabilityBlockRow[];
}

export interface ServiceSlots {
  timezone: string;
  specialistTimezone: string;
  durationMinutes: number;
  bookableUntil: Date;
  cancellationWindowHours: number;
  days: DaySlots[];
}

export interface SchedulingService {
  /**
   * May `serviceId` be booked to start at `start` right now? Re-checks everything slot
   * computation checks (working hours / service days and start times / available slots, blocks,
   * vacations, active bookings with buffers, minimum notice, horizon). `excludeBookingId` ignores
   * that booking's own time (reschedule). NOT_FOUND: no such active service of a visible specialist.
   */
  checkBookable(
    serviceId: string,
    start: Date,
    options?: { excludeBookingId?: string; now?: Date },
  ): Promise<{ ok: true; service: BookableService } | { ok: false; problem: BookabilityProblem; service: BookableService | null }>;

  /** Bookable starts of a public service, grouped by day in the viewer's zone. 404 when it cannot be booked. */
  serviceAvailability(serviceId: string, query: ServiceAvailabilityQuery, now?: Date): Promise<ServiceSlots>;

  myAvailability(actor: Actor, now?: Date): Promise<MyAvailability>;
  setWorkingHours(actor: Actor, input: WorkingHoursInput): Promise<MyAvailability>;
  updateSettings(actor: Actor, input: SettingsInput): Promise<MyAvailability>;
  addBlock(actor: Actor, input: BlockInput): Promise<ZonedEntry>;
  addVacation(actor: Actor, input: VacationInput): Promise<ZonedEntry>;
  /** Removes any entry of mine (block, vacation or schedule slot). */
  removeEntry(actor: Actor, id: string): Promise<void>;
  /** Blocks, vacations and unavailable slots with an occurrence between the dates (specialist's zone, inclusive). */
  blockedBetween(actor: Actor, query: BlockedQuery): Promise<ZonedEntry[]>;
  listScheduleSlots(actor: Actor): Promise<ZonedEntry[]>;
  createScheduleSlot(actor: Actor, input: ScheduleSlotInput): Promise<ZonedEntry>;
  updateScheduleSlot(actor: Actor, id: string, input: ScheduleSlotInput): Promise<ZonedEntry>;
  deleteScheduleSlot(actor: Actor, id: string): Promise<void>;

  /**
   * Recomputes the earliest free start (within NEXT_FREE_LOOKAHEAD_DAYS) of every active service
   * of a specialist — after bookings or availability change. Never throws: search filters are
   * an aid, and a periodic sweep repairs what a failure leaves stale. With `booked` (a new
   * booking's busy range) nothing is recomputed when no service's stored start meets it: a
   * booking only takes time away, so an earliest free start it does not touch stays the earliest.
   */
  refreshNextFree(specialistId: string, now?: Date, change?: { booked?: { from: Date; to: Date } }): Promise<void>;
  /** The same for the specialist of a service (after the service is created or changed). */
  refreshNextFreeOfService(serviceId: string, now?: Date): Promise<void>;
  /** Refreshes specialists whose stored values went stale; returns how many were refreshed. */
  sweepNextFree(now?: Date, limit?: number): Promise<number>;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const serviceNotFound = () => NotFoundError('Service not found or unavailable');
const entryNotFound = () => NotFoundError('Availability entry not found');

const toBookableService = (row: BookableServiceRow): BookableService => ({
  serviceId: row.id,
  specialistId: row.specialist.id,
  specialistUserId: row.specialist.userId,
  durationMinutes: row.durationMinutes,
  priceMinor: row.priceMinor,
  currency: row.currency,
  timezone: row.specialist.timezone,
  bufferMinutes: row.specialist.bufferMinutes,
  cancellationWindowHours: row.specialist.cancellationWindowHours,
  autoAccept: row.specialist.autoAccept,
  allowInstantBookings: row.specialist.allowInstantBookings,
  requireCustomerVerification: row.specialist.requireCustomerVerification,
  worksOnline: row.specialist.worksOnline,
  worksInPerson: row.specialist.worksInPerson,
});

/** Stored working hours were validated on the way in; parse so a type, not a cast, reaches the rules. */
/** A service with no free start is looked at again after this long (new days come into reach). */
const SWEEP_RECHECK_NONE_MS = 60 * 60 * 1000;

const workingHoursOf = (profile: { workingHours: unknown }): WorkingHours => WorkingHoursSchema.parse(profile.workingHours ?? {});

/** The stored earliest start is still ahead and its slot (buffer included) does not meet the booked [from, to). */
export function nextFreeUntouched(row: BookableServiceRow & { nextFreeAt: Date | null }, booked: { from: Date; to: Date }, now: Date): boolean {
  if (!row.nextFreeAt || row.nextFreeAt.getTime() <= now.getTime()) return false;
  const start = row.nextFreeAt.getTime();
  const busyEnd = start + (row.durationMinutes + row.specialist.bufferMinutes) * MINUTE;
  return busyEnd <= booked.from.getTime() || start >= booked.to.getTime();
}

/** The days the earliest free start is looked for (from today in the specialist's zone), and the slot inputs that covers. */
export function nextFreeWindow(zone: string, now: Date) {
  const from = localParts(now, zone).date;
  const rangeStart = new Date(startOfLocalDay(from, zone));
  const rangeEnd = new Date(startOfLocalDay(addDays(from, NEXT_FREE_LOOKAHEAD_DAYS), zone));
  return { zone, from, inputs: slotInputWindow(rangeStart, rangeEnd) };
}

/** The services whose stored earliest free start differs from the computed one ("none" is always written again, so its check time moves). */
export function nextFreeChanges(
  services: (BookableServiceRow & { nextFreeAt: Date | null })[],
  inputs: Parameters<typeof rulesOf>[1] | null,
  window: ReturnType<typeof nextFreeWindow>,
  now: Date,
): { serviceId: string; nextFreeAt: Date | null }[] {
  const changes: { serviceId: string; nextFreeAt: Date | null }[] = [];
  for (const row of services) {
    const rules = inputs && isServiceBookable(row) ? rulesOf(row, inputs) : null;
    const first = rules
      ? computeBookableSlots({ ...rules, now, from: window.from, days: NEXT_FREE_LOOKAHEAD_DAYS, viewerTimezone: window.zone }).days.flatMap((d) => d.slots)[0]
      : undefined;
    const next = first ? new Date(first) : null;
    if (next === null || next.getTime() !== row.nextFreeAt?.getTime()) changes.push({ serviceId: row.id, nextFreeAt: next });
  }
  return changes;
}

/** Where to look for what can take time away from [from, to): weekly entries whatever their first date, a day either side for any local day. */
export const slotInputWindow = (from: Date, to: Date, excludeBookingId?: string): SlotInputWindow => ({
  entriesFrom: new Date(from.getTime() - 2 * DAY),
  entriesTo: new Date(to.getTime() + 2 * DAY),
  busyFrom: new Date(from.getTime() - DAY),
  busyTo: new Date(to.getTime() + DAY),
  excludeBookingId: excludeBookingId ?? null,
});

/** A service's slot rules from its specialist's settings and the loaded entries and bookings. */
export const rulesOf = (row: BookableServiceRow, inputs: { entries: AvailabilityBlockRow[]; busy: { start: Date; end: Date }[] }): SlotRules => ({
  timezone: row.specialist.timezone,
  workingHours: workingHoursOf(row.specialist),
  service: { durationMinutes: row.durationMinutes, availableDays: row.availableDays, timeSlots: row.timeSlots },
  settings: { bufferMinutes: row.specialist.bufferMinutes, minNoticeMinutes: row.specialist.minNoticeMinutes, bookingHorizonDays: row.specialist.bookingHorizonDays },
  blocks: inputs.entries,
  busy: inputs.busy,
});

/** The days a service's availability answer covers: [rangeStart, rangeEnd) in the viewer's zone. */
export function availabilityRange(row: BookableServiceRow, query: ServiceAvailabilityQuery, now: Date) {
  const timezone = query.timezone ?? row.specialist.timezone;
  const from = query.from ?? localParts(now, timezone).date;
  return { timezone, from, rangeStart: new Date(startOfLocalDay(from, timezone)), rangeEnd: new Date(startOfLocalDay(addDays(from, query.days), timezone)) };
}

/** A service's bookable starts from its rules: pure, so the benchmark's floor server answers the same. */
export function availabilityAnswer(row: BookableServiceRow, rules: SlotRules, range: ReturnType<typeof availabilityRange>, days: number, now: Date): ServiceSlots {
  const computed = computeBookableSlots({ ...rules, now, from: range.from, days, viewerTimezone: range.timezone });
  return {
    timezone: range.timezone,
    specialistTimezone: row.specialist.timezone,
    durationMinutes: row.durationMinutes,
    bookableUntil: horizonEnd(now, row.specialist.timezone, row.specialist.bookingHorizonDays),
    cancellationWindowHours: row.specialist.cancellationWindowHours,
    days: computed.days,
  };
}

export function createSchedulingService(repo: SchedulingRepository, logger?: Pick<Logger, 'warn'>): SchedulingService {
  async function refreshNextFree(specialistId: string, now = new Date(), change: { booked?: { from: Date; to: Date } } = {}): Promise<void> {
    try {
      const services = await repo.activeServicesOf(specialistId);
      if (services.length === 0) return;
      const { booked } = change;
      if (booked && services.every((row) => nextFreeUntouched(row, booked, now))) return;
      const window = nextFreeWindow(services[0]!.specialist.timezone, now);
      // Entries and bookings are the specialist's: loaded once for all their services.
      const inputs = services.some(isServiceBookable) ? await repo.slotInputs(specialistId, window.inputs) : null;
      const changes = nextFreeChanges(services, inputs, window, now);
      await repo.saveNextFree(changes, now);
    } catch (err) {
      logger?.warn({ err, specialistId }, 'could not refresh the earliest free starts');
    }
  }

  /** The rules of one service, with entries and bookings loaded for [from, to) (one statement). */
  async function rulesFor(row: BookableServiceRow, from: Date, to: Date, excludeBookingId?: string): Promise<SlotRules> {
    return rulesOf(row, await repo.slotInputs(row.specialist.id, slotInputWindow(from, to, excludeBookingId)));
  }

  async function ownProfile(actor: Actor): Promise<SchedulingProfileRow> {
    const profile = await repo.findProfileByUser(actor.userId);
    if (!profile) throw new AppError('UNPROCESSABLE', 'Create your specialist profile first');
    return profile;
  }

  /** An entry of mine (of the given kinds), or "not found": no hint that another's exists. */
  async function ownEntry(actor: Actor, id: string, kinds?: AvailabilityBlockRow['kind'][]) {
    const profile = await ownProfile(actor);
    const entry = await repo.findEntry(id);
    if (!entry || !canManageAvailabilityEntry(actor, { specialistUserId: entry.specialist.userId }) || (kinds && !kinds.includes(entry.kind))) {
      throw entryNotFound();
    }
    return { profile, entry };
  }

  async function availabilityOf(profile: SchedulingProfileRow, now: Date): Promise<MyAvailability> {
    return { profile, workingHours: workingHoursOf(profile), blocks: await repo.listEntries(profile.id, { endingAfter: now }) };
  }

  function slotData(profile: SchedulingProfileRow, input: ScheduleSlotInput): AvailabilityBlockData {
    const startsAt = localToInstant(input.date, timeToMinutes(input.startTime), profile.timezone).at;
    const endsAt = localToInstant(input.date, timeToMinutes(input.endTime), profile.timezone).at;
    // Both ends inside one skipped hour of a spring-forward night: nothing is left of it.
    if (endsAt <= startsAt) throw ValidationError([{ path: 'body.endTime', message: 'endAfterStart', code: 'custom' }]);
    return {
      kind: 'SLOT',
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      available: input.available,
      reason: input.reason || null,
      repeatWeekly: input.repeatWeekly,
      repeatDays: input.repeatWeekly ? input.repeatDays : [],
    };
  }

  const zoned = (profile: SchedulingProfileRow) => (row: AvailabilityBlockRow): ZonedEntry => ({ row, timezone: profile.timezone });

  return {
    refreshNextFree,
    async refreshNextFreeOfService(serviceId, now = new Date()) {
      const specialistId = await repo.specialistOfService(serviceId).catch(() => null);
      if (specialistId) await refreshNextFree(specialistId, now);
    },
    async sweepNextFree(now = new Date(), limit = 200) {
      const stale = await repo.staleSpecialists(now, new Date(now.getTime() - SWEEP_RECHECK_NONE_MS), limit);
      for (const id of stale) await refreshNextFree(id, now);
      return stale.length;
    },

    async checkBookable(serviceId, start, options = {}) {
      const row = await repo.findBookableService(serviceId);
      if (!row || !isServiceBookable(row)) return { ok: false, problem: 'NOT_FOUND', service: null };
      const service = toBookableService(row);
      const now = options.now ?? new Date();
      if (Number.isNaN(start.getTime())) return { ok: false, problem: 'SLOT_UNAVAILABLE', service };
      if (start.getTime() <= now.getTime()) return { ok: false, problem: 'BOOKING_IN_PAST', service };
      const end = new Date(start.getTime() + (row.durationMinutes + row.specialist.bufferMinutes) * 60_000);
      const problem = bookabilityAt(await rulesFor(row, start, end, options.excludeBookingId), start, now);
      return problem ? { ok: false, problem, service } : { ok: true, service };
    },

    async serviceAvailability(serviceId, query, now = new Date()) {
      const row = await repo.findBookableService(serviceId);
      if (!row || !isServiceBookable(row)) throw serviceNotFound();
      const range = availabilityRange(row, query, now);
      return availabilityAnswer(row, await rulesFor(row, range.rangeStart, range.rangeEnd), range, query.days, now);
    },

    async myAvailability(actor, now = new Date()) {
      return availabilityOf(await ownProfile(actor), now);
    },

    /** Changes future slots only: existing bookings stay as they are (none is cancelled). */
    async setWorkingHours(actor, input) {
      const profile = await ownProfile(actor);
      const updated = await repo.updateProfile(profile.id, { workingHours: input.workingHours, ...(input.timezone ? { timezone: input.timezone } : {}) });
      await refreshNextFree(profile.id);
      return availabilityOf(updated, new Date());
    },

    async updateSettings(actor, input) {
      const profile = await ownProfile(actor);
      const updated = await repo.updateProfile(profile.id, input);
      await refreshNextFree(profile.id);
      return availabilityOf(updated, new Date());
    },

    async addBlock(actor, input) {
      const profile = await ownProfile(actor);
      const row = await repo.createEntry(profile.id, {
        kind: 'BLOCK',
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        available: false,
        reason: input.reason || null,
        repeatWeekly: input.repeatWeekly,
        repeatDays: input.repeatWeekly ? input.repeatDays : [],
      });
      await refreshNextFree(profile.id);
      return zoned(profile)(row);
    },

    async addVacation(actor, input) {
      const profile = await ownProfile(actor);
      const row = await repo.createEntry(profile.id, {
        kind: 'VACATION',
        startsAt: new Date(startOfLocalDay(input.startDate, profile.timezone)),
        endsAt: new Date(startOfLocalDay(addDays(input.endDate, 1), profile.timezone)),
        available: false,
        reason: input.reason || null,
        repeatWeekly: false,
        repeatDays: [],
      });
      await refreshNextFree(profile.id);
      return zoned(profile)(row);
    },

    async removeEntry(actor, id) {
      const { profile, entry } = await ownEntry(actor, id);
      await repo.deleteEntry(entry.id);
      await refreshNextFree(profile.id);
    },

    async blockedBetween(actor, query) {
      const profile = await ownProfile(actor);
      const from = startOfLocalDay(query.startDate, profile.timezone);
      const to = startOfLocalDay(addDays(query.endDate, 1), profile.timezone);
      const rows = await repo.listEntriesTouching(profile.id, new Date(from), new Date(to));
      const blocked = rows.filter(
        (r) =>
          !(r.kind === 'SLOT' && r.available) &&
          occurrencesOf(r, profile.timezone, addDays(query.startDate, -1), query.endDate).some((o) => o.start < to && o.end > from),
      );
      return blocked.map(zoned(profile));
    },

    async listScheduleSlots(actor) {
      const profile = await ownProfile(actor);
      return (await repo.listEntries(profile.id, { kinds: ['SLOT'] })).map(zoned(profile));
    },

    async createScheduleSlot(actor, input) {
      const profile = await ownProfile(actor);
      const row = await repo.createEntry(profile.id, slotData(profile, input));
      await refreshNextFree(profile.id);
      return zoned(profile)(row);
    },

    async updateScheduleSlot(actor, id, input) {
      const { profile, entry } = await ownEntry(actor, id, ['SLOT']);
      const row = await repo.updateEntry(entry.id, slotData(profile, input));
      await refreshNextFree(profile.id);
      return zoned(profile)(row);
    },

    async deleteScheduleSlot(actor, id) {
      const { profile, entry } = await ownEntry(actor, id, ['SLOT']);
      await repo.deleteEntry(entry.id);
      await refreshNextFree(profile.id);
    },
  };
}
