/**
 * How a completed booking shows its review without the bookings feature knowing how (features
 * never import each other; app/ hands the reviews feature's piece in): the review, or "Leave a
 * review" while the visit can still be reviewed. Without it the card shows neither.
 */
import type { ComponentType } from 'react';
import type { Booking } from '@vizyt/contracts';

export interface BookingReviewSlotProps {
  booking: Booking;
  /** The current time (ms). */
  now: number;
}

export type BookingReviewSlot = ComponentType<BookingReviewSlotProps>;
