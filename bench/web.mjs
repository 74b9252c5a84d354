#!/usr/bin/env node
// Web benchmark (issue 10): Lighthouse on the built web app served by the real API server (with
// its demo data, on a fresh PostgreSQL), for the landing page, /search and a service page, with
// the desktop and the mobile presets, several runs each. Writes the medians to bench/RESULTS.md
// (the section between the web-bench markers) and prints them.
//
//   pnpm --filter @vizyt/web build && pnpm --filter @vizyt/api build   (once)
//   npm run bench:web [-- --runs 3]
//
// Chromium: BENCH_CHROME_PATH, else /usr/bin/chromium. WEB_DIST_DIR serves another build of
// the web app; BENCH_PORT moves the API off port 3190. Lighthouse's own throttling is used
// (simulated: desktop preset, and the mobile preset's slow 4G with a 4× slower CPU).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { arg, log, machine, PORT, root, runBenchmark } from './harness.mjs';

const RUNS = arg('runs', 3);
const CHROME_PATH = process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const RESULTS_FILE = path.join(root, 'bench', 'RESULTS.md');
const START = '<!-- web-bench:start (written by bench/web.mjs) -->';
const END = '<!-- web-bench:end -->';

/** Targets of issue 10. */
const TARGETS = {
  desktop: { performance: 98, lcpMs: 1000, cls: 0.01, accessibility: 100 },
  mobile: { performance: 90, accessibility: 100 },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function aServicePath(base) {
  const response = await fetch(`${base}/api/v1/services?limit=1`);
  const body = await response.json();
  const id = body?.data?.services?.[0]?.id;
  if (!id) throw new Error(`no service in the demo data (GET /api/v1/services answered ${response.status})`);
  return `/service/${id}`;
}

async function audit(chrome, url, preset) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score !== null && a.score < 1)
    .map((a) => a.id);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    failedA11y,
    userAgent: lhr.environment?.hostUserAgent ?? '',
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function auditWithRetry(chrome, url, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chrome, url, preset);
    } catch (error) {
      if (attempt >= 3 || !/Lighthouse on .*: NO_/.test(String(error))) throw error;
      log(`${String(error).split('\n')[0]} — running it again`);
    }
  }
}

const fmtS = (ms) => `${(ms / 1000).toFixed(2)} s`;

function verdict(preset, m) {
  const t = TARGETS[preset];
  const misses = [];
  if (m.performance < t.performance) misses.push(`performance ${m.performance} < ${t.performance}`);
  if (t.lcpMs !== undefined && m.lcpMs >= t.lcpMs) misses.push(`LCP ${fmtS(m.lcpMs)} ≥ ${fmtS(t.lcpMs)}`);
  if (t.cls !== undefined && m.cls >= t.cls) misses.push(`CLS ${m.cls.toFixed(3)} ≥ ${t.cls}`);
  if (m.accessibility < t.accessibility) misses.push(`accessibility ${m.accessibility} < ${t.accessibility}`);
  return misses.length ? `missed: ${misses.join('; ')}` : 'met';
}

function writeResults(block) {
  const text = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const section = `${START}\n${block}\n${END}`;
  const at = text.indexOf(START);
  const endAt = text.indexOf(END);
  const next = at >= 0 && endAt > at ? `${text.slice(0, at)}${section}${text.slice(endAt + END.length)}` : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(RESULTS_FILE, next);
}

runBenchmark(async () => {
  const base = `http://127.0.0.1:${PORT}`;
  const pages = [
    ['Landing', '/'],
    ['Search', '/search'],
    ['Service page', await aServicePath(base)],
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  const environment = { browser: '', benchmarkIndex: [] };
  try {
    for (const [name, pagePath] of pages) {
      for (const preset of ['desktop', 'mobile']) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await auditWithRetry(chrome, `${base}${pagePath}`, preset);
          log(`${name} ${preset} #${i + 1}: performance ${run.performance}, LCP ${fmtS(run.lcpMs)}, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, accessibility ${run.accessibility}${run.failedA11y.length ? ` (${run.failedA11y.join(', ')})` : ''}`);
          runs.push(run);
          environment.browser ||= /(?:Headless)?Chrome\/[\d.]+/.exec(run.userAgent)?.[0] ?? '';
          environment.benchmarkIndex.push(run.benchmarkIndex);
        }
        const m = Object.fromEntries(['performance', 'accessibility', 'fcpMs', 'lcpMs', 'cls', 'tbtMs'].map((key) => [key, median(runs.map((r) => r[key]))]));
        rows.push({ name, pagePath, preset, ...m, failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))], verdict: verdict(preset, m) });
      }
    }
  } finally {
    await chrome.kill();
  }

  const distDir = (() => {
    if (!process.env.WEB_DIST_DIR) return 'apps/web/dist';
    const relative = path.relative(root, path.resolve(process.env.WEB_DIST_DIR));
    return relative && !relative.startsWith('..') ? relative : path.resolve(process.env.WEB_DIST_DIR);
  })();
  const allMet = rows.every((r) => r.verdict === 'met');
  const lines = [
    `### Web — ${new Date().toISOString().slice(0, 10)}, Lighthouse 12.8.2 (medians of ${RUNS} runs)`,
    '',
    `- Machine: ${machine()}; ${environment.browser || 'Chromium'} (Lighthouse benchmark index, median: ${Math.round(median(environment.benchmarkIndex))})`,
    `- Command: \`npm run bench:web${RUNS !== 3 ? ` -- --runs ${RUNS}` : ''}\` (built app from ${distDir}, served by the built API in production mode with the demo data; Lighthouse's simulated throttling: desktop preset, and mobile = slow 4G with a 4× slower CPU)`,
    `- Targets: desktop performance ≥ ${TARGETS.desktop.performance}, LCP < ${fmtS(TARGETS.desktop.lcpMs)}, CLS < ${TARGETS.desktop.cls}; mobile performance ≥ ${TARGETS.mobile.performance}; accessibility ${TARGETS.desktop.accessibility}. **${allMet ? 'All met.' : 'Not all met (see the last column).'}**`,
    '',
    '| page | preset | performance | FCP | LCP | CLS | TBT | accessibility | targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.pagePath.replace(/[0-9a-f-]{20,}/i, ':id')}\`) | ${r.preset} | ${r.performance} | ${fmtS(r.fcpMs)} | ${fmtS(r.lcpMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${r.accessibility}${r.failedA11y.length ? ` (${r.failedA11y.join(', ')})` : ''} | ${r.verdict} |`,
    ),
  ];
  writeResults(lines.join('\n'));
  log(`wrote ${path.relative(root, RESULTS_FILE)}`);
  return { lines, ok: true };
});
