import { stringify } from 'csv-stringify/sync';
import { toMajorUnits } from '@vizyt/contracts';
import { renderBookingCalendar } from '../../lib/booking-calendar.js';
import { bookingTypeOf, cancelledByOf } from './bookings.presenter.js';
import type { BookingRow } from './bookings.rows.js';

/** Whose eyes the file is for: a customer sees the specialist, a specialist the customer, an admin both. */
export type ExportPerspective = 'customer' | 'specialist' | 'admin';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

const CSV_COLUMNS = [
  'id',
  'status',
  'service',
  'specialist',
  'customer',
  'scheduled_at_utc',
  'ends_at_utc',
  'specialist_timezone',
  'duration_minutes',
  'type',
  'video_call',
  'location',
  'amount',
  'currency',
  'notes',
  'cancelled_by',
  'cancellation_reason',
  'created_at_utc',
] as const;

/**
 * CSV, one row per booking. Times are UTC instants (ISO 8601 with Z; the column names say so)
 * beside the specialist's IANA zone, so a spreadsheet can show them in local time. Spreadsheet
 * formula injection is defused: cells starting with = + - @ get a leading apostrophe.
 */
export function bookingsToCsv(rows: BookingRow[], perspective: ExportPerspective): string {
  const defuse = (v: string | null) => (v && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ''));
  const records = rows.map((b) => [
    b.id,
    b.status,
    defuse(b.service.name),
    defuse(perspective === 'specialist' ? '' : fullName(b.specialist.user)),
    defuse(perspective === 'customer' ? '' : fullName(b.customer)),
    b.scheduledAt.toISOString(),
    b.endsAt.toISOString(),
    b.specialist.timezone,
    String(b.durationMinutes),
    bookingTypeOf(b.type),
    b.videoCall ? 'yes' : 'no',
    defuse(b.location ?? (b.type === 'IN_PERSON' ? [b.specialist.address, b.specialist.city].filter(Boolean).join(', ') : null)),
    toMajorUnits(b.priceMinor).toFixed(2),
    b.currency,
    defuse(b.notes),
    cancelledByOf(b) ?? '',
    defuse(b.cancellationReason),
    b.createdAt.toISOString(),
  ]);
  // A BOM so Excel opens Cyrillic text as UTF-8.
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...records])}`;
}

/** iCalendar of the bookings, as the reader sees them. */
export function bookingsToIcs(rows: BookingRow[], perspective: ExportPerspective, appUrl: string): string {
  const url = `${appUrl.replace(/\/$/, '')}/bookings`;
  return renderBookingCalendar(
    rows.map((b) => ({
      ...b,
      serviceName: b.service.name,
      otherParty: perspective === 'customer' ? fullName(b.specialist.user) : fullName(b.customer),
      url,
    })),
    { appUrl, product: 'bookings' },
  );
}

export function exportFile(rows: BookingRow[], format: 'csv' | 'ics', perspective: ExportPerspective, appUrl: string, now: Date): ExportFile {
  const day = now.toISOString().slice(0, 10);
  return format === 'csv'
    ? { filename: `vizyt-bookings-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: bookingsToCsv(rows, perspective) }
    : { filename: `vizyt-bookings-${day}.ics`, contentType: 'text/calendar; charset=utf-8', body: bookingsToIcs(rows, perspective, appUrl) };
}
