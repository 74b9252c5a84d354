import { DateTime } from 'luxon';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildAvailabilityBlock, buildBooking, buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { localToInstant } from './slots.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

async function specialistSession(profile: Parameters<typeof buildSpecialist>[1] | null = {}) {
  const user = await buildAccount(db, { role: 'SPECIALIST' });
  const sp = profile ? await buildSpecialist(db, { ...profile, userId: user.id }) : null;
  return { user, sp, auth: bearer((await signIn(app, user.email!)).accessToken) };
}

/** A local date some days ahead, so real "now" never interferes. */
const daysAhead = (n: number, zone = 'Europe/Kyiv') => DateTime.now().setZone(zone).plus({ days: n }).toISODate()!;
const kyiv = (date: string, hhmm: string) => new Date(localToInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'Europe/Kyiv').at).toISOString();

const specialistEndpoints: [string, string, object?][] = [
  ['get', api('/specialists/availability')],
  ['put', api('/specialists/availability/working-hours'), { workingHours: {} }],
  ['put', api('/specialists/availability/settings'), { bufferMinutes: 10 }],
  ['post', api('/specialists/availability/block'), { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T11:00:00Z' }],
  ['delete', api('/specialists/availability/block/00000000-0000-0000-0000-000000000000')],
  ['get', api('/specialists/availability/blocked?startDate=2030-01-01&endDate=2030-01-07')],
  ['post', api('/specialists/availability/vacation'), { startDate: '2030-01-01', endDate: '2030-01-07' }],
  ['get', api('/availability/specialists/availability/blocks')],
  ['post', api('/availability/specialists/availability/blocks'), { date: '2030-01-01', startTime: '10:00', endTime: '11:00' }],
  ['put', api('/availability/specialists/availability/blocks/00000000-0000-0000-0000-000000000000'), { date: '2030-01-01', startTime: '10:00', endTime: '11:00' }],
  ['delete', api('/availability/specialists/availability/blocks/00000000-0000-0000-0000-000000000000')],
];

type Method = 'get' | 'put' | 'post' | 'delete';
const call = (method: string, path: string, auth: Record<string, string> | null, body?: object) => {
  const req = request(app)[method as Method](path);
  if (auth) req.set(auth);
  return body ? req.send(body) : req;
};

describe('access to /specialists/availability…', () => {
  // Read-only sessions shared by the cases below (nothing here changes them).
  let sessions: Promise<{ customer: Record<string, string>; noProfile: Record<string, string> }> | undefined;
  const sharedSessions = () =>
    (sessions ??= (async () => {
      const customer = await buildAccount(db);
      return { customer: bearer((await signIn(app, customer.email!)).accessToken), noProfile: (await specialistSession(null)).auth };
    })());

  it.each(specialistEndpoints)('%s %s: 401 for guests, 403 for customers, 422 without a profile', async (method, path, body) => {
    const { customer, noProfile } = await sharedSessions();
    expect((await call(method, path, null, body)).status).toBe(401);
    expect((await call(method, path, customer, body)).status).toBe(403);
    const res = await call(method, path, noProfile, body);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Create your specialist profile first');
  });
});

describe('working hours and settings', () => {
  it('starts with the defaults, then stores hours, zone and settings', async () => {
    const me = await specialistSession();
    const initial = await request(app).get(api('/specialists/availability')).set(me.auth);
    expect(initial.status).toBe(200);
    expect(initial.body.data).toEqual({
      timezone: 'Europe/Kyiv',
      workingHours: {},
      settings: { bufferMinutes: 0, minNoticeMinutes: 120, bookingHorizonDays: 60, cancellationWindowHours: 24, autoAccept: false },
      blocks: [],
    });

    const workingHours = { monday: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '19:00' }], saturday: [{ start: '10:00', end: '15:00' }] };
    const put = await request(app).put(api('/specialists/availability/working-hours')).set(me.auth).send({ workingHours, timezone: 'Europe/Warsaw' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ timezone: 'Europe/Warsaw', workingHours });

    const settings = await request(app).put(api('/specialists/availability/settings')).set(me.auth).send({ bufferMinutes: 15, cancellationWindowHours: 48, autoAccept: true });
    expect(settings.status).toBe(200);
    expect(settings.body.data.settings).toEqual({ bufferMinutes: 15, minNoticeMinutes: 120, bookingHorizonDays: 60, cancellationWindowHours: 48, autoAccept: true });
    expect((await request(app).get(api('/specialists/availability')).set(me.auth)).body.data).toMatchObject({ timezone: 'Europe/Warsaw', workingHours, settings: { bufferMinutes: 15 } });
  });

  it.each([
    [{ workingHours: { monday: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '15:00' }] } }, 'body.workingHours.monday'],
    [{ workingHours: { monday: [{ start: '14:00', end: '13:00' }] } }, 'body.workingHours.monday.0.end'],
    [{ workingHours: { monday: [{ start: '9:00', end: '13:00' }] } }, 'body.workingHours.monday.0.start'],
    [{ workingHours: { funday: [{ start: '09:00', end: '13:00' }] } }, 'body.workingHours'],
    [{ workingHours: {}, timezone: 'Mars/Olympus' }, 'body.timezone'],
  ])('rejects working hours %j with 400 and changes nothing', async (body, path) => {
    const me = await specialistSession({ workingHours: { friday: [{ start: '10:00', end: '11:00' }] } });
    const res = await request(app).put(api('/specialists/availability/working-hours')).set(me.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: null, error: { code: 'VALIDATION_ERROR' } });
    expect(res.body.error.details.map((d: { path: string }) => d.path).some((p: string) => p.startsWith(path))).toBe(true);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: me.sp!.id } })).workingHours).toEqual({ friday: [{ start: '10:00', end: '11:00' }] });
  });

  it.each([{ cancellationWindowHours: 5 }, { bufferMinutes: -1 }, { bookingHorizonDays: 0 }, { minNoticeMinutes: 1.5 }, { autoAccept: 'yes' }])(
    'rejects settings %j with 400 and changes nothing',
    async (body) => {
      const me = await specialistSession({ bufferMinutes: 10 });
      expect((await request(app).put(api('/specialists/availability/settings')).set(me.auth).send({ bufferMinutes: 20, ...body })).status).toBe(400);
      expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: me.sp!.id } })).bufferMinutes).toBe(10);
    },
  );

  it('never cancels existing bookings when the hours change', async () => {
    const me = await specialistSession({ workingHours: { monday: [{ start: '09:00', end: '18:00' }] } });
    const booking = await buildBooking(db, { specialistId: me.sp!.id, status: 'CONFIRMED' });
    const res = await request(app).put(api('/specialists/availability/working-hours')).set(me.auth).send({ workingHours: {} });
    expect(res.status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('CONFIRMED');
  });
});

describe('blocks and vacations', () => {
  it('adds a block, lists it as blocked time in range only, and removes it', async () => {
    const me = await specialistSession();
    const created = await request(app)
      .post(api('/specialists/availability/block'))
      .set(me.auth)
      .send({ startsAt: '2030-03-05T08:00:00Z', endsAt: '2030-03-05T10:30:00Z', reason: 'Лікар' });
    expect(created.status).toBe(201);
    expect(created.body.data.block).toMatchObject({
      kind: 'block',
      startsAt: '2030-03-05T08:00:00.000Z',
      date: '2030-03-05',
      startTime: '10:00',
      endTime: '12:30',
      available: false,
      reason: 'Лікар',
      repeatWeekly: false,
      repeatDays: [],
    });
    const id = created.body.data.block.id;

    const blocked = await request(app).get(api('/specialists/availability/blocked?startDate=2030-03-01&endDate=2030-03-05')).set(me.auth);
    expect(blocked.body.data.blocks.map((b: { id: string }) => b.id)).toEqual([id]);
    const later = await request(app).get(api('/specialists/availability/blocked?startDate=2030-03-06&endDate=2030-03-31')).set(me.auth);
    expect(later.body.data.blocks).toEqual([]);
    expect((await request(app).get(api('/specialists/availability')).set(me.auth)).body.data.blocks).toHaveLength(1);

    const other = await specialistSession();
    expect((await request(app).delete(api(`/specialists/availability/block/${id}`)).set(other.auth)).status).toBe(404);
    expect((await request(app).delete(api(`/specialists/availability/block/${id}`)).set(me.auth)).status).toBe(200);
    expect((await request(app).delete(api(`/specialists/availability/block/${id}`)).set(me.auth)).status).toBe(404);
    expect((await request(app).delete(api('/specialists/availability/block/not-a-uuid')).set(me.auth)).status).toBe(404);
  });

  it('lists weekly blocks on the weeks they recur in', async () => {
    const me = await specialistSession();
    // Tuesdays 2030-03-05 on, 10:00–11:00 Kyiv.
    await buildAvailabilityBlock(db, { specialistId: me.sp!.id, startsAt: new Date('2030-03-05T08:00:00Z'), endsAt: new Date('2030-03-05T09:00:00Z'), repeatWeekly: true });
    const onWednesdays = await request(app).get(api('/specialists/availability/blocked?startDate=2030-04-10&endDate=2030-04-10')).set(me.auth);
    expect(onWednesdays.body.data.blocks).toEqual([]);
    const onTuesday = await request(app).get(api('/specialists/availability/blocked?startDate=2030-04-09&endDate=2030-04-09')).set(me.auth);
    expect(onTuesday.body.data.blocks).toHaveLength(1);
  });

  it.each([
    [api('/specialists/availability/block'), { startsAt: '2030-03-05T10:00:00Z', endsAt: '2030-03-05T09:00:00Z' }],
    [api('/specialists/availability/block'), { startsAt: 'tomorrow', endsAt: '2030-03-05T09:00:00Z' }],
    [api('/specialists/availability/block'), { startsAt: '2030-03-05T08:00:00Z', endsAt: '2030-03-05T09:00:00Z', repeatWeekly: true, repeatDays: ['someday'] }],
    [api('/specialists/availability/vacation'), { startDate: '2030-03-10', endDate: '2030-03-01' }],
    [api('/specialists/availability/vacation'), { startDate: '2030-02-30', endDate: '2030-03-01' }],
    [api('/availability/specialists/availability/blocks'), { date: '2030-03-01', startTime: '12:00', endTime: '11:00' }],
    [api('/availability/specialists/availability/blocks'), { date: '2030-03-01', startTime: '12:00', endTime: '13:00', reason: 'x'.repeat(301) }],
  ])('POST %s %j → 400, nothing stored', async (path, body) => {
    const me = await specialistSession();
    const res = await request(app).post(path).set(me.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(await db.availabilityBlock.count({ where: { specialistId: me.sp!.id } })).toBe(0);
  });

  it('rejects malformed query dates with 400', async () => {
    const me = await specialistSession();
    expect((await request(app).get(api('/specialists/availability/blocked?startDate=2030-03-10&endDate=2030-03-01')).set(me.auth)).status).toBe(400);
    expect((await request(app).get(api('/specialists/availability/blocked')).set(me.auth)).status).toBe(400);
  });

  it('stores a vacation as whole local days, end exclusive', async () => {
    const me = await specialistSession();
    const res = await request(app).post(api('/specialists/availability/vacation')).set(me.auth).send({ startDate: '2030-07-01', endDate: '2030-07-14', reason: 'Відпустка' });
    expect(res.status).toBe(201);
    expect(res.body.data.block).toMatchObject({
      kind: 'vacation',
      startsAt: '2030-06-30T21:00:00.000Z', // midnight in Kyiv (UTC+3 in summer)
      endsAt: '2030-07-14T21:00:00.000Z',
      date: '2030-07-01',
      startTime: '00:00',
      endTime: '00:00',
      reason: 'Відпустка',
    });
  });
});

describe('schedule slots (/availability/specialists/availability/blocks)', () => {
  it('creates, lists, updates and deletes my slots; others’ and non-slot entries are 404', async () => {
    const me = await specialistSession();
    const created = await request(app)
      .post(api('/availability/specialists/availability/blocks'))
      .set(me.auth)
      .send({ date: '2030-03-03', startTime: '10:00', endTime: '12:00', available: true, repeatWeekly: true, repeatDays: ['sunday', 'saturday'] });
    expect(created.status).toBe(201);
    expect(created.body.data.block).toMatchObject({
      kind: 'slot',
      startsAt: '2030-03-03T08:00:00.000Z',
      endsAt: '2030-03-03T10:00:00.000Z',
      date: '2030-03-03',
      startTime: '10:00',
      endTime: '12:00',
      available: true,
      reason: null,
      repeatWeekly: true,
      repeatDays: ['sunday', 'saturday'],
    });
    const id = created.body.data.block.id;
    const list = await request(app).get(api('/availability/specialists/availability/blocks')).set(me.auth);
    expect(list.body.data.blocks.map((b: { id: string }) => b.id)).toEqual([id]);

    // Summer time: the same local times are an hour earlier in UTC.
    const updated = await request(app)
      .put(api(`/availability/specialists/availability/blocks/${id}`))
      .set(me.auth)
      .send({ date: '2030-07-07', startTime: '09:00', endTime: '10:00', available: false, reason: 'Зустріч' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.block).toMatchObject({ startsAt: '2030-07-07T06:00:00.000Z', available: false, reason: 'Зустріч', repeatWeekly: false, repeatDays: [] });

    const other = await specialistSession();
    const body = { date: '2030-07-07', startTime: '09:00', endTime: '10:00' };
    expect((await request(app).put(api(`/availability/specialists/availability/blocks/${id}`)).set(other.auth).send(body)).status).toBe(404);
    expect((await request(app).delete(api(`/availability/specialists/availability/blocks/${id}`)).set(other.auth)).status).toBe(404);
    expect((await request(app).get(api('/availability/specialists/availability/blocks')).set(other.auth)).body.data.blocks).toEqual([]);

    const block = await buildAvailabilityBlock(db, { specialistId: me.sp!.id });
    expect((await request(app).put(api(`/availability/specialists/availability/blocks/${block.id}`)).set(me.auth).send(body)).status).toBe(404);
    expect((await request(app).delete(api(`/availability/specialists/availability/blocks/${block.id}`)).set(me.auth)).status).toBe(404);

    expect((await request(app).put(api(`/availability/specialists/availability/blocks/${id}`)).set(me.auth).send({ ...body, endTime: '08:00' })).status).toBe(400);
    expect((await db.availabilityBlock.findUniqueOrThrow({ where: { id } })).reason).toBe('Зустріч');

    expect((await request(app).delete(api(`/availability/specialists/availability/blocks/${id}`)).set(me.auth)).status).toBe(200);
    expect((await request(app).get(api('/availability/specialists/availability/blocks')).set(me.auth)).body.data.blocks).toEqual([]);
  });
});

describe('GET /services/:id/availability', () => {
  async function bookableService(profile: Parameters<typeof buildSpecialist>[1] = {}, service: Parameters<typeof buildService>[1] = {}) {
    const sp = await buildSpecialist(db, {
      minNoticeMinutes: 0,
      workingHours: Object.fromEntries(EVERY_DAY.map((d) => [d, [{ start: '09:00', end: '18:00' }]])),
      ...profile,
    });
    const svc = await buildService(db, { specialistId: sp.id, availableDays: EVERY_DAY, timeSlots: ['10:00', '15:00'], durationMinutes: 60, ...service });
    return { sp, svc };
  }

  it('lists free starts per day for guests, leaving out booked and blocked time', async () => {
    const { sp, svc } = await bookableService();
    const from = daysAhead(10);
    const next = DateTime.fromISO(from).plus({ days: 1 }).toISODate()!;
    await buildBooking(db, { serviceId: svc.id, scheduledAt: new Date(kyiv(from, '15:00')), status: 'PENDING' });
    await buildAvailabilityBlock(db, { specialistId: sp.id, startsAt: new Date(kyiv(next, '10:30')), endsAt: new Date(kyiv(next, '10:45')) });

    const res = await request(app).get(api(`/services/${svc.id}/availability?from=${from}&days=3`));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ timezone: 'Europe/Kyiv', specialistTimezone: 'Europe/Kyiv', duration: 60, cancellationWindowHours: 24 });
    // The horizon (60 days by default) ends at the same Kyiv wall-clock time 60 days on.
    const until = DateTime.fromISO(res.body.data.bookableUntil, { zone: 'Europe/Kyiv' });
    const expected = DateTime.now().setZone('Europe/Kyiv').plus({ days: 60 });
    expect(Math.abs(until.diff(expected).as('minutes'))).toBeLessThan(1);
    expect(res.body.data.days.map((d: { date: string }) => d.date)).toEqual([from, next, DateTime.fromISO(from).plus({ days: 2 }).toISODate()]);
    expect(res.body.data.days[0].slots).toEqual([kyiv(from, '10:00')]);
    expect(res.body.data.days[1].slots).toEqual([kyiv(next, '15:00')]);
    expect(res.body.data.days[2].slots).toHaveLength(2);
  });

  it('names the specialist’s cancellation window, so the booking page can mark slots inside it', async () => {
    const { svc } = await bookableService({ cancellationWindowHours: 48 });
    const res = await request(app).get(api(`/services/${svc.id}/availability?days=1`));
    expect(res.status).toBe(200);
    expect(res.body.data.cancellationWindowHours).toBe(48);
  });

  it('defaults to 7 days from today and groups days in the visitor’s zone', async () => {
    const { svc } = await bookableService({}, { timeSlots: ['09:00'] });
    const res = await request(app).get(api(`/services/${svc.id}/availability`));
    expect(res.body.data.days).toHaveLength(7);
    expect(res.body.data.days[0].date).toBe(daysAhead(0));

    // 09:00 in Kyiv is 16:00 in Tokyo (15:00 in summer): same date. 09:00 in Kyiv is 02:00/03:00 in New York: same date too;
    // use 01:00 Kyiv instead, which is the previous evening in New York.
    const { svc: early } = await bookableService({ workingHours: {} }, { timeSlots: ['01:00'] });
    const from = daysAhead(10, 'America/New_York');
    const ny = await request(app).get(api(`/services/${early.id}/availability?from=${from}&days=2&timezone=America/New_York`));
    expect(ny.body.data.timezone).toBe('America/New_York');
    const first = new Date(ny.body.data.days[0].slots[0]);
    expect(DateTime.fromJSDate(first).setZone('America/New_York').toISODate()).toBe(from);
    expect(DateTime.fromJSDate(first).setZone('Europe/Kyiv').toFormat('HH:mm')).toBe('01:00');
    expect(DateTime.fromJSDate(first).setZone('Europe/Kyiv').toISODate()).toBe(DateTime.fromISO(from).plus({ days: 1 }).toISODate());
  });

  it('answers 404 "Service not found or unavailable" for inactive services and hidden specialists', async () => {
    const { svc: inactive } = await bookableService({}, { isActive: false });
    const { svc: hidden } = await bookableService({ isVisible: false });
    for (const id of [inactive.id, hidden.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await request(app).get(api(`/services/${id}/availability`));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Service not found or unavailable');
    }
  });

  it.each(['days=0', 'days=63', 'days=x', 'from=2030-13-01', 'timezone=Nowhere/City'])('rejects %s with 400', async (q) => {
    const { svc } = await bookableService();
    const res = await request(app).get(api(`/services/${svc.id}/availability?${q}`));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('is documented in the API reference', async () => {
    const doc = (await request(app).get(api('/openapi.json'))).body;
    expect(doc.paths[api('/services/{id}/availability')].get.description).toContain('first occurrence');
    for (const path of [api('/specialists/availability'), api('/specialists/availability/settings'), api('/availability/specialists/availability/blocks/{id}')]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
