import { AVAILABILITY_DAY_ZONE, WEEKDAYS } from '@vizyt/contracts';
import { DateTime } from 'luxon';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildAvailabilityBlock, buildCategory, buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);

const ALL_DAY = Object.fromEntries(WEEKDAYS.map((d) => [d, [{ start: '00:00', end: '23:59' }]]));
const EVERY_HALF_HOUR = Array.from({ length: 47 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const names = (res: request.Response): string[] => res.body.data.services.map((s: { name: string }) => s.name);
const search = (query: string) => request(app).get(api(`/services?category=avail&${query}`));

let anytimeNext: Date;

beforeAll(async () => {
  await buildCategory(db, { id: 'avail' });
  // Free around the clock: a start within half an hour.
  const anytime = await buildSpecialist(db, { timezone: 'UTC', workingHours: ALL_DAY, minNoticeMinutes: 0 });
  await buildService(db, { specialistId: anytime.id, categoryId: 'avail', name: 'Будь-коли', durationMinutes: 30, availableDays: [...WEEKDAYS], timeSlots: EVERY_HALF_HOUR });
  // Works only on the weekday three days from now, at 10:00 UTC.
  const later = DateTime.utc().plus({ days: 3 });
  const weekday = WEEKDAYS[later.weekday - 1]!;
  const inThreeDays = await buildSpecialist(db, { timezone: 'UTC', workingHours: { [weekday]: [{ start: '09:00', end: '18:00' }] }, minNoticeMinutes: 0 });
  await buildService(db, { specialistId: inThreeDays.id, categoryId: 'avail', name: 'За три дні', durationMinutes: 60, availableDays: [weekday], timeSlots: ['10:00'] });
  // On holiday for the next ten days.
  const away = await buildSpecialist(db, { timezone: 'UTC', workingHours: ALL_DAY, minNoticeMinutes: 0 });
  await buildService(db, { specialistId: away.id, categoryId: 'avail', name: 'У відпустці', availableDays: [...WEEKDAYS], timeSlots: ['10:00'] });
  await buildAvailabilityBlock(db, { specialistId: away.id, kind: 'VACATION', startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 10 * 86_400_000) });

  // These were written straight to the database, as a long-stopped server would find them: the sweep fills them in.
  expect(await container.scheduling.sweepNextFree()).toBeGreaterThanOrEqual(3);
  anytimeNext = (await db.service.findFirstOrThrow({ where: { name: 'Будь-коли' } })).nextFreeAt!;
});

describe('GET /services?availability=', () => {
  it('stores each service’s earliest free start, or none', async () => {
    const rows = await db.service.findMany({ where: { categoryId: 'avail' }, select: { name: true, nextFreeAt: true } });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.nextFreeAt]));
    // Every half hour from 00:00 to 23:00 (the day ends at 23:59, so 23:30 is no start): the next
    // start is at most half an hour away, or an hour from the day's last start to the next day's first.
    const lastHourOfDay = new Date().getUTCHours() === 23;
    expect(byName['Будь-коли']!.getTime() - Date.now()).toBeLessThanOrEqual((lastHourOfDay ? 60 : 30) * 60_000);
    expect(byName['За три дні']!.toISOString()).toMatch(/T10:00:00/);
    expect(byName['У відпустці']).toBeNull();
  });

  it('now: a free start within two hours', async () => {
    expect(names(await search('availability=now'))).toEqual(['Будь-коли']);
  });

  it('today: a free start before midnight in Kyiv', async () => {
    const midnight = DateTime.now().setZone(AVAILABILITY_DAY_ZONE).endOf('day').toJSDate();
    const expected = anytimeNext < midnight ? ['Будь-коли'] : [];
    expect(names(await search('availability=today'))).toEqual(expected);
  });

  it('week: within seven days; a specialist on holiday never shows', async () => {
    expect(names(await search('availability=week')).sort()).toEqual(['Будь-коли', 'За три дні']);
    expect(names(await search(''))).toContain('У відпустці');
  });

  it('rejects an unknown value with 400', async () => {
    const res = await search('availability=tomorrow');
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('query.availability');
  });

  it('follows changes at once: a new block, and a new service from the API', async () => {
    const specialist = await buildAccount(db, { role: 'SPECIALIST' });
    const auth = bearer((await signIn(app, specialist.email!)).accessToken);
    await request(app).post(api('/specialists/profile')).set(auth).send({ specialization: 'Майстер', city: 'Київ', worksInPerson: true, timezone: 'UTC' }).expect(201);
    await request(app).put(api('/specialists/availability/working-hours')).set(auth).send({ workingHours: ALL_DAY }).expect(200);
    await request(app).put(api('/specialists/availability/settings')).set(auth).send({ minNoticeMinutes: 0 }).expect(200);
    const created = await request(app)
      .post(api('/specialists/services'))
      .set(auth)
      .send({ name: 'Щойно створена', description: 'Нова послуга', category: 'avail', price: 500, duration: 30, availableDays: [...WEEKDAYS], timeSlots: EVERY_HALF_HOUR });
    expect(created.status).toBe(201);
    expect(names(await search('availability=now'))).toContain('Щойно створена');

    // Blocked for the next three hours: no longer "now".
    await request(app)
      .post(api('/specialists/availability/block'))
      .set(auth)
      .send({ startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString() })
      .expect(201);
    expect(names(await search('availability=now'))).not.toContain('Щойно створена');
  });

  it('a booking at a later time leaves the earliest free start as it was; one at that time moves it on', async () => {
    const customer = await buildAccount(db, { role: 'CUSTOMER' });
    const auth = bearer((await signIn(app, customer.email!)).accessToken);
    const stored = () => db.service.findFirstOrThrow({ where: { name: 'Будь-коли' }, select: { id: true, nextFreeAt: true, nextFreeCheckedAt: true } });
    const before = await stored();
    const book = (at: Date) => request(app).post(api('/bookings')).set(auth).send({ serviceId: before.id, scheduledAt: at.toISOString(), type: 'in_person' });

    // Two days later: the earliest start stays (a booking only takes time away).
    expect((await book(new Date(before.nextFreeAt!.getTime() + 2 * 86_400_000))).status).toBe(201);
    expect(await stored()).toEqual(before);

    // The earliest start itself: the next free one is the schedule's next start, checked now —
    // half an hour later, or after the day's last start (23:00: the day ends at 23:59) the next
    // day's first (this test failed every evening from 22:30 to 23:00 UTC).
    expect((await book(before.nextFreeAt!)).status).toBe(201);
    const after = await stored();
    const booked = before.nextFreeAt!;
    const nextStart = booked.getUTCHours() === 23 ? Date.UTC(booked.getUTCFullYear(), booked.getUTCMonth(), booked.getUTCDate() + 1) : booked.getTime() + 30 * 60_000;
    expect(after.nextFreeAt!.getTime()).toBe(nextStart);
    expect(after.nextFreeCheckedAt!.getTime()).toBeGreaterThan(before.nextFreeCheckedAt!.getTime());
  });
});
