import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, explainInitFailure, explainStartFailure, probeBinary, startEmbeddedPostgres } from './embedded-postgres.js';
import { readSystemUser } from './postgres-user-access.js';

/**
 * Start-up failures of the embedded database end in one EmbeddedPostgresError whose message
 * says what happened and what to do — never a crash inside the embedded-postgres package.
 */
const isRoot = process.getuid?.() === 0;
const temps: string[] = [];
/** A temporary folder; `open` makes it enterable by the postgres system user (mkdtemp gives 700). */
const tempDir = (open: boolean) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-epg-test-'));
  if (open) fs.chmodSync(dir, 0o755);
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});
const freePortNear = () => 57_000 + Math.floor(Math.random() * 2_500);

const failureOf = async (promise: Promise<unknown>): Promise<EmbeddedPostgresError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmbeddedPostgresError);
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  return error as EmbeddedPostgresError;
};

describe('startEmbeddedPostgres failures', () => {
  it.skipIf(!isRoot)('as root, names the folder the postgres user cannot enter instead of crashing on spawn', async () => {
    const closed = tempDir(false); // mode 700, owned by root: like a clone under /root
    const error = await failureOf(startEmbeddedPostgres({ dataDir: path.join(closed, 'data', 'postgres'), port: freePortNear() }));
    expect(error.message).toContain(`cannot enter ${fs.realpathSync(closed)} (mode 700, owned by root)`);
    expect(error.message).toMatch(/runs as root.*system user "postgres"/);
    expect(error.message).toMatch(/Set DATA_DIR to a folder the postgres user can enter.*DATABASE_URL/);
    expect(fs.existsSync(path.join(closed, 'data', 'postgres', 'PG_VERSION'))).toBe(false);
  });

  it('explains a taken port, then a damaged data folder', { timeout: 60_000 }, async () => {
    const dataDir = path.join(tempDir(true), 'postgres');
    const port = freePortNear();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const taken = await failureOf(startEmbeddedPostgres({ dataDir, port }));
      expect(taken.message).toContain(`cannot listen on 127.0.0.1:${port}: the port is taken`);
      expect(taken.message).toContain('EMBEDDED_PG_PORT');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }

    // The cluster was created before the start failed; now lose a file PostgreSQL needs.
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    fs.rmSync(path.join(dataDir, 'global', 'pg_control'));
    const damaged = await failureOf(startEmbeddedPostgres({ dataDir, port: freePortNear() + 2_500 }));
    expect(damaged.message).toContain(`did not start with the data in ${dataDir} (`);
    expect(damaged.message).toContain('pg_control');
    expect(damaged.message).toContain('delete it to start over');
  });

  it('explains a data folder that holds something else', { timeout: 30_000 }, async () => {
    const dataDir = path.join(tempDir(true), 'postgres');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'not a database');
    const error = await failureOf(startEmbeddedPostgres({ dataDir, port: freePortNear() }));
    expect(error.message).toContain(`cannot create its database in ${dataDir}: the folder is not empty but holds no PostgreSQL data`);
  });
});

describe('probeBinary', () => {
  const script = (dir: string, name: string, body: string, mode: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode });
    fs.chmodSync(file, mode);
    return file;
  };

  it('turns a binary that cannot be executed into an error instead of a crash', async () => {
    const file = script(tempDir(true), 'initdb', 'exit 0', 0o644);
    const error = await failureOf(probeBinary(file, null));
    expect(error.message).toContain(`cannot run ${file} (EACCES)`);
  });

  it.skipIf(!isRoot)('as root, runs the binary as the postgres user, as the package will', async () => {
    const closed = tempDir(false);
    const file = script(closed, 'initdb', 'exit 0', 0o755);
    const postgres = readSystemUser('postgres');
    const error = await failureOf(probeBinary(file, postgres.uid === null ? { ...postgres, uid: 65534, gids: [65534] } : postgres));
    expect(error.message).toMatch(/as the system user "postgres" \(EACCES\).*DATABASE_URL.*\/srv or \/opt/);
    await expect(probeBinary(file, null)).resolves.toBeUndefined();
  });

  it('reports a binary that starts but fails, e.g. without its shared libraries', async () => {
    const file = script(tempDir(true), 'postgres', 'echo "postgres: error while loading shared libraries: libicuuc.so.60: cannot open shared object file" >&2; exit 127', 0o755);
    const error = await failureOf(probeBinary(file, null));
    expect(error.message).toContain("postgres does not run on this machine (postgres: error while loading shared libraries: libicuuc.so.60");
  });
});

describe('messages from PostgreSQL output', () => {
  const where = { port: 54329, dataDir: '/srv/vizyt/.data/postgres' };

  it('recognise a taken port, a data folder in use and anything else', () => {
    expect(explainStartFailure(['LOG:  could not bind IPv4 address "127.0.0.1": Address already in use', 'FATAL:  could not create any TCP/IP sockets'], where)).toMatch(
      /^The embedded PostgreSQL cannot listen on 127\.0\.0\.1:54329: the port is taken/,
    );
    expect(explainStartFailure(['FATAL:  lock file "postmaster.pid" already exists', 'HINT:  Is another postmaster (PID 12) running in data directory?'], where)).toContain(
      'is in use by another PostgreSQL',
    );
    expect(explainStartFailure(['2026-11-25 08:00:00 UTC [1] FATAL:  database files are incompatible with server'], where)).toBe(
      'The embedded PostgreSQL did not start with the data in /srv/vizyt/.data/postgres (database files are incompatible with server). If that folder holds nothing you need, delete it to start over; otherwise set DATABASE_URL to use your own PostgreSQL server.',
    );
    expect(explainStartFailure([], where)).toContain('did not start with the data in /srv/vizyt/.data/postgres. ');
  });

  it('keep the one line of initdb output that says what failed', () => {
    const message = 'Postgres init script failed (code: 1, signal: null). ERROR OUTPUT: The files belonging to this database system will be owned by user "postgres".\ninitdb: error: could not create directory "/srv/x": Permission denied\n';
    expect(explainInitFailure(message, '/srv/x')).toBe(
      'The embedded PostgreSQL could not create its database in /srv/x (could not create directory "/srv/x": Permission denied). Delete that folder if it holds nothing you need and start again, or set DATABASE_URL to use your own PostgreSQL server.',
    );
    expect(explainInitFailure('Failed to create and initialize a new user on this system.', '/srv/x')).toContain('(Failed to create and initialize a new user on this system.)');
  });
});
