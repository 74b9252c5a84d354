import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildCategory, buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const app = createTestApp(db, url).app;

describe('GET /api/v1/services/categories', () => {
  // Every database has the seven reference categories (sort orders 0–6) from the migrations;
  // these two are placed before and after them.
  let referenceIds: string[] = [];
  beforeAll(async () => {
    referenceIds = (await db.category.findMany({ orderBy: { sortOrder: 'asc' }, select: { id: true } })).map((c) => c.id);
    await buildCategory(db, { id: 'nails', nameUk: 'Краса', nameEn: 'Beauty', nameRu: 'Красота', descriptionEn: 'Nails and hair', sortOrder: -1 });
    await buildCategory(db, { id: 'tutoring', nameUk: 'Освіта', nameEn: 'Education', nameRu: 'Образование', sortOrder: 100 });
    const visible = await buildSpecialist(db);
    const hidden = await buildSpecialist(db, { isVisible: false });
    await buildService(db, { specialistId: visible.id, categoryId: 'nails' });
    await buildService(db, { specialistId: visible.id, categoryId: 'nails' });
    await buildService(db, { specialistId: visible.id, categoryId: 'nails', isActive: false });
    await buildService(db, { specialistId: hidden.id, categoryId: 'nails' });
  });

  it('lists categories in display order with uk names by default', async () => {
    const res = await request(app).get(api('/services/categories'));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const ids = res.body.data.categories.map((c: { id: string }) => c.id);
    expect(ids).toEqual(['nails', ...referenceIds, 'tutoring']);
    expect(res.body.data.categories[0]).toMatchObject({
      name: 'Краса',
      names: { uk: 'Краса', en: 'Beauty', ru: 'Красота' },
      icon: 'sparkles',
    });
  });

  it('counts only active services of visible specialists', async () => {
    const res = await request(app).get(api('/services/categories'));
    const byId = Object.fromEntries(res.body.data.categories.map((c: { id: string; serviceCount: number }) => [c.id, c.serviceCount]));
    expect(byId).toEqual({ nails: 2, tutoring: 0, ...Object.fromEntries(referenceIds.map((id) => [id, 0])) });
  });

  it('answers in the language of `lang`, else of Accept-Language', async () => {
    const en = await request(app).get(api('/services/categories?lang=en'));
    expect(en.body.data.categories[0]).toMatchObject({ name: 'Beauty', description: 'Nails and hair' });
    const ru = await request(app).get(api('/services/categories')).set('Accept-Language', 'de-DE, ru;q=0.8, en;q=0.5');
    expect(ru.body.data.categories[0].name).toBe('Красота');
  });

  it('rejects an unsupported language with 400 and changes nothing', async () => {
    const before = await db.category.count();
    const res = await request(app).get(api('/services/categories?lang=pl'));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(await db.category.count()).toBe(before);
  });
});
