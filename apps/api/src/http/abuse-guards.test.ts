import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, DEFAULT_PASSWORD, signIn } from '../test/accounts.js';
import { useTestDatabase } from '../test/db.js';
import { buildService } from '../test/factories.js';
import { createTestApp } from '../test/test-app.js';
import { accountGateOn } from '../modules/accounts/accounts.test-support.js';
import { isLoopbackRequest } from './middleware/loopback-only.js';
import type { Request } from 'express';
import { api } from '../test/api.js';

// Holes closed before payments land (issue #9): each guard with the attack it stops.
const { db, url } = await useTestDatabase();

describe('a deleted or suspended account loses access at once', () => {
  const { app, container } = createTestApp(db, url);

  it('a deleted account’s still-valid access token answers 401 on the very next request', async () => {
    const user = await buildAccount(db);
    const auth = bearer((await signIn(app, user.email!)).accessToken);
    expect((await request(app).get(api('/auth/me')).set(auth)).status).toBe(200);
    await request(app).delete(api('/users')).set(auth).send({ password: DEFAULT_PASSWORD }).expect(200);
    const after = await request(app).get(api('/auth/me')).set(auth);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
    // Public endpoints still answer (as to a guest).
    expect((await request(app).get(api('/services/categories')).set(auth)).status).toBe(200);
  });

  it('a suspension is seen as soon as the account is looked at again, and the current role counts, not the token’s', async () => {
    const user = await buildAccount(db);
    const auth = bearer((await signIn(app, user.email!)).accessToken);
    expect((await request(app).get(api('/bookings/upcoming')).set(auth)).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { role: 'SPECIALIST' } });
    container.accountGate.forget(user.id);
    // The token still says CUSTOMER; the specialist-only schedule now opens.
    expect((await request(app).get(api('/specialists/availability')).set(auth)).status).not.toBe(403);
    await db.user.update({ where: { id: user.id }, data: { status: 'SUSPENDED' } });
    container.accountGate.forget(user.id);
    expect((await request(app).get(api('/auth/me')).set(auth)).status).toBe(401);
  });

  it('the gate remembers an answer only briefly, so other instances’ changes arrive within its lifetime', async () => {
    const user = await buildAccount(db);
    const gate = accountGateOn(db, { ttlMs: 50 });
    const sessionId = randomUUID();
    expect(await gate.check(user.id, sessionId)).toEqual({ active: true, role: 'CUSTOMER', language: 'uk' });
    await db.user.update({ where: { id: user.id }, data: { status: 'SUSPENDED' } });
    expect(await gate.check(user.id, sessionId)).toEqual({ active: true, role: 'CUSTOMER', language: 'uk' }); // still remembered
    await new Promise((r) => setTimeout(r, 80));
    expect(await gate.check(user.id, sessionId)).toEqual({ active: false, reason: 'ACCOUNT_SUSPENDED' });
  });
});

describe('rate limits on the session endpoints and on everything', () => {
  const { app } = createTestApp(db, url, {
    REFRESH_RATE_LIMIT_PER_IP: '3',
    CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: '2',
  });

  it('token refreshes per IP: the 4th within the window gets 429 with the spec’s message and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await request(app).post(api('/auth/refresh')).send({ refreshToken: 'made-up' })).status).toBe(401);
    const limited = await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: 'made-up' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('change-password attempts per account, whatever the address: guessing the current password stops', async () => {
    const user = await buildAccount(db);
    const auth = bearer((await signIn(app, user.email!)).accessToken);
    const attempt = () => request(app).post(api('/auth/change-password')).set(auth).send({ currentPassword: 'Wrong1234', newPassword: 'NewPassw0rd1', confirmPassword: 'NewPassw0rd1' });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
    // Another account is not affected.
    const other = await buildAccount(db);
    const otherAuth = bearer((await signIn(app, other.email!)).accessToken);
    expect((await request(app).post(api('/auth/change-password')).set(otherAuth).send({ currentPassword: 'Wrong1234', newPassword: 'NewPassw0rd1', confirmPassword: 'NewPassw0rd1' })).status).toBe(400);
  });

  it('a global per-IP limit answers 429 to a flood on any endpoint, but never to health checks', async () => {
    const { app: limited } = createTestApp(db, url, { API_RATE_LIMIT_PER_IP_PER_MINUTE: '5' });
    for (let i = 0; i < 5; i++) expect((await request(limited).get(api('/services/categories'))).status).toBe(200);
    const over = await request(limited).get(api('/services/featured'));
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    for (let i = 0; i < 3; i++) expect((await request(limited).get(api('/health'))).status).toBe(200);
  });
});

describe('a loop of views cannot inflate trending', () => {
  const { app } = createTestApp(db, url, { TRUST_PROXY: 'true' });

  it('counts one view per viewer per service per day: guests by address, people by account', async () => {
    const service = await buildService(db);
    const view = (ip: string, auth: Record<string, string> = {}) =>
      request(app).post(api(`/services/${service.id}/view`)).set('X-Forwarded-For', ip).set(auth);
    expect((await view('203.0.113.7')).body.data).toEqual({ recorded: true });
    for (let i = 0; i < 25; i++) expect((await view('203.0.113.7')).body.data).toEqual({ recorded: false });
    expect((await view('198.51.100.9')).body.data).toEqual({ recorded: true });
    const person = bearer((await signIn(app, (await buildAccount(db)).email!)).accessToken);
    expect((await view('203.0.113.7', person)).body.data).toEqual({ recorded: true });
    expect((await view('192.0.2.1', person)).body.data).toEqual({ recorded: false });
    expect(await db.serviceView.count({ where: { serviceId: service.id } })).toBe(3);
    // No raw address is stored.
    const keys = (await db.serviceView.findMany({ where: { serviceId: service.id }, select: { viewerKey: true } })).map((v) => v.viewerKey);
    expect(keys.join(' ')).not.toMatch(/203\.0\.113|198\.51/);
  });

  it('the database refuses a second row for the same viewer, service and day', async () => {
    const service = await buildService(db);
    const row = { serviceId: service.id, viewerKey: 'ip:test', viewDay: new Date('2026-11-25') };
    await db.serviceView.create({ data: row });
    await expect(db.serviceView.create({ data: row })).rejects.toThrow();
  });
});

describe('the development outbox answers only to this machine', () => {
  const { app } = createTestApp(db, url, { NODE_ENV: 'development' });

  it('serves the outbox to a loopback client, and 404 to a request relayed by a proxy', async () => {
    expect((await request(app).get(api('/dev/outbox'))).status).toBe(200);
    expect((await request(app).get('/dev/outbox')).status).toBe(200);
    const relayed = await request(app).get(api('/dev/outbox')).set('X-Forwarded-For', '192.168.1.20');
    expect(relayed.status).toBe(404);
    expect(relayed.body.error.code).toBe('NOT_FOUND');
    expect((await request(app).get('/dev/outbox').set('Forwarded', 'for=192.168.1.20')).status).toBe(404);
  });

  it('judges the socket’s peer address, not a spoofable header', () => {
    const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ({ socket: { remoteAddress }, header: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;
    expect(isLoopbackRequest(req('127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(req('::1'))).toBe(true);
    expect(isLoopbackRequest(req('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(req('192.168.1.20'))).toBe(false);
    expect(isLoopbackRequest(req('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });
});

describe('inputs the fuzzing found answering 500 (each now a clear 400, nothing stored)', () => {
  const { app } = createTestApp(db, url);

  it('text PostgreSQL cannot store: half a surrogate pair or a NUL, in a body or a query', async () => {
    const service = await buildService(db);
    const auth = bearer((await signIn(app, (await buildAccount(db)).email!)).accessToken);
    for (const details of ['\ud800 broken half', 'a NUL \u0000 inside']) {
      const res = await request(app).post(api(`/services/${service.id}/report`)).set(auth).set('Content-Type', 'application/json').send(JSON.stringify({ reason: 'SPAM', details }));
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ path: 'body.details', message: 'invalidText', code: 'invalid_format' }]);
    }
    expect(await db.serviceReport.count({ where: { serviceId: service.id } })).toBe(0);
    expect((await request(app).get(api('/services/suggestions')).query({ q: 'ма\u0000' })).status).toBe(400);
  });

  it('a path parameter that is not UTF-8 once decoded', async () => {
    const auth = bearer((await signIn(app, (await buildAccount(db)).email!)).accessToken);
    const res = await request(app).get(api('/bookings/%ED%A0%80')).set(auth);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('a price filter beyond any real price (it overflowed the integer of minor units)', async () => {
    const res = await request(app).get(api('/services')).query({ minPrice: '2.09e211' });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('query.minPrice');
  });
});
