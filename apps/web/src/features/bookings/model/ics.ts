/**
 * One booking as an iCalendar (RFC 5545) file, built in the browser for "Add to calendar".
 * Times are written in UTC, so every calendar shows them in its own zone.
 */
import type { Booking } from '@vizyt/contracts';

const icsDate = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and line breaks. */
export const escapeIcsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 characters continue on the next line after a space. */
const fold = (line: string) => {
  if (line.length <= 75) return line;
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
  return parts.join('\r\n ');
};

export interface IcsTexts {
  summary: string;
  description: string;
  location?: string | null;
}

export const bookingToIcs = (booking: Pick<Booking, 'id' | 'scheduledAt' | 'endsAt' | 'status'>, texts: IcsTexts, now = new Date()): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vizyt//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@vizyt`,
    `DTSTAMP:${icsDate(now.toISOString())}`,
    `DTSTART:${icsDate(booking.scheduledAt)}`,
    `DTEND:${icsDate(booking.endsAt)}`,
    `SUMMARY:${escapeIcsText(texts.summary)}`,
    `DESCRIPTION:${escapeIcsText(texts.description)}`,
    ...(texts.location ? [`LOCATION:${escapeIcsText(texts.location)}`] : []),
    `STATUS:${booking.status === 'CONFIRMED' || booking.status === 'IN_PROGRESS' ? 'CONFIRMED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};

/** Saves `text` as a file through a temporary link. */
export const downloadTextFile = (filename: string, text: string, type = 'text/calendar;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
