import { z } from 'zod';
import { PageNumberSchema, pagedSchema } from '../common/pagination.js';
import { CURRENCIES } from '../common/constants.js';
import { BOOKING_PAYMENT_STATUSES } from '../payments/payments.schemas.js';

export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold the specialist's time (the database's exclusion constraint covers these). */
export const ACTIVE_BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'IN_PROGRESS'] as const satisfies readonly BookingStatus[];
export const BOOKING_TYPES = ['online', 'in_person'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_ACTIONS = ['confirm', 'start', 'complete', 'cancel', 'no_show', 'reschedule', 'update', 'reminder'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export type BookingActor = 'customer' | 'specialist' | 'admin' | 'system';

/**
 * The lifecycle (documented in the API reference). `from` → `to` for an action, who may take
 * it, and the time rule. Anything else answers 409 INVALID_TRANSITION; an action a customer may
 * never take (confirm, start, complete, no_show) answers 403.
 */
export const BOOKING_TRANSITIONS: readonly {
  action: BookingAction;
  from: readonly BookingStatus[];
  to: BookingStatus | 'same';
  by: readonly BookingActor[];
  when: string;
}[] = [
  { action: 'confirm', from: ['PENDING'], to: 'CONFIRMED', by: ['specialist', 'admin'], when: 'before the start' },
  { action: 'start', from: ['CONFIRMED'], to: 'IN_PROGRESS', by: ['specialist', 'admin'], when: `from ${15} minutes before the start` },
  { action: 'complete', from: ['CONFIRMED', 'IN_PROGRESS'], to: 'COMPLETED', by: ['specialist', 'admin'], when: 'not before the start time' },
  { action: 'cancel', from: ['PENDING', 'CONFIRMED'], to: 'CANCELLED', by: ['customer', 'specialist', 'admin', 'system'], when: 'before the start; free for the customer until the cancellation window' },
  { action: 'no_show', from: ['CONFIRMED'], to: 'NO_SHOW', by: ['specialist', 'admin'], when: 'after the start time' },
  { action: 'reschedule', from: ['PENDING', 'CONFIRMED'], to: 'same', by: ['customer', 'specialist', 'admin'], when: 'customer: before the cancellation window; the new time must be bookable' },
  { action: 'update', from: ['PENDING', 'CONFIRMED'], to: 'same', by: ['customer', 'admin'], when: 'before the start' },
  { action: 'reminder', from: ['PENDING', 'CONFIRMED'], to: 'same', by: ['specialist', 'admin'], when: 'before the start' },
] as const;
/** `start` is allowed this many minutes before the scheduled time. */
export const START_EARLY_MINUTES = 15;
/** A pending booking the specialist has not answered expires after this many hours (or at its start, if sooner). */
export const PENDING_EXPIRY_HOURS = 24;
/** Reminders go out this many hours before the start. */
export const REMINDER_HOURS_BEFORE = [24, 1] as const;
/** Spec section 9: default of GET /bookings/upcoming. */
export const UPCOMING_LIMIT_DEFAULT = 10;
export const BOOKING_STATS_PERIODS = ['week', 'month', 'quarter', 'year', 'all'] as const;

const Instant = z.iso.datetime({ offset: true, error: 'invalidDateTime' }).meta({ example: '2026-12-01T10:00:00+02:00' });

export const CreateBookingInputSchema = z
  .object({
    serviceId: z.string({ error: 'Service ID is required' }).min(1, 'Service ID is required').max(64),
    scheduledAt: Instant,
    type: z.enum(BOOKING_TYPES).default('in_person'),
    notes: z.string().trim().max(1000, 'tooLong').optional(),
    location: z.string().trim().max(300, 'tooLong').optional().meta({ description: 'Where, for in-person visits at the customer’s place' }),
    videoCall: z.boolean().default(false).meta({ description: 'Online bookings: the customer wants a video call' }),
  })
  .refine((b) => !b.videoCall || b.type === 'online', { path: ['videoCall'], message: 'videoCallOnlineOnly' })
  .meta({ id: 'CreateBookingInput', description: 'Price, duration and specialist come from the service, never from the client.' });
export type CreateBookingInput = z.input<typeof CreateBookingInputSchema>;

export const UpdateBookingInputSchema = z
  .object({
    type: z.enum(BOOKING_TYPES).optional(),
    notes: z.string().trim().max(1000, 'tooLong').nullable().optional(),
    location: z.string().trim().max(300, 'tooLong').nullable().optional(),
    videoCall: z.boolean().optional(),
  })
  .meta({ id: 'UpdateBookingInput' });

export const CancelBookingInputSchema = z
  .object({ reason: z.string({ error: 'reasonRequired' }).trim().min(3, 'reasonRequired').max(500, 'tooLong') })
  .meta({ id: 'CancelBookingInput' });
export const RescheduleBookingInputSchema = z.object({ scheduledAt: Instant }).meta({ id: 'RescheduleBookingInput' });

export const BookingIdParamsSchema = z.object({ id: z.string({ error: 'Booking ID is required' }).min(1, 'Booking ID is required').max(64) });

const csvList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' && v !== '' ? v.split(',') : v === '' ? undefined : v), z.array(z.enum(values)).optional());

export const BookingListQuerySchema = z
  .object({
    status: csvList(BOOKING_STATUSES).meta({ description: 'One status or several, comma-separated' }),
    view: z.enum(['customer', 'specialist']).optional().meta({ description: 'Which side of my bookings; default: my role' }),
    from: Instant.optional().meta({ description: 'Scheduled at or after' }),
    to: Instant.optional().meta({ description: 'Scheduled before' }),
    sortOrder: z.enum(['asc', 'desc']).default('asc'),
    page: PageNumberSchema,
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'endAfterStart' })
  .meta({ id: 'BookingListQuery' });
export type BookingListQuery = z.output<typeof BookingListQuerySchema>;

/** Closed statuses: nothing more happens to these bookings. */
export const CLOSED_BOOKING_STATUSES = ['COMPLETED', 'CANCELLED', 'NO_SHOW'] as const satisfies readonly BookingStatus[];

export const BookingHistoryQuerySchema = z
  .object({
    page: PageNumberSchema,
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'BookingHistoryQuery' });
export const UpcomingQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(UPCOMING_LIMIT_DEFAULT) });
export const StatsQuerySchema = z
  .object({
    period: z.enum(BOOKING_STATS_PERIODS).default('month').meta({ description: 'The calendar week (Monday first), month, quarter or year that holds now, in my time zone; all = every date' }),
    view: z.enum(['customer', 'specialist']).optional().meta({ description: 'Which side of my bookings; default: my role (as GET /bookings)' }),
    from: Instant.optional().meta({ description: 'Narrows the period: scheduled at or after (as GET /bookings)' }),
    to: Instant.optional().meta({ description: 'Narrows the period: scheduled before (as GET /bookings)' }),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'endAfterStart' })
  .meta({ id: 'BookingStatsQuery' });
export const ExportQuerySchema = z.object({ format: z.enum(['csv', 'ics']).default('csv') });
export const CheckConflictsQuerySchema = z
  .object({
    specialistId: z.string().min(1).max(64),
    scheduledAt: Instant,
    duration: z.coerce.number().int().min(1).max(24 * 60),
    excludeBookingId: z.string().max(64).optional(),
  })
  .meta({ id: 'CheckConflictsQuery' });

const Party = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable().optional().meta({ description: "null unless it is you, you are an admin, or the person's privacy setting showPhone is on" }),
  email: z.string().nullable().optional().meta({ description: "null unless it is you, you are an admin, or the person's privacy setting showEmail is on" }),
});

export const BookingSchema = z
  .object({
    id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    scheduledAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    duration: z.number().int().meta({ description: 'Minutes' }),
    type: z.enum(BOOKING_TYPES),
    videoCall: z.boolean(),
    notes: z.string().nullable(),
    location: z.string().nullable(),
    amount: z.number().meta({ description: 'Major units of `currency`' }),
    currency: z.enum(CURRENCIES),
    service: z.object({ id: z.string(), name: z.string() }),
    specialist: Party.extend({
      timezone: z.string(),
      address: z.string().nullable(),
      city: z.string(),
      latitude: z.number().nullable().meta({ description: "Where the specialist receives (the booking page's map); null when not set" }),
      longitude: z.number().nullable(),
    }),
    customer: Party,
    cancellationReason: z.string().nullable(),
    cancelledBy: z.enum(['customer', 'specialist', 'admin', 'system']).nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    confirmedAt: z.iso.datetime().nullable(),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable().meta({ description: 'Pending: when it expires unless confirmed' }),
    freeCancellationUntil: z.iso
      .datetime()
      .meta({ description: "scheduledAt minus the specialist's cancellation window: until then the customer may reschedule, and cancel for free; after it, only cancel (until the start)" }),
    paymentDueAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Set while the booking is held for a required deposit: unless the deposit is paid by then, the booking is cancelled by the system and its time released' }),
    paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
    amountPaid: z.number().meta({ description: 'What the customer has paid online and not been refunded, major units of `currency`' }),
    amountRefunded: z.number().meta({ description: 'What has been refunded, major units' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof BookingSchema>;

export const BookingEnvelopeSchema = z.object({ booking: BookingSchema }).meta({ id: 'BookingResponse' });
export const CancelBookingResultSchema = z
  .object({
    booking: BookingSchema,
    freeCancellation: z.boolean().meta({ description: 'false: the customer cancelled inside the cancellation window (allowed, but not free)' }),
    refunded: z.number().meta({ description: 'What this cancellation refunded to the card, major units (0 when nothing was paid online)' }),
    refundPending: z.boolean().meta({ description: 'true: the payment provider did not answer; the refund is retried within minutes (the booking stays cancelled)' }),
  })
  .meta({ id: 'CancelBookingResult' });
export const BookingPageSchema = pagedSchema('bookings', BookingSchema).meta({ id: 'BookingPage' });
export const BookingListSchema = z.object({ bookings: z.array(BookingSchema) }).meta({ id: 'BookingList' });

export const BookingStatsSchema = z
  .object({
    period: z.enum(BOOKING_STATS_PERIODS),
    timezone: z.string().meta({ description: 'The IANA zone whose calendar the period follows: the specialist’s for the specialist view, else my profile’s' }),
    from: z.iso.datetime().nullable().meta({ description: 'Start of the counted window; null = open' }),
    to: z.iso.datetime().nullable().meta({ description: 'End of the counted window (exclusive); null = open' }),
    total: z.number().int(),
    byStatus: z.record(z.enum(BOOKING_STATUSES), z.number().int()),
    upcoming: z.number().int(),
    completionRate: z.number().meta({ description: 'completed / (completed + cancelled + no-show), 0 when none' }),
    amount: z.number().meta({ description: 'Specialist view: my income (gross) by visit date of the window, major units (UAH) — the same figure as GET /specialists/earnings and /specialists/analytics (see `gross` there); customer view: the prices of my completed bookings' }),
  })
  .meta({ id: 'BookingStats' });

export const ActionCheckSchema = z
  .object({
    allowed: z.boolean(),
    reason: z.string().nullable().meta({ description: 'An error code when not allowed' }),
    deadline: z.iso.datetime().nullable().meta({ description: 'Until when (free) cancellation or rescheduling is possible' }),
    free: z.boolean().meta({ description: 'can-cancel: the cancellation is within the free window' }),
    refundAmount: z.number().optional().meta({ description: 'can-cancel: what cancelling now refunds to the card (major units; 0 when nothing was paid online)' }),
    keptAmount: z.number().optional().meta({ description: 'can-cancel: what the specialist keeps (the deposit part of a late cancellation by the customer)' }),
    pointsReturned: z.number().int().optional().meta({ description: 'can-cancel: loyalty points spent on this booking that cancelling gives back to the customer' }),
  })
  .meta({ id: 'BookingActionCheck' });

export const ConflictsSchema = z
  .object({ hasConflicts: z.boolean(), conflicts: z.array(z.object({ id: z.string().nullable(), kind: z.enum(['booking', 'blocked']), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() })) })
  .meta({ id: 'BookingConflicts' });

export const ReminderResultSchema = z
  .object({ sent: z.literal(true), channel: z.literal('email') })
  .meta({ id: 'BookingReminderResult' });

export const CalendarFeedSchema = z.object({ url: z.string().meta({ description: 'Private iCal feed of my bookings; keep it secret' }) }).meta({ id: 'CalendarFeed' });
