import type { Booking } from '@vizyt/contracts';
import { canTake } from './booking-actions';

/** What the customer's card says about changing the booking. */
export type CustomerChangeNote =
  /** Both work; rescheduling until `until` (the free-cancellation deadline). */
  | { kind: 'rescheduleUntil'; until: string }
  /** Inside the specialist's cancellation window: rescheduling closed at `closedAt`; cancelling works until `cancelUntil` (the start). */
  | { kind: 'rescheduleClosed'; closedAt: string; cancelUntil: string }
  /** The start time has passed (the specialist has not started or closed it yet). */
  | { kind: 'started' }
  | { kind: 'inProgress' };

export interface CustomerOptions {
  canReschedule: boolean;
  canCancel: boolean;
  note: CustomerChangeNote | null;
}

const NONE: CustomerOptions = { canReschedule: false, canCancel: false, note: null };

/**
 * The customer's Reschedule and Cancel, offered only when the API would accept them (the rules of
 * bookings.policy checkAction, from the fields the list already has): rescheduling until
 * `freeCancellationUntil`, cancelling until the start. When one is missing, the note says why and
 * until when.
 */
export const customerOptions = (booking: Pick<Booking, 'status' | 'scheduledAt' | 'freeCancellationUntil'>, now: number): CustomerOptions => {
  if (booking.status === 'IN_PROGRESS') return { ...NONE, note: { kind: 'inProgress' } };
  const open = canTake(booking.status, 'cancel', 'customer');
  if (!open) return NONE;
  if (now >= Date.parse(booking.scheduledAt)) return { ...NONE, note: { kind: 'started' } };
  if (now >= Date.parse(booking.freeCancellationUntil)) {
    return {
      canReschedule: false,
      canCancel: true,
      note: { kind: 'rescheduleClosed', closedAt: booking.freeCancellationUntil, cancelUntil: booking.scheduledAt },
    };
  }
  return {
    canReschedule: canTake(booking.status, 'reschedule', 'customer'),
    canCancel: true,
    note: { kind: 'rescheduleUntil', until: booking.freeCancellationUntil },
  };
};

/**
 * "Pay" on the customer's card (issue #11): an active booking (pending or confirmed) not yet paid
 * in full. Whether the specialist takes cards the payment page itself says.
 */
export const payableOnline = (booking: Pick<Booking, 'status' | 'paymentStatus'>): boolean =>
  (booking.status === 'PENDING' || booking.status === 'CONFIRMED') && (booking.paymentStatus === 'UNPAID' || booking.paymentStatus === 'DEPOSIT_PAID');
