import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildCategory, buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);
const s: Record<string, string> = {};
const sp: Record<string, string> = {};
let customer: { auth: Record<string, string> };
let other: { auth: Record<string, string> };

const names = (res: request.Response) => res.body.data.services.map((x: { name: string }) => x.name);

beforeAll(async () => {
  await buildCategory(db, { id: 'beauty', nameUk: 'Краса', nameEn: 'Beauty', nameRu: 'Красота' });
  await buildCategory(db, { id: 'home', nameUk: 'Дім', nameEn: 'Home', nameRu: 'Дом' });
  const kyiv = await buildSpecialist(db, { specialization: 'Майстер манікюру', city: 'Київ', latitude: 50.45, longitude: 30.52, ratingAverage: 4.9, ratingCount: 50, isVerified: true });
  const irpin = await buildSpecialist(db, { specialization: 'Манікюрниця', city: 'Ірпінь', latitude: 50.52, longitude: 30.25, ratingAverage: 4.5 });
  const lviv = await buildSpecialist(db, { specialization: 'Сантехнік', city: 'Львів', latitude: 49.84, longitude: 24.03, ratingAverage: 4.1 });
  const hidden = await buildSpecialist(db, { specialization: 'Прихований', city: 'Київ', isVisible: false });
  Object.assign(sp, { kyiv: kyiv.id, irpin: irpin.id, lviv: lviv.id, hidden: hidden.id });
  s.manicure = (await buildService(db, { specialistId: kyiv.id, categoryId: 'beauty', name: 'Манікюр класичний', priceMinor: 60_000 })).id;
  s.gel = (await buildService(db, { specialistId: irpin.id, categoryId: 'beauty', name: 'Манікюр з гель-лаком', priceMinor: 75_000 })).id;
  s.pedicure = (await buildService(db, { specialistId: kyiv.id, categoryId: 'beauty', name: 'Педикюр', priceMinor: 200_000 })).id;
  s.mixer = (await buildService(db, { specialistId: lviv.id, categoryId: 'home', name: 'Заміна змішувача', priceMinor: 45_000 })).id;
  s.inactive = (await buildService(db, { specialistId: kyiv.id, categoryId: 'beauty', name: 'Вимкнена', isActive: false })).id;
  const a = await buildAccount(db);
  customer = { auth: bearer((await signIn(app, a.email!)).accessToken) };
  const b = await buildAccount(db);
  other = { auth: bearer((await signIn(app, b.email!)).accessToken) };
});

describe('favourite services and specialists', () => {
  it('are added idempotently, listed for me only, and removed', async () => {
    expect((await request(app).post(api(`/services/${s.manicure}/favorite`)).set(customer.auth)).body.data).toEqual({ favorited: true });
    await request(app).post(api(`/services/${s.manicure}/favorite`)).set(customer.auth).expect(200);
    await request(app).post(api(`/specialists/${sp.lviv}/favorite`)).set(customer.auth).expect(200);
    expect(names(await request(app).get(api('/services/favorites')).set(customer.auth))).toEqual(['Манікюр класичний']);
    expect((await request(app).get(api('/specialists/favorites')).set(customer.auth)).body.data.specialists.map((x: { id: string }) => x.id)).toEqual([sp.lviv]);
    expect(names(await request(app).get(api('/services/favorites')).set(other.auth))).toEqual([]);
    await request(app).delete(api(`/services/${s.manicure}/favorite`)).set(customer.auth).expect(200);
    expect(names(await request(app).get(api('/services/favorites')).set(customer.auth))).toEqual([]);
  });

  it('need a session (401) and a visible target (404)', async () => {
    expect((await request(app).post(api(`/services/${s.manicure}/favorite`))).status).toBe(401);
    expect((await request(app).get(api('/services/favorites'))).status).toBe(401);
    expect((await request(app).post(api(`/services/${s.inactive}/favorite`)).set(customer.auth)).status).toBe(404);
    expect((await request(app).post(api(`/specialists/${sp.hidden}/favorite`)).set(customer.auth)).status).toBe(404);
    expect((await request(app).post(api('/services/not-an-id/favorite')).set(customer.auth)).status).toBe(404);
  });
});

describe('views, recently viewed and trending', () => {
  it('records views, deduplicates repeats, lists mine most recent first and ranks trending', async () => {
    const me = bearer((await signIn(app, (await buildAccount(db)).email!)).accessToken);
    expect((await request(app).post(api(`/services/${s.gel}/view`)).set(me)).body.data).toEqual({ recorded: true });
    expect((await request(app).post(api(`/services/${s.gel}/view`)).set(me)).body.data).toEqual({ recorded: false });
    await request(app).post(api(`/services/${s.mixer}/view`)).set(me).expect(200);
    for (let i = 0; i < 3; i++) await request(app).post(api(`/services/${s.mixer}/view`)).expect(200); // guests
    expect(names(await request(app).get(api('/services/recently-viewed')).set(me))).toEqual(['Заміна змішувача', 'Манікюр з гель-лаком']);
    expect(names(await request(app).get(api('/services/trending?period=day')))[0]).toBe('Заміна змішувача');
    expect((await request(app).get(api('/services/recently-viewed'))).status).toBe(401);
    expect((await request(app).post(api(`/services/${s.inactive}/view`))).status).toBe(404);
    expect((await request(app).get(api('/services/trending?period=year'))).status).toBe(400);
  });
});

describe('reports', () => {
  it('are accepted once per person and service, and validated', async () => {
    const res = await request(app).post(api(`/services/${s.pedicure}/report`)).set(customer.auth).send({ reason: 'MISLEADING', details: 'Ціна не відповідає' });
    expect(res.status).toBe(201);
    expect(await db.serviceReport.count({ where: { serviceId: s.pedicure } })).toBe(1);
    expect((await request(app).post(api(`/services/${s.pedicure}/report`)).set(customer.auth).send({ reason: 'SPAM' })).status).toBe(409);
    expect((await request(app).post(api(`/services/${s.pedicure}/report`)).set(other.auth).send({ reason: 'OTHER', details: 'коротко' })).status).toBe(400);
    expect((await request(app).post(api(`/services/${s.pedicure}/report`)).set(other.auth).send({ reason: 'RUDE' })).status).toBe(400);
    expect((await request(app).post(api(`/services/${s.pedicure}/report`)).send({ reason: 'SPAM' })).status).toBe(401);
  });
});

describe('discovery lists', () => {
  it('featured puts verified, best-rated specialists first and never shows inactive services', async () => {
    const res = await request(app).get(api('/services/featured?limit=10'));
    expect(names(res)[0]).toMatch(/Манікюр класичний|Педикюр/);
    expect(names(res)).not.toContain('Вимкнена');
  });

  it('similar services share the category, exclude the service itself and prefer other specialists', async () => {
    const res = await request(app).get(api(`/services/${s.manicure}/similar`));
    expect(names(res)[0]).toBe('Манікюр з гель-лаком');
    expect(names(res)).not.toContain('Манікюр класичний');
    expect(names(res)).not.toContain('Заміна змішувача');
  });

  it('location keeps services within the radius, nearest first', async () => {
    const res = await request(app).get(api('/services/location?lat=50.45&lng=30.52&radius=50'));
    expect(names(res)).toEqual(expect.arrayContaining(['Манікюр класичний', 'Педикюр', 'Манікюр з гель-лаком']));
    expect(names(res)).not.toContain('Заміна змішувача');
    const distances = res.body.data.services.map((x: { distanceKm: number }) => x.distanceKm);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect((await request(app).get(api('/services/location?lat=50.45'))).status).toBe(400);
    // Paging counts only what lies within the radius.
    const second = await request(app).get(api('/services/location?lat=50.45&lng=30.52&radius=50&limit=2&page=2'));
    expect(second.body.data).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect(names(second)).toEqual(['Манікюр з гель-лаком']); // Irpin, ~20 km, the farthest of the three
    expect((await request(app).get(api('/services/location?lat=50.45&lng=30.52&radius=5'))).body.data.total).toBe(2);
  });

  it('category pages, suggestions, price range, specialties and compare', async () => {
    expect(names(await request(app).get(api('/services/category/home')))).toEqual(['Заміна змішувача']);
    const suggestions = (await request(app).get(api('/services/suggestions?q=манікур'))).body.data.suggestions;
    expect(suggestions.map((x: { text: string }) => x.text)).toEqual(expect.arrayContaining(['Манікюр класичний', 'Майстер манікюру']));
    expect(suggestions.map((x: { text: string }) => x.text)).not.toContain('Заміна змішувача');
    expect((await request(app).get(api('/services/suggestions'))).status).toBe(400);
    expect((await request(app).get(api('/services/pricing-range'))).body.data).toMatchObject({ min: 450, max: 2000, currency: 'UAH' });
    const specialties = (await request(app).get(api('/services/specialties'))).body.data.specialties;
    expect(specialties.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Майстер манікюру', 'Сантехнік']));
    expect(specialties.map((x: { name: string }) => x.name)).not.toContain('Прихований');
    const compared = await request(app).post(api('/services/compare')).send({ serviceIds: [s.mixer, s.manicure, s.inactive] });
    expect(names(compared)).toEqual(['Заміна змішувача', 'Манікюр класичний']);
    expect((await request(app).post(api('/services/compare')).send({ serviceIds: [s.mixer] })).body.error.details[0].message).toBe('compareAtLeastTwo');
  });

  it('recommended follows what I favourited, and falls back to featured', async () => {
    const me = bearer((await signIn(app, (await buildAccount(db)).email!)).accessToken);
    await request(app).post(api(`/services/${s.mixer}/favorite`)).set(me).expect(200);
    const mine = names(await request(app).get(api('/services/recommended')).set(me));
    expect(mine).not.toContain('Заміна змішувача'); // already a favourite; nothing else in "home" → featured
    expect(mine.length).toBeGreaterThan(0);
    expect(names(await request(app).get(api('/services/recommended')))).toEqual(names(await request(app).get(api('/services/featured'))));
  });

  it('lists specialists by name or specialisation, city and category, best-rated first', async () => {
    const all = (await request(app).get(api('/specialists'))).body.data;
    expect(all.total).toBe(3);
    expect(all.specialists[0].id).toBe(sp.kyiv);
    expect((await request(app).get(api('/specialists?query=сантех'))).body.data.specialists.map((x: { id: string }) => x.id)).toEqual([sp.lviv]);
    expect((await request(app).get(api('/specialists?city=ірпінь'))).body.data.specialists.map((x: { id: string }) => x.id)).toEqual([sp.irpin]);
    expect((await request(app).get(api('/specialists?category=home'))).body.data.total).toBe(1);
    expect((await request(app).get(api('/specialists?page=0'))).status).toBe(400);
  });
});
