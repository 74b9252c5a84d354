import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../lib/jobs.js';
import { createLogger } from '../lib/logger.js';
import { BOOKING_QUEUES } from '../modules/bookings/booking-jobs.js';
import { captureMailer } from '../test/accounts.js';
import { api } from '../test/api.js';
import { useTestDatabase } from '../test/db.js';
import { nextEvent, useLiveServer } from '../test/live-server.js';
import { redisForTests } from '../test/redis.js';
import { createTestApp } from '../test/test-app.js';
import { bookingJobsOn, bookingTestKit, successiveStarts, wholeHour } from '../modules/bookings/bookings.test-support.js';

/**
 * Issue #28, item 4: two API instances on one database and one Redis serve one user base with no
 * seam a user could notice. Each instance is a whole app with its own container — its own
 * socket.io server, Redis connections, LISTEN connections, caches and limiters — listening on its
 * own port; all they share is PostgreSQL and Redis, as two processes would.
 */
const redis = await redisForTests();
const { db, url } = await useTestDatabase();
const shared = {
  // A prefix of this run's own: other runs on the same Redis (a second checkout's tests) stay apart.
  ...(redis.url ? { REDIS_URL: redis.url, REDIS_PREFIX: `vizyt-test-${randomUUID().slice(0, 8)}` } : {}),
  AUTH_RATE_LIMIT_PER_IP: '4',
  MESSAGES_PER_MINUTE: '3',
};
const A = createTestApp(db, url, shared);
const B = createTestApp(db, url, shared);
const liveA = useLiveServer(A.app, A.container);
const liveB = useLiveServer(B.app, B.container);
const kit = bookingTestKit(db, A.container);
const nextStart = successiveStarts(40);
// Says which Redis the file uses, or why its Redis tests are skipped.
console.warn(`two-instances.test.ts: ${redis.url !== null ? `Redis: ${redis.source}` : `skipped, ${redis.reason}`}`);

const tokenOf = (auth: Record<string, string>) => auth.Authorization!.replace('Bearer ', '');
const next = <T>(socket: Socket, event: string, timeoutMs = 5_000) => nextEvent<T>(socket, event, timeoutMs);

describe('an instance without REDIS_URL beside others on the same database', () => {
  const C = createTestApp(db, url);
  useLiveServer(C.app, C.container);

  it('says at start, in one line, what it will not share with them', async () => {
    // A and B (and C) listen on this database now: C counts the others.
    const line = await C.container.notSharedWithOthers();
    expect(line).toMatch(/^\d+ other API instances? use this database and REDIS_URL is not set: live socket events .* reach only this instance's clients, and the per-request rate limit and the message and feedback flood guards count per instance\. Set REDIS_URL/);
    expect(line).not.toContain('\n');
  });
});

describe('two API instances under a rush', () => {
  it('200 clients booking the same 10 slots through both instances: one winner per slot, every other a 409 in the envelope, no 5xx', { timeout: 60_000 }, async () => {
    const world = await kit.bookable();
    const slots = Array.from({ length: 10 }, () => nextStart().toISOString());
    const customers = await Promise.all(Array.from({ length: 200 }, () => kit.person('CUSTOMER')));
    // Client i wants slot i % 10, through A or B by turns of ten: each slot is asked for on both.
    const answers = await Promise.all(
      customers.map((customer, i) =>
        request(Math.floor(i / 10) % 2 === 0 ? A.app : B.app)
          .post(api('/bookings'))
          .set(customer.auth)
          .send({ serviceId: world.service.id, scheduledAt: slots[i % 10] }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.status)).toEqual([]);
    for (const [k, slot] of slots.entries()) {
      const forSlot = answers.filter((_, i) => i % 10 === k);
      expect(forSlot.filter((a) => a.status === 201), slot).toHaveLength(1);
      const refused = forSlot.filter((a) => a.status !== 201);
      expect(refused.every((a) => a.status === 409 && a.body.success === false && typeof a.body.error?.code === 'string')).toBe(true);
    }
    expect(await db.booking.count({ where: { serviceId: world.service.id } })).toBe(10);
  });
});

describe.skipIf(!redis.url)('two API instances, one database, one Redis', () => {
  it('an instance with REDIS_URL has nothing to warn about', async () => {
    expect(await A.container.notSharedWithOthers()).toBeNull();
  });

  it('a message sent through A arrives live at the other participant’s socket on B, and typing crosses too', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const started = await request(A.app).post(api('/conversations')).set(customer.auth).send({ specialistId: world.specialist.id, message: 'Добрий день!' }).expect(201);
    const conversationId = started.body.data.conversation.id as string;
    const onB = await liveB.connected(tokenOf(world.specialistAuth));
    const customerOnA = await liveA.connected(tokenOf(customer.auth));

    const arrived = next<{ conversationId: string; message: { content: string } }>(onB, 'message:new');
    await request(A.app).post(api(`/conversations/${conversationId}/messages`)).set(customer.auth).send({ content: 'Можна на 10:00?' }).expect(201);
    expect(await arrived).toMatchObject({ conversationId, message: { content: 'Можна на 10:00?' } });

    expect(await onB.emitWithAck('conversation:join', { conversationId })).toEqual({ ok: true });
    expect(await customerOnA.emitWithAck('conversation:join', { conversationId })).toEqual({ ok: true });
    const typing = next<{ userId: string }>(customerOnA, 'conversation:typing');
    onB.emit('conversation:typing', { conversationId });
    expect(await typing).toEqual({ conversationId, userId: world.specialistUser.id });
  });

  it('A knows the specialist is reading the thread on B: no new_message notification for them while they read', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const started = await request(A.app).post(api('/conversations')).set(customer.auth).send({ specialistId: world.specialist.id, message: 'Перше' }).expect(201);
    const conversationId = started.body.data.conversation.id as string;
    const messageNotifications = async () =>
      (await request(B.app).get(api('/notifications')).set(world.specialistAuth).query({ filter: 'system' })).body.data.notifications.filter((n: { type: string }) => n.type === 'new_message').length as number;
    expect(await messageNotifications()).toBe(1);
    const reader = await liveB.connected(tokenOf(world.specialistAuth));
    expect(await reader.emitWithAck('conversation:join', { conversationId })).toEqual({ ok: true });
    await request(A.app).post(api(`/conversations/${conversationId}/messages`)).set(customer.auth).send({ content: 'Друге' }).expect(201);
    expect(await messageNotifications()).toBe(1);
  });

  it('a notification created by a booking through A arrives at the specialist’s socket on B', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const onB = await liveB.connected(tokenOf(world.specialistAuth));
    const arrived = next<{ type: string }>(onB, 'notification:new');
    const counted = next<{ unreadCount: number }>(onB, 'notification:count');
    await request(A.app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: nextStart().toISOString() }).expect(201);
    expect(await arrived).toMatchObject({ type: 'new_booking' });
    expect(await counted).toEqual({ unreadCount: 1 });
  });

  it('a customer suspended through A loses their socket and their access on B within a second', async () => {
    const admin = await kit.person('ADMIN');
    const customer = await kit.person('CUSTOMER');
    const onB = await liveB.connected(tokenOf(customer.auth));
    await request(B.app).get(api('/auth/me')).set(customer.auth).expect(200); // B's account gate remembers them as active
    const ended = next<{ reason: string }>(onB, 'session:ended', 1_000);
    const closed = new Promise<void>((resolve) => onB.once('disconnect', () => resolve()));
    const suspendedAt = Date.now();
    await request(A.app).put(api(`/admin/users/${customer.user.id}/status`)).set(admin.auth).send({ status: 'SUSPENDED', reason: 'Перевірка скарги' }).expect(200);
    expect(await ended).toEqual({ reason: 'ACCOUNT_SUSPENDED' });
    await closed;
    expect(Date.now() - suspendedAt).toBeLessThan(1_000);
    const refused = await request(B.app).get(api('/auth/me')).set(customer.auth);
    expect(refused.status).toBe(401);
  });

  it('the login limit per address counts the requests made to both instances', async () => {
    const login = (app: typeof A.app) => request(app).post(api('/auth-enhanced/login')).send({ email: 'nobody@example.com', password: 'Wrong-password-1' });
    expect([(await login(A.app)).status, (await login(B.app)).status, (await login(A.app)).status, (await login(B.app)).status]).toEqual([401, 401, 401, 401]);
    const fifth = await login(B.app);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect((await login(A.app)).status).toBe(429);
    // Counted in Redis (with PostgreSQL as the fallback while Redis is away).
    expect(await A.container.redis!.commands.keys(`${shared.REDIS_PREFIX}:auth-ip*`)).not.toHaveLength(0);
  });

  it('the message flood guard counts one sender’s messages through both instances (in Redis)', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const started = await request(A.app).post(api('/conversations')).set(customer.auth).send({ specialistId: world.specialist.id, message: 'Один' }).expect(201);
    const conversationId = started.body.data.conversation.id as string;
    const send = (app: typeof A.app, content: string) => request(app).post(api(`/conversations/${conversationId}/messages`)).set(customer.auth).send({ content });
    expect((await send(B.app, 'Два')).status).toBe(201);
    expect((await send(A.app, 'Три')).status).toBe(201);
    const fourth = await send(B.app, 'Чотири');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
  });

  it('a platform setting changed through A is what B answers within a second (not after its 5 s cache)', async () => {
    const admin = await kit.person('ADMIN');
    const features = async () => (await request(B.app).get(api('/config')).expect(200)).body.data.features as Record<string, boolean>;
    expect((await features()).uploads).toBe(true); // B has the settings cached now
    const changedAt = Date.now();
    await request(A.app).put(api('/admin/settings')).set(admin.auth).send({ features: { uploads: false } }).expect(200);
    await expect.poll(async () => (await features()).uploads, { timeout: 1_000, interval: 50 }).toBe(false);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    await request(A.app).put(api('/admin/settings')).set(admin.auth).send({ features: { uploads: true } }).expect(200);
    await expect.poll(async () => (await features()).uploads, { timeout: 1_000, interval: 50 }).toBe(true);
  });

  it('a booking reminder due now is sent once, by one of the two instances’ workers', async () => {
    const logger = createLogger('silent', 'test');
    const queues = [0, 1].map(() => createJobQueue({ databaseUrl: url, logger, runMaintenance: false, pollingIntervalSeconds: 0.5 }));
    const mailers = [captureMailer(), captureMailer()];
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      const instances = queues.map((queue, i) => bookingJobsOn(db, { queue, mailer: mailers[i]!, appUrl: 'https://vizyt.test', logger }));
      await Promise.all(instances.map((jobs) => jobs.startWorkers({ pollingIntervalSeconds: 0.5 })));
      const { booking } = await kit.booking({ status: 'CONFIRMED', scheduledAt: wholeHour(3) });
      await queues[0]!.boss.send(BOOKING_QUEUES.reminder, { bookingId: booking.id, kind: 'reminder_24h', scheduledAt: booking.scheduledAt.toISOString() });
      const sent = () => mailers[0]!.messages.length + mailers[1]!.messages.length;
      await expect.poll(sent, { timeout: 10_000, interval: 100 }).toBe(2); // the customer and the specialist
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second delivery would have come by now
      expect(sent()).toBe(2);
      // Both e-mails from the instance that took the job: it ran once, not once per instance.
      expect(mailers.map((m) => m.messages.length).sort()).toEqual([0, 2]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop(1_000)));
    }
  });
});
