// Helpers shared by the bookings API tests (not a test file itself).

import type { UserRole } from '@vizyt/contracts';
import type { Container } from '../../container.js';
import type { Db } from '../../lib/db.js';
import { bearerFor } from '../../test/accounts.js';
import { buildBookableService, buildBooking, buildUser } from '../../test/factories.js';
import { specialistIncomeOf } from '../payments/payments.module.js';
import { createBookingJobsRepository } from './booking-jobs.repository.js';
import { createBookingJobs } from './booking-jobs.js';
import { createBookingsRepository } from './bookings.repository.js';
import { createBookingsService, type BookingsDeps } from './bookings.service.js';

type BuildBookableOverrides = Parameters<typeof buildBookableService>[1];
type BuildBookingOverrides = Parameters<typeof buildBooking>[1];

const HOUR = 3_600_000;

/**
 * A whole hour at least `minHours` from now (UTC) with two more whole hours of the same working
 * day after it: the bookable services of the tests end their day at 23:00, and tests book or move
 * to the hour after. From 21:00 on it is the next day's 00:00 (at 22:00 the hour after, 23:00, was
 * no start time, and the tests that moved a booking by an hour failed at that time of day).
 */
export function wholeHour(minHours: number, now = Date.now()): Date {
  const d = new Date(Math.ceil((now + minHours * HOUR) / HOUR) * HOUR);
  if (d.getUTCHours() >= 21) d.setUTCHours(24, 0, 0, 0);
  return d;
}

/**
 * Successive booking starts for one specialist: whole hours, the first at least `firstMinHours`
 * from now, each at least `gapHours` after the one before — never the same start twice, which
 * counting hours up from now could give around midnight (21:00 and 23:00 both become 00:00).
 */
export function successiveStarts(firstMinHours: number, gapHours = 2, now = Date.now()): () => Date {
  let last: Date | null = null;
  return () => {
    last = last === null ? wholeHour(firstMinHours, now) : wholeHour(0, last.getTime() + gapHours * HOUR);
    return last;
  };
}

/** The booking jobs (reminders, expiry) on `db` with their repository, as container.ts builds them. */
export const bookingJobsOn = (db: Db, deps: Omit<Parameters<typeof createBookingJobs>[0], 'repo'>) => createBookingJobs({ repo: createBookingJobsRepository(db), ...deps });

/** A bookings service of a test's own on `db` (its repository, the specialist's income), built as container.ts builds it. */
export const bookingsServiceOn = (db: Db, deps: Omit<BookingsDeps, 'repo' | 'income'>) =>
  createBookingsService({ repo: createBookingsRepository(db), income: specialistIncomeOf(db), ...deps });

export function bookingTestKit(db: Db, container: Container) {
  /** Sessions without a sign-in round trip: a signed access token is all the API checks. */
  const authOf = (user: { id: string; role: UserRole }) => bearerFor(container.accessTokens, user.id, user.role);

  async function person(role: UserRole = 'CUSTOMER', overrides: Parameters<typeof buildUser>[1] = {}) {
    const user = await buildUser(db, { role, ...overrides });
    return { user, auth: authOf(user) };
  }

  /** A bookable service with its specialist's account and session. */
  async function bookable(overrides: BuildBookableOverrides = {}) {
    const specialistUser = await buildUser(db, { role: 'SPECIALIST' });
    const built = await buildBookableService(db, { ...overrides, specialist: { ...overrides?.specialist, userId: specialistUser.id } });
    return { ...built, specialistUser, specialistAuth: authOf(specialistUser) };
  }

  /** A booking written directly (no rules): for lifecycle and access tests. */
  async function booking(overrides: BuildBookingOverrides = {}) {
    const world = await bookable();
    const customer = await person('CUSTOMER');
    const row = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, ...overrides });
    return { ...world, customer, booking: row };
  }

  return { authOf, person, bookable, booking };
}
