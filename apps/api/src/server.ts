import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  demoLoginsWithPublishedPasswords,
  demoPasswordsFor,
  formatDemoLogins,
  replacePublishedDemoPasswords,
} from '../../../prisma/seed/demo-accounts.js';
import { demoSeedDecision, isDatabaseEmpty, seedDemoData } from '../../../prisma/seed/seed.js';
import { createApp, requestListener } from './app.js';
import { buildContainer } from './container.js';
import { hostForUrl, loadEnv } from './config/env.js';
import { createDb } from './lib/db.js';
import { hashPassword, verifyPassword } from './lib/password.js';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase } from './lib/embedded-postgres.js';
import { createJobQueue } from './lib/jobs.js';
import { createLogger } from './lib/logger.js';
import { migrate } from './lib/migrator.js';
import { migrationsDir, repoRoot } from './lib/paths.js';

// Last resort while starting: an error thrown outside main's promise chain (a library's event
// handler, say) must still end in one line, not a crash dump. Once the server runs, Node's
// default behaviour applies again.
process.on('uncaughtException', reportStartupFailure);
process.on('unhandledRejection', reportStartupFailure);
function startupFinished(): void {
  process.off('uncaughtException', reportStartupFailure);
  process.off('unhandledRejection', reportStartupFailure);
}

const EMBEDDED_DATABASE_NAME = 'vizyt';

/** A path relative to the repository when it lies inside it, else absolute. */
const shownPath = (p: string) => {
  const relative = path.relative(repoRoot, p);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : path.resolve(p);
};

async function main(): Promise<void> {
  const dotenv = path.join(repoRoot, '.env');
  if (fs.existsSync(dotenv)) process.loadEnvFile(dotenv);
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL, env.NODE_ENV);
  const version = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(env.DATA_DIR, 'postgres');
    logger.info({ dataDir, port: env.EMBEDDED_PG_PORT }, 'DATABASE_URL is not set: starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir, port: env.EMBEDDED_PG_PORT, log: (m) => logger.debug({ postgres: m }) });
    await embedded.ensureDatabase(EMBEDDED_DATABASE_NAME);
    databaseUrl = embedded.urlFor(EMBEDDED_DATABASE_NAME);
  }

  const { applied } = await migrate(databaseUrl, migrationsDir, (m) => logger.info(m));
  if (applied.length === 0) logger.info('database schema is up to date');

  const db = createDb(databaseUrl);
  const production = env.NODE_ENV === 'production';
  const passwords = demoPasswordsFor(env.NODE_ENV);
  const seedWhen = demoSeedDecision(env.SEED_DEMO_DATA, { production, embedded: embedded !== null });
  const seed = seedWhen === 'always' || (seedWhen === 'if-empty' && (await isDatabaseEmpty(db)));
  const seeded = seed ? await seedDemoData(db, { hashPassword, passwords, log: (m) => logger.info(m) }) : [];
  if (production) {
    // No demo account keeps a published password in production (databases seeded before this
    // rule get new ones). Random passwords are shown once, right away: a later start-up failure
    // must not lose them.
    const fresh = [...seeded, ...(await replacePublishedDemoPasswords(db, { hashPassword, verifyPassword }))];
    if (fresh.length > 0) process.stdout.write(`\n${formatDemoLogins(fresh, passwords).join('\n')}\n\n`);
  }
  // Elsewhere the banner lists the demo sign-ins whose password is still the published one.
  // Checking costs a bcrypt round per account, so it runs while the job queue starts.
  const publishedLogins = production ? Promise.resolve([]) : demoLoginsWithPublishedPasswords(db, { verifyPassword });
  publishedLogins.catch(() => {}); // awaited below; this keeps an earlier failure from also reporting it as unhandled

  // Background jobs (booking reminders, expiry) live in the database's `pgboss` schema, so
  // they survive restarts and are shared by every instance.
  const jobs = createJobQueue({ databaseUrl, logger });
  await jobs.start();
  const container = buildContainer({ env, db, databaseUrl, logger, jobs });
  await container.startWorkers();
  logger.info('job queue started');
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD && (await container.auth.ensureAdmin(env.ADMIN_EMAIL.toLowerCase(), env.ADMIN_PASSWORD))) {
    logger.info({ email: env.ADMIN_EMAIL }, 'created the first admin from ADMIN_EMAIL');
  }
  const app = createApp({ env, db, logger, version, container });
  // The app behind the health fast path (http/health-fast-path.ts); socket.io joins this server below.
  const server = http.createServer(requestListener(app)).listen(env.PORT, env.HOST);
  // Keep idle connections longer than clients and proxies do (load balancers commonly use 60 s).
  // With Node's 5 s default, a client that reuses a connection just as the server closes it gets
  // ECONNRESET — seen in the browser tests' API client.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // socket.io on the same port (path /socket.io), and the LISTEN that carries committed notifications.
  await container.startRealtime(server);
  // The Telegram bot hears /start and /stop (webhook or polling), when a bot is configured.
  await container.startTelegram();
  // Issue #28: a second instance on this database without Redis says what it will not share.
  const notShared = await container.notSharedWithOthers();
  if (notShared) logger.warn(notShared);

  const base = `http://${hostForUrl(env.HOST)}:${env.PORT}`;
  const demoLogins = await publishedLogins;
  const lines = [
    '',
    `  Vizyt ${version} is running at ${base}`,
    `  API:            ${base}/api/v1   (health: ${base}/api/v1/health)`,
    `  API reference:  ${base}/api/docs`,
    ...(container.devOutbox ? [`  E-mail outbox:  ${base}/dev/outbox   (development: e-mails are not sent)`] : []),
    `  Database:       ${embedded ? `embedded PostgreSQL (data in ${shownPath(path.join(env.DATA_DIR, 'postgres'))})` : 'DATABASE_URL'}`,
  ];
  if (demoLogins.length > 0) lines.push('', ...formatDemoLogins(demoLogins, passwords));
  lines.push('', '  Press Ctrl+C to stop.', '');
  process.stdout.write(`${lines.join('\n')}\n`);
  startupFinished();

  let stopping = false;
  /**
   * A graceful stop (SIGTERM from a deploy or an orchestrator, Ctrl+C): no new connections; the
   * requests in flight get up to SHUTDOWN_GRACE_MS (10 s) to finish; sockets are told the instance is
   * restarting (their clients reconnect, through the load balancer, to one that runs) and closed;
   * running jobs get a few seconds, unfinished ones are retried by another instance. Exit code 0.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections; finishing the requests in flight');
    const force = setTimeout(() => {
      logger.error('did not stop in time; exiting');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS + 15_000);
    force.unref();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections close as soon as they are idle: now, or when their response is sent.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await container.stopRealtime().catch(() => {});
    await container.stopTelegram().catch(() => {});
    const inTime = await Promise.race([drained.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), env.SHUTDOWN_GRACE_MS).unref())]);
    clearInterval(sweep);
    if (!inTime) {
      logger.warn({ graceMs: env.SHUTDOWN_GRACE_MS }, 'requests still running after the grace period: closing their connections');
      server.closeAllConnections();
      await drained;
    }
    // Running jobs get a few seconds to finish; unfinished ones are retried by the next start.
    await jobs.stop(6_000).catch((err: unknown) => logger.warn({ err }, 'job queue did not stop cleanly'));
    await container.close().catch(() => {});
    await db.$disconnect().catch(() => {});
    await embedded?.stop().catch(() => {});
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Start-up failures end the process with what went wrong in words, never a stack trace. The
 * embedded database's errors are complete in one line; others add their cause. LOG_LEVEL=debug
 * or trace adds the stack for whoever is debugging.
 */
function reportStartupFailure(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Vizyt could not start: ${message}\n`);
  if (error instanceof Error && error.cause && !(error instanceof EmbeddedPostgresError)) {
    process.stderr.write(`  cause: ${String((error.cause as Error).message ?? error.cause)}\n`);
  }
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '') && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}

main().catch(reportStartupFailure);
