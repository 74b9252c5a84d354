import { describe, expect, it } from 'vitest';
import { listTimezones, matchesTimezone, timezoneDisplayName, utcOffsetLabel } from './timezones';

describe('time zones', () => {
  it('puts Europe/Kyiv first, under its current name, once; UTC is in the list', () => {
    const zones = listTimezones();
    expect(zones[0]).toBe('Europe/Kyiv');
    expect(zones.filter((z) => z === 'Europe/Kyiv')).toHaveLength(1);
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones).toContain('UTC');
    expect(zones.length).toBeGreaterThan(300);
  });

  it('keeps a saved zone the browser does not list', () => {
    expect(listTimezones(['Etc/GMT-3'])).toContain('Etc/GMT-3');
  });

  it('labels offsets, summer and winter', () => {
    expect(utcOffsetLabel('Europe/Kyiv', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(utcOffsetLabel('Europe/Kyiv', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+03:00');
    expect(utcOffsetLabel('UTC')).toBe('UTC+00:00');
    expect(timezoneDisplayName('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });

  it('finds zones by name or offset', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(matchesTimezone('Europe/Warsaw', 'wars', winter)).toBe(true);
    expect(matchesTimezone('America/New_York', 'new york', winter)).toBe(true);
    expect(matchesTimezone('Europe/Kyiv', '+2', winter)).toBe(true);
    expect(matchesTimezone('Europe/Kyiv', 'utc+02', winter)).toBe(true);
    expect(matchesTimezone('Europe/Berlin', '+2', winter)).toBe(false);
    expect(matchesTimezone('Europe/Berlin', '', winter)).toBe(true);
  });
});
