import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../lib/db.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../lib/embedded-postgres.js';
import { migrate } from '../lib/migrator.js';
import { migrationsDir } from '../lib/paths.js';
import { api } from '../test/api.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue #28, item 5: PostgreSQL stops under load and comes back. A private PostgreSQL (the
 * embedded one, never the shared server) is stopped while clients keep asking: health answers 503
 * in the envelope within a second, every request fails with 503 SERVICE_UNAVAILABLE within 5 s
 * (never a 500, never a hang), and once the database is back the same app serves again without
 * a restart.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-db-down-'));
fs.chmodSync(dir, 0o755);
const port = 52_000 + Math.floor(Math.random() * 2_000);
let embedded: EmbeddedDatabase | null = null;
let db: Db;
let app: TestApp['app'];

const start = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port });

beforeAll(async () => {
  embedded = await start();
  await embedded.ensureDatabase('vizyt');
  const url = embedded.urlFor('vizyt');
  await migrate(url, migrationsDir);
  db = createDb(url);
  ({ app } = createTestApp(db, url));
}, 120_000);

afterAll(async () => {
  await db?.$disconnect().catch(() => {});
  await embedded?.stop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One request: its status, error code and how long it took. */
const timed = async (path: string) => {
  const started = Date.now();
  const res = await request(app).get(api(path));
  return { status: res.status, code: res.body?.error?.code as string | undefined, success: res.body?.success as boolean | undefined, ms: Date.now() - started };
};

describe('PostgreSQL stops under load and comes back', () => {
  it('health and requests answer 503 in the envelope while it is away, and the same app serves again when it is back', { timeout: 120_000 }, async () => {
    const paths = ['/services?search=манікюр', '/services/categories', '/services/pricing-range', '/services?page=2'];
    expect((await timed('/health')).status).toBe(200);
    for (const p of paths) expect((await timed(p)).status).toBe(200);

    // Load: clients keep asking while the database goes away.
    let loading = true;
    const seen: Array<{ status: number; code?: string | undefined; ms: number }> = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        while (loading) seen.push(await timed(paths[i % paths.length]!));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await embedded!.stop();
    const stoppedAt = Date.now();

    // Health says so within a second.
    let health = await timed('/health');
    while (health.status !== 503 && Date.now() - stoppedAt < 1_000) health = await timed('/health');
    expect(health).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', success: false });
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
    // Requests fail plainly.
    for (const p of paths) expect(await timed(p)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', success: false });
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Back, on the same port: the same app serves again (its pool reconnects).
    embedded = await start();
    const backAt = Date.now();
    await expect.poll(async () => (await timed('/health')).status, { timeout: 10_000, interval: 100 }).toBe(200);
    for (const p of paths) await expect.poll(async () => (await timed(p)).status, { timeout: 5_000, interval: 100 }).toBe(200);
    loading = false;
    await load;

    // Under load, nothing was ever a 500, and nothing hung for 5 s.
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);
    expect(seen.filter((r) => r.status === 503).every((r) => r.code === 'SERVICE_UNAVAILABLE')).toBe(true);
    expect(Math.max(...seen.map((r) => r.ms))).toBeLessThan(5_000);
    expect(seen.some((r) => r.status === 503)).toBe(true);
    expect(Date.now() - backAt).toBeLessThan(15_000);
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away from a request that is wrong', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ code: 'P2010', meta: { driverAdapterError: { cause: { originalCode: '57P01' } } } })).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'P2002' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
