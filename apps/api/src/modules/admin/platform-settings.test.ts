import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { useLiveServer } from '../../test/live-server.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { SWITCHED_OFF } from '../notifications/notifications.delivery.js';
import { createPlatformSettingsRepository } from './platform-settings.repository.js';
import { createPlatformSettings } from './platform-settings.service.js';
import { api } from '../../test/api.js';

/**
 * The platform settings (issue #15): GET/PUT /admin/settings for admins only, validated, audited
 * with before and after, and applied without a restart — GET /config, the commission of new
 * payments, and the switches for payments, uploads, notifications and live updates.
 */

const { db, url } = await useTestDatabase();
const mailer = captureMailer();
const { app, container } = createTestApp(db, url, {}, { mailer });
const kit = bookingTestKit(db, container);
const testProvider = container.payments.testProvider!;
type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof kit.person>>;

let admin: Person;
const live = useLiveServer(app, container);

beforeAll(async () => {
  admin = await kit.person('ADMIN', { firstName: 'Олена', lastName: 'Адмін' });
});

const put = (auth: Auth, body: unknown) => request(app).put(api('/admin/settings')).set(auth).send(body as object);
const settingsRow = () => db.platformSettings.findUniqueOrThrow({ where: { id: 1 } });
const config = async () => (await request(app).get(api('/config'))).body.data;
const ALL_ON = { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true };

/** Switches everything back on and the commission to 8 % (tests leave the platform as they found it). */
async function reset() {
  await put(admin.auth, { commissionPercent: 8, features: ALL_ON }).expect(200);
}

describe('admins only', () => {
  it('GET and PUT /admin/settings: guest 401, customer and specialist 403; nothing changes', async () => {
    const customer = await kit.person('CUSTOMER');
    const specialist = await kit.person('SPECIALIST');
    const before = await settingsRow();
    for (const call of [() => request(app).get(api('/admin/settings')), () => request(app).put(api('/admin/settings')).send({ commissionPercent: 20 })]) {
      expect((await call()).status).toBe(401);
      expect((await call().set(customer.auth)).status).toBe(403);
      expect((await call().set(specialist.auth)).status).toBe(403);
    }
    expect(await settingsRow()).toEqual(before);
  });
});

describe('GET /admin/settings', () => {
  it('starts from the migration’s row: the server’s commission (PLATFORM_COMMISSION_PERCENT) and everything on', async () => {
    const res = await request(app).get(api('/admin/settings')).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual({ commissionPercent: 8, features: ALL_ON, updatedAt: expect.any(String), updatedBy: null });
    expect((await settingsRow()).commissionPercent).toBeNull();
  });
});

describe('PUT /admin/settings', () => {
  it('refuses bad input with 400 and changes nothing (commission 51, a wrong step, a wrong type, nothing to change)', async () => {
    const before = await settingsRow();
    const audits = await db.auditLogEntry.count();
    for (const [body, path] of [
      [{ commissionPercent: 51 }, 'body.commissionPercent'],
      [{ commissionPercent: -1 }, 'body.commissionPercent'],
      [{ commissionPercent: 8.15 }, 'body.commissionPercent'],
      [{ commissionPercent: '10' }, 'body.commissionPercent'],
      [{ features: { payments: 'no' } }, 'body.features.payments'],
      [{}, 'body'],
    ] as const) {
      const res = await put(admin.auth, body);
      expect([res.status, res.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect(await settingsRow()).toEqual(before);
    expect(await db.auditLogEntry.count()).toBe(audits);
    expect((await config()).payments.commissionPercent).toBe(8);
  });

  it('changes only what is given, says who changed it, and writes the audit entry with before and after', async () => {
    const res = await put(admin.auth, { commissionPercent: 12.5 });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({ commissionPercent: 12.5, features: ALL_ON, updatedBy: { id: admin.user.id, name: 'Олена Адмін' } });
    const flags = await put(admin.auth, { features: { realtimeAnalytics: false } });
    expect(flags.body.data.settings).toMatchObject({ commissionPercent: 12.5, features: { ...ALL_ON, realtimeAnalytics: false } });
    expect((await request(app).get(api('/admin/settings')).set(admin.auth)).body.data.settings).toMatchObject({ commissionPercent: 12.5, features: { realtimeAnalytics: false } });

    const entries = await db.auditLogEntry.findMany({ where: { action: 'settings.update' }, orderBy: { createdAt: 'asc' } });
    expect(entries.slice(-2)).toMatchObject([
      {
        actorId: admin.user.id,
        targetType: 'settings',
        targetId: '1',
        details: { changed: ['commissionPercent'], before: { commissionPercent: 8, features: ALL_ON }, after: { commissionPercent: 12.5, features: ALL_ON } },
      },
      { details: { changed: ['features.realtimeAnalytics'], before: { features: { realtimeAnalytics: true } }, after: { commissionPercent: 12.5, features: { realtimeAnalytics: false } } } },
    ]);
    await reset();
  });
});

describe('applied without a restart', () => {
  it('GET /config answers the live switches and commission', async () => {
    expect(await config()).toMatchObject({ features: ALL_ON, payments: { provider: 'test', commissionPercent: 8 }, notifications: { realtime: true } });
    await put(admin.auth, { commissionPercent: 15, features: { payments: false, realtime: false, realtimeAnalytics: false } }).expect(200);
    expect(await config()).toMatchObject({
      features: { ...ALL_ON, payments: false, realtime: false, realtimeAnalytics: false },
      // What the web app already reads: no online payment offered, no socket opened.
      payments: { provider: 'disabled', commissionPercent: 15 },
      notifications: { realtime: false },
    });
    await reset();
    expect(await config()).toMatchObject({ features: ALL_ON, payments: { provider: 'test', commissionPercent: 8 } });
  });

  it('the commission: payments charged after a change carry the new rate, earlier ones keep theirs', async () => {
    const world = await kit.bookable({ service: { priceMinor: 60_000 } });
    await acceptOnlinePayments(db, world.specialist.id, { depositPercent: 30 });
    // Each payment's booking a day apart: one specialist's bookings may not overlap.
    let day = 3;
    const pay = async () => {
      const customer = await kit.person('CUSTOMER');
      const booking = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: new Date(Date.now() + day++ * 24 * 3_600_000) });
      const res = await request(app).post(api('/payments/process-full-payment')).set(customer.auth).send({ bookingId: booking.id, paymentMethodId: 'pm_card_visa' });
      expect(res.status).toBe(200);
      return db.payment.findUniqueOrThrow({ where: { id: res.body.data.payment.id } });
    };
    const before = await pay();
    expect(before.commissionBps).toBe(800);
    await put(admin.auth, { commissionPercent: 12.5 }).expect(200);
    const after = await pay();
    expect(after.commissionBps).toBe(1250);
    expect((await db.payment.findUniqueOrThrow({ where: { id: before.id } })).commissionBps).toBe(800);
    // The specialist's payment settings show the rate in force.
    const mine = await request(app).get(api('/specialists/payment-settings')).set(world.specialistAuth);
    expect(mine.body.data.paymentSettings.commissionPercent).toBe(12.5);
    await reset();
  });

  it('payments off: no new payment (503 PAYMENTS_UNAVAILABLE, nothing made); refunds still work', async () => {
    const world = await kit.bookable({ service: { priceMinor: 60_000 } });
    await acceptOnlinePayments(db, world.specialist.id, { depositPercent: 30 });
    const customer = await kit.person('CUSTOMER');
    const paid = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: new Date(Date.now() + 96 * 3_600_000) });
    const payment = await request(app).post(api('/payments/process-deposit')).set(customer.auth).send({ bookingId: paid.id, paymentMethodId: 'pm_card_visa' });
    expect(payment.status).toBe(200);
    const unpaid = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: new Date(Date.now() + 100 * 3_600_000) });

    await put(admin.auth, { features: { payments: false } }).expect(200);
    for (const [path, body] of [
      ['/payments/create-intent', { bookingId: unpaid.id, type: 'FULL' }],
      ['/payments/process-full-payment', { bookingId: unpaid.id, paymentMethodId: 'pm_card_visa' }],
    ] as const) {
      const res = await request(app).post(api(path)).set(customer.auth).send(body);
      expect([path, res.status, res.body.error.code]).toEqual([path, 503, 'PAYMENTS_UNAVAILABLE']);
    }
    expect(await db.payment.count({ where: { bookingId: unpaid.id } })).toBe(0);
    const options = await request(app).get(api(`/payments/options?bookingId=${unpaid.id}`)).set(customer.auth);
    expect(options.body.data.options).toMatchObject({ provider: 'disabled', acceptOnlinePayments: false, payable: false });

    // Cancelling the paid booking gives the deposit back all the same.
    const cancelled = await request(app).delete(api(`/bookings/${paid.id}`)).set(customer.auth).send({ reason: 'Змінилися плани' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ refunded: 180, booking: { status: 'CANCELLED', paymentStatus: 'REFUNDED' } });
    await testProvider.settled();
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.body.data.payment.id } })).toMatchObject({ status: 'REFUNDED', refundedMinor: 18_000 });
    await reset();
  });

  it('uploads off: POST /files/upload answers 503 FEATURE_DISABLED and stores nothing; on again, it works', async () => {
    const me = await kit.person('CUSTOMER');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6' } }).png().toBuffer();
    const upload = () => request(app).post(api('/files/upload')).set(me.auth).field('type', 'avatar').attach('file', png, 'me.png');
    await put(admin.auth, { features: { uploads: false } }).expect(200);
    const refused = await upload();
    expect([refused.status, refused.body.error.code]).toEqual([503, 'FEATURE_DISABLED']);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).avatarUrl).toBeNull();
    // A guest is still told to sign in first.
    expect((await request(app).post(api('/files/upload')).field('type', 'avatar').attach('file', png, 'me.png')).status).toBe(401);
    await put(admin.auth, { features: { uploads: true } }).expect(200);
    expect((await upload()).status).toBe(201);
  });

  it('notifications off: in-app notifications still appear, but e-mail is not sent (the delivery is SKIPPED)', async () => {
    const person = await kit.person('CUSTOMER', { notificationPrefs: { email: true, push: false, telegram: false } });
    const record = () => db.$transaction((tx) => container.notificationOutbox.recordIn(tx, [{ userId: person.user.id, type: 'system', literal: { title: 'Оновлення', message: 'Нові можливості' } }]));
    const emailOf = (id: string) => db.notificationDelivery.findFirstOrThrow({ where: { notificationId: id, channel: 'EMAIL' } });
    // The committed notification also wakes the worker (LISTEN): a run of ours may find the delivery taken by it.
    const deliver = async () => {
      await container.delivery.deliverDue();
      await container.delivery.idle();
    };

    await put(admin.auth, { features: { notifications: false } }).expect(200);
    const [off] = await record();
    await deliver();
    expect(await emailOf(off!)).toMatchObject({ status: 'SKIPPED', lastError: SWITCHED_OFF, deliveredAt: null });
    expect(mailer.messages.filter((m) => m.to === person.user.email)).toHaveLength(0);
    const inApp = await request(app).get(api('/notifications')).set(person.auth);
    expect(inApp.body.data.notifications.map((n: { id: string }) => n.id)).toContain(off);

    await put(admin.auth, { features: { notifications: true } }).expect(200);
    const [on] = await record();
    await deliver();
    expect((await emailOf(on!)).status).toBe('SENT');
    // The one skipped while off stays skipped: no backlog when switched back on.
    expect((await emailOf(off!)).status).toBe('SKIPPED');
    expect(mailer.messages.filter((m) => m.to === person.user.email)).toHaveLength(1);
  });

  it('realtime off: new socket connections are refused; on again, they connect', async () => {
    const person = await kit.person('CUSTOMER');
    const token = person.auth.Authorization!.replace('Bearer ', '');
    const attempt = () =>
      new Promise<'connected' | string>((resolve) => {
        const socket = live.open(token);
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    await put(admin.auth, { features: { realtime: false } }).expect(200);
    expect(await attempt()).toBe('realtime disabled');
    await put(admin.auth, { features: { realtime: true } }).expect(200);
    expect(await attempt()).toBe('connected');
  });
});

describe('the settings reader', () => {
  it('trusts what it read for at most the TTL: another instance’s change is seen after it, this one’s at once', async () => {
    let clock = 1_000_000;
    const other = createPlatformSettings({ repo: createPlatformSettingsRepository(db), defaultCommissionPercent: 8, ttlMs: 5_000, now: () => clock });
    expect(await other.commissionPercent()).toBe(8);
    // Another API instance (this test app) changes the commission.
    await put(admin.auth, { commissionPercent: 20 }).expect(200);
    clock += 4_999;
    expect(await other.commissionPercent()).toBe(8);
    clock += 2;
    expect(await other.commissionPercent()).toBe(20);
    // A change made through this reader is used by it at once.
    await other.update({ userId: admin.user.id, role: 'ADMIN', sessionId: 'x' }, { features: { uploads: false } });
    expect(await other.isOn('uploads')).toBe(false);
    await reset();
  });

  it('reads switches missing from the stored row as on (a switch added later)', async () => {
    const reader = createPlatformSettings({ repo: createPlatformSettingsRepository(db), defaultCommissionPercent: 7 });
    await db.platformSettings.update({ where: { id: 1 }, data: { features: { payments: false }, commissionPercent: null } });
    expect(await reader.current()).toMatchObject({ commissionPercent: 7, features: { ...ALL_ON, payments: false } });
    await db.platformSettings.update({ where: { id: 1 }, data: { features: ALL_ON } });
  });
});
