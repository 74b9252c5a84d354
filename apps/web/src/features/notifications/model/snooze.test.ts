import { describe, expect, it } from 'vitest';
import { isSnoozed, snoozeUntil } from './snooze';

describe('snooze', () => {
  const now = new Date('2026-11-25T20:30:00.000Z');

  it('ends 1, 8 or 24 hours later', () => {
    expect(snoozeUntil('1h', now, 'Europe/Kyiv').toISOString()).toBe('2026-11-25T21:30:00.000Z');
    expect(snoozeUntil('8h', now, 'Europe/Kyiv').toISOString()).toBe('2026-11-26T04:30:00.000Z');
    expect(snoozeUntil('24h', now, 'Europe/Kyiv').toISOString()).toBe('2026-11-26T20:30:00.000Z');
  });

  it('"until tomorrow" is 9:00 of the next day in the viewer’s zone', () => {
    // 22:30 in Kyiv (UTC+2 in winter): tomorrow 9:00 Kyiv is 07:00 UTC.
    expect(snoozeUntil('tomorrow', now, 'Europe/Kyiv').toISOString()).toBe('2026-11-26T07:00:00.000Z');
    // Already the 26th in Tokyo (05:30): tomorrow is the 27th, 9:00 Tokyo = 00:00 UTC.
    expect(snoozeUntil('tomorrow', now, 'Asia/Tokyo').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    // The night summer time starts in Kyiv (29 March 2026): 9:00 is then UTC+3.
    expect(snoozeUntil('tomorrow', new Date('2026-03-28T12:00:00.000Z'), 'Europe/Kyiv').toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('is running only until its end', () => {
    expect(isSnoozed(null, now.getTime())).toBe(false);
    expect(isSnoozed('2026-11-25T20:31:00.000Z', now.getTime())).toBe(true);
    expect(isSnoozed('2026-11-25T20:30:00.000Z', now.getTime())).toBe(false);
    expect(isSnoozed('not a date', now.getTime())).toBe(false);
  });
});
