import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/policies.js';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { schedulingServiceOn } from '../scheduling/scheduling.test-support.js';
import type { BookingJobs, BookingTiming } from './booking-jobs.js';
import { bookingsServiceOn, bookingTestKit, wholeHour } from './bookings.test-support.js';
import { api } from '../../test/api.js';

const mailer = captureMailer();
const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer });
const kit = bookingTestKit(db, container);

const HOUR = 3_600_000;
const MINUTE = 60_000;
const inMinutes = (m: number) => new Date(Date.now() + m * MINUTE);
const bookingsApi = (path: string) => api(`/bookings${path}`);

describe('confirm', () => {
  it('the specialist confirms a pending booking once; the expiry is dropped', async () => {
    const { booking, specialistAuth } = await kit.booking({ expiresAt: inMinutes(600) });
    const res = await request(app).post(bookingsApi(`/${booking.id}/confirm`)).set(specialistAuth);
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: 'CONFIRMED', expiresAt: null });
    expect(res.body.data.booking.confirmedAt).not.toBeNull();
    const again = await request(app).post(bookingsApi(`/${booking.id}/confirm`)).set(specialistAuth);
    expect([again.status, again.body.error.code]).toEqual([409, 'INVALID_TRANSITION']);
  });

  it('401 for guests, 403 for the booking’s own customer, 404 for another specialist or a malformed id; an admin may', async () => {
    const { booking, customer } = await kit.booking();
    const stranger = await kit.person('SPECIALIST');
    expect((await request(app).post(bookingsApi(`/${booking.id}/confirm`))).status).toBe(401);
    expect((await request(app).post(bookingsApi(`/${booking.id}/confirm`)).set(customer.auth)).status).toBe(403);
    expect((await request(app).post(bookingsApi(`/${booking.id}/confirm`)).set(stranger.auth)).status).toBe(404);
    expect((await request(app).post(bookingsApi('/not-a-uuid/confirm')).set(stranger.auth)).status).toBe(404);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PENDING');
    const admin = await kit.person('ADMIN');
    expect((await request(app).post(bookingsApi(`/${booking.id}/confirm`)).set(admin.auth)).status).toBe(200);
  });

  it('not after the start', async () => {
    const { booking, specialistAuth } = await kit.booking({ scheduledAt: inMinutes(-5) });
    expect((await request(app).post(bookingsApi(`/${booking.id}/confirm`)).set(specialistAuth)).body.error.code).toBe('INVALID_TRANSITION');
  });
});

describe('start, complete, no-show', () => {
  it('start: from 15 minutes before, only when confirmed', async () => {
    const early = await kit.booking({ status: 'CONFIRMED', scheduledAt: inMinutes(60) });
    const tooEarly = await request(app).post(bookingsApi(`/${early.booking.id}/start`)).set(early.specialistAuth);
    expect([tooEarly.status, tooEarly.body.error.code]).toEqual([409, 'TOO_EARLY']);

    const pending = await kit.booking({ scheduledAt: inMinutes(5) });
    expect((await request(app).post(bookingsApi(`/${pending.booking.id}/start`)).set(pending.specialistAuth)).body.error.code).toBe('INVALID_TRANSITION');

    const soon = await kit.booking({ status: 'CONFIRMED', scheduledAt: inMinutes(10) });
    const started = await request(app).post(bookingsApi(`/${soon.booking.id}/start`)).set(soon.specialistAuth);
    expect(started.status).toBe(200);
    expect(started.body.data.booking.status).toBe('IN_PROGRESS');
    expect(started.body.data.booking.startedAt).not.toBeNull();
    expect((await request(app).post(bookingsApi(`/${soon.booking.id}/start`)).set(soon.customer.auth)).status).toBe(403);
  });

  it('complete: not before the start time; counts a completed job on the profile', async () => {
    const future = await kit.booking({ status: 'CONFIRMED', scheduledAt: inMinutes(10) });
    const tooEarly = await request(app).post(bookingsApi(`/${future.booking.id}/complete`)).set(future.specialistAuth);
    expect([tooEarly.status, tooEarly.body.error.code]).toEqual([409, 'TOO_EARLY']);

    const running = await kit.booking({ status: 'IN_PROGRESS', scheduledAt: inMinutes(-50), startedAt: inMinutes(-50) });
    const done = await request(app).post(bookingsApi(`/${running.booking.id}/complete`)).set(running.specialistAuth);
    expect(done.status).toBe(200);
    expect(done.body.data.booking.status).toBe('COMPLETED');
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: running.specialist.id } })).completedJobs).toBe(1);
    expect((await request(app).post(bookingsApi(`/${running.booking.id}/complete`)).set(running.specialistAuth)).body.error.code).toBe('INVALID_TRANSITION');
    expect((await request(app).post(bookingsApi(`/${running.booking.id}/complete`)).set(running.customer.auth)).status).toBe(403);
  });

  it('two racing completions: one wins, the job is counted once', async () => {
    const running = await kit.booking({ status: 'IN_PROGRESS', scheduledAt: inMinutes(-30) });
    const answers = await Promise.all([1, 2, 3].map(() => request(app).post(bookingsApi(`/${running.booking.id}/complete`)).set(running.specialistAuth)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: running.specialist.id } })).completedJobs).toBe(1);
  });

  it('no-show: a confirmed booking after its start time frees the time', async () => {
    const future = await kit.booking({ status: 'CONFIRMED', scheduledAt: inMinutes(30) });
    expect((await request(app).post(bookingsApi(`/${future.booking.id}/no-show`)).set(future.specialistAuth)).body.error.code).toBe('TOO_EARLY');
    const missed = await kit.booking({ status: 'CONFIRMED', scheduledAt: inMinutes(-20) });
    expect((await request(app).post(bookingsApi(`/${missed.booking.id}/no-show`)).set(missed.customer.auth)).status).toBe(403);
    const res = await request(app).post(bookingsApi(`/${missed.booking.id}/no-show`)).set(missed.specialistAuth);
    expect(res.status).toBe(200);
    expect(res.body.data.booking.status).toBe('NO_SHOW');
    // The time is free again for the constraint.
    await expect(buildBooking(db, { serviceId: missed.service.id, scheduledAt: missed.booking.scheduledAt })).resolves.toBeDefined();
  });
});

describe('cancel (DELETE /bookings/:id)', () => {
  it('the customer cancels for free before the window; the reason and who cancelled are kept', async () => {
    const { booking, customer } = await kit.booking({ scheduledAt: inMinutes(48 * 60) });
    const check = await request(app).get(bookingsApi(`/${booking.id}/can-cancel`)).set(customer.auth);
    expect(check.body.data).toMatchObject({ allowed: true, free: true, reason: null, deadline: new Date(booking.scheduledAt.getTime() - 24 * HOUR).toISOString() });
    const res = await request(app).delete(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ reason: 'Змінилися плани' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ freeCancellation: true, booking: { status: 'CANCELLED', cancellationReason: 'Змінилися плани', cancelledBy: 'customer' } });
    const again = await request(app).delete(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ reason: 'Ще раз' });
    expect([again.status, again.body.error.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await request(app).get(bookingsApi(`/${booking.id}/can-cancel`)).set(customer.auth)).body.data).toMatchObject({ allowed: false, reason: 'INVALID_TRANSITION', free: false });
  });

  it('inside the window the customer may still cancel, but not for free', async () => {
    const { booking, customer } = await kit.booking({ status: 'CONFIRMED', scheduledAt: inMinutes(5 * 60) });
    expect((await request(app).get(bookingsApi(`/${booking.id}/can-cancel`)).set(customer.auth)).body.data).toMatchObject({ allowed: true, free: false });
    const res = await request(app).delete(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ reason: 'Захворів' });
    expect(res.body.data).toMatchObject({ freeCancellation: false, booking: { status: 'CANCELLED' } });
  });

  it('the specialist and an admin cancel too; cancelledBy says who', async () => {
    const a = await kit.booking({ status: 'CONFIRMED', scheduledAt: inMinutes(60) });
    const bySpecialist = await request(app).delete(bookingsApi(`/${a.booking.id}`)).set(a.specialistAuth).send({ reason: 'Не встигаю' });
    expect(bySpecialist.body.data).toMatchObject({ freeCancellation: true, booking: { cancelledBy: 'specialist' } });
    const b = await kit.booking();
    const admin = await kit.person('ADMIN');
    expect((await request(app).delete(bookingsApi(`/${b.booking.id}`)).set(admin.auth).send({ reason: 'Скарга' })).body.data.booking.cancelledBy).toBe('admin');
  });

  it('400 without a reason (nothing changes), 401 for guests, 404 for strangers, 409 after the start', async () => {
    const { booking, customer } = await kit.booking();
    const stranger = await kit.person('CUSTOMER');
    const noReason = await request(app).delete(bookingsApi(`/${booking.id}`)).set(customer.auth).send({});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0].path).toBe('body.reason');
    expect((await request(app).delete(bookingsApi(`/${booking.id}`)).send({ reason: 'Чому б ні' })).status).toBe(401);
    expect((await request(app).delete(bookingsApi(`/${booking.id}`)).set(stranger.auth).send({ reason: 'Чому б ні' })).status).toBe(404);
    expect((await request(app).get(bookingsApi(`/${booking.id}/can-cancel`)).set(stranger.auth)).status).toBe(404);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PENDING');
    const started = await kit.booking({ status: 'IN_PROGRESS', scheduledAt: inMinutes(-5) });
    expect((await request(app).delete(bookingsApi(`/${started.booking.id}`)).set(started.specialistAuth).send({ reason: 'Пізно' })).body.error.code).toBe('INVALID_TRANSITION');
  });
});

describe('reschedule', () => {
  it('the customer moves a confirmed booking: it needs the specialist again (PENDING); the old time is free', async () => {
    const world = await kit.bookable();
    const customer = await kit.person();
    const created = await request(app).post(bookingsApi('')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: wholeHour(50).toISOString() });
    const id = created.body.data.booking.id;
    await request(app).post(bookingsApi(`/${id}/confirm`)).set(world.specialistAuth).expect(200);
    expect((await request(app).get(bookingsApi(`/${id}/can-reschedule`)).set(customer.auth)).body.data).toMatchObject({ allowed: true, reason: null });

    // One hour later overlaps its own current time: that does not count as busy.
    const to = new Date(Date.parse(created.body.data.booking.scheduledAt) + HOUR);
    const res = await request(app).post(bookingsApi(`/${id}/reschedule`)).set(customer.auth).send({ scheduledAt: to.toISOString() });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: 'PENDING', scheduledAt: to.toISOString(), confirmedAt: null });
    expect(res.body.data.booking.expiresAt).not.toBeNull();
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).rescheduleCount).toBe(1);
  });

  it('stays confirmed when the specialist moves it, or auto-accepts', async () => {
    const world = await kit.bookable({ specialist: { autoAccept: true } });
    const customer = await kit.person();
    const id = (await request(app).post(bookingsApi('')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: wholeHour(50).toISOString() })).body.data.booking.id;
    const byCustomer = await request(app).post(bookingsApi(`/${id}/reschedule`)).set(customer.auth).send({ scheduledAt: wholeHour(75).toISOString() });
    expect(byCustomer.body.data.booking.status).toBe('CONFIRMED');
    const bySpecialist = await request(app).post(bookingsApi(`/${id}/reschedule`)).set(world.specialistAuth).send({ scheduledAt: wholeHour(100).toISOString() });
    expect(bySpecialist.body.data.booking).toMatchObject({ status: 'CONFIRMED', expiresAt: null });
  });

  it('checks the new time like a new booking: taken 409, unavailable 422, past 422', async () => {
    const world = await kit.bookable();
    const customer = await kit.person();
    const other = await kit.person();
    const id = (await request(app).post(bookingsApi('')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: wholeHour(50).toISOString() })).body.data.booking.id;
    const taken = wholeHour(80);
    await request(app).post(bookingsApi('')).set(other.auth).send({ serviceId: world.service.id, scheduledAt: taken.toISOString() }).expect(201);
    const move = (scheduledAt: Date) => request(app).post(bookingsApi(`/${id}/reschedule`)).set(customer.auth).send({ scheduledAt: scheduledAt.toISOString() });
    expect((await move(taken)).body.error.code).toBe('SLOT_TAKEN');
    expect((await move(new Date(taken.getTime() + 20 * MINUTE))).body.error.code).toBe('SLOT_UNAVAILABLE');
    expect((await move(inMinutes(-60))).body.error.code).toBe('BOOKING_IN_PAST');
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).rescheduleCount).toBe(0);
  });

  it('customers: not inside the cancellation window (409); specialists still may; bad input 400; strangers 404', async () => {
    const { booking, customer, specialistAuth } = await kit.booking({ status: 'CONFIRMED', scheduledAt: wholeHour(3) });
    const late = await request(app).post(bookingsApi(`/${booking.id}/reschedule`)).set(customer.auth).send({ scheduledAt: wholeHour(60).toISOString() });
    expect([late.status, late.body.error.code]).toEqual([409, 'CANCELLATION_WINDOW_PASSED']);
    expect((await request(app).get(bookingsApi(`/${booking.id}/can-reschedule`)).set(customer.auth)).body.data).toMatchObject({ allowed: false, reason: 'CANCELLATION_WINDOW_PASSED' });
    expect((await request(app).post(bookingsApi(`/${booking.id}/reschedule`)).set(specialistAuth).send({ scheduledAt: 'soon' })).status).toBe(400);
    const stranger = await kit.person('SPECIALIST');
    expect((await request(app).post(bookingsApi(`/${booking.id}/reschedule`)).set(stranger.auth).send({ scheduledAt: wholeHour(60).toISOString() })).status).toBe(404);
    expect((await request(app).post(bookingsApi(`/${booking.id}/reschedule`)).send({ scheduledAt: wholeHour(60).toISOString() })).status).toBe(401);
    const moved = await request(app).post(bookingsApi(`/${booking.id}/reschedule`)).set(specialistAuth).send({ scheduledAt: wholeHour(60).toISOString() });
    expect(moved.status).toBe(200);
  });
});

describe('PUT /bookings/:id', () => {
  it('the customer changes notes, place and type before the start; in person drops the video call', async () => {
    const { booking, customer } = await kit.booking({ type: 'ONLINE', videoCall: true });
    const res = await request(app).put(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ notes: 'Код домофону 12', type: 'in_person', location: 'вул. Хрещатик, 1' });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ notes: 'Код домофону 12', type: 'in_person', videoCall: false, location: 'вул. Хрещатик, 1' });
    const cleared = await request(app).put(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ notes: null });
    expect(cleared.body.data.booking).toMatchObject({ notes: null, location: 'вул. Хрещатик, 1' });
  });

  it('400 for a video call in person (nothing changes), 403 for the specialist, 404 for others, 409 after the start', async () => {
    const { booking, customer, specialistAuth } = await kit.booking({ notes: 'було' });
    const bad = await request(app).put(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ videoCall: true, notes: 'стало' });
    expect([bad.status, bad.body.error.details[0].path]).toEqual([400, 'body.videoCall']);
    const tooLong = await request(app).put(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ notes: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    // The specialist does not work online (the default), so the visit cannot become online.
    const online = await request(app).put(bookingsApi(`/${booking.id}`)).set(customer.auth).send({ type: 'online', notes: 'стало' });
    expect([online.status, online.body.error.details[0].message]).toEqual([400, 'specialistNotOnline']);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).notes).toBe('було');
    expect((await request(app).put(bookingsApi(`/${booking.id}`)).set(specialistAuth).send({ notes: 'a' })).status).toBe(403);
    const other = await kit.person();
    expect((await request(app).put(bookingsApi(`/${booking.id}`)).set(other.auth).send({ notes: 'a' })).status).toBe(404);
    expect((await request(app).put(bookingsApi(`/${booking.id}`)).send({ notes: 'a' })).status).toBe(401);
    const started = await kit.booking({ status: 'IN_PROGRESS', scheduledAt: inMinutes(-5) });
    expect((await request(app).put(bookingsApi(`/${started.booking.id}`)).set(started.customer.auth).send({ notes: 'a' })).body.error.code).toBe('INVALID_TRANSITION');
  });
});

describe('POST /bookings/:id/reminder', () => {
  it('e-mails the customer in their language, with the time in their zone', async () => {
    const { booking, specialistAuth, customer } = await kit.booking({ scheduledAt: new Date('2030-01-07T08:00:00Z') });
    await db.user.update({ where: { id: customer.user.id }, data: { language: 'en', timezone: 'Europe/Kyiv' } });
    const res = await request(app).post(bookingsApi(`/${booking.id}/reminder`)).set(specialistAuth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, channel: 'email' });
    const mail = mailer.lastTo(customer.user.email!);
    expect(mail?.subject).toContain('Reminder: Манікюр класичний');
    expect(mail?.text).toContain('10:00');
    expect(mail?.text).toContain('(Kyiv)');
    expect(mail?.text).toContain('Specialist: ');

    const uk = await kit.booking();
    await request(app).post(bookingsApi(`/${uk.booking.id}/reminder`)).set(uk.specialistAuth).expect(200);
    expect(mailer.lastTo(uk.customer.user.email!)?.subject).toMatch(/^Нагадування/);
  });

  it('403 for the customer, 404 for strangers, 409 when cancelled, 422 without an e-mail address', async () => {
    const { booking, customer } = await kit.booking();
    expect((await request(app).post(bookingsApi(`/${booking.id}/reminder`)).set(customer.auth)).status).toBe(403);
    const stranger = await kit.person('SPECIALIST');
    expect((await request(app).post(bookingsApi(`/${booking.id}/reminder`)).set(stranger.auth)).status).toBe(404);
    const cancelled = await kit.booking({ status: 'CANCELLED', cancelledAt: new Date() });
    expect((await request(app).post(bookingsApi(`/${cancelled.booking.id}/reminder`)).set(cancelled.specialistAuth)).body.error.code).toBe('INVALID_TRANSITION');
    const noMail = await kit.booking();
    await db.user.update({ where: { id: noMail.customer.user.id }, data: { email: null, telegramId: BigInt(Date.now()) } });
    expect((await request(app).post(bookingsApi(`/${noMail.booking.id}/reminder`)).set(noMail.specialistAuth)).status).toBe(422);
  });
});

describe('background jobs hear about every change after it commits', () => {
  it('create plans, confirm and reschedule re-plan; cancel and complete close', async () => {
    const created_: BookingTiming[] = [];
    const changed: BookingTiming[] = [];
    const closed: string[] = [];
    const jobs: BookingJobs = {
      bookingCreated: async (t) => void created_.push(t),
      bookingChanged: async (t) => void changed.push(t),
      bookingClosed: async (id) => void closed.push(id),
    };
    const service = bookingsServiceOn(db, { scheduling: schedulingServiceOn(db), jobs, mailer, appUrl: 'http://localhost' });
    const world = await kit.bookable();
    const customer = await kit.person();
    const asCustomer: Actor = { userId: customer.user.id, role: 'CUSTOMER', sessionId: 's' };
    const asSpecialist: Actor = { userId: world.specialistUser.id, role: 'SPECIALIST', sessionId: 's' };

    const created = await service.create(asCustomer, { serviceId: world.service.id, scheduledAt: wholeHour(50).toISOString(), type: 'in_person', videoCall: false });
    expect(created_).toEqual([{ id: created.id, status: 'PENDING', scheduledAt: created.scheduledAt, expiresAt: created.expiresAt, paymentDueAt: null }]);
    expect(changed).toEqual([]);
    await service.confirm(asSpecialist, created.id);
    expect(changed.at(-1)).toMatchObject({ status: 'CONFIRMED', expiresAt: null });
    const to = wholeHour(70);
    await service.reschedule(asSpecialist, created.id, to.toISOString());
    expect(changed.at(-1)).toMatchObject({ status: 'CONFIRMED', scheduledAt: to });
    expect(changed).toHaveLength(2);
    await service.cancel(asCustomer, created.id, 'Не можу');
    expect(closed).toEqual([created.id]);

    const running = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status: 'IN_PROGRESS', scheduledAt: inMinutes(-10) });
    await service.complete(asSpecialist, running.id);
    expect(closed).toEqual([created.id, running.id]);
  });
});
