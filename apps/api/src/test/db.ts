import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../lib/db.js';
import { ensureDatabase } from '../lib/embedded-postgres.js';
import { dropDatabase } from './global-setup.js';

export interface TestDatabase {
  url: string;
  db: Db;
}

/**
 * A fresh database for the calling test file, cloned from the migrated template and dropped
 * when the file finishes. Tests build their own rows with the factories; nothing is shared.
 */
export async function useTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `vizyt_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, template);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = createDb(url);
  afterAll(async () => {
    await db.$disconnect();
    await dropDatabase(adminUrl, name);
  });
  return { url, db };
}
