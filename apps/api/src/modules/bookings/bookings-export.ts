import { stringify } from 'csv-stringify/sync';
import ical, { ICalEventStatus } from 'ical-generator';
import { toMajorUnits } from '@vizyt/contracts';
import { bookingTypeOf, cancelledByOf } from './bookings.presenter.js';
import type { BookingRow } from './bookings.repository.js';

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

const ICS_STATUS: Record<BookingRow['status'], ICalEventStatus> = {
  PENDING: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  IN_PROGRESS: ICalEventStatus.CONFIRMED,
  COMPLETED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
  NO_SHOW: ICalEventStatus.CANCELLED,
};

/** iCalendar (RFC 5545): one VEVENT per booking, times in UTC (DTSTART…Z); stable UIDs so re-imports update. */
export function bookingsToIcs(rows: BookingRow[], perspective: ExportPerspective, appUrl: string): string {
  const calendar = ical({ name: 'Vizyt', prodId: { company: 'Vizyt', product: 'bookings', language: 'UK' } });
  const host = new URL(appUrl).hostname || 'vizyt';
  for (const b of rows) {
    const other = perspective === 'customer' ? fullName(b.specialist.user) : fullName(b.customer);
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      start: b.scheduledAt,
      end: b.endsAt,
      summary: `${b.service.name} — ${other}`,
      description: [b.notes, `Status: ${b.status}`, `Time zone of the specialist: ${b.specialist.timezone}`].filter(Boolean).join('\n'),
      location: b.type === 'ONLINE' ? 'Online' : (b.location ?? ([b.specialist.address, b.specialist.city].filter(Boolean).join(', ') || null)),
      status: ICS_STATUS[b.status],
      url: `${appUrl.replace(/\/$/, '')}/bookings`,
      stamp: b.updatedAt,
      created: b.createdAt,
      lastModified: b.updatedAt,
    });
  }
  return calendar.toString();
}

export function exportFile(rows: BookingRow[], format: 'csv' | 'ics', perspective: ExportPerspective, appUrl: string, now: Date): ExportFile {
  const day = now.toISOString().slice(0, 10);
  return format === 'csv'
    ? { filename: `vizyt-bookings-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: bookingsToCsv(rows, perspective) }
    : { filename: `vizyt-bookings-${day}.ics`, contentType: 'text/calendar; charset=utf-8', body: bookingsToIcs(rows, perspective, appUrl) };
}
