import { WEEKDAYS, type AvailabilityBlock, type AvailabilityBlockKind, type MyAvailability, type ServiceAvailability, type Weekday } from '@vizyt/contracts';
import type { MyAvailability as MyAvailabilityData, ServiceSlots, ZonedEntry } from './scheduling.service.js';
import { localParts, minutesToTime } from './slots.js';

const isWeekday = (d: string): d is Weekday => (WEEKDAYS as readonly string[]).includes(d);

/** An entry with the local date and times of its first occurrence in the specialist's zone (end exclusive). */
export function presentAvailabilityBlock({ row, timezone }: ZonedEntry): AvailabilityBlock {
  const start = localParts(row.startsAt, timezone);
  const end = localParts(row.endsAt, timezone);
  return {
    id: row.id,
    kind: row.kind.toLowerCase() as AvailabilityBlockKind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    date: start.date,
    startTime: minutesToTime(start.minutes),
    endTime: minutesToTime(end.minutes),
    available: row.available,
    reason: row.reason,
    repeatWeekly: row.repeatWeekly,
    repeatDays: row.repeatDays.filter(isWeekday),
  };
}

export function presentMyAvailability({ profile, workingHours, blocks }: MyAvailabilityData): MyAvailability {
  return {
    timezone: profile.timezone,
    workingHours,
    settings: {
      bufferMinutes: profile.bufferMinutes,
      minNoticeMinutes: profile.minNoticeMinutes,
      bookingHorizonDays: profile.bookingHorizonDays,
      cancellationWindowHours: profile.cancellationWindowHours as MyAvailability['settings']['cancellationWindowHours'],
      autoAccept: profile.autoAccept,
    },
    blocks: blocks.map((row) => presentAvailabilityBlock({ row, timezone: profile.timezone })),
  };
}

export const presentServiceAvailability = (s: ServiceSlots): ServiceAvailability => ({
  timezone: s.timezone,
  specialistTimezone: s.specialistTimezone,
  duration: s.durationMinutes,
  bookableUntil: s.bookableUntil.toISOString(),
  cancellationWindowHours: s.cancellationWindowHours,
  days: s.days.map((d) => ({ date: d.date, slots: d.slots.map((at) => at.toISOString()) })),
});
