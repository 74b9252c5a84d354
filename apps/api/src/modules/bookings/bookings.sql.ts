import { DEPOSIT_HOLD_MINUTES } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { prepared } from '../../lib/db.js';
import type { BookingRow, NewBooking } from './bookings.rows.js';

/**
 * A booking as every answer shows it (service, specialist, both people), in one statement
 * (issue 16: the same row through Prisma took five relation loads). The insert returns it too,
 * so creating a booking reads nothing back. Plain builders, shared with the benchmark's floor.
 */
/** First key of the advisory locks that order one specialist's new bookings (the second: a hash of their id). */
export const BOOKING_TURN_LOCK = 16_001;

const BOOKING_COLUMNS = Prisma.sql`
  b.id::text AS id, b.status::text AS status, b.type::text AS type, b.scheduled_at, b.ends_at, b.busy_until, b.duration_minutes,
  b.price_minor, b.currency, b.notes, b.location, b.video_call, b.expires_at, b.payment_due_at, b.cancellation_reason, b.cancelled_by_id::text AS cancelled_by_id,
  b.cancelled_at, b.confirmed_at, b.started_at, b.completed_at, b.reschedule_count, b.payment_status::text AS payment_status,
  b.amount_paid_minor, b.amount_refunded_minor, b.created_at, b.updated_at,
  b.customer_id::text AS customer_id, b.specialist_id::text AS specialist_id, b.service_id::text AS service_id,
  s.name AS service_name,
  sp.user_id::text AS sp_user_id, sp.timezone AS sp_timezone, sp.address AS sp_address, sp.city AS sp_city, sp.latitude AS sp_latitude, sp.longitude AS sp_longitude, sp.auto_accept AS sp_auto_accept,
  sp.cancellation_window_hours AS sp_cancellation_window_hours, sp.works_online AS sp_works_online, sp.works_in_person AS sp_works_in_person,
  su.first_name AS su_first_name, su.last_name AS su_last_name, su.avatar_url AS su_avatar_url, su.phone AS su_phone, su.email AS su_email,
  su.show_phone AS su_show_phone, su.show_email AS su_show_email,
  cu.first_name AS cu_first_name, cu.last_name AS cu_last_name, cu.avatar_url AS cu_avatar_url, cu.email AS cu_email, cu.phone AS cu_phone,
  cu.show_phone AS cu_show_phone, cu.show_email AS cu_show_email, cu.language AS cu_language, cu.timezone AS cu_timezone`;
const BOOKING_JOINS = Prisma.sql`
  JOIN services s ON s.id = b.service_id
  JOIN specialist_profiles sp ON sp.id = b.specialist_id
  JOIN users su ON su.id = sp.user_id
  JOIN users cu ON cu.id = b.customer_id`;

export interface RawBooking {
  id: string;
  status: BookingRow['status'];
  type: BookingRow['type'];
  scheduled_at: Date;
  ends_at: Date;
  busy_until: Date;
  duration_minutes: number;
  price_minor: number;
  currency: string;
  notes: string | null;
  location: string | null;
  video_call: boolean;
  expires_at: Date | null;
  payment_due_at: Date | null;
  cancellation_reason: string | null;
  cancelled_by_id: string | null;
  cancelled_at: Date | null;
  confirmed_at: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  reschedule_count: number;
  payment_status: BookingRow['paymentStatus'];
  amount_paid_minor: number;
  amount_refunded_minor: number;
  created_at: Date;
  updated_at: Date;
  customer_id: string;
  specialist_id: string;
  service_id: string;
  service_name: string;
  sp_user_id: string;
  sp_timezone: string;
  sp_address: string | null;
  sp_city: string;
  sp_latitude: number | null;
  sp_longitude: number | null;
  sp_auto_accept: boolean;
  sp_cancellation_window_hours: number;
  sp_works_online: boolean;
  sp_works_in_person: boolean;
  su_first_name: string;
  su_last_name: string;
  su_avatar_url: string | null;
  su_phone: string | null;
  su_email: string | null;
  su_show_phone: boolean;
  su_show_email: boolean;
  cu_first_name: string;
  cu_last_name: string;
  cu_avatar_url: string | null;
  cu_email: string | null;
  cu_phone: string | null;
  cu_show_phone: boolean;
  cu_show_email: boolean;
  cu_language: string;
  cu_timezone: string;
}

/** The booking `id` with its parties (no row: not there). */
export const bookingByIdSql = (id: string) => prepared(Prisma.sql`SELECT ${BOOKING_COLUMNS} FROM bookings b ${BOOKING_JOINS} WHERE b.id = ${id}::uuid`);

/**
 * Inserts the booking and returns it as `bookingByIdSql` would read it. The exclusion
 * constraint `bookings_no_overlap` refuses it (23P01) when its busy range meets another's.
 * Bookings of one specialist take turns (a transaction-scoped advisory lock on the specialist,
 * taken before the row is written): concurrent inserts into one range would otherwise wait on
 * each other's uncommitted rows and end in deadlocks that PostgreSQL untangles a second at a time.
 */
export const insertBookingSql = (data: NewBooking) => prepared(Prisma.sql`
  WITH b AS (
    INSERT INTO bookings (customer_id, specialist_id, service_id, status, type, scheduled_at, ends_at, busy_until, duration_minutes,
                          price_minor, currency, notes, location, video_call, expires_at, confirmed_at, updated_at, payment_due_at)
    SELECT ${data.customerId}::uuid, ${data.specialistId}::uuid, ${data.serviceId}::uuid, ${data.status}::"BookingStatus", ${data.type}::"BookingType",
           ${data.scheduledAt}::timestamptz, ${data.endsAt}::timestamptz, ${data.busyUntil}::timestamptz, ${data.durationMinutes}::int,
           ${data.priceMinor}::int, ${data.currency}, ${data.notes}::text, ${data.location}::text, ${data.videoCall}::boolean,
           ${data.expiresAt}::timestamptz, ${data.confirmedAt}::timestamptz, now(),
           -- Held for the deposit from the moment it is made (created_at is now() too).
           CASE WHEN ${data.depositHold}::boolean THEN now() + make_interval(mins => ${DEPOSIT_HOLD_MINUTES}::int) END
      FROM (SELECT pg_advisory_xact_lock(${BOOKING_TURN_LOCK}::int, hashtext(${data.specialistId}::text))) AS turn
    RETURNING *)
  SELECT ${BOOKING_COLUMNS} FROM b ${BOOKING_JOINS}`);

/** Timestamps as Date whether node-postgres or Prisma's raw query read them. */
const at = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const atOrNull = (v: Date | string | null) => (v === null ? null : at(v));

export const toBookingRow = (r: RawBooking): BookingRow => ({
  id: r.id,
  status: r.status,
  type: r.type,
  scheduledAt: at(r.scheduled_at),
  endsAt: at(r.ends_at),
  busyUntil: at(r.busy_until),
  durationMinutes: r.duration_minutes,
  priceMinor: r.price_minor,
  currency: r.currency,
  notes: r.notes,
  location: r.location,
  videoCall: r.video_call,
  expiresAt: atOrNull(r.expires_at),
  paymentDueAt: atOrNull(r.payment_due_at),
  cancellationReason: r.cancellation_reason,
  cancelledById: r.cancelled_by_id,
  cancelledAt: atOrNull(r.cancelled_at),
  confirmedAt: atOrNull(r.confirmed_at),
  startedAt: atOrNull(r.started_at),
  completedAt: atOrNull(r.completed_at),
  rescheduleCount: r.reschedule_count,
  paymentStatus: r.payment_status,
  amountPaidMinor: r.amount_paid_minor,
  amountRefundedMinor: r.amount_refunded_minor,
  createdAt: at(r.created_at),
  updatedAt: at(r.updated_at),
  customerId: r.customer_id,
  specialistId: r.specialist_id,
  serviceId: r.service_id,
  service: { id: r.service_id, name: r.service_name },
  specialist: {
    id: r.specialist_id,
    userId: r.sp_user_id,
    timezone: r.sp_timezone,
    address: r.sp_address,
    city: r.sp_city,
    latitude: r.sp_latitude,
    longitude: r.sp_longitude,
    autoAccept: r.sp_auto_accept,
    cancellationWindowHours: r.sp_cancellation_window_hours,
    worksOnline: r.sp_works_online,
    worksInPerson: r.sp_works_in_person,
    user: {
      firstName: r.su_first_name,
      lastName: r.su_last_name,
      avatarUrl: r.su_avatar_url,
      phone: r.su_phone,
      email: r.su_email,
      showPhone: r.su_show_phone,
      showEmail: r.su_show_email,
    },
  },
  customer: {
    id: r.customer_id,
    firstName: r.cu_first_name,
    lastName: r.cu_last_name,
    avatarUrl: r.cu_avatar_url,
    email: r.cu_email,
    phone: r.cu_phone,
    showPhone: r.cu_show_phone,
    showEmail: r.cu_show_email,
    language: r.cu_language,
    timezone: r.cu_timezone,
  },
});
