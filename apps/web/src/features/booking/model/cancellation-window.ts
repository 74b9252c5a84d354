/**
 * The specialist's cancellation window seen from the booking page. Once a booking's start is
 * closer than the window, the customer can no longer reschedule it (the API answers 409
 * CANCELLATION_WINDOW_PASSED); cancelling stays possible until the start.
 */
const HOUR_MS = 3_600_000;

/**
 * Would a booking starting at `slot` already be inside the window at `now`? The same rule as the
 * API's: rescheduling ends at start − window, that instant included.
 */
export const insideCancellationWindow = (slot: string, windowHours: number, now: number): boolean =>
  now >= Date.parse(slot) - windowHours * HOUR_MS;
