import { describe, expect, it } from 'vitest';
import { buildInsights } from '../testing/fixtures';
import { hourPoints, seriesLabel, seriesLongLabel, seriesPoints, weekdayPoints } from './chart-data';

describe('chart points', () => {
  it('labels a bucket by its period: a weekday, a day, a week’s Monday or a month', () => {
    expect(seriesLabel('2026-11-23', 'week', 'en')).toBe('Mon');
    expect(seriesLabel('2026-11-23', 'month', 'en')).toBe('23');
    expect(seriesLabel('2026-11-23', 'quarter', 'en')).toBe('Nov 23');
    expect(seriesLabel('2026-11-01', 'year', 'uk')).toBe('лист.');
    expect(seriesLongLabel('2026-11-01', 'year', 'uk')).toBe('Листопад 2026 р.');
    expect(seriesLongLabel('2026-11-23', 'week', 'en')).toBe('Monday, November 23, 2026');
  });

  it('writes revenue in hryvnia per locale', () => {
    const [point] = seriesPoints({ period: 'month', series: [{ date: '2026-11-03', bookings: 2, revenue: 1250 }] }, 'uk');
    expect(point?.revenueText.replace(/\u00a0/g, ' ')).toBe('1 250 ₴');
    expect(point?.bookings).toBe(2);
  });

  it('orders weekdays from Monday and hours from midnight', () => {
    const insights = buildInsights();
    const weekdays = weekdayPoints([...insights.byWeekday].reverse(), 'en');
    expect(weekdays.map((p) => p.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdays[4]).toMatchObject({ longLabel: 'Friday', bookings: 6 });
    const hours = hourPoints([...insights.byHour].reverse());
    expect(hours[0]?.label).toBe('00');
    expect(hours[10]).toMatchObject({ longLabel: '10:00–11:00', bookings: 4 });
    expect(hours[23]?.longLabel).toBe('23:00–00:00');
  });
});
