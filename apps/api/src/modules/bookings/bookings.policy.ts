import {
  BOOKING_TRANSITIONS,
  START_EARLY_MINUTES,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
  type ErrorCode,
} from '@vizyt/contracts';
import { hasRole } from '../../http/policies.js';
import type { Actor } from '../../http/policies.js';

/** Route-level policies: which kind of caller may use an endpoint at all. */
export const customersOnly = { ...hasRole('CUSTOMER'), name: 'customersOnly' };
/** Confirm, start, complete, no-show, reminder: a customer may never (403, before anything is loaded). */
export const specialistOrAdmin = { ...hasRole('SPECIALIST', 'ADMIN'), name: 'specialistOrAdmin' };
/** Changing notes, place and type is the customer's (or an admin's). */
export const customerOrAdmin = { ...hasRole('CUSTOMER', 'ADMIN'), name: 'customerOrAdmin' };

/** What a policy needs to know about a booking. */
export interface BookingParties {
  customerId: string;
  specialistUserId: string;
}

/**
 * The side the caller is on for this booking: its customer, its specialist (owner of the
 * service's profile) or an admin. null: a stranger, who must not learn the booking exists (404).
 */
export function bookingRoleOf(actor: Actor | null, booking: BookingParties): Exclude<BookingActor, 'system'> | null {
  if (!actor) return null;
  if (actor.role === 'ADMIN') return 'admin';
  if (actor.role === 'CUSTOMER' && actor.userId === booking.customerId) return 'customer';
  if (actor.role === 'SPECIALIST' && actor.userId === booking.specialistUserId) return 'specialist';
  return null;
}

export const canSeeBooking = (actor: Actor | null, booking: BookingParties): boolean => bookingRoleOf(actor, booking) !== null;

/** Whether `when` is before the booking's start. */
export interface BookingTimes {
  status: BookingStatus;
  scheduledAt: Date;
  cancellationWindowHours: number;
}

export type Verdict = { ok: true } | { ok: false; code: Extract<ErrorCode, 'FORBIDDEN' | 'INVALID_TRANSITION' | 'TOO_EARLY' | 'CANCELLATION_WINDOW_PASSED'>; message: string };

const OK: Verdict = { ok: true };
const deny = (code: Exclude<Verdict, { ok: true }>['code'], message: string): Verdict => ({ ok: false, code, message });

export const transitionOf = (action: BookingAction) => {
  const t = BOOKING_TRANSITIONS.find((x) => x.action === action);
  if (!t) throw new Error(`No transition for ${action}`);
  return t;
};

/** When the customer's free cancellation (and their rescheduling) ends. */
export const freeCancellationDeadline = (b: Pick<BookingTimes, 'scheduledAt' | 'cancellationWindowHours'>): Date =>
  new Date(b.scheduledAt.getTime() - b.cancellationWindowHours * 3_600_000);

/**
 * May `role` take `action` on this booking at `now`? In this order: who (403), from which
 * status (409 INVALID_TRANSITION), and the time rule of the transition table (409 TOO_EARLY,
 * CANCELLATION_WINDOW_PASSED, or INVALID_TRANSITION once the booking has started).
 */
export function checkAction(action: BookingAction, role: BookingActor, booking: BookingTimes, now: Date): Verdict {
  const t = transitionOf(action);
  if (!t.by.includes(role)) return deny('FORBIDDEN', 'You do not have permission to perform this action');
  if (!t.from.includes(booking.status)) {
    return deny('INVALID_TRANSITION', `A ${booking.status.toLowerCase()} booking cannot be ${PAST_TENSE[action]}`);
  }
  const start = booking.scheduledAt.getTime();
  const at = now.getTime();
  switch (action) {
    case 'start':
      return at < start - START_EARLY_MINUTES * 60_000 ? deny('TOO_EARLY', `A booking can be started at most ${START_EARLY_MINUTES} minutes before its time`) : OK;
    case 'complete':
      return at < start ? deny('TOO_EARLY', 'A booking cannot be completed before its start time') : OK;
    case 'no_show':
      return at < start ? deny('TOO_EARLY', 'A no-show can be recorded only after the start time') : OK;
    case 'reschedule':
      if (at >= start) return deny('INVALID_TRANSITION', 'The booking has already started');
      if (role === 'customer' && at >= freeCancellationDeadline(booking).getTime()) {
        return deny('CANCELLATION_WINDOW_PASSED', `Rescheduling is possible up to ${booking.cancellationWindowHours} hours before the start`);
      }
      return OK;
    case 'confirm':
    case 'cancel':
    case 'update':
    case 'reminder':
      return at >= start ? deny('INVALID_TRANSITION', 'The booking has already started') : OK;
  }
}

const PAST_TENSE: Record<BookingAction, string> = {
  confirm: 'confirmed',
  start: 'started',
  complete: 'completed',
  cancel: 'cancelled',
  no_show: 'marked as a no-show',
  reschedule: 'rescheduled',
  update: 'changed',
  reminder: 'reminded of',
};

/** A cancellation by the customer after the free window is allowed, but not free (payments decide what that costs). */
export const isFreeCancellation = (role: BookingActor, booking: Pick<BookingTimes, 'scheduledAt' | 'cancellationWindowHours'>, now: Date): boolean =>
  role !== 'customer' || now.getTime() < freeCancellationDeadline(booking).getTime();
