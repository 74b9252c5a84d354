import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { SEARCH_COUNT_CAP } from './catalog.sql.js';
import { api } from '../../test/api.js';

// Issue 16: search reads the specialist's visibility, rating and position from copies on each
// service (triggers), counts up to a cap, and answers "nearest first" from a GiST index.
const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);

const copies = async (serviceId: string) =>
  (
    await db.$queryRaw<{ listed: boolean; specialist_rating: number; specialist_rating_count: number; has_geo: boolean }[]>`
      SELECT listed, specialist_rating, specialist_rating_count, geo IS NOT NULL AS has_geo FROM services WHERE id = ${serviceId}::uuid`
  )[0];
const search = async (query: string) => {
  const res = await request(app).get(api(`/services?${query}`));
  expect(res.status).toBe(200);
  return res.body.data as { services: { id: string; name: string; distanceKm: number | null }[]; total: number; totalPages: number; totalIsLowerBound: boolean };
};

/** Haversine in km, as the API computed distances before the GiST index. */
const haversineKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
};

describe('copies of the specialist on services (triggers)', () => {
  it('follow the specialist: rating, visibility, suspension, position; and the service: active, hidden', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Копіювальник', city: 'Полтава', latitude: 49.5883, longitude: 34.5514, ratingAverage: 4.1, ratingCount: 7 });
    const service = await buildService(db, { specialistId: sp.id, categoryId: 'education', name: 'Урок каліграфії' });
    expect(await copies(service.id)).toEqual({ listed: true, specialist_rating: 4.1, specialist_rating_count: 7, has_geo: true });

    await db.specialistProfile.update({ where: { id: sp.id }, data: { ratingAverage: 4.8, ratingCount: 8 } });
    expect(await copies(service.id)).toMatchObject({ specialist_rating: 4.8, specialist_rating_count: 8 });
    expect((await search('search=каліграфії&rating=4.5')).services.map((s) => s.id)).toEqual([service.id]);

    await db.specialistProfile.update({ where: { id: sp.id }, data: { isSuspended: true } });
    expect(await copies(service.id)).toMatchObject({ listed: false });
    expect((await search('search=каліграфії')).services).toEqual([]);
    await db.specialistProfile.update({ where: { id: sp.id }, data: { isSuspended: false, isVisible: false } });
    expect(await copies(service.id)).toMatchObject({ listed: false });
    await db.specialistProfile.update({ where: { id: sp.id }, data: { isVisible: true } });
    expect(await copies(service.id)).toMatchObject({ listed: true });

    await db.service.update({ where: { id: service.id }, data: { hiddenAt: new Date() } });
    expect(await copies(service.id)).toMatchObject({ listed: false });
    await db.service.update({ where: { id: service.id }, data: { hiddenAt: null, isActive: false } });
    expect(await copies(service.id)).toMatchObject({ listed: false });
    await db.service.update({ where: { id: service.id }, data: { isActive: true } });
    expect(await copies(service.id)).toMatchObject({ listed: true });

    await db.specialistProfile.update({ where: { id: sp.id }, data: { latitude: null, longitude: null } });
    expect(await copies(service.id)).toMatchObject({ has_geo: false });
    await db.specialistProfile.update({ where: { id: sp.id }, data: { latitude: 49.59, longitude: 34.55 } });
    const near = await request(app).get(api('/services/location?lat=49.59&lng=34.55&radius=1'));
    expect(near.body.data.services.map((s: { id: string }) => s.id)).toEqual([service.id]);
  });
});

describe('the triggers under an empty search path (as pg_restore runs them)', () => {
  it('still fill the copies of a new service', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Реставратор', city: 'Полтава', latitude: 49.59, longitude: 34.55, ratingAverage: 4.4 });
    const [row] = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL search_path = ''`);
      return tx.$queryRawUnsafe<{ id: string }[]>(
        `INSERT INTO public.services (specialist_id, category_id, name, description, price_minor, duration_minutes, updated_at)
         VALUES ($1::uuid, 'education', 'Реставрація книг', 'Опис', 50000, 60, now()) RETURNING id::text`,
        sp.id,
      );
    });
    expect(await copies(row!.id)).toEqual({ listed: true, specialist_rating: 4.4, specialist_rating_count: 0, has_geo: true });
  });
});

describe('nearby: nearest first from the index, distances and radius as the great circle says', () => {
  const origin = { lat: 48.9226, lng: 24.7111 }; // Івано-Франківськ
  const places = [
    { name: 'Точка 12 км', lat: 49.03, lng: 24.71 },
    { name: 'Точка 3 км', lat: 48.95, lng: 24.72 },
    { name: 'Точка 40 км', lat: 48.92, lng: 25.26 },
    { name: 'Точка 75 км', lat: 49.6, lng: 24.71 },
  ];
  beforeAll(async () => {
    for (const p of places) {
      const sp = await buildSpecialist(db, { specialization: 'Геодезист', city: 'Франківськ', latitude: p.lat, longitude: p.lng });
      await buildService(db, { specialistId: sp.id, categoryId: 'professional-services', name: p.name });
    }
  });

  it('answers within the radius, nearest first, with the haversine distance', async () => {
    const res = await request(app).get(api(`/services/location?lat=${origin.lat}&lng=${origin.lng}&radius=50`));
    expect(res.status).toBe(200);
    const expected = places
      .map((p) => ({ name: p.name, km: haversineKm(origin, p) }))
      .filter((p) => p.km <= 50)
      .sort((a, b) => a.km - b.km);
    expect(res.body.data.services.map((s: { name: string }) => s.name)).toEqual(expected.map((p) => p.name));
    expect(res.body.data.services.map((s: { distanceKm: number }) => s.distanceKm)).toEqual(expected.map((p) => Math.round(p.km * 10) / 10));
    expect(res.body.data).toMatchObject({ total: 3, totalIsLowerBound: false });
  });

  it('pages through services at the same spot in a stable order (distance, then id)', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Геодезист', city: 'Франківськ', latitude: 48.93, longitude: 24.72 });
    const sameSpot = [];
    for (let i = 0; i < 5; i++) sameSpot.push((await buildService(db, { specialistId: sp.id, categoryId: 'professional-services', name: `Вимірювання ${i}` })).id);
    const all: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await request(app).get(api(`/services/location?lat=${origin.lat}&lng=${origin.lng}&radius=50&limit=2&page=${page}`));
      all.push(...res.body.data.services.map((s: { id: string }) => s.id));
    }
    const nearestFirst = (await request(app).get(api(`/services/location?lat=${origin.lat}&lng=${origin.lng}&radius=50&limit=20`))).body.data.services.map((s: { id: string }) => s.id);
    expect(all).toEqual(nearestFirst);
    expect(new Set(all).size).toBe(all.length);
    // The five at one spot come together, by id.
    const positions = sameSpot.map((id) => all.indexOf(id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(sameSpot.slice().sort().map((id) => all.indexOf(id))).toEqual([...positions].sort((a, b) => a - b));
  });

  it('sorts by distance without a radius too, farthest first when asked', async () => {
    const data = await search(`lat=${origin.lat}&lng=${origin.lng}&sortBy=distance&sortOrder=desc&search=Точка`);
    expect(data.services.map((s) => s.name)).toEqual(['Точка 75 км', 'Точка 40 км', 'Точка 12 км', 'Точка 3 км']);
  });
});

describe('capped total', () => {
  beforeAll(async () => {
    const sp = await buildSpecialist(db, { specialization: 'Лічильник', city: 'Чернівці' });
    // More services than the cap, in one statement (the triggers fill their copies).
    await db.$executeRaw`
      INSERT INTO services (specialist_id, category_id, name, description, price_minor, duration_minutes, updated_at)
      SELECT ${sp.id}::uuid, 'technology', 'Послуга лічильника ' || g, 'Опис', 10000 + g, 60, now() -- 100.01 ₴, 100.02 ₴, …
      FROM generate_series(1, ${SEARCH_COUNT_CAP + 5}) g`;
  });

  it('says "at least" past the cap, exact below it, and counts to the end of a page past the cap', async () => {
    const all = await search('category=technology&limit=20');
    expect(all).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true, totalPages: SEARCH_COUNT_CAP / 20 });
    expect(all.services).toHaveLength(20);

    const few = await search('category=technology&maxPrice=100.03&limit=20');
    expect(few).toMatchObject({ total: 3, totalIsLowerBound: false, totalPages: 1 });

    const far = await search(`category=technology&limit=20&page=${SEARCH_COUNT_CAP / 20 + 1}`);
    expect(far).toMatchObject({ total: SEARCH_COUNT_CAP + 5, totalIsLowerBound: false });
    expect(far.services).toHaveLength(5);

    const past = await search(`category=technology&limit=20&page=${SEARCH_COUNT_CAP / 20 + 2}`);
    expect(past.services).toEqual([]);
    expect(past).toMatchObject({ total: SEARCH_COUNT_CAP + 5, totalIsLowerBound: false });
  });
});
