import PgBoss from 'pg-boss';
import type { Logger } from './logger.js';

/** pg-boss keeps its tables in this schema of the application's database (created on first start). */
export const JOBS_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  databaseUrl: string;
  logger: Logger;
  /**
   * true: this process also runs pg-boss's housekeeping (expiring stuck jobs, archiving) and
   * its cron clock, so `schedule()` fires. The API server sets it; a process that only sends
   * jobs (tests, scripts) leaves it off.
   */
  runMaintenance?: boolean;
  /** How often idle workers look for due jobs (pg-boss default: 2 s). Tests make it shorter. */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  /** The pg-boss client: send jobs, create queues, register workers (`work`) after `start()`. */
  readonly boss: PgBoss;
  /** Opens the pool and installs or migrates the `pgboss` schema (idempotent, safe with several instances). */
  start(): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running handlers, then closes the pool. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The PostgreSQL-backed job queue (pg-boss): jobs live in the database, so they survive a
 * restart, and several API instances share them (a job is fetched with SKIP LOCKED, by one).
 * Needs CREATE rights on the database for its schema; the embedded database's user owns it.
 */
export function createJobQueue({ databaseUrl, logger, runMaintenance = true, pollingIntervalSeconds }: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: 'vizyt-jobs',
    max: 4,
    supervise: runMaintenance,
    schedule: runMaintenance,
    ...(pollingIntervalSeconds ? { pollingIntervalSeconds } : {}),
  });
  // Connection blips and handler failures arrive here; pg-boss retries by itself.
  boss.on('error', (err) => logger.warn({ err }, 'job queue error'));
  let started = false;
  return {
    boss,
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async stop(timeoutMs = 8_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

/** PostgreSQL's deadlock and unique-violation codes: what two instances creating one queue at once can meet. */
const RACE_CODES = new Set(['40P01', '23505']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the queue unless it exists (issue #28). Two instances starting at once on a fresh
 * database both run pg-boss's create_queue, which attaches a partition to the shared job table;
 * PostgreSQL then aborts one of them as a deadlock. The aborted one waits a moment and asks
 * again, and finds the queue the other created.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'> = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, { ...options, name });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await sleep(50 * attempt + Math.floor(Math.random() * 100));
    }
  }
}
