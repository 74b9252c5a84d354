import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Applies prisma/migrations/<name>/migration.sql in order, each in its own transaction,
 * recording them in Prisma's own `_prisma_migrations` table with Prisma's checksum (sha256 of
 * the file), so `prisma migrate deploy/status` on a normal machine sees the same history.
 *
 * Why not `prisma migrate deploy` at start: offline, Prisma 6 runs its Wasm schema engine,
 * which keeps the process alive ~11 s after finishing; this path is instant and exits cleanly.
 * A session-level advisory lock makes concurrent starts (several API instances) safe.
 */
const LOCK_KEY = 72_947_001; // arbitrary, constant: "vizyt migrations"

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string): MigrationFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export async function migrate(databaseUrl: string, dir: string, log: (m: string) => void = () => {}): Promise<MigrationResult> {
  const migrations = readMigrations(dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
        "id" VARCHAR(36) PRIMARY KEY NOT NULL,
        "checksum" VARCHAR(64) NOT NULL,
        "finished_at" TIMESTAMPTZ,
        "migration_name" VARCHAR(255) NOT NULL,
        "logs" TEXT,
        "rolled_back_at" TIMESTAMPTZ,
        "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "applied_steps_count" INTEGER NOT NULL DEFAULT 0
      )`);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const applied: string[] = [];
    for (const m of migrations) {
      const row = done.get(m.name);
      if (row?.finished_at) {
        if (row.checksum !== m.checksum) log(`warning: migration ${m.name} was edited after it was applied`);
        continue;
      }
      if (row && !row.finished_at) {
        throw new Error(`Migration ${m.name} failed earlier and needs attention (see _prisma_migrations.logs)`);
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.name);
      log(`applied migration ${m.name}`);
    }
    return { applied, alreadyApplied: migrations.length - applied.length };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
