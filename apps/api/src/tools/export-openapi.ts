/**
 * Writes the API's OpenAPI document to a file without starting a server or touching a
 * database: the app is built from the same route declarations the server mounts (the pool
 * connects lazily, and nothing here queries). `npm test` lints the file with Redocly.
 *
 *   node --import tsx apps/api/src/tools/export-openapi.ts <out.json>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { buildContainer } from '../container.js';
import { createDb } from '../lib/db.js';
import { createLogger } from '../lib/logger.js';
import { buildOpenApiDocument } from '../http/openapi.js';
import type { RouteDefinition } from '../http/route.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: export-openapi <out.json>');
  process.exit(2);
}
// Never reached: the document is built from the declarations alone.
const databaseUrl = 'postgresql://openapi-export@127.0.0.1:1/none';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-openapi-'));
const env = loadEnv({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  JWT_SECRET: 'openapi-export-only-secret-not-used-for-signing',
  REALTIME_ENABLED: 'false',
});
const logger = createLogger('silent', 'openapi-export');
const db = createDb(databaseUrl);
const container = buildContainer({ env, db, databaseUrl, logger });
const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const app = createApp({ env, db, logger, version: pkg.version, container });
const document = buildOpenApiDocument(app.locals.routes as RouteDefinition[], pkg.version);
fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`OpenAPI document: ${Object.keys(document.paths ?? {}).length} paths → ${out}\n`);
// Timers of the container (rate-limit store, caches) would keep the process alive.
process.exit(0);
