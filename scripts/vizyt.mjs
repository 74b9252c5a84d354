#!/usr/bin/env node
// The one entry point behind `npm start`, `npm test`, `npm run build` and `pnpm dev`.
// It needs only Node.js 20+ and npm: pnpm is run through npx when it is not installed, and
// each step is skipped when its inputs have not changed since it last ran.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const stampDir = path.join(root, 'node_modules', '.vizyt');
const resultsDir = path.join(root, '.data', 'test-results');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Vizyt needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

// Every step is timed; `npm test` ends with the duration of each (issue #27).
const startedAt = Date.now();
const durations = [];
let currentStep = null;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function endStep() {
  if (currentStep) durations.push({ label: currentStep.label, ms: Date.now() - currentStep.started });
  currentStep = null;
}
/** Starts a step: prints its title and times it until the next step (or `endStep`). */
const step = (title, label = title) => {
  endStep();
  currentStep = { label, started: Date.now() };
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
};
function printDurations() {
  endStep();
  const width = Math.max(...durations.map((d) => d.label.length));
  console.log('\nDurations:');
  for (const { label, ms } of durations) console.log(`  ${label.padEnd(width)}  ${seconds(ms).padStart(8)}`);
  console.log(`  ${'Total'.padEnd(width)}  ${seconds(Date.now() - startedAt).padStart(8)}`);
}

function run(cmd, args, { env = {}, allowFail = false } = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
  if (res.status !== 0 && !allowFail) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status ?? 1);
  }
  return res.status ?? 1;
}

let pnpmCommand;
/** pnpm itself when the right version is installed, else through npx. */
function pnpmCmd() {
  if (!pnpmCommand) {
    const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
    pnpmCommand = probe.status === 0 && probe.stdout.trim() === PNPM_VERSION ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  }
  return pnpmCommand;
}
function pnpm(args, options) {
  const [cmd, ...pre] = pnpmCmd();
  return run(cmd, [...pre, ...args], options);
}

/** pnpm in the background, its output (stdout and stderr) into `logFile`; resolves to the exit status. */
function pnpmAsync(args, logFile) {
  const [cmd, ...pre] = pnpmCmd();
  const out = fs.openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, [...pre, ...args], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0') },
      shell: process.platform === 'win32',
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => {
      fs.closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const hashFiles = (files) => {
  const h = createHash('sha256');
  for (const f of files) h.update(f).update(fs.existsSync(path.join(root, f)) ? fs.readFileSync(path.join(root, f)) : '');
  return h.digest('hex');
};
const stampOk = (name, hash) => fs.existsSync(path.join(stampDir, name)) && fs.readFileSync(path.join(stampDir, name), 'utf8') === hash;
const writeStamp = (name, hash) => {
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(path.join(stampDir, name), hash);
};

function ensureInstalled() {
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', 'apps/api/package.json', 'apps/web/package.json', 'packages/contracts/package.json', 'bench/package.json'];
  const hash = hashFiles(manifests);
  if (!stampOk('install', hash)) {
    step('Installing dependencies (pnpm install --frozen-lockfile)', 'Install (pnpm)');
    pnpm(['install', '--frozen-lockfile']);
    writeStamp('install', hash);
  }
  const schemaHash = hashFiles(['prisma/schema.prisma', 'pnpm-lock.yaml']);
  if (!stampOk('prisma', schemaHash) || !fs.existsSync(path.join(root, 'apps/api/src/generated/prisma/client.ts'))) {
    step('Generating the Prisma client', 'Prisma client');
    pnpm(['exec', 'prisma', 'generate']);
    writeStamp('prisma', schemaHash);
  }
}

function build() {
  step('Building the web app (Vite)', 'Build: web (Vite)');
  pnpm(['--filter', '@vizyt/web', 'build']);
  step('Building the API server', 'Build: API');
  pnpm(['--filter', '@vizyt/api', 'build']);
}

function startServer() {
  step('Starting Vizyt');
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    // A local instance: the development outbox shows e-mails, and a JWT key is generated and kept
    // in .data. Deployments set NODE_ENV=production (and JWT_SECRET, SMTP_URL) themselves.
    env: { NODE_ENV: 'development', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function readCounts(file, kind) {
  try {
    if (kind === 'tap') {
      const text = fs.readFileSync(file, 'utf8');
      const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
      const result = { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
      return Object.values(result).some(Number.isNaN) ? null : result;
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (kind === 'vitest') return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
    const s = report.stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  } catch {
    return null;
  }
}

async function test() {
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  // ESLint runs beside the type-checker (each uses one core); its output is printed after.
  const lintLog = path.join(resultsDir, 'eslint.log');
  const lintStarted = Date.now();
  const lint = pnpmAsync(['exec', 'eslint', '--max-warnings=0', '.'], lintLog).then((status) => {
    durations.push({ label: 'ESLint (beside tsc)', ms: Date.now() - lintStarted });
    return status;
  });
  step('Type-checking (tsc)', 'Type-check (tsc)');
  pnpm(['-r', '--workspace-concurrency=1', 'typecheck']);
  pnpm(['exec', 'tsc', '--noEmit', '-p', 'e2e/tsconfig.json']);
  endStep();
  console.log('\n\x1b[1m▶ Linting (ESLint with import boundaries)\x1b[0m');
  const lintStatus = await lint;
  process.stdout.write(fs.readFileSync(lintLog, 'utf8'));
  if (lintStatus !== 0) {
    console.error(`\n✖ eslint failed (exit ${lintStatus}).`);
    process.exit(lintStatus);
  }

  const suites = [
    ['contracts', '@vizyt/contracts', 'unit tests of the shared contracts'],
    ['web', '@vizyt/web', 'unit and component tests of the web app'],
    ['api', '@vizyt/api', `API tests against ${process.env.DATABASE_URL ? 'the PostgreSQL at DATABASE_URL' : 'an embedded PostgreSQL'}`],
  ];
  // The three suites run side by side (the API's tests mostly wait on PostgreSQL while the web's
  // use the CPU): each one's output is kept in a file and printed whole when all have finished.
  endStep();
  console.log(`\n\x1b[1m▶ Vitest, side by side: ${suites.map(([, , what]) => what).join('; ')}; meanwhile the build the browser tests need\x1b[0m`);
  const sideBySide = Date.now();
  const running = Promise.all(
    suites.map(([name, pkg]) =>
      pnpmAsync(['--filter', pkg, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(resultsDir, `${name}.json`)}`], path.join(resultsDir, `${name}.log`)).then((status) => {
        durations.push({ label: `Vitest: ${name} (side by side)`, ms: Date.now() - sideBySide });
        return status;
      }),
    ),
  );
  build();
  endStep();
  const statuses = await running;
  durations.push({ label: 'Vitest suites and build, side by side (wall)', ms: Date.now() - sideBySide });
  const counts = [];
  let failed = false;
  suites.forEach(([name, , what], i) => {
    console.log(`\n\x1b[1m▶ Vitest: ${what}\x1b[0m`);
    process.stdout.write(fs.readFileSync(path.join(resultsDir, `${name}.log`), 'utf8'));
    failed ||= statuses[i] !== 0;
    counts.push(readCounts(path.join(resultsDir, `${name}.json`), 'vitest') ?? { passed: 0, failed: statuses[i] === 0 ? 0 : 1, skipped: 0 });
  });

  // The API document is a promise tools check (issue #26): built from the route declarations
  // without a server (apps/api/src/tools/export-openapi.ts), then Redocly's recommended rules
  // (redocly.yaml); any error fails the run, warnings are printed.
  step('OpenAPI document: export, then Redocly lint (recommended rules; any error fails)', 'OpenAPI export and lint');
  const openApiFile = path.join(resultsDir, 'openapi.json');
  const openApiStarted = Date.now();
  const quietRedocly = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const openApiStatus =
    run(process.execPath, ['--import', 'tsx', 'apps/api/src/tools/export-openapi.ts', openApiFile], { allowFail: true }) ||
    pnpm(['exec', 'redocly', 'lint', openApiFile, '--config', 'redocly.yaml'], { allowFail: true, env: quietRedocly });
  console.log(`OpenAPI lint ${openApiStatus === 0 ? 'passed' : 'failed'} in ${((Date.now() - openApiStarted) / 1000).toFixed(1)} s`);
  failed ||= openApiStatus !== 0;
  counts.push({ passed: openApiStatus === 0 ? 1 : 0, failed: openApiStatus === 0 ? 0 : 1, skipped: 0 });

  step('Web budget: unit tests of the chunk-graph walk, then the landing page’s JavaScript (≤ 150 KB gzip)', 'Web budget');
  const budgetTap = path.join(resultsDir, 'web-budget.tap');
  const budgetTestsStatus = run(process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${budgetTap}`, 'scripts/'], { allowFail: true });
  failed ||= budgetTestsStatus !== 0;
  counts.push(readCounts(budgetTap, 'tap') ?? { passed: 0, failed: budgetTestsStatus === 0 ? 0 : 1, skipped: 0 });
  const budgetStatus = run(process.execPath, ['scripts/check-web-budget.mjs', path.join(root, 'apps/web/dist')], { allowFail: true });
  failed ||= budgetStatus !== 0;
  counts.push({ passed: budgetStatus === 0 ? 1 : 0, failed: budgetStatus === 0 ? 0 : 1, skipped: 0 });

  step('Browser tests (Playwright in Chromium)', 'Browser tests (Playwright)');
  const e2eOut = path.join(resultsDir, 'e2e.json');
  const e2eStatus = pnpm(['exec', 'playwright', 'test'], { allowFail: true, env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut } });
  failed ||= e2eStatus !== 0;
  counts.push(readCounts(e2eOut, 'playwright') ?? { passed: 0, failed: e2eStatus === 0 ? 0 : 1, skipped: 0 });

  const total = counts.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }), { passed: 0, failed: 0, skipped: 0 });
  printDurations();
  console.log('\nAll suites (type-check and lint passed):');
  console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failed || total.failed > 0 ? 1 : 0);
}

/**
 * The inner loop (`npm run test:changed`): only what the change since a base touches. The base is
 * TEST_BASE, else `main` (on main itself: the last commit, so the uncommitted change). Lint on the
 * changed files, the type-checker of each package they are in, Vitest's `--changed` (the test files
 * whose module graph reaches a changed file, in every package) and Playwright's `--only-changed`
 * (changed specs and the specs importing changed fixtures). `npm test` stays the gate before a merge.
 */
async function testChanged() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  const base = process.env.TEST_BASE ?? (branch === 'main' ? 'HEAD' : git('merge-base', 'HEAD', 'main') || 'HEAD');
  const changed = [...new Set([...git('diff', '--name-only', base).split('\n'), ...git('ls-files', '--others', '--exclude-standard').split('\n')])]
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  console.log(`Changed since ${base}: ${changed.length} file(s)`);
  if (changed.length === 0) return;
  let failed = false;
  const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
  if (lintable.length > 0) {
    step(`ESLint on ${lintable.length} changed file(s)`, 'ESLint (changed files)');
    failed ||= pnpm(['exec', 'eslint', '--max-warnings=0', ...lintable], { allowFail: true }) !== 0;
  }
  const packages = [
    ['packages/contracts/', '@vizyt/contracts'],
    ['apps/web/', '@vizyt/web'],
    ['apps/api/', '@vizyt/api'],
  ];
  for (const [dir, pkg] of packages) {
    if (!changed.some((file) => file.startsWith(dir))) continue;
    step(`Type-checking ${pkg}`, `tsc ${pkg}`);
    failed ||= pnpm(['--filter', pkg, 'typecheck'], { allowFail: true }) !== 0;
  }
  if (changed.some((file) => file.startsWith('e2e/'))) {
    step('Type-checking the browser tests', 'tsc e2e');
    failed ||= pnpm(['exec', 'tsc', '--noEmit', '-p', 'e2e/tsconfig.json'], { allowFail: true }) !== 0;
  }
  for (const [, pkg] of packages) {
    step(`Vitest ${pkg}: tests related to the change`, `Vitest ${pkg} (related)`);
    failed ||= pnpm(['--filter', pkg, 'exec', 'vitest', 'run', `--changed=${base}`, '--passWithNoTests'], { allowFail: true }) !== 0;
  }
  if (changed.some((file) => file.startsWith('e2e/'))) {
    step('Browser tests: changed specs and the specs importing changed fixtures', 'Browser tests (changed)');
    build();
    failed ||= pnpm(['exec', 'playwright', 'test', `--only-changed=${base}`], { allowFail: true }) !== 0;
  }
  printDurations();
  process.exit(failed ? 1 : 0);
}

function dev() {
  step('Development: API with reload on :3000, Vite with hot reload on :5173 (proxying /api)');
  const procs = [
    spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], { cwd: path.join(root, 'apps/api'), stdio: 'inherit', env: process.env }),
    spawn(process.execPath, [path.join(root, 'apps/web/node_modules/vite/bin/vite.js')], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: process.env }),
  ];
  const stop = (signal) => procs.forEach((p) => p.kill(signal));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  procs.forEach((p) => p.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); }));
}

/**
 * `npm run serve` (issue #28): one instance from the built output, nothing installed or built, so
 * several can run side by side (PORT, DATABASE_URL, REDIS_URL from the environment).
 */
function serve() {
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js')) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('Nothing is built yet: run `npm run build` (or `npm start` once), then `npm run serve`.');
    process.exit(1);
  }
  startServer();
}

const command = process.argv[2];
if (command !== 'serve') ensureInstalled();
switch (command) {
  case 'serve':
    serve();
    break;
  case 'start':
    build();
    startServer();
    break;
  case 'build':
    build();
    break;
  case 'test':
    await test();
    break;
  case 'test:changed':
    await testChanged();
    break;
  case 'dev':
    dev();
    break;
  default:
    console.error('usage: node scripts/vizyt.mjs start|serve|test|test:changed|build|dev');
    process.exit(2);
}
