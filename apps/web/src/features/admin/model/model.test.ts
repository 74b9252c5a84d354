import { describe, expect, it } from 'vitest';
import { buildStats } from '../testing/fixtures';
import { describeDetails } from './audit-details';
import { pageParams } from './query';
import { seriesPoints } from './series';
import { paramsWithTab, tabFromParams } from './tabs';

describe('pageParams', () => {
  it('keeps set values only, trimmed', () => {
    expect(pageParams({ search: '  olena ', userType: undefined, status: '', page: 2, limit: 20, actorId: null })).toEqual({ search: 'olena', page: 2, limit: 20 });
    expect(pageParams({ search: '   ', page: Number.NaN })).toEqual({});
  });
});

describe('tabs in the URL', () => {
  it('reads a known tab, else the overview', () => {
    expect(tabFromParams(new URLSearchParams('tab=audit'))).toBe('audit');
    expect(tabFromParams(new URLSearchParams('tab=AUDIT'))).toBe('overview');
    expect(tabFromParams(new URLSearchParams(''))).toBe('overview');
  });
  it('writes no query for the overview', () => {
    expect(paramsWithTab('overview').toString()).toBe('');
    expect(paramsWithTab('users').toString()).toBe('tab=users');
  });
});

describe('describeDetails', () => {
  it('lists plain values one per line, nested ones by their path', () => {
    expect(describeDetails({ reason: 'Spam', cancelBookings: false, counts: { bookings: 2 }, ids: ['a', 'b'], note: null })).toEqual([
      { key: 'reason', path: ['reason'], value: 'Spam' },
      { key: 'cancelBookings', path: ['cancelBookings'], value: 'false' },
      { key: 'counts.bookings', path: ['counts', 'bookings'], value: '2' },
      { key: 'ids', path: ['ids'], value: 'a, b' },
      { key: 'note', path: ['note'], value: '—' },
    ]);
  });
  it('turns before and after into the changes only', () => {
    expect(describeDetails({ before: { commissionPercent: 10, features: { payments: true, uploads: true } }, after: { commissionPercent: 12, features: { payments: false, uploads: true } }, reason: 'x' })).toEqual([
      { key: 'change:commissionPercent', path: ['commissionPercent'], before: '10', value: '12' },
      { key: 'change:features.payments', path: ['features', 'payments'], before: 'true', value: 'false' },
      { key: 'reason', path: ['reason'], value: 'x' },
    ]);
  });
  it('shows a status change given as plain before/after values', () => {
    expect(describeDetails({ before: 'ACTIVE', after: 'SUSPENDED' })).toEqual([
      { key: 'before', path: ['before'], value: 'ACTIVE' },
      { key: 'after', path: ['after'], value: 'SUSPENDED' },
    ]);
  });
  it('has nothing to say about empty details', () => {
    expect(describeDetails({})).toEqual([]);
  });
});

describe('seriesPoints', () => {
  it('labels days and months in the interface language, unshifted by time zones', () => {
    const days = seriesPoints(buildStats().series, 'bookings', 'en');
    expect(days[0]).toEqual({ key: '2026-11-01', label: 'Nov 1', longLabel: 'November 1, 2026', value: 0 });
    expect(days[3]?.value).toBe(3);
    const months = seriesPoints([{ date: '2026-01', newUsers: 4, bookings: 0, paid: 0 }], 'newUsers', 'uk');
    expect(months[0]).toMatchObject({ label: 'січ.', value: 4 });
    expect(months[0]?.longLabel).toMatch(/^січень 2026/);
  });
});
