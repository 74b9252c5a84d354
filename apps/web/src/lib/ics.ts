/**
 * A one-booking iCalendar file (RFC 5545), built in the browser for "Add to calendar" right
 * after booking and on the bookings list. Times are written in UTC, so every calendar shows them
 * in its own zone.
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

export interface IcsTexts {
  /** The event title, e.g. "Manicure — Olena Kovalenko". */
  summary: string;
  description?: string;
  /** Where; none for online visits. */
  location?: string | null;
}

export const bookingToIcs = (booking: Pick<Booking, 'id' | 'scheduledAt' | 'endsAt' | 'status'>, texts: IcsTexts, now = new Date()): string => {
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
    `SUMMARY:${escapeIcsText(texts.summary)}`,
    ...(texts.description ? [`DESCRIPTION:${escapeIcsText(texts.description)}`] : []),
    ...(texts.location ? [`LOCATION:${escapeIcsText(texts.location)}`] : []),
    `STATUS:${booking.status === 'CONFIRMED' || booking.status === 'IN_PROGRESS' ? 'CONFIRMED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
};
