// SKELETON — helper "booking jobs" replaces the no-op with pg-boss; the interface is what the
// bookings service calls after its transaction commits.

/** The booking facts background work depends on. */
export interface BookingTiming {
  id: string;
  status: string;
  scheduledAt: Date;
  expiresAt: Date | null;
}

export interface BookingJobs {
  /** A booking was created or rescheduled (or its status changed): (re)plan its reminders and expiry. */
  bookingChanged(booking: BookingTiming): Promise<void>;
  /** A booking was cancelled or finished: nothing more should run for it. */
  bookingClosed(bookingId: string): Promise<void>;
}

export const noBookingJobs: BookingJobs = {
  bookingChanged: async () => {},
  bookingClosed: async () => {},
};
