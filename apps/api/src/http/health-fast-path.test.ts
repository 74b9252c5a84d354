import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { requestListener } from '../app.js';
import { createDb } from '../lib/db.js';
import { createLogger } from '../lib/logger.js';
import { useTestDatabase } from '../test/db.js';
import { createTestApp } from '../test/test-app.js';
import { healthFastPath, HEALTH_PATH, withHealthFastPath } from './health-fast-path.js';

const { db, url } = await useTestDatabase();
const logger = createLogger('silent', 'test');

/** Headers that differ between any two answers. */
const VARYING = new Set(['date', 'x-request-id', 'content-length']);
const stableHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

describe('GET /api/v1/health before Express', () => {
  const { app } = createTestApp(db, url);

  it('answers exactly as the Express route does: status, headers and envelope', async () => {
    expect(requestListener(app)).not.toBe(app);
    const [fast, express] = await Promise.all([request(requestListener(app)).get(HEALTH_PATH), request(app).get(HEALTH_PATH)]);
    expect(fast.status).toBe(200);
    expect(stableHeaders(fast.headers)).toEqual(stableHeaders(express.headers));
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fast.body).toEqual({ ...express.body, data: { ...express.body.data, uptimeSeconds: expect.any(Number), time: expect.any(String) } });
    expect(fast.body.data).toMatchObject({ status: 'ok', database: 'up', version: '0.0.0-test' });
  });

  it('with an allowed Origin the CORS headers are the Express ones too, and a proxy’s request id is kept', async () => {
    const headers = { Origin: 'http://localhost:5173', 'X-Request-Id': 'probe-0001-abcd' };
    const [fast, express] = await Promise.all([request(requestListener(app)).get(HEALTH_PATH).set(headers), request(app).get(HEALTH_PATH).set(headers)]);
    expect(fast.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(stableHeaders(fast.headers)).toEqual(stableHeaders(express.headers));
    expect(fast.headers['x-request-id']).toBe('probe-0001-abcd');
  });

  describe('when the database is unreachable', () => {
    const deadUrl = 'postgresql://postgres@127.0.0.1:9/nothing';
    const deadDb = createDb(deadUrl);
    afterAll(() => deadDb.$disconnect());

    it('answers 503 SERVICE_UNAVAILABLE in the envelope, as Express does', async () => {
      const dead = createTestApp(deadDb, deadUrl).app;
      const [fast, express] = await Promise.all([request(requestListener(dead)).get(HEALTH_PATH), request(dead).get(HEALTH_PATH)]);
      expect(fast.status).toBe(503);
      expect(fast.body).toEqual({ ...express.body, error: { ...express.body.error, timestamp: expect.any(String) } });
      expect(fast.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Database is unreachable' });
      expect(stableHeaders(fast.headers)).toEqual(stableHeaders(express.headers));
    });
  });
});

describe('which requests the fast path takes', () => {
  const health = { status: 'ok', database: 'up', version: 'x', payments: 'disabled', uptimeSeconds: 1, time: '2026-01-01T00:00:00.000Z' } as const;
  /** The fast path in front of a stand-in for Express that answers 418, so who answered is plain. */
  const server = (headers: Parameters<typeof healthFastPath>[0]['headers'] = []) =>
    withHealthFastPath(healthFastPath({ system: { health: async () => health }, logger, headers }), (_req, res) => {
      res.statusCode = 418;
      res.end();
    });

  it('only GET of the exact path without credentials; everything else goes to Express', async () => {
    expect((await request(server()).get(HEALTH_PATH)).body).toEqual({ success: true, data: health, error: null });
    expect((await request(server()).head(HEALTH_PATH)).status).toBe(418);
    expect((await request(server()).post(HEALTH_PATH)).status).toBe(418);
    expect((await request(server()).options(HEALTH_PATH)).status).toBe(418);
    expect((await request(server()).get(`${HEALTH_PATH}?full=1`)).status).toBe(418);
    expect((await request(server()).get(`${HEALTH_PATH}/`)).status).toBe(418);
    expect((await request(server()).get('/api/v1/config')).status).toBe(418);
    expect((await request(server()).get(HEALTH_PATH).set('Authorization', 'Bearer x')).status).toBe(418);
  });

  it('runs the header middleware in order and answers 500 in the envelope when one fails', async () => {
    const order: string[] = [];
    const ok = await request(
      server([
        (_req, res, next) => {
          order.push('a');
          res.setHeader('X-A', '1');
          next();
        },
        (_req, _res, next) => {
          order.push('b');
          next();
        },
      ]),
    ).get(HEALTH_PATH);
    expect(order).toEqual(['a', 'b']);
    expect(ok.headers['x-a']).toBe('1');

    const failed = await request(server([(_req, _res, next) => next(new Error('boom'))])).get(HEALTH_PATH);
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ success: false, data: null, error: { code: 'INTERNAL_ERROR' } });
  });
});
