import { describe, expect, it } from 'vitest';
import { paramsWithPeriod, periodFromParams } from './period';

describe('the period in the URL', () => {
  it('reads ?period=, and the month when it is missing or unknown', () => {
    expect(periodFromParams(new URLSearchParams('period=week'))).toBe('week');
    expect(periodFromParams(new URLSearchParams('period=year'))).toBe('year');
    expect(periodFromParams(new URLSearchParams(''))).toBe('month');
    expect(periodFromParams(new URLSearchParams('period=all'))).toBe('month');
  });

  it('writes a period, leaves the default month out and keeps other parameters', () => {
    expect(paramsWithPeriod(new URLSearchParams('x=1'), 'quarter').toString()).toBe('x=1&period=quarter');
    expect(paramsWithPeriod(new URLSearchParams('period=week&x=1'), 'month').toString()).toBe('x=1');
  });
});
