import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestDatabase } from '../test/db.js';
import { createTestApp } from '../test/test-app.js';
import { errorHandler } from './middleware/error-handler.js';
import { hasRole, publicAccess, signedIn, type Actor } from './policies.js';
import { buildRouter, defineRoute } from './route.js';
import { api } from '../test/api.js';

const { db, url } = await useTestDatabase();
const app = createTestApp(db, url).app;

const expectErrorEnvelope = (body: unknown, code: string) => {
  expect(body).toMatchObject({ success: false, data: null, error: { code, message: expect.any(String) } });
  const { error } = body as { error: { timestamp: string; stack?: unknown } };
  expect(new Date(error.timestamp).toISOString()).toBe(error.timestamp);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/); // never a stack trace
};

describe('the envelope and error mapping', () => {
  it('wraps a success as { success: true, data, error: null }', async () => {
    const res = await request(app).get(api('/health'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null, data: { status: 'ok', database: 'up' } });
  });

  it.each([
    ['GET', api('/no-such-endpoint')],
    ['POST', api('/services/categories')],
    ['GET', '/api/v2/health'],
    ['DELETE', '/api/anything'],
  ])('answers an unknown %s %s with 404 ROUTE_NOT_FOUND in the envelope', async (method, path) => {
    const res = await request(app)[method.toLowerCase() as 'get'](path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectErrorEnvelope(res.body, 'ROUTE_NOT_FOUND');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await request(app).post(api('/health')).set('Content-Type', 'application/json').send('{"email": "a@b.c",');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'MALFORMED_JSON');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1_100_000) });
    const res = await request(app).post(api('/health')).set('Content-Type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expectErrorEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('answers bad query input with 400 VALIDATION_ERROR and per-field details', async () => {
    const res = await request(app).get(api('/services/categories?lang=de'));
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'query.lang', code: 'invalid_value' })]);
  });
});

describe('request metadata and security headers', () => {
  it('creates a request id and echoes a well-formed incoming one', async () => {
    const fresh = await request(app).get(api('/health'));
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(app).get(api('/health')).set('X-Request-Id', 'trace-abc-12345');
    expect(kept.headers['x-request-id']).toBe('trace-abc-12345');
    const replaced = await request(app).get(api('/health')).set('X-Request-Id', 'bad id with spaces <script>');
    expect(replaced.headers['x-request-id']).not.toContain('script');
  });

  it('accepts the client headers X-Client-Version and X-Platform', async () => {
    const res = await request(app).get(api('/health')).set('X-Client-Version', '1.0.0').set('X-Platform', 'web');
    expect(res.status).toBe(200);
  });

  it('sends helmet headers and no x-powered-by', async () => {
    const res = await request(app).get(api('/health'));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await request(app).options(api('/health')).set('Origin', 'http://localhost:5173').set('Access-Control-Request-Method', 'GET');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-headers']).toContain('X-Client-Version');
    const denied = await request(app).get(api('/health')).set('Origin', 'https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('route access policies', () => {
  // A throwaway router proves the mechanism every later endpoint relies on.
  const routes = [
    defineRoute({ method: 'get', path: '/open', summary: 'open', tags: ['t'], policy: publicAccess, response: z.object({ ok: z.boolean() }), handler: () => ({ ok: true }) }),
    defineRoute({ method: 'get', path: '/mine', summary: 'mine', tags: ['t'], policy: signedIn, response: z.object({ userId: z.string() }), handler: ({ actor }) => ({ userId: actor.userId }) }),
    defineRoute({ method: 'get', path: '/admin', summary: 'admin', tags: ['t'], policy: hasRole('ADMIN'), response: z.object({ ok: z.boolean() }), handler: () => ({ ok: true }) }),
    defineRoute({ method: 'get', path: '/drift', summary: 'drift', tags: ['t'], policy: publicAccess, response: z.object({ n: z.number() }), handler: () => ({ n: 'not a number' }) as never }),
  ];
  const policyApp = express();
  policyApp.use((req, _res, next) => {
    const header = req.header('x-test-actor');
    req.actor = header ? (JSON.parse(header) as Actor) : null;
    next();
  });
  policyApp.use(buildRouter(routes, { checkResponses: true }));
  policyApp.use(errorHandler);
  const as = (actor: Actor) => ({ 'x-test-actor': JSON.stringify(actor) });

  it('lets anyone use a public route', async () => {
    expect((await request(policyApp).get('/open')).body).toEqual({ success: true, data: { ok: true }, error: null });
  });

  it('answers 401 UNAUTHENTICATED to a guest on a signed-in route', async () => {
    const res = await request(policyApp).get('/mine');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHENTICATED');
  });

  it('answers 403 FORBIDDEN to the wrong role and 200 to the right one', async () => {
    const customer = await request(policyApp).get('/admin').set(as({ userId: 'u1', role: 'CUSTOMER', sessionId: 's1' }));
    expect(customer.status).toBe(403);
    expectErrorEnvelope(customer.body, 'FORBIDDEN');
    const admin = await request(policyApp).get('/admin').set(as({ userId: 'u2', role: 'ADMIN', sessionId: 's2' }));
    expect(admin.status).toBe(200);
  });

  it('turns a response that breaks its contract into a 500 without internals', async () => {
    const res = await request(policyApp).get('/drift');
    expect(res.status).toBe(500);
    expectErrorEnvelope(res.body, 'INTERNAL_ERROR');
    expect(res.body.error.message).toBe('Server error. Please try again later');
  });
});
