/**
 * When a customer may write or edit a review (the API's rules, checked before offering the
 * action; the server decides): a COMPLETED booking can be reviewed for WINDOW_DAYS after
 * its completion, and a review edited until its `editableUntil`.
 */
import type { Booking, Review } from '@vizyt/contracts';
import { WINDOW_DAYS } from './constants';

const DAY_MS = 86_400_000;

/** The last moment a review of this booking can be written; null when it was never completed. */
export const reviewDeadline = (booking: Pick<Booking, 'status' | 'completedAt'>): Date | null =>
  booking.status === 'COMPLETED' && booking.completedAt ? new Date(Date.parse(booking.completedAt) + WINDOW_DAYS * DAY_MS) : null;

/** A completed booking within the window (and without a review: the caller checks that). */
export const canReview = (booking: Pick<Booking, 'status' | 'completedAt'>, now: number): boolean => {
  const deadline = reviewDeadline(booking);
  return deadline !== null && now <= deadline.getTime();
};

export const canEdit = (review: Pick<Review, 'editableUntil'>, now: number): boolean => now < Date.parse(review.editableUntil);
