import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { createJobQueue, JOBS_SCHEMA, type JobQueue } from './jobs.js';
import { createLogger } from './logger.js';

const { url, db } = await useTestDatabase();
const logger = createLogger('silent', 'test');
const started: JobQueue[] = [];

async function startQueue() {
  const queue = createJobQueue({ databaseUrl: url, logger, runMaintenance: false, pollingIntervalSeconds: 0.5 });
  await queue.start();
  started.push(queue);
  return queue;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((q) => q.stop(1_000)));
});

describe('job queue (pg-boss)', () => {
  it('installs its own schema in the application database', async () => {
    await startQueue();
    const rows = await db.$queryRaw<{ schema_name: string }[]>`SELECT schema_name::text FROM information_schema.schemata WHERE schema_name = ${JOBS_SCHEMA}`;
    expect(rows).toHaveLength(1);
  });

  it('runs a job sent before a restart, once, in the next process', async () => {
    const before = await startQueue();
    await before.boss.createQueue('restart-check');
    await before.boss.send('restart-check', { n: 1 }, { startAfter: new Date(Date.now() + 1_500) });
    await before.stop(1_000);

    const after = await startQueue();
    const seen: unknown[] = [];
    await after.boss.work<{ n: number }>('restart-check', { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      seen.push(...jobs.map((j) => j.data));
    });
    await expect.poll(() => seen, { timeout: 8_000, interval: 200 }).toEqual([{ n: 1 }]);
    // Nothing is delivered a second time once it completed.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('stop() is idempotent and safe before start()', async () => {
    const queue = createJobQueue({ databaseUrl: url, logger, runMaintenance: false });
    await queue.stop();
    await queue.start();
    await queue.stop(1_000);
    await queue.stop(1_000);
  });
});
