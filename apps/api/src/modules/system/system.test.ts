import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../lib/db.js';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();

describe('GET /api/v1/health', () => {
  it('reports the database as up', async () => {
    const res = await request(createTestApp(db, url).app).get(api('/health'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up', version: '0.0.0-test' });
    expect(res.body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  describe('when the database is unreachable', () => {
    // Port 9 (discard) on loopback: nothing listens there, so connecting fails at once.
    const deadDb = createDb('postgresql://postgres@127.0.0.1:9/nothing');
    afterAll(() => deadDb.$disconnect());

    it('answers 503 SERVICE_UNAVAILABLE in the envelope', async () => {
      const res = await request(createTestApp(deadDb, 'postgresql://postgres@127.0.0.1:9/nothing').app).get(api('/health'));
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, data: null, error: { code: 'SERVICE_UNAVAILABLE', message: 'Database is unreachable' } });
    });
  });
});

describe('GET /api/v1/config: map tiles', () => {
  it('OpenStreetMap by default, allowed by the Content-Security-Policy', async () => {
    const res = await request(createTestApp(db, url).app).get(api('/config'));
    expect(res.body.data.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
  });

  it('the configured server is delivered to the web app and is the only tile origin the CSP allows', async () => {
    const { app } = createTestApp(db, url, { MAP_TILE_URL: 'https://{s}.tiles.example.net/osm/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example Maps' });
    const res = await request(app).get(api('/config'));
    expect(res.body.data.map).toEqual({ tileUrl: 'https://{s}.tiles.example.net/osm/{z}/{x}/{y}.png', tileAttribution: '© Example Maps' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.net;");
    expect(csp).not.toContain('openstreetmap');
  });

  it('tiles from this server need nothing beyond self', async () => {
    const res = await request(createTestApp(db, url, { MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).app).get(api('/config'));
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });
});
