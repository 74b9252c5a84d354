import { ACTIVE_BOOKING_STATUSES } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { prepared } from '../../lib/db.js';
import type { AvailabilityBlockRow, BookableServiceRow } from './scheduling.rows.js';

/**
 * The SQL of slot computation's reads, one statement each (issue 16): a bookable service with
 * what its specialist's rules need, and everything that can take time away in a window (entries
 * and active bookings). Plain builders, so the benchmark's floor server runs the same statements.
 */
const BOOKABLE_SERVICE_COLUMNS = Prisma.sql`
  s.id::text AS id, s.duration_minutes, s.price_minor, s.currency, s.available_days, s.time_slots, s.is_active, s.hidden_at, s.next_free_at,
  sp.id::text AS sp_id, sp.user_id::text AS sp_user_id, sp.timezone, sp.working_hours, sp.buffer_minutes, sp.min_notice_minutes,
  sp.booking_horizon_days, sp.cancellation_window_hours, sp.auto_accept, sp.allow_instant_bookings, sp.require_customer_verification,
  sp.works_online, sp.works_in_person, sp.is_visible, sp.is_suspended, u.deleted_at`;
const BOOKABLE_SERVICE_FROM = Prisma.sql`FROM services s JOIN specialist_profiles sp ON sp.id = s.specialist_id JOIN users u ON u.id = sp.user_id`;

export interface RawBookableService {
  id: string;
  duration_minutes: number;
  price_minor: number;
  currency: string;
  available_days: string[];
  time_slots: string[];
  is_active: boolean;
  hidden_at: Date | null;
  next_free_at: Date | null;
  sp_id: string;
  sp_user_id: string;
  timezone: string;
  working_hours: unknown;
  buffer_minutes: number;
  min_notice_minutes: number;
  booking_horizon_days: number;
  cancellation_window_hours: number;
  auto_accept: boolean;
  allow_instant_bookings: boolean;
  require_customer_verification: boolean;
  works_online: boolean;
  works_in_person: boolean;
  is_visible: boolean;
  is_suspended: boolean;
  deleted_at: Date | null;
}

/** A service and what slot computation needs of its specialist (any state: callers decide). */
export const bookableServiceByIdSql = (id: string) => prepared(Prisma.sql`SELECT ${BOOKABLE_SERVICE_COLUMNS} ${BOOKABLE_SERVICE_FROM} WHERE s.id = ${id}::uuid`);

/** A specialist's active services, by id. */
export const activeServicesOfSql = (specialistId: string) =>
  prepared(Prisma.sql`SELECT ${BOOKABLE_SERVICE_COLUMNS} ${BOOKABLE_SERVICE_FROM} WHERE s.specialist_id = ${specialistId}::uuid AND s.is_active ORDER BY s.id`);

/** Stores the earliest free starts of several services in one statement. */
export const saveNextFreeSql = (values: { serviceId: string; nextFreeAt: Date | null }[], checkedAt: Date) => prepared(Prisma.sql`
  UPDATE services s SET next_free_at = v."nextFreeAt", next_free_checked_at = ${checkedAt}::timestamptz, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v("serviceId" uuid, "nextFreeAt" timestamptz)
   WHERE s.id = v."serviceId"`);

export const toBookableServiceRow = (r: RawBookableService): BookableServiceRow & { nextFreeAt: Date | null } => ({
  id: r.id,
  durationMinutes: r.duration_minutes,
  priceMinor: r.price_minor,
  currency: r.currency,
  availableDays: r.available_days,
  timeSlots: r.time_slots,
  isActive: r.is_active,
  hiddenAt: r.hidden_at,
  nextFreeAt: r.next_free_at,
  specialist: {
    id: r.sp_id,
    userId: r.sp_user_id,
    timezone: r.timezone,
    workingHours: r.working_hours as BookableServiceRow['specialist']['workingHours'],
    bufferMinutes: r.buffer_minutes,
    minNoticeMinutes: r.min_notice_minutes,
    bookingHorizonDays: r.booking_horizon_days,
    cancellationWindowHours: r.cancellation_window_hours,
    autoAccept: r.auto_accept,
    allowInstantBookings: r.allow_instant_bookings,
    requireCustomerVerification: r.require_customer_verification,
    worksOnline: r.works_online,
    worksInPerson: r.works_in_person,
    isVisible: r.is_visible,
    isSuspended: r.is_suspended,
    user: { deletedAt: r.deleted_at },
  },
});

/** Where slot computation looks: entries touching [entriesFrom, entriesTo), bookings busy in [busyFrom, busyTo). */
export interface SlotInputWindow {
  entriesFrom: Date;
  entriesTo: Date;
  busyFrom: Date;
  busyTo: Date;
  /** A booking whose own time does not count (rescheduling it). */
  excludeBookingId?: string | null;
}

/**
 * A specialist's availability entries that may touch the window (one-off entries overlapping it,
 * weekly ones started before its end) and the busy ranges of their active bookings, in one
 * statement (two JSON arrays).
 */
export const slotInputsSql = (specialistId: string, w: SlotInputWindow) => prepared(Prisma.sql`
  SELECT
    (SELECT coalesce(json_agg(json_build_object('id', b.id, 'specialistId', b.specialist_id, 'kind', b.kind, 'startsAt', b.starts_at,
                                                'endsAt', b.ends_at, 'available', b.available, 'reason', b.reason,
                                                'repeatWeekly', b.repeat_weekly, 'repeatDays', b.repeat_days) ORDER BY b.starts_at, b.id), '[]')
       FROM availability_blocks b
      WHERE b.specialist_id = ${specialistId}::uuid AND b.starts_at < ${w.entriesTo} AND (b.repeat_weekly OR b.ends_at > ${w.entriesFrom})) AS entries,
    (SELECT coalesce(json_agg(json_build_object('start', k.scheduled_at, 'end', k.busy_until)), '[]')
       FROM bookings k
      WHERE k.specialist_id = ${specialistId}::uuid AND k.status::text = ANY(${[...ACTIVE_BOOKING_STATUSES]}::text[])
        AND k.scheduled_at < ${w.busyTo} AND k.busy_until > ${w.busyFrom}
        ${w.excludeBookingId ? Prisma.sql`AND k.id <> ${w.excludeBookingId}::uuid` : Prisma.empty}) AS busy`);

export interface RawSlotInputs {
  entries: (Omit<AvailabilityBlockRow, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string })[];
  busy: { start: string; end: string }[];
}

export const toSlotInputs = (r: RawSlotInputs): { entries: AvailabilityBlockRow[]; busy: { start: Date; end: Date }[] } => ({
  entries: r.entries.map((e) => ({ ...e, startsAt: new Date(e.startsAt), endsAt: new Date(e.endsAt) })),
  busy: r.busy.map((b) => ({ start: new Date(b.start), end: new Date(b.end) })),
});
