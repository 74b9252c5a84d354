import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue, JOBS_SCHEMA, type JobQueue } from '../../lib/jobs.js';
import { createLogger } from '../../lib/logger.js';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildSpecialist, buildUser } from '../../test/factories.js';
import { createBookingJobsRepository } from './booking-jobs.repository.js';
import { BOOKING_QUEUES, createBookingJobs, EXPIRY_REASON, type BookingTiming, type ReminderJob } from './booking-jobs.js';

const { url, db } = await useTestDatabase();
const logger = createLogger('silent', 'test');
const HOUR = 3_600_000;
const APP_URL = 'https://vizyt.test';

let queue: JobQueue;
const mailer = captureMailer();
const jobsFor = (q: JobQueue) => createBookingJobs({ queue: q, repo: createBookingJobsRepository(db), mailer, appUrl: APP_URL, logger });
let jobs: ReturnType<typeof jobsFor>;

beforeAll(async () => {
  // No workers here: the handlers are called directly, as a duplicate delivery would.
  queue = createJobQueue({ databaseUrl: url, logger, runMaintenance: false });
  await queue.start();
  jobs = jobsFor(queue);
});
afterAll(() => queue.stop(1_000));
beforeEach(() => {
  mailer.messages.length = 0;
});

/** A booking whose customer reads English in New York and whose specialist reads Russian in Kyiv. */
async function bookingWithParties(overrides: Parameters<typeof buildBooking>[1] = {}) {
  const customer = await buildUser(db, { firstName: 'Olena', language: 'en', timezone: 'America/New_York' });
  const specialistUser = await buildUser(db, { role: 'SPECIALIST', firstName: 'Ірина', language: 'ru', timezone: 'Europe/Kyiv' });
  const specialist = await buildSpecialist(db, { userId: specialistUser.id });
  const booking = await buildBooking(db, { customerId: customer.id, specialistId: specialist.id, status: 'CONFIRMED', ...overrides });
  return { booking, customer, specialistUser };
}

const timing = (b: { id: string; status: string; scheduledAt: Date; expiresAt: Date | null }): BookingTiming => ({
  id: b.id,
  status: b.status,
  scheduledAt: b.scheduledAt,
  expiresAt: b.expiresAt,
});
const reminderJob = (b: { id: string; scheduledAt: Date }, kind: ReminderJob['kind'] = 'reminder_24h'): ReminderJob => ({
  bookingId: b.id,
  kind,
  scheduledAt: b.scheduledAt.toISOString(),
});

async function waitingJobs(bookingId: string) {
  return db.$queryRawUnsafe<{ name: string; state: string; start_after: Date; data: Record<string, string> }[]>(
    `SELECT name, state, start_after, data FROM ${JOBS_SCHEMA}.job WHERE data->>'bookingId' = $1 AND state = 'created' ORDER BY start_after`,
    bookingId,
  );
}

describe('booking reminders', () => {
  it('send one e-mail to each party, in their language and time zone, even when the job is delivered twice', async () => {
    const scheduledAt = new Date('2030-01-15T15:00:00Z');
    const { booking, customer, specialistUser } = await bookingWithParties({ scheduledAt });

    // Two deliveries racing may split the two recipients between them ([0, 2] or [1, 1]): what
    // must hold is that each party is e-mailed exactly once (the claim is per recipient).
    const results = await Promise.all([jobs.runReminder(reminderJob(booking)), jobs.runReminder(reminderJob(booking))]);
    expect(results[0]! + results[1]!).toBe(2);
    expect(await jobs.runReminder(reminderJob(booking))).toBe(0);

    expect(mailer.messages).toHaveLength(2);
    const toCustomer = mailer.lastTo(customer.email!)!;
    expect(toCustomer.subject).toMatch(/^Reminder: /);
    // 15:00 UTC is 10:00 in New York in January.
    expect(toCustomer.text).toContain('10:00');
    expect(toCustomer.text).toContain('(New York)');
    // Each e-mail links to the booking's page for its reader's side.
    expect(toCustomer.links).toContain(`${APP_URL}/bookings/${booking.id}`);
    const toSpecialist = mailer.lastTo(specialistUser.email!)!;
    expect(toSpecialist.subject).toMatch(/^Напоминание: /);
    // 17:00 in Kyiv (UTC+2 in winter).
    expect(toSpecialist.text).toContain('17:00');
    expect(toSpecialist.text).toContain('(Киев)');
    expect(toSpecialist.links).toContain(`${APP_URL}/specialist/bookings/${booking.id}`);
    expect(await db.bookingReminder.count({ where: { bookingId: booking.id } })).toBe(2);
  });

  it('does nothing for a booking that was rescheduled after the job was planned', async () => {
    const { booking } = await bookingWithParties({ scheduledAt: new Date(Date.now() + 3 * 24 * HOUR) });
    const planned = reminderJob(booking);
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: new Date(booking.scheduledAt.getTime() + 2 * HOUR), endsAt: new Date(booking.endsAt.getTime() + 2 * HOUR), busyUntil: new Date(booking.busyUntil.getTime() + 2 * HOUR) } });
    expect(await jobs.runReminder(planned)).toBe(0);
    expect(mailer.messages).toHaveLength(0);
  });

  it('does nothing for a cancelled booking', async () => {
    const { booking } = await bookingWithParties({ status: 'CANCELLED', cancelledAt: new Date(), cancellationReason: 'plans changed' });
    expect(await jobs.runReminder(reminderJob(booking))).toBe(0);
    expect(mailer.messages).toHaveLength(0);
  });

  it('skips a late 24-hour reminder when the 1-hour one is already due', async () => {
    const { booking } = await bookingWithParties({ scheduledAt: new Date(Date.now() + 30 * 60_000) });
    expect(await jobs.runReminder(reminderJob(booking, 'reminder_24h'))).toBe(0);
    expect(await jobs.runReminder(reminderJob(booking, 'reminder_1h'))).toBe(2);
  });

  it('are planned 24 h and 1 h before, rewritten on reschedule and dropped on cancel', async () => {
    const scheduledAt = new Date(Date.now() + 3 * 24 * HOUR);
    const expiresAt = new Date(Date.now() + 24 * HOUR);
    const { booking } = await bookingWithParties({ status: 'PENDING', scheduledAt, expiresAt });

    await jobs.bookingChanged(timing(booking));
    await jobs.bookingChanged(timing(booking)); // planning twice adds nothing
    let planned = await waitingJobs(booking.id);
    expect(planned.map((j) => [j.name, j.start_after.getTime()])).toEqual([
      [BOOKING_QUEUES.expire, expiresAt.getTime()],
      [BOOKING_QUEUES.reminder, scheduledAt.getTime() - 24 * HOUR],
      [BOOKING_QUEUES.reminder, scheduledAt.getTime() - HOUR],
    ]);

    // Confirmed and moved two hours later: the expiry goes, the reminders follow the new time.
    const moved = new Date(scheduledAt.getTime() + 2 * HOUR);
    await jobs.bookingChanged({ id: booking.id, status: 'CONFIRMED', scheduledAt: moved, expiresAt: null });
    planned = await waitingJobs(booking.id);
    expect(planned.map((j) => [j.name, j.start_after.getTime()])).toEqual([
      [BOOKING_QUEUES.reminder, moved.getTime() - 24 * HOUR],
      [BOOKING_QUEUES.reminder, moved.getTime() - HOUR],
    ]);

    // Moved back: the cancelled jobs of the first time come back instead of clashing on their ids.
    await jobs.bookingChanged({ id: booking.id, status: 'CONFIRMED', scheduledAt, expiresAt: null });
    planned = await waitingJobs(booking.id);
    expect(planned.map((j) => j.start_after.getTime())).toEqual([scheduledAt.getTime() - 24 * HOUR, scheduledAt.getTime() - HOUR]);

    await jobs.bookingClosed(booking.id);
    expect(await waitingJobs(booking.id)).toEqual([]);
  });

  it('a new booking gets the same jobs in one insert, with its queue’s retries; twice adds nothing', async () => {
    const scheduledAt = new Date(Date.now() + 3 * 24 * HOUR);
    const expiresAt = new Date(Date.now() + 24 * HOUR);
    const { booking } = await bookingWithParties({ status: 'PENDING', scheduledAt, expiresAt });

    await jobs.bookingCreated(timing(booking));
    await jobs.bookingCreated(timing(booking));
    const planned = await waitingJobs(booking.id);
    expect(planned.map((j) => [j.name, j.start_after.getTime(), j.data.kind ?? null])).toEqual([
      [BOOKING_QUEUES.expire, expiresAt.getTime(), null],
      [BOOKING_QUEUES.reminder, scheduledAt.getTime() - 24 * HOUR, 'reminder_24h'],
      [BOOKING_QUEUES.reminder, scheduledAt.getTime() - HOUR, 'reminder_1h'],
    ]);
    const limits = await db.$queryRawUnsafe<{ retry_limit: number; retry_backoff: boolean }[]>(
      `SELECT retry_limit, retry_backoff FROM ${JOBS_SCHEMA}.job WHERE data->>'bookingId' = $1`,
      booking.id,
    );
    expect(limits).toEqual(planned.map(() => ({ retry_limit: 6, retry_backoff: true })));

    // Re-planning the same state later (bookingChanged) keeps exactly these jobs.
    await jobs.bookingChanged(timing(booking));
    expect((await waitingJobs(booking.id)).map((j) => j.start_after.getTime())).toEqual(planned.map((j) => j.start_after.getTime()));
  });

  it('plans no reminder whose time has already passed', async () => {
    const { booking } = await bookingWithParties({ scheduledAt: new Date(Date.now() + 5 * HOUR) });
    await jobs.bookingChanged(timing(booking));
    expect((await waitingJobs(booking.id)).map((j) => j.data.kind)).toEqual(['reminder_1h']);
  });
});

describe('pending expiry', () => {
  it('cancels an overdue pending booking once and tells the customer', async () => {
    const { booking, customer } = await bookingWithParties({ status: 'PENDING', expiresAt: new Date(Date.now() - 1_000) });
    const outcomes = await Promise.all([jobs.runExpiry(booking.id), jobs.runExpiry(booking.id)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await jobs.runExpiry(booking.id)).toBe(false);

    const after = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(after).toMatchObject({ status: 'CANCELLED', cancellationReason: EXPIRY_REASON, cancelledById: null, expiresAt: null });
    expect(after.cancelledAt).toBeInstanceOf(Date);
    expect(mailer.messages).toHaveLength(1);
    expect(mailer.lastTo(customer.email!)?.subject).toMatch(/^Booking not confirmed: /);
  });

  it('leaves a booking the specialist confirmed first, and one not yet due', async () => {
    const { booking: confirmed } = await bookingWithParties({ status: 'CONFIRMED', confirmedAt: new Date(), expiresAt: new Date(Date.now() - 1_000) });
    const { booking: notYet } = await bookingWithParties({ status: 'PENDING', expiresAt: new Date(Date.now() + HOUR) });
    expect(await jobs.runExpiry(confirmed.id)).toBe(false);
    expect(await jobs.runExpiry(notYet.id)).toBe(false);
    expect((await db.booking.findUniqueOrThrow({ where: { id: confirmed.id } })).status).toBe('CONFIRMED');
    expect((await db.booking.findUniqueOrThrow({ where: { id: notYet.id } })).status).toBe('PENDING');
    expect(mailer.messages).toHaveLength(0);
  });

  it('the sweep expires every overdue pending booking whose job was missed', async () => {
    const overdue = await Promise.all([1, 2].map(() => bookingWithParties({ status: 'PENDING', expiresAt: new Date(Date.now() - HOUR) })));
    const { booking: later } = await bookingWithParties({ status: 'PENDING', expiresAt: new Date(Date.now() + HOUR) });
    expect(await jobs.sweepExpired()).toBeGreaterThanOrEqual(2);
    for (const { booking } of overdue) expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('CANCELLED');
    expect((await db.booking.findUniqueOrThrow({ where: { id: later.id } })).status).toBe('PENDING');
  });
});

describe('with running workers', () => {
  it('a reminder and an expiry planned before a restart run once in the next process', async () => {
    const first = createJobQueue({ databaseUrl: url, logger, runMaintenance: false });
    await first.start();
    const { booking, customer } = await bookingWithParties({ scheduledAt: new Date(Date.now() + HOUR + 1_500) });
    const { booking: pending } = await bookingWithParties({ status: 'PENDING', expiresAt: new Date(Date.now() + 1_500) });
    await jobsFor(first).bookingChanged(timing(booking));
    await jobsFor(first).bookingChanged(timing(pending));
    await first.stop(1_000);

    // Two instances after the restart: each job still runs once.
    const second = createJobQueue({ databaseUrl: url, logger, runMaintenance: false, pollingIntervalSeconds: 0.5 });
    const third = createJobQueue({ databaseUrl: url, logger, runMaintenance: false, pollingIntervalSeconds: 0.5 });
    await Promise.all([second.start(), third.start()]);
    try {
      await jobsFor(second).startWorkers({ pollingIntervalSeconds: 0.5 });
      await jobsFor(third).startWorkers({ pollingIntervalSeconds: 0.5 });
      await expect.poll(() => mailer.messages.filter((m) => m.to === customer.email).length, { timeout: 10_000, interval: 200 }).toBe(1);
      await expect.poll(async () => (await db.booking.findUniqueOrThrow({ where: { id: pending.id } })).status, { timeout: 10_000, interval: 200 }).toBe('CANCELLED');
      await new Promise((r) => setTimeout(r, 1_500));
      expect(mailer.messages.filter((m) => m.to === customer.email && m.subject.startsWith('Reminder'))).toHaveLength(1);
    } finally {
      await Promise.all([second.stop(1_000), third.stop(1_000)]);
    }
  });
});
