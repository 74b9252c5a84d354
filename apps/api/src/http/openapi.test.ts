import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { createTestApp } from '../test/test-app.js';

const { db, url } = await useTestDatabase();
const app = createTestApp(db, url).app;

describe('API reference', () => {
  it('serves an OpenAPI 3.1 document with every mounted endpoint', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/services/categories']));
    const categories = res.body.paths['/api/v1/services/categories'].get;
    expect(categories.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'query' })]));
    expect(categories.responses).toHaveProperty('200');
    expect(categories.responses).toHaveProperty('400');
    expect(categories.description).toContain('publicAccess');
    expect(res.body.components.schemas).toHaveProperty('Category');
    expect(res.body.components.schemas).toHaveProperty('ApiError');
  });

  it('lists every section once, in the order a client meets the API', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    const body = res.body as { tags: Array<{ name: string }>; paths: Record<string, Record<string, { tags?: string[] }>> };
    const names = body.tags.map((tag) => tag.name);
    const used = new Set(Object.values(body.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])));
    expect(new Set(names)).toEqual(used);
    expect(names).toHaveLength(used.size);
    expect(names.slice(0, 2)).toEqual(['System', 'Auth']);
    expect(names.indexOf('Catalog')).toBeLessThan(names.indexOf('Bookings'));
    expect(names.indexOf('Bookings')).toBeLessThan(names.indexOf('Notifications'));
  });

  it('serves the interactive reference from this server (no CDN)', async () => {
    const page = await request(app).get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    expect(page.text).not.toMatch(/https?:\/\/(unpkg|cdn|cdnjs)/);
    const bundle = await request(app).get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });
});
