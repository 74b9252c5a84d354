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
const PgBoss = createRequire(new URL('../apps/api/package.json', import.meta.url))('pg-boss');
import { WORD_SIMILARITY_THRESHOLD } from '../apps/api/src/lib/db.ts';
import { presentService, presentSpecialistProfile } from '../apps/api/src/modules/catalog/catalog.presenter.ts';
import {
  searchPageSql,
  serviceByIdSql,
  specialistProfileByIdSql,
  suggestionsSql,
  textTsQuery,
  toSearchResult,
} from '../apps/api/src/modules/catalog/catalog.sql.ts';
import { toServiceRow, toSpecialistProfileRow } from '../apps/api/src/modules/catalog/catalog.rows.ts';
import { canSeeService, canSeeSpecialist } from '../apps/api/src/modules/catalog/catalog.policy.ts';
import { searchText, toSearchFilters } from '../apps/api/src/modules/catalog/search-filters.ts';
import { queryWords } from '../apps/api/src/modules/catalog/search-terms.ts';
import { isServiceBookable } from '../apps/api/src/modules/scheduling/scheduling.policy.ts';
import { presentServiceAvailability } from '../apps/api/src/modules/scheduling/scheduling.presenter.ts';
import {
  availabilityAnswer,
  availabilityRange,
  nextFreeChanges,
  nextFreeUntouched,
  nextFreeWindow,
  rulesOf,
  slotInputWindow,
} from '../apps/api/src/modules/scheduling/scheduling.service.ts';
import { activeServicesOfSql, bookableServiceByIdSql, saveNextFreeSql, slotInputsSql, toBookableServiceRow, toSlotInputs } from '../apps/api/src/modules/scheduling/scheduling.sql.ts';
import { AVAILABILITY_DAYS_DEFAULT } from '../packages/contracts/src/index.ts';
import { createAccessTokens } from '../apps/api/src/lib/tokens.ts';
import { bookabilityAt } from '../apps/api/src/modules/scheduling/slots.ts';
import { JOBS_SCHEMA } from '../apps/api/src/lib/jobs.ts';
import { accountAccessSql, isAccountUsable } from '../apps/api/src/modules/accounts/accounts.sql.ts';
import { insertableJobs, plannedJobs } from '../apps/api/src/modules/bookings/booking-jobs.ts';
import { createdNotices } from '../apps/api/src/modules/bookings/booking-notifications.ts';
import { presentBooking } from '../apps/api/src/modules/bookings/bookings.presenter.ts';
import { pendingExpiry } from '../apps/api/src/modules/bookings/bookings.service.ts';
import { insertBookingSql, toBookingRow } from '../apps/api/src/modules/bookings/bookings.sql.ts';
import { recipientStatesSql, recordNotificationSql } from '../apps/api/src/modules/notifications/notifications.sql.ts';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0`,
});
pool.on('error', () => {});
// Named statements stay named (prepared per connection), as the API sends them (lib/db.ts prepared).
const pgQuery = (query) => (query.name ? { name: query.name, text: query.text, values: query.values } : { text: query.text, values: query.values });
const rows = async (query) => (await pool.query(pgQuery(query))).rows;
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
/**
 * POST /bookings with the API's own statements on the request path, in its order: the account
 * lookup (the API remembers it 5 s per user; the benchmark's 5,000 customers rarely repeat within
 * that), the service and the slot inputs for the re-check, then one transaction — the booking
 * inserted and read back, the recipients, the notification with its deliveries — then the
 * reminder and expiry jobs in one pg-boss insert and the look at the earliest free starts.
 * What the API does besides is its own cost: Express, validation, the delivery worker. The
 * floor's deliveries are recorded as skipped and announced on a channel nobody listens on, so
 * no process sends them.
 */
const FLOOR_CHANNEL = 'vizyt_bench_floor';
const jobsBoss = new PgBoss({ connectionString: process.env.DATABASE_URL, schema: JOBS_SCHEMA });
const jobsDb = { executeSql: (text, values) => pool.query(text, values) };
const fail = (res, status, code, message) => send(res, status, { success: false, data: null, error: { code, message, timestamp: new Date().toISOString() } });

async function createBooking(req, res) {
  const claims = tokens.verify((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  if (typeof claims === 'string') return fail(res, 401, 'UNAUTHENTICATED', 'Authentication required');
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const input = JSON.parse(raw);
  const [account] = await rows(accountAccessSql(claims.sub, claims.sid));
  if (!account || !isAccountUsable(account)) return fail(res, 401, 'UNAUTHENTICATED', 'Authentication required');
  const actor = { userId: claims.sub, role: account.role, sessionId: claims.sid };
  const start = new Date(input.scheduledAt);
  const now = new Date();
  const [service] = (await rows(bookableServiceByIdSql(input.serviceId))).map(toBookableServiceRow);
  if (!service || !isServiceBookable(service)) return notFound(res, 'Service not found or unavailable');
  const sp = service.specialist;
  // The benchmark's specialists use none of the booking toggles (the API would ask about the customer's standing).
  if (sp.autoAccept || sp.allowInstantBookings || sp.requireCustomerVerification) throw new Error('the floor books only specialists without booking toggles');
  const busyEnd = new Date(start.getTime() + (service.durationMinutes + sp.bufferMinutes) * 60_000);
  const [inputs] = await rows(slotInputsSql(sp.id, slotInputWindow(start, busyEnd)));
  const problem = bookabilityAt(rulesOf(service, toSlotInputs(inputs)), start, now);
  if (problem) return fail(res, 409, problem, 'This time is not available');
  const endsAt = new Date(start.getTime() + service.durationMinutes * 60_000);
  const data = {
    customerId: actor.userId, specialistId: sp.id, serviceId: service.id, status: 'PENDING', type: 'IN_PERSON', scheduledAt: start, endsAt, busyUntil: busyEnd,
    durationMinutes: service.durationMinutes, priceMinor: service.priceMinor, currency: service.currency, notes: null, location: null, videoCall: false,
    expiresAt: pendingExpiry(now, start), confirmedAt: null,
  };
  const client = await pool.connect();
  let row;
  try {
    await client.query('BEGIN');
    row = toBookingRow((await client.query(pgQuery(insertBookingSql(data)))).rows[0]);
    const drafts = createdNotices(row);
    await client.query(pgQuery(recipientStatesSql([...new Set(drafts.map((d) => d.userId))])));
    for (const draft of drafts) {
      const skipped = ['EMAIL', 'PUSH', 'TELEGRAM'].map((channel) => ({ channel, status: 'SKIPPED', lastError: 'bench floor', nextAttemptAt: now }));
      await client.query(pgQuery(recordNotificationSql(draft, skipped, FLOOR_CHANNEL)));
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    if (error.code === '23P01') return fail(res, 409, 'SLOT_TAKEN', 'This time has just been taken. Please choose another one');
    throw error;
  } finally {
    client.release();
  }
  const jobs = plannedJobs({ id: row.id, status: row.status, scheduledAt: row.scheduledAt, expiresAt: row.expiresAt }, now);
  if (jobs.length > 0) await jobsBoss.insert(insertableJobs(jobs), { db: jobsDb });
  // The specialist's earliest free starts, as the API's refreshNextFree keeps them.
  const siblings = (await rows(activeServicesOfSql(sp.id))).map(toBookableServiceRow);
  if (siblings.length > 0 && !siblings.every((s) => nextFreeUntouched(s, { from: row.scheduledAt, to: row.busyUntil }, now))) {
    const window = nextFreeWindow(siblings[0].specialist.timezone, now);
    const inputs = siblings.some(isServiceBookable) ? toSlotInputs((await rows(slotInputsSql(sp.id, window.inputs)))[0]) : null;
    const changes = nextFreeChanges(siblings, inputs, window, now);
    if (changes.length > 0) await rows(saveNextFreeSql(changes, now));
  }
  send(res, 201, { success: true, data: { booking: presentBooking(row, actor) }, error: null });
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
