import type { BookingStatus } from '@vizyt/contracts';
import request from 'supertest';
import { expect } from 'vitest';
import { api } from '../../test/api.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export type Auth = Record<string, string>;

/** The reviews tests' app and database (one per test file) and their ways to make visits and reviews. */
export async function reviewsTestApp() {
  const { db, url } = await useTestDatabase();
  const { app, container } = createTestApp(db, url);
  const kit = bookingTestKit(db, container);
  type World = Awaited<ReturnType<typeof kit.bookable>>;
  type Person = Awaited<ReturnType<typeof kit.person>>;

  let visits = 0;
  /**
   * A visit of `customer` to the world's specialist that ended `daysAgo` days ago (COMPLETED with
   * completedAt, unless another status is asked); every visit gets its own hour.
   */
  async function visit(world: World, customer: Person, options: { daysAgo?: number; status?: BookingStatus; serviceId?: string } = {}) {
    const status = options.status ?? 'COMPLETED';
    visits += 1;
    const end = new Date(Date.now() - (options.daysAgo ?? 1) * DAY - visits * MINUTE);
    // Visits not yet taken place are in the future.
    const start = status === 'COMPLETED' ? new Date(end.getTime() - HOUR) : new Date(Date.now() + (visits + 24) * 2 * HOUR);
    return buildBooking(db, {
      serviceId: options.serviceId ?? world.service.id,
      customerId: customer.user.id,
      status,
      scheduledAt: start,
      completedAt: status === 'COMPLETED' ? end : null,
    });
  }

  const writeReview = (auth: Auth, body: Record<string, unknown>) => request(app).post(api('/reviews')).set(auth).send(body);

  /** A customer's review of a fresh visit; returns the review answer. */
  async function reviewed(world: World, rating: number, options: { comment?: string; customer?: Person; serviceId?: string } = {}) {
    const customer = options.customer ?? (await kit.person('CUSTOMER'));
    const booking = await visit(world, customer, options.serviceId ? { serviceId: options.serviceId } : {});
    const res = await writeReview(customer.auth, { bookingId: booking.id, rating, ...(options.comment !== undefined ? { comment: options.comment } : {}) });
    expect(res.status).toBe(201);
    return { review: res.body.data.review as { id: string; rating: number; createdAt: string }, customer, booking };
  }

  const aggregates = async (world: World, serviceId = world.service.id) => {
    const sp = await db.specialistProfile.findUniqueOrThrow({ where: { id: world.specialist.id }, select: { ratingAverage: true, ratingCount: true } });
    const s = await db.service.findUniqueOrThrow({ where: { id: serviceId }, select: { ratingAverage: true, ratingCount: true } });
    return { specialist: [sp.ratingAverage, sp.ratingCount], service: [s.ratingAverage, s.ratingCount] };
  };

  return { db, app, container, kit, visit, writeReview, reviewed, aggregates };
}
