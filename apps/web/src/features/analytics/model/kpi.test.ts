import { describe, expect, it } from 'vitest';
import { buildAnalytics, buildQuietAnalytics } from '../testing/fixtures';
import { formatKpi, kpisOf, NO_VALUE, type KpiKind } from './kpi';

const KINDS: KpiKind[] = ['count', 'money', 'rating', 'minutes', 'share'];
// Intl's no-break spaces, written plainly.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatKpi', () => {
  it.each(KINDS)('shows "—" for a %s the server could not compute (null), never 0', (kind) => {
    for (const language of ['uk', 'en', 'ru']) {
      expect(formatKpi(kind, null, language)).toBe(NO_VALUE);
      expect(formatKpi(kind, undefined, language)).toBe(NO_VALUE);
      expect(formatKpi(kind, Number.NaN, language)).toBe(NO_VALUE);
    }
  });

  it('keeps a real zero a zero', () => {
    expect(formatKpi('count', 0, 'en')).toBe('0');
    expect(plain(formatKpi('money', 0, 'uk'))).toBe('0 ₴');
    expect(formatKpi('share', 0, 'uk')).toBe('0%');
    expect(formatKpi('share', 0, 'en')).toBe('0%');
  });

  it('writes money per locale: "1 250 ₴" in Ukrainian and Russian, "₴1,250" in English', () => {
    expect(plain(formatKpi('money', 1250, 'uk'))).toBe('1 250 ₴');
    expect(plain(formatKpi('money', 1250, 'ru'))).toBe('1 250 ₴');
    expect(formatKpi('money', 1250, 'en')).toBe('₴1,250');
    expect(plain(formatKpi('money', -80, 'uk'))).toBe('−80 ₴');
  });

  it('writes shares as percentages and ratings with one or two decimals', () => {
    expect(formatKpi('share', 0.727, 'en')).toBe('72.7%');
    expect(formatKpi('share', 0.727, 'uk')).toBe('72,7%');
    expect(plain(formatKpi('share', 0.4, 'ru'))).toBe('40 %');
    expect(formatKpi('rating', 4.75, 'en')).toBe('4.75');
    expect(formatKpi('rating', 5, 'uk')).toBe('5,0');
  });

  it('writes a response time in minutes, hours or days', () => {
    expect(formatKpi('minutes', 25, 'en')).toBe('25 min');
    expect(formatKpi('minutes', 90, 'en')).toBe('1.5 hr');
    expect(plain(formatKpi('minutes', 25, 'uk'))).toBe('25 хв');
    expect(formatKpi('minutes', 36 * 60, 'en')).toBe('1.5 days');
  });
});

describe('kpisOf', () => {
  it('takes each figure from its place in the answer, keeping nulls', () => {
    const kpis = kpisOf(buildAnalytics(), ['bookingsTotal', 'revenueNet', 'averageRating', 'responseTime', 'punctuality']);
    expect(kpis).toEqual([
      { key: 'bookingsTotal', kind: 'count', value: 12 },
      { key: 'revenueNet', kind: 'money', value: 4140 },
      { key: 'averageRating', kind: 'rating', value: 4.75 },
      { key: 'responseTime', kind: 'minutes', value: 25 },
      { key: 'punctuality', kind: 'share', value: 0.9 },
    ]);
    const quiet = kpisOf(buildQuietAnalytics(), ['averageRating', 'completionRate', 'bookingsTotal']);
    expect(quiet.map((k) => formatKpi(k.kind, k.value, 'en'))).toEqual([NO_VALUE, NO_VALUE, '0']);
  });
});
