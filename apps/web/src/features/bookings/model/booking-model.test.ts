import { describe, expect, it } from 'vitest';
import { allowedActions, specialistActionsFor } from './booking-actions';
import { endOfDayUtc, startOfDayUtc, windowHours, zonedTime, zoneLabel } from './booking-time';
import { runForEach } from './bulk';
import { parseCustomerTab } from './booking-tabs';

describe('booking actions', () => {
  it('follow the contracts’ lifecycle for each actor', () => {
    expect(allowedActions('PENDING', 'customer')).toEqual(['cancel', 'reschedule', 'update']);
    expect(allowedActions('COMPLETED', 'customer')).toEqual([]);
    const at = (status: 'PENDING' | 'CONFIRMED' | 'IN_PROGRESS' | 'NO_SHOW') => ({ status, scheduledAt: '2026-12-01T10:00:00.000Z' });
    const before = Date.parse('2026-12-01T09:00:00.000Z');
    const early = Date.parse('2026-12-01T09:50:00.000Z');
    const after = Date.parse('2026-12-01T10:05:00.000Z');
    expect(specialistActionsFor(at('PENDING'), before)).toEqual(['confirm', 'reminder', 'cancel']);
    expect(specialistActionsFor(at('CONFIRMED'), before)).toEqual(['reminder', 'cancel']);
    expect(specialistActionsFor(at('CONFIRMED'), early)).toEqual(['start', 'reminder', 'cancel']);
    expect(specialistActionsFor(at('CONFIRMED'), after)).toEqual(['start', 'complete', 'no_show']);
    expect(specialistActionsFor(at('IN_PROGRESS'), after)).toEqual(['complete']);
    expect(specialistActionsFor(at('NO_SHOW'), after)).toEqual([]);
  });
});

describe('booking time', () => {
  it('shows an instant in a zone with the offset of that date (DST)', () => {
    expect(zonedTime('2026-12-01T08:00:00.000Z', 'Europe/Kyiv', 'en').time).toBe('10:00');
    expect(zoneLabel('Europe/Kyiv', '2026-07-01T08:00:00.000Z')).toBe('Kyiv (UTC+03:00)');
    expect(zoneLabel('America/New_York', '2026-12-01T08:00:00.000Z')).toBe('New York (UTC-05:00)');
  });

  it('turns a local date range into UTC instants, the end exclusive', () => {
    expect(startOfDayUtc('2026-03-29', 'Europe/Kyiv')).toBe('2026-03-28T22:00:00.000Z');
    expect(endOfDayUtc('2026-03-29', 'Europe/Kyiv')).toBe('2026-03-29T21:00:00.000Z');
    expect(startOfDayUtc('', 'Europe/Kyiv')).toBeUndefined();
  });

  it('derives the cancellation window from the deadline', () => {
    expect(windowHours('2026-11-30T08:00:00.000Z', '2026-12-01T08:00:00.000Z')).toBe(24);
  });

  it('falls back to the upcoming tab', () => {
    expect(parseCustomerTab('past')).toBe('past');
    expect(parseCustomerTab('nope')).toBe('upcoming');
  });
});

describe('runForEach', () => {
  it('counts successes and failures without stopping', async () => {
    const outcome = await runForEach(['a', 'b', 'c'], async (id) => {
      if (id === 'b') throw new Error('no');
    });
    expect(outcome.succeeded).toEqual(['a', 'c']);
    expect(outcome.failed.map((f) => f.id)).toEqual(['b']);
  });
});
