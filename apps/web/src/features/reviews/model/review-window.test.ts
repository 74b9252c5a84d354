import { describe, expect, it } from 'vitest';
import { canEdit, canReview, reviewDeadline } from './review-window';

const completedAt = '2026-10-01T10:00:00.000Z';
const day = 86_400_000;

describe('review window', () => {
  it('opens at completion and closes 60 days later', () => {
    const booking = { status: 'COMPLETED' as const, completedAt };
    expect(reviewDeadline(booking)?.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(canReview(booking, Date.parse(completedAt) + 60 * day)).toBe(true);
    expect(canReview(booking, Date.parse(completedAt) + 60 * day + 1)).toBe(false);
  });

  it.each(['CONFIRMED', 'CANCELLED', 'NO_SHOW'] as const)('is closed for a %s booking', (status) => {
    expect(canReview({ status, completedAt: null }, Date.parse(completedAt))).toBe(false);
    expect(reviewDeadline({ status, completedAt })).toBeNull();
  });

  it('lets the author edit until editableUntil, not at that moment', () => {
    const review = { editableUntil: '2026-10-08T10:00:00.000Z' };
    expect(canEdit(review, Date.parse(review.editableUntil) - 1)).toBe(true);
    expect(canEdit(review, Date.parse(review.editableUntil))).toBe(false);
  });
});
