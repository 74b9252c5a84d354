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
    EMBEDDED_PG_PORT: String(56_000 + Math.floor(Math.random() * 3_000)),
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'auto',
    LOG_LEVEL: 'warn',
  },
});

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
