import { randomUUID } from 'node:crypto';
import type { UserRole } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, signedInAs } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBookableService, buildBooking, buildCategory } from '../../test/factories.js';
import { acceptOnlinePayments, buildPayment } from '../../test/payment-factories.js';
import { wholeHour } from '../bookings/bookings.test-support.js';
import { createTestApp } from '../../test/test-app.js';
import { ADMIN_CANCELLATION_REASON } from './admin-users.service.js';
import { assertMaySuspend } from './suspension.js';
import { api } from '../../test/api.js';

/**
 * The admin console's users (issue #15) through HTTP: admins only, the searchable list and its
 * figures, one account's detail, and suspension with every effect it promises — no sign-in, no
 * session, no search presence, no booking, optional cancellation with full refunds, the admin
 * rules and the audit entry — and reactivation undoing it.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
const tag = () => randomUUID().replace(/-/g, '').slice(0, 10);
const HOUR = 3_600_000;

const person = (role: UserRole, extra: Parameters<typeof signedInAs>[2] = {}) =>
  signedInAs({ db, container }, role, { email: `${role.toLowerCase()}-${tag()}@admin.test`, firstName: 'Олена', lastName: 'Коваль', ...extra });

/** A specialist with a password, a profile and a service bookable at any whole hour (UTC) but 23:00. */
async function specialistWithService(extra: Parameters<typeof signedInAs>[2] = {}) {
  const user = await person('SPECIALIST', extra);
  const category = await buildCategory(db);
  const { specialist, service } = await buildBookableService(db, { specialist: { userId: user.id }, service: { categoryId: category.id, name: 'Ламінування вій' } });
  return { user, specialist, service, category };
}

const admin = await person('ADMIN');
const suspend = (id: string, body: Record<string, unknown> = {}, auth = admin.auth) =>
  request(app).put(api(`/admin/users/${id}/status`)).set(auth).send({ status: 'SUSPENDED', reason: 'Скарги клієнтів на шахрайство', ...body });
const reactivate = (id: string, auth = admin.auth) => request(app).put(api(`/admin/users/${id}/status`)).set(auth).send({ status: 'ACTIVE', reason: 'Перевірку завершено' });
/** A whole hour at least `hours` ahead that the bookable services take (any whole UTC hour but 23:00). */
const hoursAhead = (hours: number) => wholeHour(hours);

describe('admin routes: admins only', () => {
  const someId = randomUUID();
  const routes: [string, string, Record<string, unknown>?][] = [
    ['get', '/admin/users'],
    ['get', `/admin/users/${someId}`],
    ['put', `/admin/users/${someId}/status`, { status: 'SUSPENDED', reason: 'Причина перевірки' }],
    ['get', '/admin/stats'],
    ['get', '/admin/audit-log'],
  ];
  it.each(routes)('%s %s: guest 401, customer and specialist 403', async (method, path, body) => {
    const customer = await person('CUSTOMER');
    const specialist = await person('SPECIALIST');
    const call = (auth: Record<string, string>) => {
      const req = method === 'get' ? request(app).get(api(path)) : request(app).put(api(path)).send(body ?? {});
      return req.set(auth);
    };
    const guest = await call({});
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('UNAUTHENTICATED');
    for (const auth of [customer.auth, specialist.auth]) {
      const res = await call(auth);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
  });
});

describe('GET /admin/users', () => {
  it('searches names and e-mail addresses in any case, filters by type and status, pages, and leaves deleted accounts out', async () => {
    const t = tag();
    const active = await person('CUSTOMER', { email: `active-${t}@search.test`, firstName: 'Соломія', lastName: `Квітка${t}` });
    const pending = await person('CUSTOMER', { email: `pending-${t}@search.test`, emailVerifiedAt: null });
    const suspended = await person('SPECIALIST', { email: `suspended-${t}@search.test`, status: 'SUSPENDED' });
    await person('CUSTOMER', { email: `deleted-${t}@search.test`, deletedAt: new Date() });
    const list = async (query: Record<string, string | number>) => {
      const res = await request(app).get(api('/admin/users')).set(admin.auth).query(query);
      expect(res.status).toBe(200);
      return res.body.data as { users: { id: string; status: string; userType: string }[]; total: number; page: number; totalPages: number };
    };

    const all = await list({ search: t.toUpperCase() });
    expect(all.total).toBe(3);
    expect(all.users.map((u) => u.id).sort()).toEqual([active.id, pending.id, suspended.id].sort());
    expect(Object.fromEntries(all.users.map((u) => [u.id, u.status]))).toEqual({ [active.id]: 'ACTIVE', [pending.id]: 'PENDING', [suspended.id]: 'SUSPENDED' });
    // The full name, as a person types it.
    expect((await list({ search: `соломія квітка${t}` })).users.map((u) => u.id)).toEqual([active.id]);
    expect((await list({ search: t, status: 'PENDING' })).users.map((u) => u.id)).toEqual([pending.id]);
    expect((await list({ search: t, status: 'SUSPENDED' })).users.map((u) => u.id)).toEqual([suspended.id]);
    expect((await list({ search: t, userType: 'SPECIALIST' })).users.map((u) => u.id)).toEqual([suspended.id]);
    expect((await list({ search: t, userType: 'ADMIN' })).total).toBe(0);
    // Pages: newest first, the total on every page, an empty page past the end.
    const first = await list({ search: t, limit: 2, page: 1 });
    const second = await list({ search: t, limit: 2, page: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(first.users.map((u) => u.id)).toEqual([suspended.id, pending.id]);
    expect(second.users.map((u) => u.id)).toEqual([active.id]);
    expect(await list({ search: t, limit: 2, page: 9 })).toMatchObject({ users: [], total: 3, page: 9 });
    // Pattern characters match themselves.
    expect((await list({ search: `%${t}` })).total).toBe(0);
    expect((await list({ search: `_ctive-${t}` })).total).toBe(0);
  });

  it('counts bookings made or received, revenue after refunds and the last sign-in or session', async () => {
    const { user: specialistUser, specialist, service } = await specialistWithService();
    const customer = await person('CUSTOMER');
    const paid = await buildBooking(db, { serviceId: service.id, customerId: customer.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 48 * HOUR) });
    await buildBooking(db, { serviceId: service.id, customerId: customer.id, status: 'CANCELLED', scheduledAt: new Date(Date.now() - 24 * HOUR) });
    const payment = await buildPayment(db, { id: paid.id, customerId: customer.id, specialistId: specialist.id, priceMinor: 60_000 });
    await db.payment.update({ where: { id: payment.id }, data: { refundedMinor: 10_000, status: 'PARTIALLY_REFUNDED' } });
    // A payment that never went through counts for nobody.
    await buildPayment(db, { id: paid.id, customerId: customer.id, specialistId: specialist.id, priceMinor: 60_000 }, { status: 'REQUIRES_ACTION' });
    const lastLogin = new Date(Date.now() - 10 * HOUR);
    await db.user.update({ where: { id: customer.id }, data: { lastLoginAt: lastLogin } });
    const refreshed = new Date(Date.now() - HOUR);
    await db.refreshToken.create({ data: { userId: customer.id, familyId: randomUUID(), tokenHash: tag().padEnd(64, '0'), expiresAt: new Date(Date.now() + 100 * HOUR), createdAt: refreshed } });

    const rowOf = async (id: string, email: string) => {
      const res = await request(app).get(api('/admin/users')).set(admin.auth).query({ search: email });
      expect(res.status).toBe(200);
      return res.body.data.users.find((u: { id: string }) => u.id === id);
    };
    expect(await rowOf(customer.id, customer.email)).toMatchObject({ userType: 'CUSTOMER', bookings: 2, revenue: 500, currency: 'UAH', specialistId: null, lastSeenAt: refreshed.toISOString() });
    expect(await rowOf(specialistUser.id, specialistUser.email)).toMatchObject({ userType: 'SPECIALIST', bookings: 2, revenue: 500, specialistId: specialist.id, isVerified: false, lastSeenAt: null });
  });

  it('refuses bad input with 400', async () => {
    for (const query of [{ limit: 1000 }, { page: 0 }, { status: 'GONE' }, { userType: 'ROOT' }, { search: 'x'.repeat(101) }]) {
      const res = await request(app).get(api('/admin/users')).set(admin.auth).query(query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /admin/users/:id', () => {
  it('shows the account with its bookings (the other side named) and payments', async () => {
    const { user: specialistUser, specialist, service } = await specialistWithService({ firstName: 'Ірина', lastName: 'Бондар' });
    const customer = await person('CUSTOMER', { firstName: 'Марко', lastName: 'Левченко', phone: '+380501112233' });
    const booking = await buildBooking(db, { serviceId: service.id, customerId: customer.id, status: 'CONFIRMED' });
    await buildPayment(db, { id: booking.id, customerId: customer.id, specialistId: specialist.id, priceMinor: 60_000 });

    const res = await request(app).get(api(`/admin/users/${customer.id}`)).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: customer.id, phone: '+380501112233', emailVerified: true, suspendedAt: null, suspensionReason: null, deletedAt: null, bookings: 1, revenue: 600 });
    expect(res.body.data.bookings).toEqual([
      expect.objectContaining({ id: booking.id, status: 'CONFIRMED', serviceName: 'Ламінування вій', counterpart: { id: specialistUser.id, name: 'Ірина Бондар' }, price: 600, currency: 'UAH' }),
    ]);
    expect(res.body.data.payments).toEqual([expect.objectContaining({ bookingId: booking.id, status: 'SUCCEEDED', amount: 600, amountRefunded: 0 })]);

    const theirs = await request(app).get(api(`/admin/users/${specialistUser.id}`)).set(admin.auth);
    expect(theirs.body.data.bookings[0].counterpart).toEqual({ id: customer.id, name: 'Марко Левченко' });
    expect(theirs.body.data.payments).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await request(app).get(api(`/admin/users/${id}`)).set(admin.auth);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('PUT /admin/users/:id/status: suspending a specialist', () => {
  it('ends sign-in and every session at once, takes the services out of search and booking, and reactivation brings them back', async () => {
    const surname = `Ґудзенко`;
    const { user, specialist, service, category } = await specialistWithService({ firstName: 'Ярина', lastName: surname });
    const customer = await person('CUSTOMER');
    const session = await signIn(app, user.email);
    const otherSession = await signIn(app, user.email);
    expect((await request(app).get(api('/auth/me')).set(bearer(session.accessToken))).status).toBe(200);

    const found = async () => {
      const byText = await request(app).get(api('/services')).query({ search: surname.toLowerCase(), limit: 100 });
      const byCategory = await request(app).get(api('/services')).query({ category: category.id });
      const inCategory = await request(app).get(api(`/services/category/${category.id}`));
      const specialists = await request(app).get(api('/specialists')).query({ query: surname });
      const ids = (res: request.Response) => res.body.data.services.map((s: { id: string }) => s.id);
      return {
        text: ids(byText).includes(service.id),
        category: ids(byCategory).includes(service.id),
        categoryPage: ids(inCategory).includes(service.id),
        specialists: specialists.body.data.specialists.some((s: { id: string }) => s.id === specialist.id),
      };
    };
    expect(await found()).toEqual({ text: true, category: true, categoryPage: true, specialists: true });

    const res = await suspend(user.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user: { id: user.id, status: 'SUSPENDED' }, cancelledBookings: 0, refunds: 0 });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { status: true, suspendedAt: true, suspensionReason: true } });
    expect(row).toMatchObject({ status: 'SUSPENDED', suspensionReason: 'Скарги клієнтів на шахрайство' });
    expect(row.suspendedAt).toBeInstanceOf(Date);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: specialist.id } })).isSuspended).toBe(true);

    // The access token already issued stops working on its very next request; no session can be refreshed.
    const me = await request(app).get(api('/auth/me')).set(bearer(session.accessToken));
    expect(me.status).toBe(401);
    for (const s of [session, otherSession]) {
      const refresh = await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: s.refreshToken });
      expect(refresh.status).toBe(401);
    }
    expect(await db.refreshToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    // Signing in again: 403 with the code and a message that gives the admin's reason.
    const login = await request(app).post(api('/auth-enhanced/login')).send({ email: user.email, password: 'Passw0rdOk' });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended: Скарги клієнтів на шахрайство' });

    // Out of every public list and page, and not bookable.
    expect(await found()).toEqual({ text: false, category: false, categoryPage: false, specialists: false });
    for (const path of [`/services/${service.id}`, `/specialists/${specialist.id}/public`, `/specialists/${specialist.id}/services`, `/services/${service.id}/availability`]) {
      const page = await request(app).get(api(path)).set(customer.auth);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
    }
    const booking = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: service.id, scheduledAt: hoursAhead(30).toISOString(), type: 'in_person' });
    expect(booking.status).toBe(404);
    expect(await db.booking.count({ where: { serviceId: service.id } })).toBe(0);
    const compare = await request(app).post(api('/services/compare')).send({ serviceIds: [service.id, randomUUID()] });
    expect(compare.body.data?.services ?? []).toEqual([]);

    // Reactivation: the suspension is lifted, the services return, a new sign-in works.
    const back = await reactivate(user.id);
    expect(back.status).toBe(200);
    expect(back.body.data.user.status).toBe('ACTIVE');
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { status: true, suspendedAt: true, suspensionReason: true } })).toEqual({ status: 'ACTIVE', suspendedAt: null, suspensionReason: null });
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: specialist.id } })).isSuspended).toBe(false);
    expect(await found()).toEqual({ text: true, category: true, categoryPage: true, specialists: true });
    expect((await request(app).get(api(`/services/${service.id}`))).status).toBe(200);
    const again = await signIn(app, user.email);
    expect((await request(app).get(api('/auth/me')).set(bearer(again.accessToken))).status).toBe(200);
    const rebook = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: service.id, scheduledAt: hoursAhead(30).toISOString(), type: 'in_person' });
    expect(rebook.status).toBe(201);
  });

  it('writes user.suspend and user.reactivate to the audit log with the reason and the choice', async () => {
    const { user } = await specialistWithService();
    await suspend(user.id, { cancelBookings: false }).expect(200);
    await reactivate(user.id).expect(200);
    const entries = await db.auditLogEntry.findMany({ where: { targetId: user.id }, orderBy: { createdAt: 'asc' } });
    expect(entries.map((e) => ({ actorId: e.actorId, action: e.action, targetType: e.targetType }))).toEqual([
      { actorId: admin.id, action: 'user.suspend', targetType: 'user' },
      { actorId: admin.id, action: 'user.reactivate', targetType: 'user' },
    ]);
    expect(entries[0]!.details).toMatchObject({ reason: 'Скарги клієнтів на шахрайство', cancelBookings: false, previousStatus: 'ACTIVE' });
    expect(entries[1]!.details).toMatchObject({ reason: 'Перевірку завершено', previousStatus: 'SUSPENDED' });

    const log = await request(app).get(api('/admin/audit-log')).set(admin.auth).query({ actorId: admin.id, action: 'user.suspend' });
    expect(log.status).toBe(200);
    expect(log.body.data.entries[0]).toMatchObject({ actor: { id: admin.id, name: 'Олена Коваль' }, action: 'user.suspend', targetType: 'user', targetId: user.id });
    expect(log.body.data.entries.every((e: { action: string }) => e.action === 'user.suspend')).toBe(true);
  });
});

describe('PUT /admin/users/:id/status: the person’s bookings', () => {
  async function bookedSpecialist() {
    const s = await specialistWithService();
    await acceptOnlinePayments(db, s.specialist.id);
    const customer = await person('CUSTOMER');
    // Paid, starting within the specialist's 24-hour free-cancellation window: still refunded in full.
    const paid = await buildBooking(db, { serviceId: s.service.id, customerId: customer.id, status: 'CONFIRMED', scheduledAt: hoursAhead(3) });
    const payment = await buildPayment(db, { id: paid.id, customerId: customer.id, specialistId: s.specialist.id, priceMinor: paid.priceMinor });
    const waiting = await buildBooking(db, { serviceId: s.service.id, customerId: (await person('CUSTOMER')).id, status: 'PENDING', scheduledAt: hoursAhead(50) });
    const past = await buildBooking(db, { serviceId: s.service.id, customerId: customer.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 48 * HOUR) });
    return { ...s, customer, paid, payment, waiting, past };
  }

  it('cancelBookings: true cancels the upcoming ones as an admin, refunds in full and tells both sides', async () => {
    const w = await bookedSpecialist();
    const res = await suspend(w.user.id, { cancelBookings: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cancelledBookings: 2, refunds: 1 });
    const bookings = await db.booking.findMany({ where: { id: { in: [w.paid.id, w.waiting.id, w.past.id] } }, select: { id: true, status: true, cancelledById: true, cancellationReason: true } });
    const byId = Object.fromEntries(bookings.map((b) => [b.id, b]));
    expect(byId[w.paid.id]).toMatchObject({ status: 'CANCELLED', cancelledById: admin.id, cancellationReason: ADMIN_CANCELLATION_REASON });
    expect(byId[w.waiting.id]).toMatchObject({ status: 'CANCELLED', cancelledById: admin.id });
    expect(byId[w.past.id]!.status).toBe('COMPLETED');
    const payment = await db.payment.findUniqueOrThrow({ where: { id: w.payment.id } });
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedMinor: payment.amountMinor });
    expect(await db.refund.count({ where: { paymentId: w.payment.id, status: { not: 'FAILED' } } })).toBe(1);
    // Both sides hear of it as of any cancellation (the admin is neither side).
    const notices = await db.notification.findMany({ where: { type: 'booking_cancelled', userId: { in: [w.customer.id, w.user.id] } }, select: { userId: true } });
    expect(new Set(notices.map((n) => n.userId))).toEqual(new Set([w.customer.id, w.user.id]));
    const audit = await db.auditLogEntry.findFirstOrThrow({ where: { targetId: w.user.id, action: 'user.suspend' } });
    expect(audit.details).toMatchObject({ cancelBookings: true });
  });

  it('cancelBookings: false (the default) leaves bookings and payments as they were', async () => {
    const w = await bookedSpecialist();
    const res = await request(app).put(api(`/admin/users/${w.user.id}/status`)).set(admin.auth).send({ status: 'SUSPENDED', reason: 'Тимчасове призупинення' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cancelledBookings: 0, refunds: 0 });
    expect((await db.booking.findUniqueOrThrow({ where: { id: w.paid.id } })).status).toBe('CONFIRMED');
    expect((await db.booking.findUniqueOrThrow({ where: { id: w.waiting.id } })).status).toBe('PENDING');
    expect((await db.payment.findUniqueOrThrow({ where: { id: w.payment.id } })).status).toBe('SUCCEEDED');
    expect(await db.refund.count({ where: { paymentId: w.payment.id } })).toBe(0);
  });

  it('a suspended customer’s upcoming bookings are cancelled too when asked', async () => {
    const s = await specialistWithService();
    const customer = await person('CUSTOMER');
    const upcoming = await buildBooking(db, { serviceId: s.service.id, customerId: customer.id, status: 'CONFIRMED', scheduledAt: hoursAhead(26) });
    const res = await suspend(customer.id, { cancelBookings: true });
    expect(res.body.data).toMatchObject({ user: { status: 'SUSPENDED', userType: 'CUSTOMER' }, cancelledBookings: 1, refunds: 0 });
    expect((await db.booking.findUniqueOrThrow({ where: { id: upcoming.id } })).status).toBe('CANCELLED');
    // A customer's suspension does not touch the specialist's presence.
    expect((await request(app).get(api(`/services/${s.service.id}`))).status).toBe(200);
  });
});

describe('PUT /admin/users/:id/status: rules and bad input', () => {
  it('an admin cannot suspend themself: 409 CANNOT_SUSPEND_ADMIN and nothing changes', async () => {
    const me = await person('ADMIN');
    const res = await suspend(me.id, {}, me.auth);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CANNOT_SUSPEND_ADMIN');
    expect((await db.user.findUniqueOrThrow({ where: { id: me.id } })).status).toBe('ACTIVE');
    expect(await db.auditLogEntry.count({ where: { targetId: me.id } })).toBe(0);
  });

  it('another admin may be suspended while an active admin remains', async () => {
    const other = await person('ADMIN');
    expect((await suspend(other.id)).status).toBe(200);
    expect((await request(app).get(api('/admin/users')).set(other.auth)).status).toBe(401);
    await reactivate(other.id).expect(200);
  });

  it('the last active admin cannot be suspended (checked under a lock of the admin rows)', async () => {
    const last = await person('ADMIN');
    const former = await person('ADMIN');
    // Inside a transaction that is rolled back: every other admin suspended, as after a race.
    const outcome = await db
      .$transaction(async (tx) => {
        await tx.user.updateMany({ where: { role: 'ADMIN', id: { not: last.id } }, data: { status: 'SUSPENDED' } });
        const error = await assertMaySuspend(tx, former.id, last.id).then(() => null, (e: unknown) => e);
        // While another active admin exists, the same call passes.
        await tx.user.update({ where: { id: former.id }, data: { status: 'ACTIVE' } });
        const passes = await assertMaySuspend(tx, former.id, last.id).then(() => true);
        throw Object.assign(new Error('rollback'), { error, passes });
      })
      .catch((e: { error: unknown; passes: boolean }) => e);
    expect(outcome.error).toMatchObject({ code: 'CANNOT_SUSPEND_ADMIN' });
    expect(outcome.passes).toBe(true);
    expect(await db.user.count({ where: { role: 'ADMIN', status: 'SUSPENDED', id: { in: [last.id, former.id, admin.id] } } })).toBe(0);
  });

  it('refuses bad input with 400 and unknown accounts with 404, changing nothing', async () => {
    const customer = await person('CUSTOMER');
    for (const body of [{ status: 'SUSPENDED' }, { status: 'SUSPENDED', reason: 'ні' }, { status: 'BANNED', reason: 'Причина перевірки' }, { status: 'SUSPENDED', reason: 'Причина перевірки', cancelBookings: 'так' }]) {
      const res = await request(app).put(api(`/admin/users/${customer.id}/status`)).set(admin.auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: customer.id } })).status).toBe('ACTIVE');
    for (const id of [randomUUID(), 'nobody']) {
      const res = await suspend(id);
      expect(res.status).toBe(404);
    }
    const deleted = await person('CUSTOMER', { deletedAt: new Date() });
    expect((await suspend(deleted.id)).status).toBe(404);
    expect(await db.auditLogEntry.count({ where: { targetId: { in: [customer.id, deleted.id] } } })).toBe(0);
  });
});

describe('GET /admin/audit-log', () => {
  it('filters by actor and action, and refuses an unknown action', async () => {
    const other = await person('ADMIN');
    const target = await person('CUSTOMER', { firstName: 'Ірина', lastName: 'Мельник' });
    await suspend(target.id, {}, other.auth).expect(200);
    const mine = await request(app).get(api('/admin/audit-log')).set(admin.auth).query({ actorId: other.id });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    // The person acted on is named (issue #26), beside the id.
    expect(mine.body.data.entries[0]).toMatchObject({
      actor: { id: other.id },
      action: 'user.suspend',
      targetId: target.id,
      targetName: 'Ірина Мельник',
      details: { reason: 'Скарги клієнтів на шахрайство' },
      names: {},
    });
    expect((await request(app).get(api('/admin/audit-log')).set(admin.auth).query({ actorId: other.id, action: 'settings.update' })).body.data.total).toBe(0);
    expect((await request(app).get(api('/admin/audit-log')).set(admin.auth).query({ actorId: 'not-a-uuid' })).body.data.total).toBe(0);
    expect((await request(app).get(api('/admin/audit-log')).set(admin.auth).query({ action: 'user.delete' })).status).toBe(400);
  });
});

describe('a service hidden by a moderator (services.hidden_at)', () => {
  it('leaves search, pages and booking for everyone but its owner, who still has it in their own list', async () => {
    const { user, specialist, service, category } = await specialistWithService();
    const shown = await buildBookableService(db, { specialist: { userId: (await person('SPECIALIST')).id }, service: { categoryId: category.id, name: 'Ламінування брів' } });
    await db.service.update({ where: { id: service.id }, data: { hiddenAt: new Date() } });
    const customer = await person('CUSTOMER');

    const inCategory = await request(app).get(api('/services')).query({ category: category.id });
    expect(inCategory.body.data.services.map((s: { id: string }) => s.id)).toEqual([shown.service.id]);
    const byText = await request(app).get(api('/services')).query({ search: 'ламінування', limit: 100 });
    const textIds = byText.body.data.services.map((s: { id: string }) => s.id);
    expect(textIds).toContain(shown.service.id);
    expect(textIds).not.toContain(service.id);
    for (const path of [`/services/${service.id}`, `/services/${service.id}/availability`]) {
      expect((await request(app).get(api(path)).set(customer.auth)).status).toBe(404);
    }
    const publicList = await request(app).get(api(`/specialists/${specialist.id}/services`));
    expect(publicList.status).toBe(200);
    expect(publicList.body.data.services).toEqual([]);
    const booking = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: service.id, scheduledAt: hoursAhead(30).toISOString(), type: 'in_person' });
    expect(booking.status).toBe(404);
    const categories = await request(app).get(api('/services/categories'));
    const counted = categories.body.data.categories.find((c: { id: string }) => c.id === category.id);
    expect(counted).toMatchObject({ serviceCount: 1 });

    // The owner still sees it, on its page and in their dashboard list.
    expect((await request(app).get(api(`/services/${service.id}`)).set(user.auth)).status).toBe(200);
    const mine = await request(app).get(api('/specialists/services')).set(user.auth);
    expect(mine.body.data.services.map((s: { id: string }) => s.id)).toContain(service.id);
  });
});
