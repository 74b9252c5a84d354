import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildService } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit, wholeHour } from '../bookings/bookings.test-support.js';
import { api } from '../../test/api.js';

/**
 * Issue #14, the specialist's business side: the toggles (read and written where they live, and
 * each one's effect on bookings and search), the price list in one transaction, business info.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
const kit = bookingTestKit(db, container);
type Auth = Record<string, string>;

const getSettings = (auth: Auth) => request(app).get(api('/specialists/business-settings')).set(auth);
const putSettings = (auth: Auth, body: unknown) => request(app).put(api('/specialists/business-settings')).set(auth).send(body as object);
const book = (auth: Auth, serviceId: string, hours = 30) =>
  request(app).post(api('/bookings')).set(auth).send({ serviceId, scheduledAt: wholeHour(hours).toISOString() });

const DEFAULTS = {
  autoAccept: false,
  allowInstantBookings: false,
  requireCustomerVerification: false,
  showInSearch: true,
  acceptOnlinePayments: false,
  requireDeposit: false,
  depositPercent: 30,
  cancellationWindowHours: 24,
};

describe('GET/PUT /specialists/business-settings', () => {
  it('reads the defaults, writes a partial change to the columns where they live, answers the whole set', async () => {
    const world = await kit.bookable();
    expect((await getSettings(world.specialistAuth)).body.data.settings).toEqual(DEFAULTS);
    const res = await putSettings(world.specialistAuth, { autoAccept: true, allowInstantBookings: true, requireCustomerVerification: true, showInSearch: false, cancellationWindowHours: 48 });
    expect(res.status).toBe(200);
    const expected = { ...DEFAULTS, autoAccept: true, allowInstantBookings: true, requireCustomerVerification: true, showInSearch: false, cancellationWindowHours: 48 };
    expect(res.body.data.settings).toEqual(expected);
    expect((await getSettings(world.specialistAuth)).body.data.settings).toEqual(expected);
    const row = await db.specialistProfile.findUniqueOrThrow({ where: { id: world.specialist.id } });
    expect(row).toMatchObject({ autoAccept: true, allowInstantBookings: true, requireCustomerVerification: true, isVisible: false, cancellationWindowHours: 48 });
  });

  it('online payments need payout details, a deposit needs online payments: 422 and nothing changed', async () => {
    const world = await kit.bookable();
    for (const body of [{ acceptOnlinePayments: true, autoAccept: true }, { requireDeposit: true, autoAccept: true }]) {
      const res = await putSettings(world.specialistAuth, body);
      expect([res.status, res.body.error.code]).toEqual([422, 'UNPROCESSABLE']);
    }
    await db.specialistProfile.update({ where: { id: world.specialist.id }, data: { payoutIban: 'UA213223130000026007233566001', payoutRecipientName: 'ФОП Коваль' } });
    const ok = await putSettings(world.specialistAuth, { acceptOnlinePayments: true, requireDeposit: true, depositPercent: 50 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.settings).toMatchObject({ acceptOnlinePayments: true, requireDeposit: true, depositPercent: 50, autoAccept: false });
  });

  it('bad input → 400 in the envelope and nothing changed', async () => {
    const world = await kit.bookable();
    for (const body of [{}, { cancellationWindowHours: 5 }, { depositPercent: 5 }, { autoAccept: 'yes' }, { isVisible: false }, { showInSearch: false, depositPercent: 101 }]) {
      const res = await putSettings(world.specialistAuth, body);
      expect([res.status, res.body.success, res.body.error.code]).toEqual([400, false, 'VALIDATION_ERROR']);
    }
    expect((await getSettings(world.specialistAuth)).body.data.settings).toEqual(DEFAULTS);
  });

  it('guests 401; customers and admins 403; a specialist without a profile 422', async () => {
    expect((await request(app).get(api('/specialists/business-settings'))).status).toBe(401);
    expect((await putSettings({}, { autoAccept: true })).status).toBe(401);
    for (const role of ['CUSTOMER', 'ADMIN'] as const) {
      const { auth } = await kit.person(role);
      expect((await getSettings(auth)).status).toBe(403);
      expect((await putSettings(auth, { autoAccept: true })).status).toBe(403);
    }
    const { auth } = await kit.person('SPECIALIST');
    expect((await getSettings(auth)).status).toBe(422);
    expect((await putSettings(auth, { autoAccept: true })).status).toBe(422);
  });
});

describe('business toggles at work', () => {
  it('auto-accept confirms everyone at once', async () => {
    const world = await kit.bookable();
    await putSettings(world.specialistAuth, { autoAccept: true });
    const customer = await kit.person();
    const res = await book(customer.auth, world.service.id);
    expect([res.status, res.body.data.booking.status]).toEqual([201, 'CONFIRMED']);
  });

  it('instant bookings confirm a returning customer (an earlier completed visit) at once; a new one still waits', async () => {
    const world = await kit.bookable();
    const returning = await kit.person();
    const newcomer = await kit.person();
    // A cancelled visit does not make anyone a returning customer.
    await buildBooking(db, { serviceId: world.service.id, customerId: newcomer.user.id, status: 'CANCELLED', scheduledAt: new Date(Date.now() - 9 * 86_400_000) });
    await buildBooking(db, { serviceId: world.service.id, customerId: returning.user.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 10 * 86_400_000) });

    const before = await book(returning.auth, world.service.id, 30);
    expect([before.status, before.body.data.booking.status]).toEqual([201, 'PENDING']);

    await putSettings(world.specialistAuth, { allowInstantBookings: true });
    const instant = await book(returning.auth, world.service.id, 40);
    expect([instant.status, instant.body.data.booking.status, instant.body.data.booking.expiresAt]).toEqual([201, 'CONFIRMED', null]);
    const waits = await book(newcomer.auth, world.service.id, 50);
    expect([waits.status, waits.body.data.booking.status]).toEqual([201, 'PENDING']);
  });

  it("a returning customer with another specialist is new here", async () => {
    const world = await kit.bookable({ specialist: { allowInstantBookings: true } });
    const elsewhere = await kit.bookable();
    const customer = await kit.person();
    await buildBooking(db, { serviceId: elsewhere.service.id, customerId: customer.user.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 10 * 86_400_000) });
    expect((await book(customer.auth, world.service.id)).body.data.booking.status).toBe('PENDING');
  });

  it('required verification refuses a customer with an unverified e-mail: 403 CUSTOMER_NOT_VERIFIED, nothing created', async () => {
    const world = await kit.bookable({ specialist: { autoAccept: true } });
    await putSettings(world.specialistAuth, { requireCustomerVerification: true });
    const unverified = await kit.person('CUSTOMER', { emailVerifiedAt: null });
    const verified = await kit.person('CUSTOMER', { emailVerifiedAt: new Date() });
    const before = await db.booking.count({ where: { specialistId: world.specialist.id } });
    const refused = await book(unverified.auth, world.service.id, 30);
    expect([refused.status, refused.body.success, refused.body.error.code]).toEqual([403, false, 'CUSTOMER_NOT_VERIFIED']);
    expect(refused.body.error.message).toMatch(/verified e-mail/);
    expect(await db.booking.count({ where: { specialistId: world.specialist.id } })).toBe(before);
    const ok = await book(verified.auth, world.service.id, 40);
    expect([ok.status, ok.body.data.booking.status]).toEqual([201, 'CONFIRMED']);

    await putSettings(world.specialistAuth, { requireCustomerVerification: false });
    expect((await book(unverified.auth, world.service.id, 50)).status).toBe(201);
  });

  it('show in search off hides the profile and its services from guests and other people, not from the owner', async () => {
    const tag = `Флористика${randomUUID().slice(0, 6)}`;
    const world = await kit.bookable({ service: { name: `${tag} весільна` } });
    const guestSearch = async () => (await request(app).get(api('/services')).query({ search: tag })).body.data.services.map((s: { id: string }) => s.id);
    expect(await guestSearch()).toEqual([world.service.id]);
    const other = await kit.person();

    expect((await putSettings(world.specialistAuth, { showInSearch: false })).status).toBe(200);
    expect(await guestSearch()).toEqual([]);
    expect((await request(app).get(api(`/specialists/${world.specialist.id}/public`))).status).toBe(404);
    expect((await request(app).get(api(`/specialists/${world.specialist.id}/public`)).set(other.auth)).status).toBe(404);
    expect((await request(app).get(api(`/services/${world.service.id}`)).set(other.auth)).status).toBe(404);
    expect((await request(app).get(api(`/specialists/${world.specialist.id}/public`)).set(world.specialistAuth)).status).toBe(200);
    expect((await request(app).get(api(`/services/${world.service.id}`)).set(world.specialistAuth)).status).toBe(200);

    await putSettings(world.specialistAuth, { showInSearch: true });
    expect(await guestSearch()).toEqual([world.service.id]);
  });
});

describe('PUT /specialists/pricing', () => {
  const put = (auth: Auth, body: unknown) => request(app).put(api('/specialists/pricing')).set(auth).send(body as object);

  it('changes prices (major units in, minor units stored) and durations of own services in one go, in the order sent', async () => {
    const world = await kit.bookable({ service: { priceMinor: 50_000, durationMinutes: 60 } });
    const second = await buildService(db, { specialistId: world.specialist.id, priceMinor: 30_000, durationMinutes: 45 });
    const res = await put(world.specialistAuth, { items: [{ serviceId: second.id, price: 349.99 }, { serviceId: world.service.id, price: 650, durationMinutes: 90 }] });
    expect(res.status).toBe(200);
    expect(res.body.data.services.map((s: { id: string; price: number; duration: number; currency: string }) => [s.id, s.price, s.duration, s.currency])).toEqual([
      [second.id, 349.99, 45, 'UAH'],
      [world.service.id, 650, 90, 'UAH'],
    ]);
    const rows = await db.service.findMany({ where: { specialistId: world.specialist.id }, select: { id: true, priceMinor: true, durationMinutes: true } });
    expect(rows.sort((a, b) => a.priceMinor - b.priceMinor)).toEqual([
      { id: second.id, priceMinor: 34_999, durationMinutes: 45 },
      { id: world.service.id, priceMinor: 65_000, durationMinutes: 90 },
    ]);
  });

  it("another specialist's service (or an unknown id) → 404 and none of the prices change", async () => {
    const world = await kit.bookable({ service: { priceMinor: 50_000 } });
    const other = await kit.bookable({ service: { priceMinor: 70_000 } });
    for (const foreign of [other.service.id, randomUUID(), 'not-a-uuid']) {
      const res = await put(world.specialistAuth, { items: [{ serviceId: world.service.id, price: 999 }, { serviceId: foreign, price: 1 }] });
      expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await db.service.findUniqueOrThrow({ where: { id: world.service.id } })).priceMinor).toBe(50_000);
    expect((await db.service.findUniqueOrThrow({ where: { id: other.service.id } })).priceMinor).toBe(70_000);
  });

  it('bad input → 400, nothing changed; guests 401, customers and admins 403', async () => {
    const world = await kit.bookable({ service: { priceMinor: 50_000, durationMinutes: 60 } });
    const id = world.service.id;
    for (const body of [{}, { items: [] }, { items: [{ serviceId: id, price: 0 }] }, { items: [{ serviceId: id, price: 10.005 }] }, { items: [{ serviceId: id, price: 100, durationMinutes: 10 }] }, { items: [{ serviceId: id, price: 100 }, { serviceId: id, price: 200 }] }]) {
      const res = await put(world.specialistAuth, body);
      expect([res.status, res.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await db.service.findUniqueOrThrow({ where: { id }, select: { priceMinor: true, durationMinutes: true } })).toEqual({ priceMinor: 50_000, durationMinutes: 60 });
    expect((await put({}, { items: [{ serviceId: id, price: 1 }] })).status).toBe(401);
    for (const role of ['CUSTOMER', 'ADMIN'] as const) {
      expect((await put((await kit.person(role)).auth, { items: [{ serviceId: id, price: 1 }] })).status).toBe(403);
    }
    expect((await db.service.findUniqueOrThrow({ where: { id } })).priceMinor).toBe(50_000);
  });
});

describe('GET/PUT /specialists/business-info', () => {
  const get = (auth: Auth) => request(app).get(api('/specialists/business-info')).set(auth);
  const put = (auth: Auth, body: unknown) => request(app).put(api('/specialists/business-info')).set(auth).send(body as object);

  it('reads and changes the business fields of the profile; the public profile shows them', async () => {
    const world = await kit.bookable();
    expect((await get(world.specialistAuth)).body.data.businessInfo).toEqual({
      businessName: null,
      address: null,
      city: 'Київ',
      latitude: 50.45,
      longitude: 30.52,
      languages: [],
      worksOnline: false,
      worksInPerson: true,
    });
    const res = await put(world.specialistAuth, { businessName: 'Студія «Ліна»', address: 'вул. Басейна, 1', city: 'Львів', latitude: 49.84, longitude: 24.03, languages: ['uk', 'en'], worksOnline: true, worksInPerson: false });
    expect(res.status).toBe(200);
    const expected = { businessName: 'Студія «Ліна»', address: 'вул. Басейна, 1', city: 'Львів', latitude: 49.84, longitude: 24.03, languages: ['uk', 'en'], worksOnline: true, worksInPerson: false };
    expect(res.body.data.businessInfo).toEqual(expected);
    expect((await get(world.specialistAuth)).body.data.businessInfo).toEqual(expected);
    const pub = await request(app).get(api(`/specialists/${world.specialist.id}/public`));
    expect(pub.body.data.profile).toMatchObject({ businessName: 'Студія «Ліна»', city: 'Львів', worksOnline: true, worksInPerson: false });
    // "" clears a name; fields not sent stay.
    expect((await put(world.specialistAuth, { businessName: '' })).body.data.businessInfo).toEqual({ ...expected, businessName: null });
  });

  it('at least one work mode stays on (judged with the saved one); bad input → 400, nothing changed', async () => {
    const world = await kit.bookable();
    const before = (await get(world.specialistAuth)).body.data.businessInfo;
    for (const body of [{}, { worksInPerson: false }, { worksOnline: false, worksInPerson: false }, { latitude: 50 }, { latitude: 91, longitude: 30 }, { languages: ['ukr'] }, { city: 'K' }, { timezone: 'UTC' }]) {
      const res = await put(world.specialistAuth, body);
      expect([body, res.status, res.body.error.code]).toEqual([body, 400, 'VALIDATION_ERROR']);
    }
    expect((await get(world.specialistAuth)).body.data.businessInfo).toEqual(before);
  });

  it('guests 401, customers and admins 403, a specialist without a profile 422', async () => {
    expect((await request(app).get(api('/specialists/business-info'))).status).toBe(401);
    expect((await put({}, { city: 'Одеса' })).status).toBe(401);
    for (const role of ['CUSTOMER', 'ADMIN'] as const) {
      const { auth } = await kit.person(role);
      expect((await get(auth)).status).toBe(403);
      expect((await put(auth, { city: 'Одеса' })).status).toBe(403);
    }
    const { auth } = await kit.person('SPECIALIST');
    expect((await put(auth, { city: 'Одеса' })).status).toBe(422);
  });
});
