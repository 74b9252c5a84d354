import { describe, expect, it } from 'vitest';
import { statsWindow } from './stats-window.js';

const iso = (w: { from: Date | null; to: Date | null }) => ({ from: w.from?.toISOString() ?? null, to: w.to?.toISOString() ?? null });

describe('statsWindow', () => {
  it('this month is the whole calendar month on the zone’s wall calendar, its future part included', () => {
    // 25 Nov 2026, 09:00Z: Kyiv is on winter time (UTC+2).
    expect(iso(statsWindow('month', new Date('2026-11-25T09:00:00Z'), 'Europe/Kyiv'))).toEqual({
      from: '2026-10-31T22:00:00.000Z',
      to: '2026-11-30T22:00:00.000Z',
    });
  });

  it('takes the month of the zone, not of UTC, near midnight', () => {
    // 31 Oct 2026 23:30Z is already 1 November 01:30 in Kyiv, but still October in New York.
    const now = new Date('2026-10-31T23:30:00Z');
    expect(iso(statsWindow('month', now, 'Europe/Kyiv')).from).toBe('2026-10-31T22:00:00.000Z');
    expect(iso(statsWindow('month', now, 'America/New_York'))).toEqual({ from: '2026-10-01T04:00:00.000Z', to: '2026-11-01T04:00:00.000Z' });
  });

  it('a month across a daylight-saving change starts and ends at local midnight with different offsets', () => {
    // March 2026: Kyiv moves from UTC+2 to UTC+3 on the 29th.
    expect(iso(statsWindow('month', new Date('2026-03-10T12:00:00Z'), 'Europe/Kyiv'))).toEqual({
      from: '2026-02-28T22:00:00.000Z',
      to: '2026-03-31T21:00:00.000Z',
    });
  });

  it('weeks start on Monday; quarters and years are calendar ones; all is open', () => {
    const now = new Date('2026-11-25T09:00:00Z'); // a Wednesday
    expect(iso(statsWindow('week', now, 'Europe/Kyiv'))).toEqual({ from: '2026-11-22T22:00:00.000Z', to: '2026-11-29T22:00:00.000Z' });
    expect(iso(statsWindow('quarter', now, 'Europe/Kyiv'))).toEqual({ from: '2026-09-30T21:00:00.000Z', to: '2026-12-31T22:00:00.000Z' });
    expect(iso(statsWindow('year', now, 'Europe/Kyiv'))).toEqual({ from: '2025-12-31T22:00:00.000Z', to: '2026-12-31T22:00:00.000Z' });
    expect(statsWindow('all', now, 'Europe/Kyiv')).toEqual({ from: null, to: null });
  });

  it('a range (the list’s date filter) narrows the period', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const from = new Date('2026-11-20T22:00:00Z');
    const to = new Date('2026-12-05T22:00:00Z');
    expect(iso(statsWindow('all', now, 'Europe/Kyiv', { from, to }))).toEqual({ from: from.toISOString(), to: to.toISOString() });
    expect(iso(statsWindow('month', now, 'Europe/Kyiv', { from, to }))).toEqual({ from: from.toISOString(), to: '2026-11-30T22:00:00.000Z' });
    expect(iso(statsWindow('all', now, 'Europe/Kyiv', { to }))).toEqual({ from: null, to: to.toISOString() });
  });

  it('an unknown zone falls back to Kyiv instead of failing', () => {
    expect(iso(statsWindow('month', new Date('2026-11-25T09:00:00Z'), 'Mars/Olympus')).from).toBe('2026-10-31T22:00:00.000Z');
  });
});
