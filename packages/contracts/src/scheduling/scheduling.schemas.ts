import { z } from 'zod';
import { CANCELLATION_WINDOW_HOURS } from '../common/constants.js';
import { TimeOfDaySchema, WEEKDAYS } from '../catalog/services.schemas.js';
import { TimezoneSchema } from '../users/users.schemas.js';

/** Defaults and limits of the settings that shape bookable slots. */
export const AVAILABILITY_DEFAULTS = {
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  bookingHorizonDays: 60,
  cancellationWindowHours: 24,
  autoAccept: false,
} as const;
export const BUFFER_MAX_MINUTES = 240;
export const MIN_NOTICE_MAX_MINUTES = 14 * 24 * 60;
export const BOOKING_HORIZON_MAX_DAYS = 365;
/** GET /services/{id}/availability: default and maximum number of days (spec section 9: 7). */
export const AVAILABILITY_DAYS_DEFAULT = 7;
export const AVAILABILITY_DAYS_MAX = 62;
/** Inside an extra available schedule slot, starts are offered on this grid (minutes). */
export const SLOT_STEP_MINUTES = 15;
export const WORKING_INTERVALS_PER_DAY_MAX = 6;
export * from './availability-filters.js';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One working interval of a day in the specialist's local time (ends by 23:59). */
export const TimeRangeSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((r) => minutes(r.end) > minutes(r.start), { path: ['end'], message: 'endAfterStart' })
  .meta({ id: 'TimeRange', example: { start: '09:00', end: '13:00' } });
export type TimeRange = z.infer<typeof TimeRangeSchema>;

const noOverlap = (ranges: TimeRange[]) => {
  const sorted = [...ranges].sort((a, b) => minutes(a.start) - minutes(b.start));
  return sorted.every((r, i) => i === 0 || minutes(r.start) >= minutes(sorted[i - 1]!.end));
};

/** Weekly working hours: weekday → intervals (several a day allowed, no overlaps). A missing day is a day off. */
export const WorkingHoursSchema = z
  .partialRecord(z.enum(WEEKDAYS), z.array(TimeRangeSchema).max(WORKING_INTERVALS_PER_DAY_MAX, 'tooMany').refine(noOverlap, 'intervalsOverlap'))
  .meta({ id: 'WorkingHours', example: { monday: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] } });
export type WorkingHours = z.infer<typeof WorkingHoursSchema>;

export const WorkingHoursInputSchema = z
  .object({ workingHours: WorkingHoursSchema, timezone: TimezoneSchema.optional().meta({ description: 'IANA zone of the hours; default: unchanged' }) })
  .meta({ id: 'WorkingHoursInput' });

export const AvailabilitySettingsSchema = z
  .object({
    bufferMinutes: z.number().int().min(0).max(BUFFER_MAX_MINUTES),
    minNoticeMinutes: z.number().int().min(0).max(MIN_NOTICE_MAX_MINUTES),
    bookingHorizonDays: z.number().int().min(1).max(BOOKING_HORIZON_MAX_DAYS),
    cancellationWindowHours: z.union(CANCELLATION_WINDOW_HOURS.map((h) => z.literal(h)), { error: 'cancellationWindow' }),
    autoAccept: z.boolean(),
  })
  .meta({ id: 'AvailabilitySettings' });
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;
export const AvailabilitySettingsInputSchema = AvailabilitySettingsSchema.partial().meta({ id: 'AvailabilitySettingsInput' });

export const AVAILABILITY_BLOCK_KINDS = ['block', 'vacation', 'slot'] as const;
export type AvailabilityBlockKind = (typeof AVAILABILITY_BLOCK_KINDS)[number];

const repeat = {
  repeatWeekly: z.boolean().default(false),
  repeatDays: z.array(z.enum(WEEKDAYS)).max(7).default([]).meta({ description: 'With repeatWeekly: the weekdays it recurs on (default: the weekday of its date)' }),
};

/** POST /specialists/availability/block: time off between two instants (optionally weekly). */
export const BlockInputSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'invalidDateTime' }),
    endsAt: z.iso.datetime({ offset: true, error: 'invalidDateTime' }),
    reason: z.string().trim().max(300, 'tooLong').optional(),
    ...repeat,
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { path: ['endsAt'], message: 'endAfterStart' })
  .meta({ id: 'BlockInput' });

const DateSchema = z.iso.date({ error: 'invalidDate' }).meta({ example: '2026-12-24' });

/** POST /specialists/availability/vacation: whole days, both inclusive, in the specialist's zone. */
export const VacationInputSchema = z
  .object({ startDate: DateSchema, endDate: DateSchema, reason: z.string().trim().max(300, 'tooLong').optional() })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'endAfterStart' })
  .meta({ id: 'VacationInput' });

/** A schedule slot of spec section 3 (the /specialist/schedule form), local time of the specialist. */
export const ScheduleSlotInputSchema = z
  .object({
    date: DateSchema,
    startTime: TimeOfDaySchema,
    endTime: TimeOfDaySchema,
    available: z.boolean().default(false).meta({ description: 'true: bookable time (also outside working hours); false: blocked' }),
    reason: z.string().trim().max(300, 'tooLong').optional(),
    ...repeat,
  })
  .refine((s) => minutes(s.endTime) > minutes(s.startTime), { path: ['endTime'], message: 'endAfterStart' })
  .meta({ id: 'ScheduleSlotInput' });

export const AvailabilityBlockSchema = z
  .object({
    id: z.string(),
    kind: z.enum(AVAILABILITY_BLOCK_KINDS),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** Local date and times of the first occurrence in the specialist's zone. */
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    available: z.boolean(),
    reason: z.string().nullable(),
    repeatWeekly: z.boolean(),
    repeatDays: z.array(z.enum(WEEKDAYS)),
  })
  .meta({ id: 'AvailabilityBlock' });
export type AvailabilityBlock = z.infer<typeof AvailabilityBlockSchema>;

export const BlockedQuerySchema = z
  .object({ startDate: DateSchema, endDate: DateSchema })
  .refine((q) => q.endDate >= q.startDate, { path: ['endDate'], message: 'endAfterStart' })
  .meta({ id: 'BlockedQuery' });

/** GET /specialists/availability: everything the schedule screen needs. */
export const MyAvailabilitySchema = z
  .object({
    timezone: z.string(),
    workingHours: WorkingHoursSchema,
    settings: AvailabilitySettingsSchema,
    blocks: z.array(AvailabilityBlockSchema).meta({ description: 'Entries that end in the future or repeat' }),
  })
  .meta({ id: 'MyAvailability' });

export const ServiceAvailabilityQuerySchema = z
  .object({
    days: z.coerce.number().int().min(1).max(AVAILABILITY_DAYS_MAX).default(AVAILABILITY_DAYS_DEFAULT),
    from: DateSchema.optional().meta({ description: 'First day (in `timezone`); default today' }),
    timezone: TimezoneSchema.optional().meta({ description: "The visitor's zone: days are grouped in it. Default: the specialist's zone" }),
  })
  .meta({ id: 'ServiceAvailabilityQuery' });

export const ServiceAvailabilitySchema = z
  .object({
    timezone: z.string().meta({ description: 'The zone `date` is in' }),
    specialistTimezone: z.string(),
    duration: z.number().int(),
    bookableUntil: z.iso.datetime().meta({ description: "End (exclusive) of the specialist's booking horizon: no slot starts at or after it" }),
    cancellationWindowHours: z
      .number()
      .int()
      .meta({ description: "The specialist's cancellation window: a slot starting sooner than this many hours from now can no longer be rescheduled by the customer once booked" }),
    days: z.array(z.object({ date: z.string(), slots: z.array(z.iso.datetime()).meta({ description: 'Bookable start instants (UTC)' }) })),
  })
  .meta({ id: 'ServiceAvailability' });
export type ServiceAvailability = z.infer<typeof ServiceAvailabilitySchema>;

export const AvailabilityBlockIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const AvailabilityBlockEnvelopeSchema = z.object({ block: AvailabilityBlockSchema }).meta({ id: 'AvailabilityBlockEnvelope' });
export const AvailabilityBlockListSchema = z.object({ blocks: z.array(AvailabilityBlockSchema) }).meta({ id: 'AvailabilityBlockList' });
export type MyAvailability = z.infer<typeof MyAvailabilitySchema>;
