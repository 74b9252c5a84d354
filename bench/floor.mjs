#!/usr/bin/env node
// "The floor": the least a server on this machine must do to answer the API's hot reads — a
// bare node:http server with a pg Pool that runs the API's own statements (imported from the
// API's source: apps/api/src/modules/catalog/catalog.sql.ts) and presents rows with the API's
// own presenters, in the same envelope. No Express, no middleware, no validation library, no
// Prisma, no cache. bench/api-vs-floor.mjs loads it side by side with the API.
//
//   node --import tsx bench/floor.mjs        (DATABASE_URL, FLOOR_PORT; started by the benchmark)
//
// It answers only what the benchmark asks, for guests, in Ukrainian.
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';
import { WORD_SIMILARITY_THRESHOLD } from '../apps/api/src/lib/db.ts';
import { presentService, presentSpecialistProfile } from '../apps/api/src/modules/catalog/catalog.presenter.ts';
import {
  searchPageSql,
  serviceByIdSql,
  specialistProfileByIdSql,
  suggestionsSql,
  textTsQuery,
  toSearchResult,
  toServiceRow,
  toSpecialistProfileRow,
} from '../apps/api/src/modules/catalog/catalog.sql.ts';
import { canSeeService, canSeeSpecialist } from '../apps/api/src/modules/catalog/catalog.policy.ts';
import { searchText, toSearchFilters } from '../apps/api/src/modules/catalog/search-filters.ts';
import { queryWords } from '../apps/api/src/modules/catalog/search-terms.ts';
import { isServiceBookable } from '../apps/api/src/modules/scheduling/scheduling.policy.ts';
import { presentServiceAvailability } from '../apps/api/src/modules/scheduling/scheduling.presenter.ts';
import { availabilityAnswer, availabilityRange, rulesOf, slotInputWindow } from '../apps/api/src/modules/scheduling/scheduling.service.ts';
import { bookableServiceByIdSql, slotInputsSql, toBookableServiceRow, toSlotInputs } from '../apps/api/src/modules/scheduling/scheduling.sql.ts';
import { AVAILABILITY_DAYS_DEFAULT } from '../packages/contracts/src/index.ts';
import { createAccessTokens } from '../apps/api/src/lib/tokens.ts';
import { bookabilityAt } from '../apps/api/src/modules/scheduling/slots.ts';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0`,
});
pool.on('error', () => {});
const rows = async (query) => (await pool.query(query.text, query.values)).rows;
const startedAt = Date.now();
const tokens = createAccessTokens(process.env.JWT_SECRET ?? '', 900);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const num = (v) => (v === null || v === '' ? undefined : Number(v));

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}
const ok = (res, data) => send(res, 200, { success: true, data, error: null });
const notFound = (res, message) =>
  send(res, 404, { success: false, data: null, error: { code: 'NOT_FOUND', message, timestamp: new Date().toISOString() } });

const textQuery = (text, mode) => textTsQuery(text, mode, rows);

async function searchPage(res, query) {
  const text = searchText(query);
  const filters = toSearchFilters(query, text);
  let found = toSearchResult(await rows(searchPageSql({ ...filters, tsQuery: await textQuery(text, 'all') })));
  if (found.total === 0 && text && queryWords(text).length > 1) found = toSearchResult(await rows(searchPageSql({ ...filters, tsQuery: await textQuery(text, 'any') })));
  ok(res, {
    services: found.rows.map((r) => ({ ...presentService(r.service, 'uk'), distanceKm: r.distanceKm === null ? null : Math.round(r.distanceKm * 10) / 10 })),
    total: found.total,
    totalIsLowerBound: found.totalIsLowerBound,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(found.total / query.limit)),
  });
}

/** What a guest may see of a service (the API's policy). */
const guestMaySee = (s) =>
  canSeeService(null, { isActive: s.isActive, hidden: s.hiddenAt !== null, specialistVisible: s.specialist.isVisible, specialistSuspended: s.specialist.isSuspended, specialistUserId: s.specialist.userId });

const pageOf = (p) => ({ page: num(p.get('page')) ?? 1, limit: num(p.get('limit')) ?? 20 });

const routes = [
  [
    '/api/v1/health',
    /^\/api\/v1\/health$/,
    async (res) => {
      await pool.query('SELECT 1');
      ok(res, { status: 'ok', database: 'up', version: '0.1.0', payments: 'disabled', uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000), time: new Date().toISOString() });
    },
  ],
  [
    '/api/v1/services/suggestions',
    /^\/api\/v1\/services\/suggestions$/,
    async (res, _m, p) => {
      const tsQuery = await textQuery(p.get('q') ?? '', 'all');
      const found = tsQuery ? await rows(suggestionsSql(tsQuery, num(p.get('limit')) ?? 10)) : [];
      ok(res, { suggestions: found.map((r) => ({ text: r.text, type: r.kind, categoryId: r.category_id })) });
    },
  ],
  [
    '/api/v1/services/location',
    /^\/api\/v1\/services\/location$/,
    (res, _m, p) =>
      searchPage(res, { sortBy: 'distance', ...pageOf(p), lat: num(p.get('lat')), lng: num(p.get('lng')), radiusKm: num(p.get('radius')) ?? 50 }),
  ],
  ['/api/v1/services/category/:category', /^\/api\/v1\/services\/category\/([a-z-]+)$/, (res, m, p) => searchPage(res, { sortBy: 'relevance', ...pageOf(p), category: m[1] })],
  [
    '/api/v1/services',
    /^\/api\/v1\/services$/,
    (res, _m, p) =>
      searchPage(res, {
        search: p.get('search') ?? undefined,
        q: p.get('q') ?? undefined,
        category: p.get('category') ?? undefined,
        location: p.get('location') ?? undefined,
        minPrice: num(p.get('minPrice')),
        maxPrice: num(p.get('maxPrice')),
        rating: num(p.get('rating')),
        lat: num(p.get('lat')),
        lng: num(p.get('lng')),
        sortBy: p.get('sortBy') ?? 'relevance',
        sortOrder: p.get('sortOrder') ?? undefined,
        ...pageOf(p),
      }),
  ],
  [
    '/api/v1/services/:id/availability',
    /^\/api\/v1\/services\/([^/]+)\/availability$/,
    async (res, m, p) => {
      const [raw] = UUID.test(m[1]) ? await rows(bookableServiceByIdSql(m[1])) : [];
      const row = raw && toBookableServiceRow(raw);
      if (!row || !isServiceBookable(row)) return notFound(res, 'Service not found or unavailable');
      const now = new Date();
      const query = { days: num(p.get('days')) ?? AVAILABILITY_DAYS_DEFAULT, from: p.get('from') ?? undefined, timezone: p.get('timezone') ?? undefined };
      const range = availabilityRange(row, query, now);
      const [inputs] = await rows(slotInputsSql(row.specialist.id, slotInputWindow(range.rangeStart, range.rangeEnd)));
      ok(res, presentServiceAvailability(availabilityAnswer(row, rulesOf(row, toSlotInputs(inputs)), range, query.days, now)));
    },
  ],
  [
    '/api/v1/services/:id',
    /^\/api\/v1\/services\/([^/]+)$/,
    async (res, m) => {
      const [row] = UUID.test(m[1]) ? await rows(serviceByIdSql(m[1])) : [];
      const s = row && toServiceRow(row);
      if (!s || s.specialist.user.deletedAt || !guestMaySee(s)) {
        return notFound(res, 'Service not found or unavailable');
      }
      ok(res, { service: presentService(s, 'uk') });
    },
  ],
  [
    '/api/v1/specialists/:id/public',
    /^\/api\/v1\/specialists\/([^/]+)\/public$/,
    async (res, m) => {
      const [row] = UUID.test(m[1]) ? await rows(specialistProfileByIdSql(m[1])) : [];
      const profile = row && toSpecialistProfileRow(row);
      if (!profile || profile.user.deletedAt || !canSeeSpecialist(null, profile)) return notFound(res, 'Specialist not found');
      ok(res, { profile: presentSpecialistProfile(profile) });
    },
  ],
];

/**
 * POST /api/v1/bookings, the least a booking write must do here: verify the access token, and in
 * one transaction re-check the slot with the API's own statements and rules (the service and its
 * specialist's settings, entries and busy ranges) and insert the booking under the exclusion
 * constraint. It answers the new booking's id and status only — no notifications, reminder jobs,
 * search refresh or full answer, which the API does: this is a floor, not an equivalent.
 */
async function createBooking(req, res) {
  const claims = tokens.verify((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  if (typeof claims === 'string') return send(res, 401, { success: false, data: null, error: { code: 'UNAUTHENTICATED', message: 'Authentication required', timestamp: new Date().toISOString() } });
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const input = JSON.parse(raw);
  const start = new Date(input.scheduledAt);
  const now = new Date();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const q1 = bookableServiceByIdSql(input.serviceId);
    const [row] = (await client.query(q1.text, q1.values)).rows.map(toBookableServiceRow);
    if (!row || !isServiceBookable(row)) {
      await client.query('ROLLBACK');
      return notFound(res, 'Service not found or unavailable');
    }
    const end = new Date(start.getTime() + (row.durationMinutes + row.specialist.bufferMinutes) * 60_000);
    const q2 = slotInputsSql(row.specialist.id, slotInputWindow(start, end));
    const [inputs] = (await client.query(q2.text, q2.values)).rows;
    const problem = bookabilityAt(rulesOf(row, toSlotInputs(inputs)), start, now);
    if (problem) {
      await client.query('ROLLBACK');
      return send(res, 409, { success: false, data: null, error: { code: problem, message: 'This time is not available', timestamp: now.toISOString() } });
    }
    const endsAt = new Date(start.getTime() + row.durationMinutes * 60_000);
    const inserted = await client.query(
      `INSERT INTO bookings (customer_id, specialist_id, service_id, status, type, scheduled_at, ends_at, busy_until, duration_minutes, price_minor, currency, expires_at, updated_at)
       VALUES ($1, $2, $3, 'PENDING', 'IN_PERSON', $4, $5, $6, $7, $8, $9, $10, now()) RETURNING id, status`,
      [claims.sub, row.specialist.id, row.id, start, endsAt, end, row.durationMinutes, row.priceMinor, row.currency, new Date(now.getTime() + 86_400_000)],
    );
    await client.query('COMMIT');
    send(res, 201, { success: true, data: { booking: { id: inserted.rows[0].id, status: inserted.rows[0].status.toLowerCase() } }, error: null });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    if (error.code === '23P01') return send(res, 409, { success: false, data: null, error: { code: 'SLOT_TAKEN', message: 'This time was just booked', timestamp: now.toISOString() } });
    throw error;
  } finally {
    client.release();
  }
}

const failed = (req, res, error) => {
  process.stderr.write(`floor: ${req.url}: ${error instanceof Error ? error.message : String(error)}\n`);
  if (!res.headersSent) send(res, 500, { success: false, data: null, error: { code: 'INTERNAL_ERROR', message: 'Internal error', timestamp: new Date().toISOString() } });
};
const query = (url) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/** FLOOR_FRAMEWORK=express: the same handlers as Express routes, to show what Express alone costs. */
async function expressServer() {
  const { default: express } = await import(createRequire(new URL('../apps/api/package.json', import.meta.url)).resolve('express'));
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  for (const [path, , handle] of routes) {
    app.get(path, (req, res) => handle(res, [req.path, ...Object.values(req.params)], query(req.url)).catch((error) => failed(req, res, error)));
  }
  app.post('/api/v1/bookings', (req, res) => createBooking(req, res).catch((error) => failed(req, res, error)));
  return http.createServer(app);
}

const server =
  process.env.FLOOR_FRAMEWORK === 'express'
    ? await expressServer()
    : http.createServer(async (req, res) => {
        const path = req.url.split('?')[0];
        try {
          if (req.method === 'POST' && path === '/api/v1/bookings') return await createBooking(req, res);
          for (const [, pattern, handle] of routes) {
            const m = pattern.exec(path);
            if (m) return await handle(res, m, query(req.url));
          }
          notFound(res, 'Not found');
        } catch (error) {
          failed(req, res, error);
        }
      });
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.FLOOR_PORT ?? 3191), '127.0.0.1', () => process.stderr.write(`floor (${process.env.FLOOR_FRAMEWORK ?? 'node:http'}) listening on ${process.env.FLOOR_PORT ?? 3191}\n`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
