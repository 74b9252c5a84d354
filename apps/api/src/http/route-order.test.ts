import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { createTestApp } from '../test/test-app.js';
import { buildRouter, type RouteDefinition } from './route.js';
import { assertNoShadowedRoutes, shadowedRoutes } from './route-order.js';
import { api } from '../test/api.js';

const get = (path: string) => ({ method: 'get', path });

describe('route order: a parameter route never answers a fixed path declared after it', () => {
  it('refuses a parameter route declared before a fixed path it would answer, naming both', () => {
    expect(() => assertNoShadowedRoutes([get('/services/:id/availability'), get('/services/category/:category')])).toThrow(
      'GET /services/:id/availability is declared before /services/category/:category',
    );
    expect(shadowedRoutes([get('/services/:id'), get('/services/featured')])).toHaveLength(1);
    expect(shadowedRoutes([{ method: 'delete', path: '/specialists/:id/favorite' }, { method: 'delete', path: '/specialists/portfolio/:id' }])).toHaveLength(1);
  });

  it('accepts the fixed path first, other methods, other lengths and paths that never meet', () => {
    expect(() =>
      assertNoShadowedRoutes([
        get('/services/category/:category'),
        get('/services/:id/availability'),
        get('/services/featured'),
        get('/services/:id'),
        { method: 'put', path: '/services/:id' },
        { method: 'post', path: '/services/compare' },
        get('/services/:id/similar'),
        get('/bookings/:id'),
        get('/bookings/:id/can-cancel'),
      ]),
    ).not.toThrow();
  });

  it('stops the router from being built (start-up) in that order', () => {
    const route = (path: string) => ({ ...get(path), summary: '', tags: [], policy: { name: 'p', requiresSession: false, allows: () => true }, response: {}, handler: () => ({}) }) as unknown as RouteDefinition;
    expect(() => buildRouter([route('/services/:id'), route('/services/featured')], { checkResponses: false })).toThrow(/Route order/);
  });
});

describe('route order of the mounted API', async () => {
  const { db, url } = await useTestDatabase();
  const { app } = createTestApp(db, url);

  it('has no parameter route before a fixed path it would answer', () => {
    expect(shadowedRoutes(app.locals.routes as RouteDefinition[])).toEqual([]);
  });

  it('GET /services/category/availability is the category "availability" (a page of its services), not the free times of a service "category"', async () => {
    const res = await request(app).get(api('/services/category/availability'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ services: [], page: 1 });
  });
});
