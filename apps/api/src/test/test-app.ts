import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { afterAll } from 'vitest';
import { createApp } from '../app.js';
import { loadEnv, type Env } from '../config/env.js';
import { buildContainer, type Container, type ContainerDeps } from '../container.js';
import type { Db } from '../lib/db.js';
import { createLogger } from '../lib/logger.js';
import { testPasswords } from './accounts.js';

/** Where test apps keep files (uploads, private files) unless a test sets DATA_DIR. */
export const TEST_DATA_DIR = path.join(os.tmpdir(), 'vizyt-test-data');

export interface TestApp {
  app: Express;
  container: Container;
  env: Env;
}

/**
 * The real application, wired to a test database; no web bundle unless a test asks for one.
 * Abuse limits are high unless a test sets them, so files can sign in as often as they need.
 */
export function createTestApp(
  db: Db,
  databaseUrl: string,
  overrides: Partial<Record<keyof Env, string>> = {},
  /** `jobs`: a started queue (createJobQueue) → the real booking jobs instead of noBookingJobs. */
  extra: Pick<ContainerDeps, 'googleCertificates' | 'mailer' | 'jobs' | 'passwords'> & { logger?: ContainerDeps['logger'] } = {},
): TestApp {
  const env = loadEnv({
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join('/nonexistent', 'web-dist'),
    CORS_ORIGINS: 'http://localhost:5173',
    DATA_DIR: TEST_DATA_DIR,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    REFRESH_RATE_LIMIT_PER_IP: '10000',
    CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: '10000',
    API_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    FEEDBACK_RATE_LIMIT_PER_IP: '10000',
    ...overrides,
  });
  const { logger = createLogger('silent', 'test'), ...deps } = extra;
  const container = buildContainer({ env, db, databaseUrl, logger, passwords: testPasswords, ...deps });
  afterAll(async () => {
    // The test provider delivers its events after the request that caused them answered (as a
    // webhook would): let them land before the database goes away.
    await container.payments.testProvider?.settled();
    await container.close();
  });
  return { app: createApp({ env, db, logger, version: '0.0.0-test', container }), container, env };
}
