// Starts the built app for the browser tests: a fresh embedded PostgreSQL in a temporary
// folder (so runs never see each other's data, whatever DATABASE_URL says), demo data, and
// the API serving the SPA on E2E_PORT. Removes the folder when Playwright stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-e2e-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as the `postgres` user when we are root
const port = process.env.E2E_PORT ?? '3100';
const pgPort = 56_000 + Math.floor(Math.random() * 3_000);
// A test that must arrange what no endpoint can (a visit that already took place) reaches this
// database through e2e/fixtures/database.ts, which finds its address here by E2E_PORT. The
// user and password are the embedded server's (apps/api/src/lib/embedded-postgres.ts).
const databaseUrlFile = path.join(os.tmpdir(), `vizyt-e2e-${port}.database-url`);
fs.writeFileSync(databaseUrlFile, `postgresql://postgres:vizyt-embedded@127.0.0.1:${pgPort}/vizyt`);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // development: the browser tests read verification e-mails from the dev outbox.
    NODE_ENV: 'development',
    // Every test signs in from 127.0.0.1; the per-IP limit is tested in the API tests.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    REFRESH_RATE_LIMIT_PER_IP: '10000',
    API_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: port,
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'auto',
    LOG_LEVEL: 'warn',
  },
});

const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(databaseUrlFile, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
