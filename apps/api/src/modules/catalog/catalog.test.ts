import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildCategory, buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';

const { db, url } = await useTestDatabase();
const app = createTestApp(db, url).app;

describe('GET /api/v1/services/categories', () => {
  beforeAll(async () => {
    await buildCategory(db, { id: 'beauty-wellness', nameUk: 'Краса', nameEn: 'Beauty', nameRu: 'Красота', descriptionEn: 'Nails and hair', sortOrder: 0 });
    await buildCategory(db, { id: 'education', nameUk: 'Освіта', nameEn: 'Education', nameRu: 'Образование', sortOrder: 1 });
    const visible = await buildSpecialist(db);
    const hidden = await buildSpecialist(db, { isVisible: false });
    await buildService(db, { specialistId: visible.id, categoryId: 'beauty-wellness' });
    await buildService(db, { specialistId: visible.id, categoryId: 'beauty-wellness' });
    await buildService(db, { specialistId: visible.id, categoryId: 'beauty-wellness', isActive: false });
    await buildService(db, { specialistId: hidden.id, categoryId: 'beauty-wellness' });
  });

  it('lists categories in display order with uk names by default', async () => {
    const res = await request(app).get('/api/v1/services/categories');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const ids = res.body.data.categories.map((c: { id: string }) => c.id);
    expect(ids).toEqual(['beauty-wellness', 'education']);
    expect(res.body.data.categories[0]).toMatchObject({
      name: 'Краса',
      names: { uk: 'Краса', en: 'Beauty', ru: 'Красота' },
      icon: 'sparkles',
    });
  });

  it('counts only active services of visible specialists', async () => {
    const res = await request(app).get('/api/v1/services/categories');
    const byId = Object.fromEntries(res.body.data.categories.map((c: { id: string; serviceCount: number }) => [c.id, c.serviceCount]));
    expect(byId).toEqual({ 'beauty-wellness': 2, education: 0 });
  });

  it('answers in the language of `lang`, else of Accept-Language', async () => {
    const en = await request(app).get('/api/v1/services/categories?lang=en');
    expect(en.body.data.categories[0]).toMatchObject({ name: 'Beauty', description: 'Nails and hair' });
    const ru = await request(app).get('/api/v1/services/categories').set('Accept-Language', 'de-DE, ru;q=0.8, en;q=0.5');
    expect(ru.body.data.categories[0].name).toBe('Красота');
  });

  it('rejects an unsupported language with 400 and changes nothing', async () => {
    const before = await db.category.count();
    const res = await request(app).get('/api/v1/services/categories?lang=pl');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(await db.category.count()).toBe(before);
  });
});
