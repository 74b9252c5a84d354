import fs from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { createTestApp } from '../test/test-app.js';
import { errorStatuses, operationIdOf, type RouteDefinition } from './route.js';

/**
 * The API document as a promise a tool can check (issue #26): every operation has a stable,
 * unique operationId, a described section and a security requirement, and lists every status
 * the server answers — the ones the route's declaration implies are probed against the server.
 */
const { db, url } = await useTestDatabase();
// 1 kB bodies and one request a minute per address: the 413 and 429 every route must document are easy to reach.
const { app } = createTestApp(db, url, { BODY_LIMIT: '1kb' });
const limited = createTestApp(db, url, { API_RATE_LIMIT_PER_IP_PER_MINUTE: '1' }).app;
const routes = app.locals.routes as RouteDefinition[];

type Operation = { operationId?: string; tags?: string[]; security?: Record<string, string[]>[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; tags: { name: string; description?: string }[]; info: { license?: { name: string } } };
const document = (await request(app).get('/api/v1/openapi.json')).body as Document;

const keyOf = (route: RouteDefinition) => `${route.method.toUpperCase()} ${route.path}`;
const operationOf = (route: RouteDefinition) => document.paths[`/api/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]![route.method]!;
const concretePath = (route: RouteDefinition) => `/api/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, 'x')}`;
const documented = (route: RouteDefinition) => Object.keys(operationOf(route).responses).map(Number);

/** The checked-in operationIds: a generated client's method names. Renaming one breaks it. */
const ID_LIST = new URL('./operation-ids.json', import.meta.url);
const checkedIn = JSON.parse(fs.readFileSync(ID_LIST, 'utf8')) as Record<string, string>;

describe('OpenAPI operations', () => {
  it('every operation has a unique operationId, the one in operation-ids.json (new routes: add their line; run with WRITE_OPERATION_IDS=1 to append them)', () => {
    const ids = routes.map(operationIdOf);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of routes) expect(operationOf(route).operationId).toBe(operationIdOf(route));
    const added = routes.filter((r) => !(keyOf(r) in checkedIn));
    if (added.length > 0 && process.env.WRITE_OPERATION_IDS === '1') {
      const next = { ...checkedIn, ...Object.fromEntries(added.map((r) => [keyOf(r), operationIdOf(r)])) };
      fs.writeFileSync(ID_LIST, `${JSON.stringify(Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
    }
    const renamed = routes.filter((r) => keyOf(r) in checkedIn && checkedIn[keyOf(r)] !== operationIdOf(r)).map((r) => `${keyOf(r)}: ${checkedIn[keyOf(r)]} → ${operationIdOf(r)}`);
    const stale = Object.keys(checkedIn).filter((k) => !routes.some((r) => keyOf(r) === k));
    expect({ renamed, missing: process.env.WRITE_OPERATION_IDS === '1' ? [] : added.map(keyOf), stale }).toEqual({ renamed: [], missing: [], stale: [] });
  });

  it('derives readable ids: module, verb, rest of the path', () => {
    const idOf = (key: string) => operationIdOf(routes.find((r) => keyOf(r) === key)!);
    expect(idOf('POST /bookings/:id/confirm')).toBe('bookingsConfirm');
    expect(idOf('GET /bookings/:id')).toBe('bookingsGetById');
    expect(idOf('GET /bookings')).toBe('bookingsList');
    expect(idOf('POST /bookings')).toBe('bookingsCreate');
    expect(idOf('PUT /users/profile')).toBe('usersUpdateProfile');
  });

  it('every section used has a description, the document a licence, every operation a security requirement (optional on public ones)', () => {
    expect(document.tags.filter((t) => !t.description).map((t) => t.name)).toEqual([]);
    expect(document.info.license?.name).toBeTruthy();
    for (const route of routes) {
      const security = operationOf(route).security;
      expect(security, keyOf(route)).toEqual(route.policy.requiresSession ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }]);
    }
  });

  it('lists every status the declaration implies (validation, policy, owned resources, limits, body size, middleware)', () => {
    const missing = routes.flatMap((r) => errorStatuses(r).filter((s) => !documented(r).includes(s)).map((s) => `${keyOf(r)}: ${s}`));
    expect(missing).toEqual([]);
    for (const route of routes) {
      expect(errorStatuses(route)).toEqual(expect.arrayContaining([400, 500]));
      if (route.policy.requiresSession) expect(errorStatuses(route)).toEqual(expect.arrayContaining([401, 403]));
      if (route.resource?.ownedBy) expect(errorStatuses(route)).toContain(route.resource.ownedBy.others);
    }
    // Feature switches (uploads) answer 503 through their middleware.
    expect(documented(routes.find((r) => keyOf(r) === 'POST /files/upload')!)).toContain(503);
    expect(documented(routes.find((r) => keyOf(r) === 'GET /health')!)).toContain(503);
  });

  it('413: every operation with a body answers a body over the limit with 413, and documents it', async () => {
    const withBody = routes.filter((r) => r.request?.body || r.multipartFile);
    expect(withBody.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of withBody) {
      const res = await request(app)[route.method](concretePath(route)).set('Content-Type', 'application/json').send(JSON.stringify({ text: 'x'.repeat(2_000) }));
      if (res.status !== 413 || res.body.error?.code !== 'PAYLOAD_TOO_LARGE') wrong.push(`${keyOf(route)} answered ${res.status}`);
      if (!documented(route).includes(413)) wrong.push(`${keyOf(route)}: 413 not documented`);
      if (!documented(route).includes(415)) wrong.push(`${keyOf(route)}: 415 not documented`);
    }
    expect(wrong).toEqual([]);
  });

  it('429: every operation but the health check answers over the per-address limit with 429, and documents it', async () => {
    await request(limited).get('/api/v1/config');
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await request(limited)[route.method](concretePath(route));
      const exempt = route.path === '/health';
      if (exempt ? res.status === 429 : res.status !== 429) wrong.push(`${keyOf(route)} answered ${res.status}`);
      if (!exempt && !documented(route).includes(429)) wrong.push(`${keyOf(route)}: 429 not documented`);
    }
    expect(wrong).toEqual([]);
  });
});
