import { describe, expect, it } from 'vitest';
import { statusHistory } from './booking-history';

const base = {
  status: 'PENDING' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  startedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('statusHistory', () => {
  it('a new booking has one entry: booked', () => {
    expect(statusHistory(base)).toEqual([{ event: 'booked', at: base.createdAt }]);
  });

  it('lists every moment oldest first, equal moments in lifecycle order', () => {
    const history = statusHistory({
      ...base,
      status: 'COMPLETED',
      confirmedAt: base.createdAt,
      startedAt: '2026-11-25T09:58:00.000Z',
      completedAt: '2026-11-25T11:00:00.000Z',
    });
    expect(history.map((e) => e.event)).toEqual(['booked', 'confirmed', 'started', 'completed']);
  });

  it('names who cancelled; a no-show is dated by its last change', () => {
    expect(statusHistory({ ...base, status: 'CANCELLED', cancelledAt: '2026-11-21T08:00:00.000Z', cancelledBy: 'specialist' }).at(-1)).toEqual({
      event: 'cancelled',
      at: '2026-11-21T08:00:00.000Z',
      by: 'specialist',
    });
    expect(statusHistory({ ...base, status: 'NO_SHOW', confirmedAt: base.createdAt, updatedAt: '2026-11-25T12:00:00.000Z' }).at(-1)).toEqual({
      event: 'noShow',
      at: '2026-11-25T12:00:00.000Z',
    });
  });
});
