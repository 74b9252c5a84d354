import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { buildService, buildSpecialist } from '../test/factories.js';
import { createTestApp } from '../test/test-app.js';

const { db, url } = await useTestDatabase();

const inline = "document.documentElement.classList.add('dark')";
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// What the build writes beside a text asset (vite-plugin-compression2).
const bundle = `export const words = ${JSON.stringify('вітаю '.repeat(2_000))};`;
fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), bundle);
fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(bundle));
fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(bundle));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = createTestApp(db, url, { WEB_DIST_DIR: dist }).app;

describe('serving the built web app', () => {
  it('answers client routes with index.html (history fallback), not cached', async () => {
    for (const route of ['/', '/search?q=манікюр', '/specialist/dashboard', '/no/such/page']) {
      const res = await request(app).get(route).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const res = await request(app).get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await request(app).get('/assets/missing-zzz.js')).status).toBe(404);
  });

  it('answers odd paths in the envelope: broken encoding 400, other methods and unserved files 404 (issue #26)', async () => {
    for (const odd of ['/assets/%E0%A4%A', '/assets/%ZZ.js', '/%E0%A4%A', '/search/%ED%A0%80']) {
      const res = await request(app).get(odd).set('Accept', 'text/html');
      expect(res.status, odd).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    for (const odd of ['/assets/..%2f..%2findex.html', '/assets/%00.js', '/assets/..%5cindex.html']) {
      const res = await request(app).get(odd);
      expect([400, 404], odd).toContain(res.status);
      expect(res.body.success, odd).toBe(false);
    }
    for (const [method, odd] of [['post', '/assets/app-abc123.js'], ['delete', '/'], ['get', '/no-such-file.png']] as const) {
      const res = await request(app)[method](odd).set('Accept', 'image/png,application/json');
      expect(res.status, `${method} ${odd}`).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'ROUTE_NOT_FOUND' } });
    }
  });

  it('allows exactly the inline scripts of index.html in the CSP', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('keeps /api answers in the envelope, even for unknown API paths', async () => {
    const res = await request(app).get('/api/v1/nope').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('sends the precompressed copy the browser accepts (brotli first), with Content-Encoding and Vary', async () => {
    // supertest decodes what it receives, so the text proves the copy matches the file.
    const br = await request(app).get('/assets/big-def456.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.text).toBe(bundle);

    const gz = await request(app).get('/assets/big-def456.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(bundle);

    const plain = await request(app).get('/assets/big-def456.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(bundle);
  });

  it('compresses JSON answers above 1 KB, and leaves small ones alone', async () => {
    const big = await request(app).get('/api/v1/openapi.json').set('Accept-Encoding', 'gzip');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.body.openapi).toMatch(/^3\.1/);
    const small = await request(app).get('/api/v1/health').set('Accept-Encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends API answers compressed in one piece (Content-Length, no chunks) in the encoding the client prefers', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Кравчиня' });
    for (let i = 0; i < 12; i++) await buildService(db, { specialistId: sp.id, categoryId: 'home-services', name: `Пошиття штор ${i}` });
    const path = '/api/v1/services?search=штор';
    // The test client decodes brotli and gzip itself (and fails on a broken stream).
    const plain = await request(app).get(path).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.data.total).toBe(12);
    const plainBytes = Number(plain.headers['content-length']);
    expect(plainBytes).toBeGreaterThan(1024);

    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await request(app).get(path).set('Accept-Encoding', accepted);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['vary']).toContain('Accept-Encoding');
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBeLessThan(plainBytes / 2);
      expect(res.body).toEqual(plain.body);
    }
  });
});
