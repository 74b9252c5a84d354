import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfInstant,
  daysBetween,
  formatFullDate,
  formatTime,
  resolveVisitorTimezone,
  sameZone,
  todayIn,
  weekDates,
} from './visitor-time';

describe('visitor time', () => {
  it('prefers the profile zone, then the browser zone, then Europe/Kyiv', () => {
    expect(resolveVisitorTimezone('America/New_York', 'Europe/Berlin')).toBe('America/New_York');
    expect(resolveVisitorTimezone(null, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(resolveVisitorTimezone('Mars/Olympus', undefined)).toBe('Europe/Kyiv');
    // Browsers may still report the old name.
    expect(resolveVisitorTimezone(null, 'Europe/Kiev')).toBe('Europe/Kyiv');
    expect(sameZone('Europe/Kiev', 'Europe/Kyiv')).toBe(true);
    expect(sameZone('Europe/Warsaw', 'Europe/Kyiv')).toBe(false);
  });

  it('knows today in the visitor zone, not in UTC', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-22');
    expect(todayIn('Europe/Kyiv', lateEvening)).toBe('2026-11-23');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-22');
  });

  it('steps calendar days across the daylight-saving change', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(daysBetween('2026-03-28', '2026-04-04')).toBe(7);
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('shows an instant in the given zone', () => {
    const slot = '2026-10-25T07:00:00.000Z';
    expect(formatTime(slot, 'Europe/Kyiv', 'uk')).toBe('09:00');
    expect(formatTime('2026-10-24T07:00:00.000Z', 'Europe/Kyiv', 'uk')).toBe('10:00');
    expect(formatTime(slot, 'America/New_York', 'en')).toMatch(/^3:00\sAM$/);
    expect(dateOfInstant('2026-11-30T22:30:00Z', 'Europe/Kyiv')).toBe('2026-12-01');
    expect(formatFullDate('2026-11-30', 'en')).toBe('Monday, November 30, 2026');
  });
});
