import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildUser } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import type { SchedulingService } from '../scheduling/scheduling.service.js';
import { noBookingJobs } from './booking-jobs.js';
import { sqlState } from '../../lib/db.js';
import { guardedWrite } from './booking-errors.js';
import { bookingsServiceOn, bookingTestKit, wholeHour } from './bookings.test-support.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);
const MINUTE = 60_000;

describe('no double booking', () => {
  it('50 customers asking for one slot at once: exactly one booking, 49 × 409 SLOT_TAKEN', async () => {
    const world = await kit.bookable();
    const customers = await Promise.all(Array.from({ length: 50 }, () => kit.person('CUSTOMER')));
    const body = { serviceId: world.service.id, scheduledAt: wholeHour(40).toISOString() };
    const answers = await Promise.all(customers.map((c) => request(app).post(api('/bookings')).set(c.auth).send(body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(answers.filter((r) => r.status === 409).map((r) => r.body.error.code))).toEqual(new Set(['SLOT_TAKEN']));
    expect(await db.booking.count({ where: { specialistId: world.specialist.id } })).toBe(1);
  });

  it('the exclusion constraint alone refuses an overlap the re-check missed → 409 SLOT_TAKEN', async () => {
    const world = await kit.bookable();
    const start = wholeHour(30);
    // A scheduler that sees nothing in the way, as a re-check racing another request would.
    const blind: SchedulingService = {
      checkBookable: async () => ({
        ok: true,
        service: {
          serviceId: world.service.id,
          specialistId: world.specialist.id,
          specialistUserId: world.specialistUser.id,
          durationMinutes: 60,
          priceMinor: 60_000,
          currency: 'UAH',
          timezone: 'UTC',
          bufferMinutes: 0,
          cancellationWindowHours: 24,
          autoAccept: false,
          allowInstantBookings: false,
          requireCustomerVerification: false,
          worksOnline: true,
          worksInPerson: true,
        },
      }),
    } as unknown as SchedulingService;
    const service = bookingsServiceOn(db, { scheduling: blind, jobs: noBookingJobs, mailer: captureMailer(), appUrl: 'http://localhost' });
    const customer = (await buildUser(db)).id;
    const actor: Actor = { userId: customer, role: 'CUSTOMER', sessionId: 's' };
    // A conflicting row written directly, half an hour into the new booking.
    await buildBooking(db, { serviceId: world.service.id, scheduledAt: new Date(start.getTime() + 30 * MINUTE) });
    const attempt = service.create(actor, { serviceId: world.service.id, scheduledAt: start.toISOString(), type: 'in_person', videoCall: false });
    await expect(attempt).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(await db.booking.count({ where: { specialistId: world.specialist.id } })).toBe(1);
  });

  it('buffers count: a booking may start exactly when the previous busy time ends, not a minute sooner', async () => {
    const world = await kit.bookable();
    const first = wholeHour(30);
    // Ends at +60, buffer to +75.
    await buildBooking(db, { serviceId: world.service.id, scheduledAt: first, busyUntil: new Date(first.getTime() + 75 * MINUTE) });
    const overlap = buildBooking(db, { serviceId: world.service.id, scheduledAt: new Date(first.getTime() + 74 * MINUTE) });
    const error = await overlap.then(() => null, (e: unknown) => e);
    expect(sqlState(error)).toBe('23P01');
    await expect(buildBooking(db, { serviceId: world.service.id, scheduledAt: new Date(first.getTime() + 75 * MINUTE) })).resolves.toBeDefined();
    // Closed bookings hold no time.
    await buildBooking(db, { serviceId: world.service.id, scheduledAt: first, status: 'CANCELLED' });
  });

  it('finds the SQLSTATE of a raw statement too (driver adapter error in meta)', async () => {
    const world = await kit.bookable();
    const b = await buildBooking(db, { serviceId: world.service.id, scheduledAt: wholeHour(30) });
    const error = await db
      .$executeRaw`INSERT INTO bookings (customer_id, specialist_id, service_id, scheduled_at, ends_at, busy_until, duration_minutes, price_minor, updated_at)
        VALUES (${b.customerId}::uuid, ${b.specialistId}::uuid, ${b.serviceId}::uuid, ${b.scheduledAt}, ${b.endsAt}, ${b.busyUntil}, 60, 100, now())`
      .then(() => null, (e: unknown) => e);
    expect(sqlState(error)).toBe('23P01');
  });

  it('a deadlock between racing inserts is retried once, then answered SLOT_TAKEN', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { cause: { code: '40P01' } });
    let calls = 0;
    await expect(guardedWrite(async () => (++calls === 1 ? Promise.reject(deadlock) : 'ok'))).resolves.toBe('ok');
    expect(calls).toBe(2);
    calls = 0;
    const twice = guardedWrite(async () => {
      calls++;
      throw deadlock;
    });
    await expect(twice).rejects.toBeInstanceOf(AppError);
    await expect(twice).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(calls).toBe(2);
    // Anything else passes through untouched.
    const other = new Error('boom');
    await expect(guardedWrite(() => Promise.reject(other))).rejects.toBe(other);
  });
});
