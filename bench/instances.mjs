#!/usr/bin/env node
// One API instance against two behind one address (issue #28), in one run on one database:
//   - "one, direct": one built API process (production settings, demo data), loaded directly;
//   - "one, behind nginx": the same process behind nginx (what the proxy alone costs);
//   - "two, behind nginx": two processes on the same database and Redis, nginx spreading the load.
// The three are loaded in turn, alternating, ROUNDS rounds of DURATION seconds per scenario,
// CONNECTIONS connections; the table shows each configuration's median round.
//
//   npm run bench:instances   (builds, then: node bench/instances.mjs)
//   node bench/instances.mjs [--duration 10] [--rounds 2] [--connections 50]
//
// Needs nginx (Debian: apt-get install nginx-light) and a Redis: REDIS_URL, else 127.0.0.1:6379.
// Writes its section of bench/RESULTS.md (between the instances markers) and prints it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { arg, BENCH_JWT_SECRET, CONNECTIONS, DURATION, database, load, log, machine, PORT, root, tempDataDir } from './harness.mjs';

const ROUNDS = arg('rounds', 2);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RESULTS = path.join(root, 'bench/RESULTS.md');
/** docs/scaling.md shows the same table (between its own markers). */
const SCALING_DOC = path.join(root, 'docs/scaling.md');
const MARK_START = '<!-- instances:start -->';
const MARK_END = '<!-- instances:end -->';
const PORTS = { first: PORT, second: PORT + 1, nginxOne: PORT + 2, nginxTwo: PORT + 3 };

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginx) {
  log('nginx is not installed (Debian: apt-get install nginx-light): this benchmark needs it in front of the instances.');
  process.exit(1);
}

const redisAnswers = () =>
  new Promise((resolve) => {
    const u = new URL(REDIS_URL);
    const socket = net.connect(Number(u.port || 6379), u.hostname, () => socket.end(() => resolve(true)));
    socket.on('error', () => resolve(false));
  });
if (!(await redisAnswers())) {
  log(`no Redis answers at ${REDIS_URL}: set REDIS_URL.`);
  process.exit(1);
}

const children = [];
const startInstance = (url, port, dataDir, seed) => {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_PREFIX: `bench-${process.pid}`,
      SEED_DEMO_DATA: seed ? 'true' : 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      API_RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
const healthy = async (port) => {
  for (let i = 0; i < 240; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`nothing healthy on port ${port}`);
};

const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-bench-nginx-'));
const nginxConf = path.join(nginxDir, 'nginx.conf');
fs.writeFileSync(
  nginxConf,
  `worker_processes auto;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  upstream one { server 127.0.0.1:${PORTS.first}; keepalive 64; }
  upstream two { server 127.0.0.1:${PORTS.first}; server 127.0.0.1:${PORTS.second}; keepalive 64; }
  server { listen 127.0.0.1:${PORTS.nginxOne}; location / { proxy_pass http://one; proxy_http_version 1.1; proxy_set_header Connection ""; } }
  server { listen 127.0.0.1:${PORTS.nginxTwo}; location / { proxy_pass http://two; proxy_http_version 1.1; proxy_set_header Connection ""; } }
}
`,
);

const { url, stop } = await database();
const dataDir = tempDataDir();
let exitCode = 0;
try {
  // The first instance migrates and seeds; the second starts on the finished database.
  startInstance(url, PORTS.first, dataDir, true);
  await healthy(PORTS.first);
  startInstance(url, PORTS.second, dataDir, false);
  await healthy(PORTS.second);
  const started = spawnSync(nginx, ['-c', nginxConf, '-p', nginxDir], { stdio: 'inherit' });
  if (started.status !== 0) throw new Error('nginx did not start');
  await healthy(PORTS.nginxTwo);

  const found = await (await fetch(`http://127.0.0.1:${PORTS.first}/api/v1/services?search=${encodeURIComponent('манікюр')}`)).json();
  const serviceId = found.data.services[0].id;
  const WORDS = ['манікюр', 'масаж', 'стрижка', 'сантехнік', 'репетитор', 'психолог', 'прибирання', 'електрик'];
  const scenarios = [
    { name: 'service page', path: `/api/v1/services/${serviceId}` },
    { name: 'search (a new page each request)', path: (n) => `/api/v1/services?search=${encodeURIComponent(WORDS[n % WORDS.length])}&page=${1 + (n % 3)}&limit=12&sort=rating&minPrice=${(n % 50) * 10}` },
    { name: 'health (no database)', path: '/api/v1/health' },
  ];
  const configs = [
    { name: 'one, direct', port: PORTS.first },
    { name: 'one, behind nginx', port: PORTS.nginxOne },
    { name: 'two, behind nginx', port: PORTS.nginxTwo },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    const runs = new Map(configs.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const config of configs) runs.get(config.name).push(await load(`${scenario.name} — ${config.name}`, scenario.path, { port: config.port }));
    }
    for (const config of configs) {
      const sorted = runs.get(config.name).sort((a, b) => a.rps - b.rps);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      rows.push({ scenario: scenario.name, config: config.name, ...median });
    }
  }
  const errors = rows.reduce((sum, r) => sum + r.non2xx, 0);
  const byScenario = (name, config) => rows.find((r) => r.scenario === name && r.config === config);
  const lines = [
    MARK_START,
    '## One API instance and two behind one address (issue #28)',
    '',
    `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Command: \`node bench/instances.mjs --duration ${DURATION} --rounds ${ROUNDS} --connections ${CONNECTIONS}\` (after \`npm run build\`), nginx ${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')}, Redis at ${REDIS_URL}, PostgreSQL ${process.env.BENCH_DATABASE_URL ? 'at BENCH_DATABASE_URL' : 'embedded'} with the demo data, all on this machine. Each row is the median round by requests per second (with an even number of rounds, the slower middle one) of ${ROUNDS} rounds of ${DURATION} s; the three configurations were loaded in turn.`,
    '',
    '| scenario | configuration | p50 ms | p95 ms | p99 ms | req/s | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.scenario} | ${r.config} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${r.non2xx} |`),
    '',
    ...scenarios.map((s) => {
      const one = byScenario(s.name, 'one, direct');
      const two = byScenario(s.name, 'two, behind nginx');
      return `- ${s.name}: two instances behind nginx serve ${(two.rps / one.rps).toFixed(2)}× the requests per second of one instance served directly.`;
    }),
    MARK_END,
  ];
  if (errors > 0) {
    log(`${errors} requests failed`);
    exitCode = 1;
  }
  const existing = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '';
  const section = lines.join('\n');
  const updated = existing.includes(MARK_START)
    ? existing.replace(new RegExp(`${MARK_START}[\\s\\S]*?${MARK_END}`), section)
    : `${existing.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(RESULTS, updated);
  const doc = fs.readFileSync(SCALING_DOC, 'utf8');
  const table = lines.slice(3, -1).join('\n');
  fs.writeFileSync(SCALING_DOC, doc.replace(/<!-- scaling-numbers:start -->[\s\S]*?<!-- scaling-numbers:end -->/, `<!-- scaling-numbers:start -->\n${table}\n<!-- scaling-numbers:end -->`));
  process.stdout.write(`${section}\n`);
} catch (error) {
  log(`benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
  exitCode = 1;
} finally {
  spawnSync(nginx, ['-c', nginxConf, '-p', nginxDir, '-s', 'stop']);
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)));
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(nginxDir, { recursive: true, force: true });
}
process.exit(exitCode);
