import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-time';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    ['en', ago(20_000), 'now'],
    ['en', ago(5 * 60_000), '5 min ago'],
    ['en', ago(3 * 3_600_000), '3 hr ago'],
    ['en', ago(26 * 3_600_000), 'yesterday'],
    ['en', ago(3 * 86_400_000), '3 days ago'],
    ['uk', ago(5 * 60_000), '5 хв тому'],
    ['ru', ago(3 * 3_600_000), '3 ч назад'],
  ])('%s: %s → %s', (language, iso, text) => {
    expect(formatRelativeTime(iso, now, language, 'Europe/Kyiv')).toBe(text);
  });

  it('gives the date after a week, with the year only when it is another one', () => {
    expect(formatRelativeTime('2026-11-10T10:00:00.000Z', now, 'en', 'Europe/Kyiv')).toBe('10 Nov');
    expect(formatRelativeTime('2025-12-31T23:30:00.000Z', now, 'en', 'Europe/Kyiv')).toBe('1 Jan 2026');
  });

  it('reads a clock a little ahead as now, and an unknown zone does not hide the date', () => {
    expect(formatRelativeTime(new Date(now + 30_000).toISOString(), now, 'en')).toBe('now');
    expect(formatRelativeTime('2026-11-10T10:00:00.000Z', now, 'en', 'Mars/Olympus')).toBe('10 Nov');
    expect(formatRelativeTime('garbage', now, 'en')).toBe('');
  });
});
