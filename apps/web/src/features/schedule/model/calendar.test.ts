import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { buildBlock, buildBooking } from '../testing/fixtures';
import { countSlots, effectiveView, itemsInRange, occurrencesOf, segmentsOfDay, shiftAnchor, viewsFor, visibleRange } from './calendar';

const KYIV = 'Europe/Kyiv';

describe('visibleRange', () => {
  it('is the ISO week (Monday first) around the anchor, as instants of the zone', () => {
    const range = visibleRange('week', '2026-03-29', KYIV);
    expect([range.firstDate, range.lastDate]).toEqual(['2026-03-23', '2026-03-29']);
    expect(range.start.toUTC().toISO()).toBe('2026-03-22T22:00:00.000Z');
    // The week ends after the spring-forward night: midnight is UTC+3 then.
    expect(range.end.toUTC().toISO()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('pads a month to whole weeks and keeps the month as the period', () => {
    const range = visibleRange('month', '2026-03-10', KYIV);
    expect([range.firstDate, range.lastDate, range.periodFirst, range.periodLast]).toEqual(['2026-02-23', '2026-04-05', '2026-03-01', '2026-03-31']);
  });

  it('shows one day or three days from the anchor, across the spring-forward night', () => {
    const day = visibleRange('day', '2026-03-29', KYIV);
    expect([day.firstDate, day.lastDate, day.periodFirst, day.periodLast]).toEqual(['2026-03-29', '2026-03-29', '2026-03-29', '2026-03-29']);
    // A 23-hour day: midnight to midnight changes the offset.
    expect([day.start.toUTC().toISO(), day.end.toUTC().toISO()]).toEqual(['2026-03-28T22:00:00.000Z', '2026-03-29T21:00:00.000Z']);
    const three = visibleRange('threeDays', '2026-03-28', KYIV);
    expect([three.firstDate, three.lastDate]).toEqual(['2026-03-28', '2026-03-30']);
    expect(three.end.toUTC().toISO()).toBe('2026-03-30T21:00:00.000Z');
  });

  it('offers a week on tablets and wider, one or three days on phones, and maps one to the other', () => {
    expect(viewsFor(true)).toEqual(['day', 'week', 'month', 'year']);
    expect(viewsFor(false)).toEqual(['day', 'threeDays', 'month', 'year']);
    expect(effectiveView('week', false)).toBe('threeDays');
    expect(effectiveView('threeDays', true)).toBe('week');
    expect(effectiveView('day', false)).toBe('day');
    expect(effectiveView('month', false)).toBe('month');
  });

  it('moves by a period', () => {
    expect(shiftAnchor('day', '2026-03-31', 1)).toBe('2026-04-01');
    expect(shiftAnchor('threeDays', '2026-03-29', 1)).toBe('2026-04-01');
    expect(shiftAnchor('threeDays', '2026-03-01', -1)).toBe('2026-02-26');
    expect(shiftAnchor('week', '2026-03-29', 1)).toBe('2026-04-05');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftAnchor('year', '2026-03-29', -1)).toBe('2025-03-29');
  });
});

describe('occurrencesOf', () => {
  it('repeats a weekly entry at the same wall-clock time across the DST change', () => {
    // Monday 23 March 2026, 09:00–10:00 in Kyiv (UTC+2), weekly on Monday and Sunday.
    const weekly = buildBlock({ startsAt: '2026-03-23T07:00:00.000Z', endsAt: '2026-03-23T08:00:00.000Z', repeatWeekly: true, repeatDays: ['monday', 'sunday'] });
    const got = occurrencesOf(weekly, KYIV, '2026-03-23', '2026-03-30').map((o) => o.start.toUTC().toISO());
    expect(got).toEqual(['2026-03-23T07:00:00.000Z', '2026-03-29T06:00:00.000Z', '2026-03-30T06:00:00.000Z']);
  });

  it('recurs on the weekday of its date when no days are chosen, never before its date', () => {
    const weekly = buildBlock({ startsAt: '2026-03-25T08:00:00.000Z', endsAt: '2026-03-25T09:00:00.000Z', repeatWeekly: true, repeatDays: [] });
    const got = occurrencesOf(weekly, KYIV, '2026-03-16', '2026-04-05').map((o) => o.start.toISODate());
    expect(got).toEqual(['2026-03-25', '2026-04-01']);
  });
});

describe('segmentsOfDay', () => {
  it('cuts a multi-day vacation to each day', () => {
    const vacation = buildBlock({ kind: 'vacation', startsAt: '2026-03-26T22:00:00.000Z', endsAt: '2026-03-28T22:00:00.000Z' });
    const range = visibleRange('week', '2026-03-23', KYIV);
    const items = itemsInRange([vacation], [], KYIV, range);
    expect(segmentsOfDay(items, '2026-03-27', KYIV).map((s) => [s.fromMinute, s.toMinute])).toEqual([[0, 1440]]);
    expect(segmentsOfDay(items, '2026-03-28', KYIV).map((s) => [s.fromMinute, s.toMinute])).toEqual([[0, 1440]]);
    expect(segmentsOfDay(items, '2026-03-29', KYIV)).toEqual([]);
  });
});

describe('countSlots', () => {
  const workingHours = { monday: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }], wednesday: [{ start: '10:00', end: '16:00' }] };
  const range = visibleRange('week', '2026-03-23', KYIV);

  it('counts working intervals and extra slots as available, blocks as blocked, not bookings', () => {
    const extra = buildBlock({ id: 'extra', available: true, startsAt: '2026-03-28T08:00:00.000Z', endsAt: '2026-03-28T10:00:00.000Z' });
    const blocked = buildBlock({ id: 'b', available: false });
    const items = itemsInRange([extra, blocked], [buildBooking()], KYIV, range);
    expect(countSlots(workingHours, items, KYIV, range.periodFirst, range.periodLast)).toEqual({ available: 4, blocked: 1, total: 5 });
  });

  it('does not count a working interval a vacation covers', () => {
    const vacation = buildBlock({ id: 'v', kind: 'vacation', startsAt: '2026-03-22T22:00:00.000Z', endsAt: '2026-03-23T22:00:00.000Z' });
    const items = itemsInRange([vacation], [], KYIV, range);
    expect(countSlots(workingHours, items, KYIV, range.periodFirst, range.periodLast)).toEqual({ available: 1, blocked: 1, total: 2 });
  });

  it('keeps DateTime instants in the zone', () => {
    const items = itemsInRange([], [buildBooking()], KYIV, range);
    expect(items[0]?.start.equals(DateTime.fromISO('2026-03-28T14:00', { zone: KYIV }))).toBe(true);
  });
});
