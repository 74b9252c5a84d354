import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../app.js';
import { loadEnv, type Env } from '../config/env.js';
import type { Db } from '../lib/db.js';
import { createLogger } from '../lib/logger.js';

/** The real application, wired to a test database; no web bundle unless a test asks for one. */
export function createTestApp(db: Db, overrides: Partial<Record<keyof Env, string>> = {}): Express {
  const env = loadEnv({
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join('/nonexistent', 'web-dist'),
    CORS_ORIGINS: 'http://localhost:5173',
    ...overrides,
  });
  return createApp({ env, db, logger: createLogger('silent', 'test'), version: '0.0.0-test' });
}
