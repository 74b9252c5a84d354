import { BOOKING_TRANSITIONS, START_EARLY_MINUTES, type BookingAction, type BookingActor, type BookingStatus } from '@vizyt/contracts';

/** Actions the lifecycle (contracts' BOOKING_TRANSITIONS) lets `actor` take on a booking in `status`. */
export const allowedActions = (status: BookingStatus, actor: BookingActor): BookingAction[] =>
  BOOKING_TRANSITIONS.filter((t) => t.from.includes(status) && t.by.includes(actor)).map((t) => t.action);

export const canTake = (status: BookingStatus, action: BookingAction, actor: BookingActor): boolean =>
  allowedActions(status, actor).includes(action);

/** The specialist's per-booking buttons, in the order they appear. */
export const SPECIALIST_ROW_ACTIONS = ['confirm', 'start', 'complete', 'no_show', 'reminder', 'cancel'] as const satisfies readonly BookingAction[];
export type SpecialistRowAction = (typeof SPECIALIST_ROW_ACTIONS)[number];

/**
 * The time rules of the transition table ("when"): start from START_EARLY_MINUTES before the
 * start, complete and no-show not before the start; confirm, reminder and cancel only before it.
 * A button the server would refuse with TOO_EARLY or INVALID_TRANSITION is not offered.
 */
const inTime = (action: SpecialistRowAction, scheduledAt: string, now: number): boolean => {
  const start = Date.parse(scheduledAt);
  switch (action) {
    case 'start':
      return now >= start - START_EARLY_MINUTES * 60_000;
    case 'complete':
    case 'no_show':
      return now >= start;
    default:
      return now < start;
  }
};

export const specialistActionsFor = (booking: { status: BookingStatus; scheduledAt: string }, now = Date.now()): SpecialistRowAction[] =>
  SPECIALIST_ROW_ACTIONS.filter((action) => canTake(booking.status, action, 'specialist') && inTime(action, booking.scheduledAt, now));
