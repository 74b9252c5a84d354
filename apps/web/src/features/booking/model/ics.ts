/**
 * A single-event iCalendar file (RFC 5545) of a booking, built in the browser so that "Add to
 * calendar" works right after booking without another round trip.
 */
import type { Booking } from '@vizyt/contracts';

const encoder = new TextEncoder();

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text values. */
export const escapeIcsText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + a space), never inside a character. */
export const foldIcsLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** 2026-11-30T08:00:00.000Z → 20261130T080000Z */
const icsInstant = (iso: string): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface IcsOptions {
  /** The event title, e.g. "Manicure — Olena Kovalenko". */
  summary: string;
  description?: string;
  now?: Date;
}

export const bookingToIcs = (booking: Booking, { summary, description, now = new Date() }: IcsOptions): string => {
  const location = booking.location ?? booking.specialist.address ?? (booking.type === 'online' ? null : booking.specialist.city);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vizyt//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@vizyt`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(booking.scheduledAt)}`,
    `DTEND:${icsInstant(booking.endsAt)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `STATUS:${booking.status === 'CONFIRMED' ? 'CONFIRMED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
};

/** Saves `content` as a file through a temporary link (no server round trip). */
export const downloadFile = (content: string, fileName: string, type: string) => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
