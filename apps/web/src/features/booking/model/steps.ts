/** The booking flow's steps (spec section 2), in order. */
export const BOOKING_STEPS = ['dateTime', 'details', 'payment', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
