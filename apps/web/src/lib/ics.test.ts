import { describe, expect, it } from 'vitest';
import { buildBooking } from '@/test/builders';
import { bookingToIcs, escapeIcsText, foldIcsLine } from './ics';

describe('bookingToIcs', () => {
  it('builds one event with UTC times, escaped text and CRLF lines', () => {
    const booking = buildBooking({ id: 'bk-1', status: 'PENDING', scheduledAt: '2026-11-30T08:00:00.000Z', endsAt: '2026-11-30T09:00:00.000Z' });
    const ics = bookingToIcs(booking, { summary: 'Класичний манікюр — Olena Kovalenko', location: 'вул. Хрещатик, 1; кв. 2' }, new Date('2026-11-22T06:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261130T080000Z\r\n');
    expect(ics).toContain('DTEND:20261130T090000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261122T060000Z\r\n');
    expect(ics).toContain('UID:booking-bk-1@vizyt\r\n');
    expect(ics).toContain('LOCATION:вул. Хрещатик\\, 1\\; кв. 2\r\n');
    expect(ics).toContain('STATUS:TENTATIVE\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toContain('DESCRIPTION:');
  });

  it('marks confirmed and started visits CONFIRMED, and leaves the place out when there is none', () => {
    const ics = bookingToIcs(buildBooking({ status: 'IN_PROGRESS' }), { summary: 'x', description: 'Онлайн', location: null });
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(ics).toContain('DESCRIPTION:Онлайн\r\n');
    expect(ics).not.toContain('LOCATION:');
  });

  it('escapes newlines and folds long lines at 75 octets without splitting a letter', () => {
    expect(escapeIcsText('a\nb\\c')).toBe('a\\nb\\\\c');
    const folded = foldIcsLine(`SUMMARY:${'ї'.repeat(80)}`);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'ї'.repeat(80)}`);
  });
});
