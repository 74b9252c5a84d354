// SKELETON — helper "bookings API" replaces this.
import type { Db } from '../../lib/db.js';
import type { Mailer } from '../../lib/mailer.js';
import type { SchedulingService } from '../scheduling/scheduling.service.js';
import type { BookingJobs } from './booking-jobs.js';

export interface BookingsDeps {
  db: Db;
  scheduling: SchedulingService;
  jobs: BookingJobs;
  mailer: Mailer;
  appUrl: string;
}

export function createBookingsService(_deps: BookingsDeps) {
  return {};
}
export type BookingsService = ReturnType<typeof createBookingsService>;
