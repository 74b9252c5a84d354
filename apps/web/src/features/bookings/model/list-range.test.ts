import { describe, expect, it } from 'vitest';
import { activeFilterCount, instantRange, isDayRangeValid } from './list-range';

describe('instantRange', () => {
  it('turns days of the specialist’s zone into [midnight, midnight after) instants', () => {
    expect(instantRange({ from: '2026-12-01', to: '2026-12-05' }, 'Europe/Kyiv')).toEqual({
      from: '2026-11-30T22:00:00.000Z',
      to: '2026-12-05T22:00:00.000Z',
    });
    expect(instantRange({ from: '2026-12-01', to: '2026-12-01' }, 'America/New_York')).toEqual({
      from: '2026-12-01T05:00:00.000Z',
      to: '2026-12-02T05:00:00.000Z',
    });
  });

  it('follows daylight-saving time: the day of the spring change has 23 hours', () => {
    expect(instantRange({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Kyiv')).toEqual({
      from: '2026-03-28T22:00:00.000Z',
      to: '2026-03-29T21:00:00.000Z',
    });
  });

  it('leaves an open side out and sends nothing for an end before the start', () => {
    expect(instantRange({ from: '', to: '' }, 'Europe/Kyiv')).toEqual({});
    expect(instantRange({ from: '2026-12-01', to: '' }, 'Europe/Kyiv')).toEqual({ from: '2026-11-30T22:00:00.000Z' });
    expect(isDayRangeValid({ from: '2026-12-05', to: '2026-12-01' })).toBe(false);
    expect(instantRange({ from: '2026-12-05', to: '2026-12-01' }, 'Europe/Kyiv')).toEqual({});
  });
});

describe('activeFilterCount', () => {
  it('counts each status, each date and a non-blank search', () => {
    expect(activeFilterCount({ statuses: [], from: '', to: '', search: '  ' })).toBe(0);
    expect(activeFilterCount({ statuses: ['PENDING', 'CONFIRMED'], from: '2026-12-01', to: '', search: 'ol' })).toBe(4);
  });
});
