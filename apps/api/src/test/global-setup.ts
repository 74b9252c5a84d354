import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../lib/embedded-postgres.js';
import { migrate } from '../lib/migrator.js';
import { migrationsDir } from '../lib/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of a database with CREATEDB rights on the test server. */
    adminDatabaseUrl: string;
    /** Name of the migrated template each test file clones. */
    templateDatabase: string;
  }
}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * Real PostgreSQL for the API tests: the server at DATABASE_URL when set, otherwise an
 * embedded one in a temporary folder. The schema is migrated once into a template database.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let tempDir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-test-pg-'));
    fs.chmodSync(tempDir, 0o755);
    const port = 55_000 + Math.floor(Math.random() * 5_000);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tempDir, 'data'), port });
    adminUrl = embedded.adminUrl;
  }
  const template = `vizyt_test_tpl_${process.pid}`;
  await dropDatabase(adminUrl, template);
  await ensureDatabase(adminUrl, template);
  await migrate(withDatabase(adminUrl, template), migrationsDir);

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await dropDatabase(adminUrl, template).catch(() => {});
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
