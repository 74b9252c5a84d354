import { SUPPORT_USER_ID } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit, successiveStarts } from '../bookings/bookings.test-support.js';
import { createDelivery } from './notifications.delivery.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotificationOutbox } from './notifications.outbox.js';
import type { ChannelSender } from './notifications.ports.js';
import { audienceWhere } from './notifications.sql.js';
import { api } from '../../test/api.js';

/**
 * Notifications through HTTP and the outbox (issue #13): created from booking changes for the
 * right person in their language; counters; preferences honoured per channel at recording and
 * at sending; the delivery worker sending each delivery once, with retries; archive and snooze.
 * Access for every caller is the access matrix's; bad input the fuzzer's.
 */
const { db, url } = await useTestDatabase();
const mailer = captureMailer();
const { app, container } = createTestApp(db, url, {}, { mailer });
const kit = bookingTestKit(db, container);
type Auth = Record<string, string>;

/** Each booking of this file starts at its own whole hour. */
const nextStart = successiveStarts(32);
/** A customer books the specialist's service through the API (pending: the specialist must confirm). */
async function booked(options: { specialistLanguage?: string; customerLanguage?: string } = {}) {
  const world = await kit.bookable();
  if (options.specialistLanguage) await db.user.update({ where: { id: world.specialistUser.id }, data: { language: options.specialistLanguage } });
  const customer = await kit.person('CUSTOMER', options.customerLanguage ? { language: options.customerLanguage } : {});
  const res = await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: nextStart().toISOString() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { world, customer, bookingId: res.body.data.booking.id as string };
}
const list = async (auth: Auth, query: Record<string, string | number> = {}) => {
  const res = await request(app).get(api('/notifications')).set(auth).query(query);
  expect(res.status).toBe(200);
  return res.body.data as { notifications: { id: string; type: string; title: string; message: string; isRead: boolean; link: string | null }[]; unreadCount: number; total: number };
};

describe('notifications from booking changes', () => {
  it('a new booking notifies the specialist in their language, with a link; confirming notifies the customer', async () => {
    const { world, customer, bookingId } = await booked({ specialistLanguage: 'en', customerLanguage: 'ru' });
    const specialistView = await list(world.specialistAuth);
    expect(specialistView.notifications).toHaveLength(1);
    // The link opens this booking's page for the recipient's side (issue #26 item 16).
    expect(specialistView.notifications[0]).toMatchObject({ type: 'new_booking', title: 'New booking', isRead: false, link: `/specialist/bookings/${bookingId}` });
    expect(specialistView.notifications[0]!.message).toContain(world.service.name);
    expect(specialistView.unreadCount).toBe(1);
    // The customer who acted hears nothing of their own booking yet.
    expect((await list(customer.auth)).total).toBe(0);

    await request(app).post(api(`/bookings/${bookingId}/confirm`)).set(world.specialistAuth).expect(200);
    const customerView = await list(customer.auth);
    expect(customerView.notifications.map((n) => [n.type, n.title, n.link])).toEqual([['booking_confirmed', 'Запись подтверждена', `/bookings/${bookingId}`]]);
  });

  it('cancelling tells the other side with the reason; the one who cancelled hears nothing', async () => {
    const { world, customer, bookingId } = await booked();
    await request(app).delete(api(`/bookings/${bookingId}`)).set(customer.auth).send({ reason: 'Захворіла' }).expect(200);
    const specialistView = await list(world.specialistAuth, { filter: 'booking' });
    expect(specialistView.notifications.map((n) => n.type)).toEqual(['booking_cancelled', 'new_booking']);
    expect(specialistView.notifications[0]!.message).toContain('Захворіла');
    expect((await list(customer.auth)).total).toBe(0);
  });

  it('filters by group, and the unread filter follows reading', async () => {
    const { world, bookingId } = await booked();
    await request(app).post(api(`/bookings/${bookingId}/confirm`)).set(world.specialistAuth).expect(200);
    expect((await list(world.specialistAuth, { filter: 'payment' })).total).toBe(0);
    expect((await list(world.specialistAuth, { filter: 'booking' })).total).toBe(1);
    const [only] = (await list(world.specialistAuth, { filter: 'unread' })).notifications;
    await request(app).put(api(`/notifications/${only!.id}/read`)).set(world.specialistAuth).expect(200);
    expect((await list(world.specialistAuth, { filter: 'unread' })).total).toBe(0);
    expect((await list(world.specialistAuth, { filter: 'all' })).total).toBe(1);
  });
});

describe('counters and ownership', () => {
  it('reading lowers the count once, never below 0; mark-all and delete keep it exact', async () => {
    const { world, customer, bookingId } = await booked();
    await request(app).put(api(`/bookings/${bookingId}`)).set(customer.auth).send({ notes: 'Буду з дитиною' }).expect(200);
    const before = await list(world.specialistAuth);
    expect(before.unreadCount).toBe(2);
    const [first, second] = before.notifications;
    const read1 = await request(app).put(api(`/notifications/${first!.id}/read`)).set(world.specialistAuth).expect(200);
    expect(read1.body.data).toMatchObject({ unreadCount: 1, notification: { isRead: true } });
    const readAgain = await request(app).put(api(`/notifications/${first!.id}/read`)).set(world.specialistAuth).expect(200);
    expect(readAgain.body.data.unreadCount).toBe(1);
    expect(readAgain.body.data.notification.readAt).toBe(read1.body.data.notification.readAt);
    const deleted = await request(app).delete(api(`/notifications/${second!.id}`)).set(world.specialistAuth).expect(200);
    expect(deleted.body.data).toEqual({ count: 1, unreadCount: 0 });
    const count = await request(app).get(api('/notifications/unread-count')).set(world.specialistAuth).expect(200);
    expect(count.body.data).toEqual({ unreadCount: 0 });
    const all = await request(app).put(api('/notifications/mark-all-read')).set(world.specialistAuth).expect(200);
    expect(all.body.data).toEqual({ count: 0, unreadCount: 0 });
  });

  it('someone else’s notification is 404 for reading, delivery status and deleting, and stays as it was', async () => {
    const { world } = await booked();
    const stranger = await kit.person('SPECIALIST');
    const [theirs] = (await list(world.specialistAuth)).notifications;
    for (const call of [
      request(app).put(api(`/notifications/${theirs!.id}/read`)).set(stranger.auth),
      request(app).get(api(`/notifications/${theirs!.id}/delivery-status`)).set(stranger.auth),
      request(app).delete(api(`/notifications/${theirs!.id}`)).set(stranger.auth),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const still = await list(world.specialistAuth);
    expect(still.notifications[0]).toMatchObject({ id: theirs!.id, isRead: false });
    // "Delete all" of the stranger removes none of the specialist's.
    await request(app).delete(api('/notifications/all')).set(stranger.auth).expect(200);
    expect((await list(world.specialistAuth)).total).toBe(1);
  });
});

describe('preferences', () => {
  it('defaults per spec, merged updates, unknown keys refused with nothing changed', async () => {
    const person = await kit.person('CUSTOMER');
    const got = await request(app).get(api('/notifications/preferences')).set(person.auth).expect(200);
    expect(got.body.data.preferences).toMatchObject({ email: true, push: true, telegram: false, sms: false, newBooking: true, reminders: true, payments: true, reviews: true, messages: true, marketing: false, telegramLinked: false, snoozedUntil: null });
    await request(app).post(api('/notifications/preferences')).set(person.auth).send({ email: false }).expect(200);
    const after = await request(app).post(api('/notifications/preferences')).set(person.auth).send({ marketing: true }).expect(200);
    expect(after.body.data.preferences).toMatchObject({ email: false, marketing: true, push: true });
    const bad = await request(app).post(api('/notifications/preferences')).set(person.auth).send({ email: 'yes', fax: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const unchanged = await request(app).get(api('/notifications/preferences')).set(person.auth).expect(200);
    expect(unchanged.body.data.preferences).toMatchObject({ email: false, marketing: true });
  });

  it('the account preferences (PUT /users/preferences) change channels without losing the topics', async () => {
    const person = await kit.person('CUSTOMER');
    await request(app).post(api('/notifications/preferences')).set(person.auth).send({ reminders: false, marketing: true }).expect(200);
    await request(app).put(api('/users/preferences')).set(person.auth).send({ notifications: { email: false } }).expect(200);
    const got = await request(app).get(api('/notifications/preferences')).set(person.auth).expect(200);
    expect(got.body.data.preferences).toMatchObject({ email: false, push: true, reminders: false, marketing: true });
  });

  it('the channels a notification is recorded for follow the switches, the topic and where it can go', async () => {
    const { world, customer } = await booked();
    const [n] = (await list(world.specialistAuth)).notifications;
    const status = await request(app).get(api(`/notifications/${n!.id}/delivery-status`)).set(world.specialistAuth).expect(200);
    expect(status.body.data.channels).toEqual([
      expect.objectContaining({ channel: 'email', status: 'pending' }),
      // No browser of theirs is subscribed: nothing for the push worker to do.
      expect.objectContaining({ channel: 'push', status: 'skipped', lastError: 'no browser subscribed to push' }),
      expect.objectContaining({ channel: 'telegram', status: 'skipped', lastError: 'channel off in preferences' }),
    ]);
    // With a subscribed browser, push waits for the worker.
    await db.pushSubscription.create({ data: { userId: world.specialistUser.id, endpoint: `https://push.example.test/${world.specialistUser.id}`, p256dh: 'key', auth: 'auth' } });
    await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: nextStart().toISOString() }).expect(201);
    const [withPush] = (await list(world.specialistAuth)).notifications;
    const pushing = await request(app).get(api(`/notifications/${withPush!.id}/delivery-status`)).set(world.specialistAuth).expect(200);
    expect(pushing.body.data.channels.map((c: { channel: string; status: string }) => [c.channel, c.status])).toEqual([
      ['email', 'pending'],
      ['push', 'pending'],
      ['telegram', 'skipped'],
    ]);
    // Bookings topic off: the e-mail of the next booking notification is skipped, in-app stays.
    await request(app).post(api('/notifications/preferences')).set(world.specialistAuth).send({ newBooking: false }).expect(200);
    await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: nextStart().toISOString() }).expect(201);
    const [latest] = (await list(world.specialistAuth)).notifications;
    const second = await request(app).get(api(`/notifications/${latest!.id}/delivery-status`)).set(world.specialistAuth).expect(200);
    expect(second.body.data.channels.map((c: { status: string }) => c.status)).toEqual(['skipped', 'skipped', 'skipped']);
  });
});

describe('delivery worker', () => {
  it('sends each pending e-mail once, in the recipient’s language; a second round sends nothing', async () => {
    const { world, bookingId } = await booked({ specialistLanguage: 'en' });
    mailer.messages.length = 0;
    await container.delivery.deliverDue();
    const toSpecialist = mailer.messages.filter((m) => m.to === world.specialistUser.email);
    expect(toSpecialist).toHaveLength(1);
    expect(toSpecialist[0]!.subject).toBe('New booking');
    expect(toSpecialist[0]!.text).toContain(`/specialist/bookings/${bookingId}`);
    await container.delivery.deliverDue();
    expect(mailer.messages.filter((m) => m.to === world.specialistUser.email)).toHaveLength(1);
    const [n] = (await list(world.specialistAuth)).notifications;
    const status = await request(app).get(api(`/notifications/${n!.id}/delivery-status`)).set(world.specialistAuth).expect(200);
    expect(status.body.data.channels[0]).toMatchObject({ channel: 'email', status: 'sent', attempts: 1 });
  });

  it('retries a failing channel with back-off, then sends once; two concurrent workers never send twice', async () => {
    const person = await kit.person('CUSTOMER');
    let clock = new Date();
    let failuresLeft = 2;
    const sent: string[] = [];
    const flaky: ChannelSender = {
      async send(_to, n) {
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('SMTP 421 try again later');
        }
        await new Promise((r) => setTimeout(r, 30));
        sent.push(n.id);
        return 'sent';
      },
    };
    const outbox = createNotificationOutbox({ telegramAvailable: false, now: () => clock });
    const delivery = createDelivery({ repo: createNotificationsRepository(db), logger: silentLogger, appUrl: 'http://localhost:3000', channels: { EMAIL: flaky }, telegramAvailable: false, now: () => clock });
    await db.user.update({ where: { id: person.user.id }, data: { notificationPrefs: { email: true, push: false, telegram: false } } });
    const [id] = await db.$transaction((tx) => outbox.recordIn(tx, [{ userId: person.user.id, type: 'system', literal: { title: 'T', message: 'M' } }]));
    const row = () => db.notificationDelivery.findFirstOrThrow({ where: { notificationId: id!, channel: 'EMAIL' } });

    await delivery.deliverDue();
    expect(await row()).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SMTP 421 try again later' });
    expect((await row()).nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);
    // Not due yet: nothing happens.
    await delivery.deliverDue();
    expect((await row()).attempts).toBe(1);
    clock = new Date(clock.getTime() + 31_000);
    await delivery.deliverDue();
    expect(await row()).toMatchObject({ status: 'PENDING', attempts: 2 });
    clock = new Date(clock.getTime() + 2 * 60_000 + 1_000);
    await Promise.all([delivery.deliverDue(), delivery.deliverDue(), delivery.deliverDue()]);
    expect(sent).toEqual([id]);
    expect(await row()).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
  });

  it('gives up after five attempts and says so in the delivery status', async () => {
    const person = await kit.person('CUSTOMER');
    let clock = new Date();
    const broken: ChannelSender = { send: async () => Promise.reject(new Error('mailbox unavailable')) };
    const outbox = createNotificationOutbox({ telegramAvailable: false, now: () => clock });
    const delivery = createDelivery({ repo: createNotificationsRepository(db), logger: silentLogger, appUrl: 'http://localhost:3000', channels: { EMAIL: broken }, telegramAvailable: false, now: () => clock });
    const [id] = await db.$transaction((tx) => outbox.recordIn(tx, [{ userId: person.user.id, type: 'system', literal: { title: 'T', message: 'M' } }]));
    for (let i = 0; i < 6; i++) {
      await delivery.deliverDue();
      clock = new Date(clock.getTime() + 3 * 3_600_000);
    }
    const status = await request(app).get(api(`/notifications/${id}/delivery-status`)).set(person.auth).expect(200);
    expect(status.body.data.channels[0]).toMatchObject({ channel: 'email', status: 'failed', attempts: 5, lastError: 'mailbox unavailable' });
  });

  it('a channel switched off after recording is skipped at sending time', async () => {
    const { world } = await booked();
    await request(app).post(api('/notifications/preferences')).set(world.specialistAuth).send({ email: false }).expect(200);
    mailer.messages.length = 0;
    await container.delivery.deliverDue();
    expect(mailer.messages.filter((m) => m.to === world.specialistUser.email)).toHaveLength(0);
    const [n] = (await list(world.specialistAuth)).notifications;
    const status = await request(app).get(api(`/notifications/${n!.id}/delivery-status`)).set(world.specialistAuth).expect(200);
    expect(status.body.data.channels[0]).toMatchObject({ channel: 'email', status: 'skipped', lastError: 'channel off in preferences' });
  });

  it('the same dedupe key is recorded once', async () => {
    const person = await kit.person('CUSTOMER');
    const outbox = createNotificationOutbox({ telegramAvailable: false });
    const draft = { userId: person.user.id, type: 'payment_received' as const, params: { amount: 45_000, currency: 'UAH', service: 'Манікюр' }, dedupeKey: 'payment:x:succeeded' };
    const first = await db.$transaction((tx) => outbox.recordIn(tx, [draft]));
    const again = await db.$transaction((tx) => outbox.recordIn(tx, [draft]));
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    const view = await list(person.auth);
    expect(view.notifications.map((n) => n.message.replace(/\s/g, ' '))).toEqual(['Ви сплатили 450 ₴ за «Манікюр».']);
  });
});

describe('archive and snooze', () => {
  it('archives notifications older than the given days; they leave the list and the count', async () => {
    const { world } = await booked();
    const person = world.specialistAuth;
    const old = await db.notification.create({ data: { userId: world.specialistUser.id, type: 'system', title: 'Old', message: 'Old one', createdAt: new Date(Date.now() - 40 * 86_400_000) } });
    expect((await list(person)).unreadCount).toBe(2);
    const res = await request(app).post(api('/notifications/archive')).set(person).send({}).expect(200);
    expect(res.body.data).toEqual({ count: 1, unreadCount: 1 });
    expect((await list(person)).notifications.map((n) => n.id)).not.toContain(old.id);
    const bad = await request(app).post(api('/notifications/archive')).set(person).send({ olderThanDays: 0 });
    expect(bad.status).toBe(400);
  });

  it('snooze holds e-mail until it ends; ending it early sends what waited', async () => {
    const { world, customer } = await booked();
    await container.delivery.deliverDue();
    const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const snoozed = await request(app).post(api('/notifications/snooze')).set(world.specialistAuth).send({ until }).expect(200);
    expect(snoozed.body.data.snoozedUntil).toBe(until);
    await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: nextStart().toISOString() }).expect(201);
    mailer.messages.length = 0;
    await container.delivery.deliverDue();
    expect(mailer.messages.filter((m) => m.to === world.specialistUser.email)).toHaveLength(0);
    // In-app arrives regardless.
    expect((await list(world.specialistAuth)).total).toBe(2);
    await request(app).delete(api('/notifications/snooze')).set(world.specialistAuth).expect(200);
    await container.delivery.idle();
    await container.delivery.deliverDue();
    expect(mailer.messages.filter((m) => m.to === world.specialistUser.email)).toHaveLength(1);
    const past = await request(app).post(api('/notifications/snooze')).set(world.specialistAuth).send({ until: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
  });
});

describe('export, test and admin tools', () => {
  it('exports my notifications as CSV in my language', async () => {
    const { world } = await booked();
    const res = await request(app).get(api('/notifications/export')).set(world.specialistAuth).expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.text.split('\n')[0]).toContain('createdAt,type,title,message,status,readAt,link');
    expect(res.text).toContain('Новий запис');
  });

  it('an admin schedules a broadcast; the worker sends it once to the audience; a sent one cannot be cancelled', async () => {
    const admin = await kit.person('ADMIN');
    const customer = await kit.person('CUSTOMER');
    const specialist = await kit.person('SPECIALIST');
    const res = await request(app)
      .post(api('/notifications/bulk/schedule'))
      .set(admin.auth)
      .send({ audience: 'customers', title: 'Нова функція', message: 'Тепер можна писати фахівцям.', sendAt: new Date(Date.now() + 1_000).toISOString() })
      .expect(201);
    const id = res.body.data.scheduled.id as string;
    // Due now.
    await db.scheduledNotification.update({ where: { id }, data: { sendAt: new Date(Date.now() - 1_000) } });
    await Promise.all([container.notifications.sendDueBroadcasts(), container.notifications.sendDueBroadcasts()]);
    const got = await list(customer.auth);
    expect(got.notifications.filter((n) => n.title === 'Нова функція')).toHaveLength(1);
    expect((await list(specialist.auth)).notifications.filter((n) => n.title === 'Нова функція')).toHaveLength(0);
    const cancel = await request(app).delete(api(`/notifications/scheduled/${id}`)).set(admin.auth);
    expect(cancel.status).toBe(409);
  });

  it('custom notifications reach the chosen users only; templates list every type in three languages', async () => {
    const admin = await kit.person('ADMIN');
    const a = await kit.person('CUSTOMER');
    const b = await kit.person('CUSTOMER');
    const res = await request(app).post(api('/notifications/custom')).set(admin.auth).send({ userIds: [a.user.id, '00000000-0000-4000-8000-000000000000'], title: 'Привіт', message: 'Тест' }).expect(201);
    expect(res.body.data).toEqual({ sent: 1, skipped: 1 });
    expect((await list(a.auth)).total).toBe(1);
    expect((await list(b.auth)).total).toBe(0);
    const templates = await request(app).get(api('/notifications/templates')).set(admin.auth).expect(200);
    expect(templates.body.data.templates).toHaveLength(14);
    expect(templates.body.data.templates.find((t: { type: string }) => t.type === 'new_booking')).toMatchObject({ group: 'booking', preference: 'newBooking', titles: { uk: 'Новий запис', en: 'New booking', ru: 'Новая запись' } });
  });
});

const silentLogger = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as unknown as Parameters<typeof createDelivery>[0]['logger'];

describe('broadcast audiences', () => {
  it('never include the Vizyt support system account (issue #26: no notification, no e-mail to its unreachable address)', async () => {
    for (const audience of ['all', 'specialists']) {
      const ids = (await db.user.findMany({ where: audienceWhere(audience), select: { id: true } })).map((u) => u.id);
      expect(ids).not.toContain(SUPPORT_USER_ID);
    }
  });
});
