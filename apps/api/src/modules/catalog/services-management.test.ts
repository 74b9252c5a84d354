import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);

const profileInput = { specialization: 'Майстер манікюру', city: 'Київ', latitude: 50.45, longitude: 30.52, worksInPerson: true };
const serviceInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Манікюр класичний',
  description: 'Обрізний манікюр з покриттям',
  category: 'beauty-wellness', // a reference category: every database has it from the migrations
  price: 650.5,
  duration: 60,
  availableDays: ['monday', 'wednesday'],
  timeSlots: ['14:00', '10:00'],
  ...overrides,
});

async function specialistSession(withProfile = true) {
  const user = await buildAccount(db, { role: 'SPECIALIST' });
  if (withProfile) await buildSpecialist(db, { userId: user.id });
  return { user, auth: bearer((await signIn(app, user.email!)).accessToken) };
}

describe('specialist profile', () => {
  it('is created once, read and updated by its specialist', async () => {
    const me = await specialistSession(false);
    expect((await request(app).get(api('/specialists/profile')).set(me.auth)).status).toBe(404);
    const created = await request(app).post(api('/specialists/profile')).set(me.auth).send(profileInput);
    expect(created.status).toBe(201);
    expect(created.body.data.profile).toMatchObject({ specialization: 'Майстер манікюру', city: 'Київ', timezone: 'Europe/Kyiv', languages: ['uk'], isVisible: true });
    expect((await request(app).post(api('/specialists/profile')).set(me.auth).send(profileInput)).status).toBe(409);
    const updated = await request(app).put(api('/specialists/profile')).set(me.auth).send({ ...profileInput, bio: 'Понад 10 років досвіду', worksOnline: true });
    expect(updated.body.data.profile).toMatchObject({ bio: 'Понад 10 років досвіду', worksOnline: true });
    const pub = await request(app).get(api(`/specialists/${created.body.data.profile.id}/public`));
    expect(pub.body.data.profile.id).toBe(created.body.data.profile.id);
  });

  it.each([
    [{ ...profileInput, specialization: 'x' }, 'body.specialization'],
    [{ ...profileInput, latitude: 50.4, longitude: null }, 'body.longitude'],
    [{ ...profileInput, latitude: 95, longitude: 30 }, 'body.latitude'],
    [{ ...profileInput, worksInPerson: false, worksOnline: false }, 'body.worksInPerson'],
    [{ ...profileInput, timezone: 'Nowhere/City' }, 'body.timezone'],
  ])('rejects %j', async (body, path) => {
    const me = await specialistSession(false);
    const res = await request(app).post(api('/specialists/profile')).set(me.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('is for specialists only: 401 for guests, 403 for customers', async () => {
    expect((await request(app).get(api('/specialists/profile'))).status).toBe(401);
    const customer = await buildAccount(db);
    const auth = bearer((await signIn(app, customer.email!)).accessToken);
    expect((await request(app).post(api('/specialists/profile')).set(auth).send(profileInput)).status).toBe(403);
  });

  it('answers "Specialist not found" for unknown, malformed and hidden profiles', async () => {
    const hidden = await buildSpecialist(db, { isVisible: false });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', hidden.id]) {
      const res = await request(app).get(api(`/specialists/${id}/public`));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Specialist not found');
    }
  });
});

describe('managing services', () => {
  it('creates, lists, updates, toggles and deletes my service; money is stored in kopiyky', async () => {
    const me = await specialistSession();
    const created = await request(app).post(api('/specialists/services')).set(me.auth).set('Accept-Language', 'en').send(serviceInput());
    expect(created.status).toBe(201);
    const service = created.body.data.service;
    expect(service).toMatchObject({ price: 650.5, currency: 'UAH', duration: 60, timeSlots: ['10:00', '14:00'], category: { id: 'beauty-wellness', name: 'Beauty & Wellness' }, isActive: true });
    expect((await db.service.findUniqueOrThrow({ where: { id: service.id } })).priceMinor).toBe(65_050);

    expect((await request(app).get(api('/specialists/services')).set(me.auth)).body.data.services).toHaveLength(1);
    const updated = await request(app).put(api(`/specialists/services/${service.id}`)).set(me.auth).send(serviceInput({ category: undefined, customCategory: 'Нігтьовий сервіс', price: 700 }));
    expect(updated.body.data.service).toMatchObject({ price: 700, category: null, customCategory: 'Нігтьовий сервіс' });

    const off = await request(app).patch(api(`/specialists/services/${service.id}/status`)).set(me.auth).send({ isActive: false });
    expect(off.body.data.service.isActive).toBe(false);
    // Inactive: hidden from the public, still visible to its owner.
    expect((await request(app).get(api(`/services/${service.id}`))).status).toBe(404);
    expect((await request(app).get(api(`/services/${service.id}`)).set(me.auth)).status).toBe(200);

    expect((await request(app).delete(api(`/specialists/services/${service.id}`)).set(me.auth)).status).toBe(200);
    expect(await db.service.count({ where: { id: service.id } })).toBe(0);
  });

  it.each([
    [{ name: '' }, 'body.name', 'required'],
    [{ description: '   ' }, 'body.description', 'required'],
    [{ price: 0 }, 'body.price', 'pricePositive'],
    [{ price: -5 }, 'body.price', undefined],
    [{ duration: 10 }, 'body.duration', 'durationTooShort'],
    [{ availableDays: [] }, 'body.availableDays', 'dayRequired'],
    [{ availableDays: ['funday'] }, 'body.availableDays.0', undefined],
    [{ timeSlots: [] }, 'body.timeSlots', 'slotRequired'],
    [{ timeSlots: ['25:00'] }, 'body.timeSlots.0', 'invalidTime'],
    [{ category: undefined }, 'body.category', 'categoryRequired'],
    [{ category: 'no-such-category' }, 'body.category', 'unknownCategory'],
  ])('rejects %j and creates nothing', async (overrides, path, message) => {
    const me = await specialistSession();
    const before = await db.service.count();
    const res = await request(app).post(api('/specialists/services')).set(me.auth).send(serviceInput(overrides));
    expect(res.status).toBe(400);
    const issue = res.body.error.details.find((d: { path: string }) => d.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect(await db.service.count()).toBe(before);
  });

  it('needs a profile first (422)', async () => {
    const me = await specialistSession(false);
    expect((await request(app).post(api('/specialists/services')).set(me.auth).send(serviceInput())).status).toBe(422);
  });

  it('lets only the owner change a service: another specialist gets 404, a customer 403, a guest 401', async () => {
    const owner = await specialistSession();
    const { id } = (await request(app).post(api('/specialists/services')).set(owner.auth).send(serviceInput())).body.data.service;
    const other = await specialistSession();
    for (const call of [
      request(app).put(api(`/specialists/services/${id}`)).set(other.auth).send(serviceInput({ name: 'Чуже' })),
      request(app).patch(api(`/specialists/services/${id}/status`)).set(other.auth).send({ isActive: false }),
      request(app).delete(api(`/specialists/services/${id}`)).set(other.auth),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Service not found or unavailable');
    }
    const customer = await buildAccount(db);
    const customerAuth = bearer((await signIn(app, customer.email!)).accessToken);
    expect((await request(app).delete(api(`/specialists/services/${id}`)).set(customerAuth)).status).toBe(403);
    expect((await request(app).delete(api(`/specialists/services/${id}`))).status).toBe(401);
    expect((await db.service.findUniqueOrThrow({ where: { id } })).name).toBe('Манікюр класичний');
  });

  it('keeps a service with bookings: delete answers 409', async () => {
    const me = await specialistSession();
    const { id } = (await request(app).post(api('/specialists/services')).set(me.auth).send(serviceInput())).body.data.service;
    await buildBooking(db, { serviceId: id });
    const res = await request(app).delete(api(`/specialists/services/${id}`)).set(me.auth);
    expect(res.status).toBe(409);
    expect(await db.service.count({ where: { id } })).toBe(1);
  });

  it('validates the status body', async () => {
    const me = await specialistSession();
    const { id } = (await request(app).post(api('/specialists/services')).set(me.auth).send(serviceInput())).body.data.service;
    expect((await request(app).patch(api(`/specialists/services/${id}/status`)).set(me.auth).send({ isActive: 'yes' })).status).toBe(400);
  });
});

describe('public service pages', () => {
  it('show an active service and a specialist’s active services', async () => {
    const me = await specialistSession();
    const active = (await request(app).post(api('/specialists/services')).set(me.auth).send(serviceInput())).body.data.service;
    await request(app).post(api('/specialists/services')).set(me.auth).send(serviceInput({ name: 'Прихована послуга', isActive: false }));
    const res = await request(app).get(api(`/services/${active.id}`));
    expect(res.status).toBe(200);
    expect(res.body.data.service.specialist).toMatchObject({ id: active.specialist.id, city: 'Київ' });
    const list = await request(app).get(api(`/specialists/${active.specialist.id}/services`));
    expect(list.body.data.services.map((s: { id: string }) => s.id)).toEqual([active.id]);
  });

  it('answer "Service not found or unavailable" for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'abc']) {
      const res = await request(app).get(api(`/services/${id}`));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Service not found or unavailable');
    }
  });
});
