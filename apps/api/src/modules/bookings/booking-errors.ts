/** The bookings module's domain errors, and the guard that turns the database's overlap refusals into them. */
import { AppError, NotFoundError } from '../../http/errors.js';
import { sqlState } from '../../lib/db.js';
import type { BookabilityProblem } from '../scheduling/scheduling.service.js';

export const bookingNotFound = () => NotFoundError('Booking not found');
export const slotTaken = () => new AppError('SLOT_TAKEN', 'This time has just been taken. Please choose another one');

export const PROBLEMS: Record<BookabilityProblem, () => AppError> = {
  NOT_FOUND: () => NotFoundError('Service not found or unavailable'),
  BOOKING_IN_PAST: () => new AppError('BOOKING_IN_PAST', 'This time is in the past'),
  SLOT_UNAVAILABLE: () => new AppError('SLOT_UNAVAILABLE', 'The specialist is not available at this time'),
  SLOT_TAKEN: slotTaken,
};

/**
 * Writes guarded by the exclusion constraint `bookings_no_overlap`: 23P01 means another active
 * booking holds (part of) the time → SLOT_TAKEN. Concurrent inserts into the same GiST range can
 * also end in a deadlock (40P01); one retry settles it, a second one answers SLOT_TAKEN.
 */
export async function guardedWrite<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const state = sqlState(error);
      if (state === '23P01') throw slotTaken();
      if (state === '40P01' && attempt === 1) continue;
      if (state === '40P01') throw slotTaken();
      throw error;
    }
  }
}
