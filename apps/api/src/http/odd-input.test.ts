import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadDir } from '../config/env.js';
import { useTestDatabase } from '../test/db.js';
import { buildService, buildSpecialist } from '../test/factories.js';
import { malformedMultipart, ODD_STATIC_NAMES, ODD_URL_TEXTS, PUNCTUATION, uploadRoutes } from '../test/odd-input.js';
import { createTestApp } from '../test/test-app.js';
import { admittedCaller, buildWorld, type World } from '../test/world.js';
import type { RouteDefinition } from './route.js';
import { api } from '../test/api.js';

// Issue #26, items 1–3: input that is merely odd is the client's, never a 500.
const { db, url } = await useTestDatabase();
const { app, container, env } = createTestApp(db, url);
const routes = app.locals.routes as RouteDefinition[];

let world: World;
beforeAll(async () => {
  world = await buildWorld(db, container.accessTokens);
});

const expectRefusal = (res: request.Response, status: number, code: string) => {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.body).toMatchObject({ success: false, data: null, error: { code } });
};

describe('a search without a letter or a digit', () => {
  it.each(PUNCTUATION)('GET /services?search=%s is a search without text (200, every listed service)', async (text) => {
    const sp = await buildSpecialist(db, { specialization: 'Гончарка' });
    await buildService(db, { specialistId: sp.id, categoryId: 'home-services', name: 'Гончарний майстер-клас' });
    const all = await request(app).get(api('/services?limit=50'));
    for (const query of [`search=${encodeURIComponent(text)}`, `q=${encodeURIComponent(text)}`, `search=${encodeURIComponent(`  ${text}${text} `)}&sortBy=relevance`]) {
      const res = await request(app).get(api(`/services?limit=50&${query}`));
      expect(res.status, `${query}: ${res.text.slice(0, 200)}`).toBe(200);
      expect(res.body.data.total).toBe(all.body.data.total);
      expect(res.body.data.services.map((s: { id: string }) => s.id)).toEqual(all.body.data.services.map((s: { id: string }) => s.id));
    }
  });

  it('finds by the words around punctuation ("-масаж-" is "масаж")', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Масажистка' });
    const service = await buildService(db, { specialistId: sp.id, categoryId: 'home-services', name: 'Лімфодренажний масаж' });
    const res = await request(app).get(api(`/services?search=${encodeURIComponent('-лімфодренажний-')}`));
    expect(res.status).toBe(200);
    expect(res.body.data.services.map((s: { id: string }) => s.id)).toContain(service.id);
  });
});

describe('every free-text query parameter with odd text', () => {
  // The searches a person types into: the catalog, nearby, suggestions, specialists, the admin's users.
  const cases = [
    ['GET /services', (v: string) => api(`/services?search=${v}`)],
    ['GET /services (q)', (v: string) => api(`/services?q=${v}&sortBy=relevance`)],
    ['GET /services/location', (v: string) => api(`/services/location?lat=50.45&lng=30.52&radius=10&search=${v}`)],
    ['GET /services/suggestions', (v: string) => api(`/services/suggestions?q=${v}`)],
    ['GET /services (location)', (v: string) => api(`/services?location=${v}`)],
    ['GET /specialists', (v: string) => api(`/specialists?query=${v}&city=${v}`)],
  ] as const;
  it.each(cases)('%s answers 200 or a 4xx in the envelope', async (_name, pathFor) => {
    for (const value of ODD_URL_TEXTS) {
      const res = await request(app).get(pathFor(value));
      expect(res.status, `${value.slice(0, 40)}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      if (res.status >= 400) expect(res.body.success, value).toBe(false);
    }
  });

  it('GET /admin/users?search= answers 200 or a 4xx in the envelope', async () => {
    for (const value of ODD_URL_TEXTS) {
      const res = await request(app).get(api(`/admin/users?search=${value}`)).set(world.auth('admin'));
      expect(res.status, `${value.slice(0, 40)}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      if (res.status >= 400) expect(res.body.success, value).toBe(false);
    }
  });
});

describe('malformed multipart bodies on every upload route', () => {
  const uploads = uploadRoutes(routes);
  it('knows the upload routes', () => {
    expect(uploads.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort()).toEqual([
      'POST /files/upload',
      'POST /payments/disputes/:id/evidence',
      'POST /specialists/verification/request',
    ]);
  });

  for (const route of uploads) {
    for (const broken of malformedMultipart(route)) {
      it(`${route.method.toUpperCase()} ${route.path}: ${broken.name} → ${broken.status} ${broken.code}`, async () => {
        const actor = admittedCaller(route);
        const target = `/api/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, () => world.ids[route.resource!.kind])}`;
        const res = await request(app)[route.method](target).set(world.auth(actor)).set('Content-Type', broken.contentType).send(broken.body);
        expectRefusal(res, broken.status, broken.code);
      });
    }
  }
});

describe('odd paths under the static folders', () => {
  beforeAll(() => {
    // The folder exists, with a file in it, as on a server that took an upload.
    fs.mkdirSync(uploadDir(env), { recursive: true });
    fs.writeFileSync(path.join(uploadDir(env), 'present.webp'), 'x');
  });

  it.each(ODD_STATIC_NAMES)('/uploads/%s is a 400 or a 404 in the envelope, never a file', async (name) => {
    const res = await request(app).get(`/uploads/${name}`);
    expect([400, 404], `${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
    expect(res.body).toMatchObject({ success: false, data: null, error: { code: res.status === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND' } });
  });

  it('answers another method under /uploads as an unknown endpoint (404 in the envelope)', async () => {
    for (const method of ['post', 'put', 'delete', 'patch'] as const) expectRefusal(await request(app)[method]('/uploads/a.webp'), 404, 'ROUTE_NOT_FOUND');
  });

  it.each([api('/%E0%A4%A'), api('/services/%E0%A4%A'), api('/services/%00'), '/api/%ZZ'])('%s is a 400 or a 404 in the envelope', async (odd) => {
    const res = await request(app).get(odd);
    expect([400, 404]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });
});
