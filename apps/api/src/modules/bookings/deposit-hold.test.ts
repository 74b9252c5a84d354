import { DEPOSIT_HOLD_MINUTES } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../../lib/jobs.js';
import { createLogger } from '../../lib/logger.js';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { createBookingJobsRepository } from './booking-jobs.repository.js';
import { createBookingJobs, DEPOSIT_UNPAID_REASON, plannedJobs } from './booking-jobs.js';
import { bookingTestKit, wholeHour } from './bookings.test-support.js';
import { api } from '../../test/api.js';

/**
 * Issue #26 item 15a (a): where the specialist requires a deposit, a booking made through the
 * API without paying is held for it: `paymentDueAt` = createdAt + DEPOSIT_HOLD_MINUTES in the
 * answer; paying clears it; unpaid by then, the system cancels it (reason deposit_not_paid), tells
 * the customer and releases the time.
 */

const { db, url } = await useTestDatabase();
const mailer = captureMailer();
const { app, container } = createTestApp(db, url, {}, { mailer });
const kit = bookingTestKit(db, container);
const testProvider = container.payments.testProvider!;
const MINUTE = 60_000;

/** The release handler at a given moment (the queue is never started: the test calls the handler). */
const jobsAt = (now: Date) =>
  createBookingJobs({
    queue: createJobQueue({ databaseUrl: url, logger: createLogger('silent', 'test'), runMaintenance: false }),
    repo: createBookingJobsRepository(db),
    mailer,
    appUrl: 'https://vizyt.test',
    logger: createLogger('silent', 'test'),
    now: () => now,
    outbox: container.notificationOutbox,
    settleCancellation: (id, by, at) => container.payments.payments.settleCancellation(id, by, at),
  });

async function book(options: { requireDeposit: boolean; online?: boolean }) {
  const world = await kit.bookable({ specialist: { autoAccept: true }, service: { priceMinor: 60_000 } });
  if (options.online !== false) await acceptOnlinePayments(db, world.specialist.id, { depositPercent: 30, requireDeposit: options.requireDeposit });
  else await db.specialistProfile.update({ where: { id: world.specialist.id }, data: { requireDeposit: options.requireDeposit } });
  const customer = await kit.person('CUSTOMER');
  const start = wholeHour(48);
  const res = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: start.toISOString() });
  expect(res.status).toBe(201);
  return { ...world, customer, start, booking: res.body.data.booking as { id: string; status: string; paymentDueAt: string | null; createdAt: string } };
}

describe('a booking that requires a deposit is held for it', () => {
  it(`POST /bookings answers paymentDueAt = createdAt + ${DEPOSIT_HOLD_MINUTES} min; GET shows it; paying the deposit clears it`, async () => {
    const { customer, booking } = await book({ requireDeposit: true });
    expect(booking.paymentDueAt).not.toBeNull();
    expect(Date.parse(booking.paymentDueAt!) - Date.parse(booking.createdAt)).toBe(DEPOSIT_HOLD_MINUTES * MINUTE);
    const shown = await request(app).get(api(`/bookings/${booking.id}`)).set(customer.auth);
    expect(shown.body.data.booking.paymentDueAt).toBe(booking.paymentDueAt);

    const paid = await request(app).post(api('/payments/process-deposit')).set(customer.auth).send({ bookingId: booking.id, paymentMethodId: 'pm_card_visa' });
    expect(paid.body.data.payment.status).toBe('SUCCEEDED');
    await testProvider.settled();
    const after = await request(app).get(api(`/bookings/${booking.id}`)).set(customer.auth);
    expect(after.body.data.booking).toMatchObject({ paymentStatus: 'DEPOSIT_PAID', paymentDueAt: null });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentDueAt).toBeNull();

    // Paid: the release finds nothing to do, even past the time.
    expect(await jobsAt(new Date(Date.parse(booking.paymentDueAt!) + MINUTE)).runExpiry(booking.id)).toBe(false);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('CONFIRMED');
  });

  it('no deposit required, or no online payments with that specialist → no hold', async () => {
    expect((await book({ requireDeposit: false })).booking.paymentDueAt).toBeNull();
    expect((await book({ requireDeposit: true, online: false })).booking.paymentDueAt).toBeNull();
  });

  it('unpaid by then → cancelled by the system (deposit_not_paid), the customer told, the time free again; not a minute before', async () => {
    const { customer, booking, service, start } = await book({ requireDeposit: true });
    const due = Date.parse(booking.paymentDueAt!);
    // Started paying with 3-D Secure and left it: the release cancels that payment too.
    const intent = await request(app).post(api('/payments/create-intent')).set(customer.auth).send({ bookingId: booking.id, type: 'DEPOSIT' });
    await request(app).post(api('/payments/confirm-intent')).set(customer.auth).send({ paymentIntentId: intent.body.data.paymentIntent.id, paymentMethodId: 'pm_card_authenticationRequired' });

    expect(await jobsAt(new Date(due - MINUTE)).runExpiry(booking.id)).toBe(false);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('CONFIRMED');

    mailer.messages.length = 0;
    expect(await jobsAt(new Date(due + 1000)).runExpiry(booking.id)).toBe(true);
    await testProvider.settled();
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect([row.status, row.cancelledById, row.cancellationReason, row.paymentDueAt]).toEqual(['CANCELLED', null, DEPOSIT_UNPAID_REASON, null]);
    const answer = await request(app).get(api(`/bookings/${booking.id}`)).set(customer.auth);
    expect(answer.body.data.booking).toMatchObject({ status: 'CANCELLED', cancelledBy: 'system', paymentDueAt: null });
    expect((await db.payment.findUniqueOrThrow({ where: { id: intent.body.data.paymentIntent.paymentId } })).status).toBe('CANCELLED');
    // Told once, in-app and by e-mail, even when the job runs again.
    expect(await jobsAt(new Date(due + 2000)).runExpiry(booking.id)).toBe(false);
    const notices = await db.notification.findMany({ where: { userId: customer.user.id, type: 'booking_cancelled' } });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ by: 'system', reason: DEPOSIT_UNPAID_REASON });
    expect(mailer.messages.filter((m) => m.to === customer.user.email)).toHaveLength(1);

    // The time is free: another customer books it.
    const other = await kit.person('CUSTOMER');
    const again = await request(app).post(api('/bookings')).set(other.auth).send({ serviceId: service.id, scheduledAt: start.toISOString() });
    expect(again.status).toBe(201);
  });

  it('the sweep releases an unpaid booking whose job was missed', async () => {
    const { booking } = await book({ requireDeposit: true });
    const later = new Date(Date.parse(booking.paymentDueAt!) + 1000);
    expect(await jobsAt(later).sweepExpired()).toBeGreaterThanOrEqual(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('CANCELLED');
  });

  it('the release is planned on the expiry queue at paymentDueAt, while the booking is active', () => {
    const paymentDueAt = new Date('2030-01-01T10:30:00Z');
    const timing = { id: 'b1', status: 'CONFIRMED', scheduledAt: new Date('2030-01-03T10:00:00Z'), expiresAt: null, paymentDueAt };
    const at = new Date('2030-01-01T10:00:00Z');
    expect(plannedJobs(timing, at).filter((j) => j.name === 'booking-expire').map((j) => j.startAfter)).toEqual([paymentDueAt]);
    expect(plannedJobs({ ...timing, status: 'CANCELLED' }, at).filter((j) => j.name === 'booking-expire')).toEqual([]);
  });
});
