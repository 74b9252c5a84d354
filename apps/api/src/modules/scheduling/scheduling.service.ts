// SKELETON — helper "scheduling API" replaces the body of createSchedulingService; the exported
// types are the contract the bookings module codes against (keep them, extend if needed).
import type { Db } from '../../lib/db.js';

/** What the bookings module needs to know about a bookable service at one moment. */
export interface BookableService {
  serviceId: string;
  specialistId: string;
  specialistUserId: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  timezone: string;
  bufferMinutes: number;
  cancellationWindowHours: number;
  autoAccept: boolean;
}

export type BookabilityProblem = 'NOT_FOUND' | 'BOOKING_IN_PAST' | 'SLOT_UNAVAILABLE' | 'SLOT_TAKEN';

export interface SchedulingService {
  /**
   * May `serviceId` be booked to start at `start` right now? Re-checks everything slot
   * computation checks (working hours / service days and start times / available slots, blocks,
   * vacations, active bookings with buffers, minimum notice, horizon). `excludeBookingId` ignores
   * that booking's own time (reschedule). NOT_FOUND: no such active service of a visible specialist.
   */
  checkBookable(
    serviceId: string,
    start: Date,
    options?: { excludeBookingId?: string; now?: Date },
  ): Promise<{ ok: true; service: BookableService } | { ok: false; problem: BookabilityProblem; service: BookableService | null }>;
}

export function createSchedulingService(_db: Db): SchedulingService {
  return {
    checkBookable: () => Promise.reject(new Error('checkBookable is not implemented yet')),
  };
}
