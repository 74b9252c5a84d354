import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildAvailabilityBlock } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit, wholeHour } from './bookings.test-support.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);

const HOUR = 3_600_000;

describe('POST /bookings', () => {
  it('books a free hour: price, duration, currency and specialist come from the service; PENDING with an expiry', async () => {
    const world = await kit.bookable({ specialist: { bufferMinutes: 15, worksOnline: true }, service: { priceMinor: 65_050, durationMinutes: 90 } });
    const customer = await kit.person();
    const start = wholeHour(48);
    const before = Date.now();
    const res = await request(app)
      .post(api('/bookings'))
      .set(customer.auth)
      .send({ serviceId: world.service.id, scheduledAt: start.toISOString(), type: 'online', videoCall: true, notes: '  Перший раз  ', price: 1, duration: 5, specialistId: 'x' });
    expect(res.status).toBe(201);
    const b = res.body.data.booking;
    expect(b).toMatchObject({
      status: 'PENDING',
      scheduledAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
      duration: 90,
      amount: 650.5,
      currency: 'UAH',
      type: 'online',
      videoCall: true,
      notes: 'Перший раз',
      service: { id: world.service.id },
      specialist: { id: world.specialist.id, timezone: 'UTC', city: 'Київ' },
      customer: { id: customer.user.id, name: 'Тарас Шевченко' },
      cancelledBy: null,
      confirmedAt: null,
    });
    // Expires after 24 h (the start is 48 h away).
    expect(Date.parse(b.expiresAt) - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(Date.parse(b.expiresAt) - before).toBeLessThan(24 * HOUR + 60_000);
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ priceMinor: 65_050, durationMinutes: 90, specialistId: world.specialist.id, customerId: customer.user.id });
    expect(row.busyUntil.getTime()).toBe(start.getTime() + 105 * 60_000);
  });

  it('accepts only a way of working the specialist offers (400 on type, nothing booked)', async () => {
    const inPersonOnly = await kit.bookable({ specialist: { worksOnline: false, worksInPerson: true } });
    const onlineOnly = await kit.bookable({ specialist: { worksOnline: true, worksInPerson: false } });
    const customer = await kit.person();
    const start = wholeHour(30).toISOString();
    const online = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: inPersonOnly.service.id, scheduledAt: start, type: 'online' });
    expect(online.status).toBe(400);
    expect(online.body.error.details).toEqual([expect.objectContaining({ path: 'body.type', message: 'specialistNotOnline' })]);
    const visit = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: onlineOnly.service.id, scheduledAt: start, type: 'in_person' });
    expect(visit.body.error.details).toEqual([expect.objectContaining({ path: 'body.type', message: 'specialistNotInPerson' })]);
    expect(await db.booking.count({ where: { serviceId: { in: [inPersonOnly.service.id, onlineOnly.service.id] } } })).toBe(0);
  });

  it('a pending booking that starts sooner than 24 h expires at its start', async () => {
    const world = await kit.bookable();
    const customer = await kit.person();
    const start = wholeHour(3);
    const res = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: start.toISOString() });
    expect(res.status).toBe(201);
    expect(res.body.data.booking).toMatchObject({ type: 'in_person', videoCall: false, expiresAt: start.toISOString() });
  });

  it('says until when the customer may reschedule (and cancel for free): the start minus the specialist’s window, as can-reschedule does', async () => {
    const world = await kit.bookable({ specialist: { cancellationWindowHours: 6 } });
    const customer = await kit.person();
    const start = wholeHour(30);
    const res = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: start.toISOString() });
    expect(res.status).toBe(201);
    const deadline = new Date(start.getTime() - 6 * HOUR).toISOString();
    expect(res.body.data.booking.freeCancellationUntil).toBe(deadline);
    const check = await request(app).get(api(`/bookings/${res.body.data.booking.id}/can-reschedule`)).set(customer.auth);
    expect(check.body.data).toMatchObject({ allowed: true, deadline });
    // The list carries it too, so the bookings screen needs no call per card.
    const list = await request(app).get(api('/bookings')).set(customer.auth);
    expect(list.body.data.bookings).toEqual([expect.objectContaining({ id: res.body.data.booking.id, freeCancellationUntil: deadline })]);
  });

  it('auto-accept confirms at once', async () => {
    const world = await kit.bookable({ specialist: { autoAccept: true } });
    const customer = await kit.person();
    const res = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: wholeHour(30).toISOString() });
    expect(res.status).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'CONFIRMED', expiresAt: null });
    expect(res.body.data.booking.confirmedAt).not.toBeNull();
  });

  it('answers 422 BOOKING_IN_PAST, 422 SLOT_UNAVAILABLE, 409 SLOT_TAKEN, 404 for an unknown service — and books nothing', async () => {
    const world = await kit.bookable({ specialist: { bufferMinutes: 30 } });
    const customer = await kit.person();
    const other = await kit.person();
    const taken = wholeHour(50);
    expect((await request(app).post(api('/bookings')).set(other.auth).send({ serviceId: world.service.id, scheduledAt: taken.toISOString() })).status).toBe(201);
    const blocked = wholeHour(80);
    await buildAvailabilityBlock(db, { specialistId: world.specialist.id, startsAt: blocked });
    const before = await db.booking.count();

    const cases: [Date | string, number, string][] = [
      [new Date(Date.now() - HOUR), 422, 'BOOKING_IN_PAST'],
      [new Date(wholeHour(30).getTime() + 10 * 60_000), 422, 'SLOT_UNAVAILABLE'], // not one of the service's start times
      [blocked, 422, 'SLOT_UNAVAILABLE'],
      [taken, 409, 'SLOT_TAKEN'],
      // The next hour starts inside the taken booking's 30-minute buffer.
      [new Date(taken.getTime() + HOUR), 409, 'SLOT_TAKEN'],
    ];
    for (const [at, status, code] of cases) {
      const res = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: new Date(at).toISOString() });
      expect([res.status, res.body.error?.code], String(at)).toEqual([status, code]);
    }
    const unknown = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: '00000000-0000-0000-0000-000000000000', scheduledAt: wholeHour(30).toISOString() });
    expect(unknown.status).toBe(404);
    expect(await db.booking.count()).toBe(before);
  });

  it.each([
    [{}, 'body.serviceId'],
    [{ scheduledAt: 'tomorrow' }, 'body.scheduledAt'],
    [{ type: 'phone' }, 'body.type'],
    [{ type: 'in_person', videoCall: true }, 'body.videoCall'],
    [{ notes: 'x'.repeat(1001) }, 'body.notes'],
  ])('rejects %j with 400 and books nothing', async (overrides, path) => {
    const world = await kit.bookable();
    const customer = await kit.person();
    const before = await db.booking.count();
    const body = { serviceId: world.service.id, scheduledAt: wholeHour(30).toISOString(), ...overrides };
    if (path === 'body.serviceId') delete (body as Record<string, unknown>).serviceId;
    const res = await request(app).post(api('/bookings')).set(customer.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await db.booking.count()).toBe(before);
  });

  it('is for customers: 401 for guests, 403 for specialists and admins', async () => {
    const world = await kit.bookable();
    const body = { serviceId: world.service.id, scheduledAt: wholeHour(30).toISOString() };
    expect((await request(app).post(api('/bookings')).send(body)).status).toBe(401);
    expect((await request(app).post(api('/bookings')).set(world.specialistAuth).send(body)).status).toBe(403);
    const admin = await kit.person('ADMIN');
    expect((await request(app).post(api('/bookings')).set(admin.auth).send(body)).status).toBe(403);
    expect(await db.booking.count({ where: { serviceId: world.service.id } })).toBe(0);
  });
});
