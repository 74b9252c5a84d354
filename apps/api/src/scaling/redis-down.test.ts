import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../test/api.js';
import { useTestDatabase } from '../test/db.js';
import { nextEvent, useLiveServer } from '../test/live-server.js';
import { createTestApp } from '../test/test-app.js';
import { bookingTestKit } from '../modules/bookings/bookings.test-support.js';

/**
 * Issue #28, item 5: Redis goes away with REDIS_URL set, and comes back. A private redis-server
 * (the machine's binary on a port of its own, never the shared server) under two instances is
 * killed: both keep serving HTTP (rate limits count in the process meanwhile), a socket's own
 * instance still delivers to it, each instance logs one line that Redis is away; when Redis is
 * back each logs that, and events cross between instances again.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const { db, url } = await useTestDatabase();
const port = 46_000 + Math.floor(Math.random() * 2_000);
const redisUrl = `redis://127.0.0.1:${port}`;
if (!hasRedisServer) console.warn('redis-down.test.ts: skipped, no redis-server binary on this machine (apt-get install redis-server)');

let redis: ChildProcess | null = null;
const startRedis = async () => {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
};
if (hasRedisServer) await startRedis();
afterAll(() => {
  redis?.kill('SIGKILL');
});

/** Each instance's log lines (info and up), to see what it says about Redis. */
const logOf = () => {
  const lines: Array<{ level: number; msg: string }> = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) }) };
};
const logA = logOf();
const logB = logOf();
const env = { REDIS_URL: redisUrl, MESSAGES_PER_MINUTE: '50' };
const A = createTestApp(db, url, env, { logger: logA.logger });
const B = createTestApp(db, url, env, { logger: logB.logger });
const liveA = useLiveServer(A.app, A.container);
const liveB = useLiveServer(B.app, B.container);
const kit = bookingTestKit(db, A.container);
const tokenOf = (auth: Record<string, string>) => auth.Authorization!.replace('Bearer ', '');
const said = (log: ReturnType<typeof logOf>, text: RegExp) => log.lines.filter((line) => text.test(line.msg)).length;

describe.skipIf(!hasRedisServer)('Redis goes away and comes back (REDIS_URL set)', () => {
  it('HTTP keeps serving, live events degrade to each instance, one log line each way, and events cross again when it is back', { timeout: 60_000 }, async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const started = await request(A.app).post(api('/conversations')).set(customer.auth).send({ specialistId: world.specialist.id, message: 'Перше' }).expect(201);
    const conversationId = started.body.data.conversation.id as string;
    const send = (app: typeof A.app, content: string) => request(app).post(api(`/conversations/${conversationId}/messages`)).set(customer.auth).send({ content });
    const onB = await liveB.connected(tokenOf(world.specialistAuth));
    const onA = await liveA.connected(tokenOf(world.specialistAuth));
    const crossed = nextEvent<{ message: { content: string } }>(onB, 'message:new', 5_000);
    await send(A.app, 'Друге').expect(201);
    expect((await crossed).message.content).toBe('Друге');

    redis!.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // HTTP keeps serving on both, promptly: reads, writes, and the flood guard (counting in the process now).
    for (const app of [A.app, B.app]) {
      const startedAt = Date.now();
      await request(app).get(api('/services/categories')).expect(200);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
    }
    const localOnly = nextEvent<{ message: { content: string } }>(onA, 'message:new', 5_000);
    const sentAt = Date.now();
    await send(A.app, 'Третє').expect(201);
    expect(Date.now() - sentAt).toBeLessThan(3_000);
    // The socket on the instance that sent it still hears it.
    expect((await localOnly).message.content).toBe('Третє');
    await expect.poll(() => said(logA, /Redis is unreachable/), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => said(logB, /Redis is unreachable/), { timeout: 5_000 }).toBe(1);

    await startRedis();
    await expect.poll(() => said(logA, /Redis is back/), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => said(logB, /Redis is back/), { timeout: 10_000 }).toBe(1);
    // Events cross again once the subscriptions are back.
    await expect
      .poll(
        async () => {
          const again = nextEvent<{ message: { content: string } }>(onB, 'message:new', 1_000).then(() => true, () => false);
          await send(A.app, 'Знову');
          return again;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
    expect(said(logA, /Redis is unreachable/)).toBe(1);
  });
});
