import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildCategory, buildService, buildSpecialist, buildUser } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { createCatalogRepository } from './catalog.repository.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);

const ids: Record<string, string> = {};
const search = (query: string) => request(app).get(api(`/services?${query}`));
const names = (res: request.Response) => res.body.data.services.map((s: { name: string }) => s.name);

// beauty-wellness (Краса та догляд / Beauty & Wellness / Красота и уход) and home-services are
// reference categories: every database has them from the migrations.
beforeAll(async () => {
  const kyiv = await buildSpecialist(db, { userId: (await buildUser(db, { firstName: 'Олена', lastName: 'Коваль', role: 'SPECIALIST' })).id, specialization: 'Майстер манікюру', city: 'Київ', latitude: 50.4501, longitude: 30.5234, ratingAverage: 4.9, ratingCount: 120 });
  const lviv = await buildSpecialist(db, { specialization: 'Сантехнік', city: 'Львів', latitude: 49.8397, longitude: 24.0297, ratingAverage: 4.2, ratingCount: 15 });
  const odesa = await buildSpecialist(db, { specialization: 'Косметолог', city: 'Одеса', latitude: 46.4825, longitude: 30.7233, ratingAverage: 4.6, ratingCount: 40 });
  const hidden = await buildSpecialist(db, { specialization: 'Майстер манікюру', city: 'Київ', isVisible: false });
  ids.manicure = (await buildService(db, { specialistId: kyiv.id, categoryId: 'beauty-wellness', name: 'Манікюр класичний', priceMinor: 60_000 })).id;
  ids.pedicure = (await buildService(db, { specialistId: kyiv.id, categoryId: 'beauty-wellness', name: 'Педикюр апаратний', description: 'Доглядовий педикюр', priceMinor: 90_000 })).id;
  ids.mixer = (await buildService(db, { specialistId: lviv.id, categoryId: 'home-services', name: 'Заміна змішувача', description: 'Демонтаж старого і монтаж нового змішувача', priceMinor: 50_000 })).id;
  ids.facial = (await buildService(db, { specialistId: odesa.id, categoryId: 'beauty-wellness', name: 'Чистка обличчя', description: 'Комбінована чистка', priceMinor: 120_000 })).id;
  await buildService(db, { specialistId: kyiv.id, categoryId: 'beauty-wellness', name: 'Манікюр вимкнений', isActive: false });
  await buildService(db, { specialistId: hidden.id, categoryId: 'beauty-wellness', name: 'Манікюр прихований' });
});

describe('GET /services (search)', () => {
  it('finds a service by a misspelled word and puts it first', async () => {
    const res = await search('search=манікур');
    expect(res.status).toBe(200);
    expect(names(res)[0]).toBe('Манікюр класичний');
    expect(res.body.data).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('accepts q, finds by specialisation, category name in another language, and specialist name', async () => {
    expect(names(await search('q=сантехнік'))).toEqual(['Заміна змішувача']);
    expect(names(await search('search=beauty'))).toEqual(expect.arrayContaining(['Манікюр класичний', 'Чистка обличчя']));
    expect(names(await search('search=коваль'))).toEqual(expect.arrayContaining(['Манікюр класичний', 'Педикюр апаратний']));
  });

  it('never shows inactive services or hidden specialists', async () => {
    const all = names(await search('limit=100'));
    expect(all).not.toContain('Манікюр вимкнений');
    expect(all).not.toContain('Манікюр прихований');
    expect(all).toHaveLength(4);
  });

  it('filters by category, city (typo-tolerant), price band and rating', async () => {
    expect(names(await search('category=home-services'))).toEqual(['Заміна змішувача']);
    expect(names(await search('location=Львов'))).toEqual(['Заміна змішувача']);
    expect(names(await search('minPrice=550&maxPrice=1000&sortBy=price'))).toEqual(['Манікюр класичний', 'Педикюр апаратний']);
    // Two services of the 4.9 specialist tie; the 4.6 one comes last.
    const byRating = names(await search('rating=4.5&sortBy=rating'));
    expect(byRating.slice(0, 2).sort()).toEqual(['Манікюр класичний', 'Педикюр апаратний']);
    expect(byRating[2]).toBe('Чистка обличчя');
  });

  it('sorts by price both ways, by reviews, and pages 20 at a time by default', async () => {
    expect(names(await search('sortBy=price'))).toEqual(['Заміна змішувача', 'Манікюр класичний', 'Педикюр апаратний', 'Чистка обличчя']);
    expect(names(await search('sortBy=price&sortOrder=desc'))[0]).toBe('Чистка обличчя');
    expect(names(await search('sortBy=reviews'))[0]).toMatch(/Манікюр|Педикюр/);
    const page2 = await search('sortBy=price&limit=3&page=2');
    expect(page2.body.data).toMatchObject({ page: 2, totalPages: 2, total: 4 });
    expect(names(page2)).toEqual(['Чистка обличчя']);
    const beyond = await search('sortBy=price&limit=3&page=5');
    expect(beyond.body.data).toMatchObject({ services: [], total: 4, totalPages: 2 });
  });

  it('sorts by distance from a point and reports kilometres', async () => {
    // From Vinnytsia: Kyiv is ~200 km away, Lviv ~310 km, Odesa ~370 km.
    const res = await search('sortBy=distance&lat=49.2331&lng=28.4682');
    const services = res.body.data.services as { name: string; distanceKm: number }[];
    const distances = services.map((s) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(services[0]!.distanceKm).toBeGreaterThan(180);
    expect(services[0]!.distanceKm).toBeLessThan(230);
  });

  it.each([
    ['minPrice=500&maxPrice=100', 'query.maxPrice'],
    ['rating=7', 'query.rating'],
    ['sortBy=cheapest', 'query.sortBy'],
    ['sortBy=distance', 'query.sortBy'],
    ['lat=50', 'query.lng'],
    ['page=0', 'query.page'],
    ['limit=500', 'query.limit'],
    ['minPrice=abc', 'query.minPrice'],
  ])('rejects %s with 400', async (query, path) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('cross-language and multi-word search', () => {
  beforeAll(async () => {
    const sp = await buildSpecialist(db, { specialization: 'Масажист', city: 'Черкаси' });
    await buildService(db, { specialistId: sp.id, categoryId: 'beauty-wellness', name: 'Масаж спини', description: 'Класичний масаж' });
  });

  it('finds Ukrainian services by English and Russian words', async () => {
    expect(names(await search('search=massage'))).toContain('Масаж спини');
    expect(names(await search('search=массаж'))).toContain('Масаж спини');
    expect(names(await search(`search=${encodeURIComponent('маникюр')}`))[0]).toBe('Манікюр класичний');
    expect(names(await search('search=manicure'))[0]).toBe('Манікюр класичний');
    expect(names(await search('search=plumber'))).toEqual(['Заміна змішувача']);
  });

  it('finds a specialist by a name typed in Latin letters', async () => {
    expect(names(await search('search=koval'))).toEqual(expect.arrayContaining(['Манікюр класичний', 'Педикюр апаратний']));
  });

  it('needs every word, and falls back to any word when nothing has them all', async () => {
    expect(names(await search(`search=${encodeURIComponent('масаж спини')}`))).toEqual(['Масаж спини']);
    expect(names(await search(`search=${encodeURIComponent('back massage')}`))).toEqual(['Масаж спини']);
    const either = names(await search(`search=${encodeURIComponent('педикюр змішувача')}`));
    expect(either.sort()).toEqual(['Заміна змішувача', 'Педикюр апаратний']);
  });

  it('matches a word still being typed as a prefix', async () => {
    expect(names(await search(`search=${encodeURIComponent('педик')}`))).toEqual(['Педикюр апаратний']);
  });

  it('finds nothing for words the catalog does not have', async () => {
    const res = await search('search=zzqqxx');
    expect(res.body.data).toMatchObject({ services: [], total: 0, totalPages: 1 });
  });
});

describe('the catalog version (search cache key)', () => {
  it('moves with the writing transaction: other connections see it only with the change', async () => {
    const repo = createCatalogRepository(db);
    const before = await repo.catalogVersion();
    await db.$transaction(async (tx) => {
      await tx.service.updateMany({ where: { id: ids.mixer }, data: { priceMinor: 50_100 } });
      // `repo` reads through another pooled connection: the change is not committed yet.
      expect(await repo.catalogVersion()).toBe(before);
    });
    expect(BigInt(await repo.catalogVersion())).toBeGreaterThan(BigInt(before));
  });
});

describe('the search document', () => {
  it('shows a new service and a new word to the next search (the cache follows the catalog version)', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Годинникар', city: 'Ужгород' });
    expect(names(await search(`search=${encodeURIComponent('годинника')}`))).toEqual([]);
    await buildService(db, { specialistId: sp.id, categoryId: 'home-services', name: 'Ремонт годинника' });
    // The new word joins the vocabulary, so a misspelling of it is corrected too.
    expect(names(await search(`search=${encodeURIComponent('годиника')}`))).toEqual(['Ремонт годинника']);
    await db.service.updateMany({ where: { specialistId: sp.id }, data: { isActive: false } });
    expect(names(await search(`search=${encodeURIComponent('годинника')}`))).toEqual([]);
  });

  it('follows changes of the specialisation, the specialist’s name and the category’s names', async () => {
    const user = await buildUser(db, { firstName: 'Зиновій', lastName: 'Прокопчук', role: 'SPECIALIST' });
    const sp = await buildSpecialist(db, { userId: user.id, specialization: 'Кравець', city: 'Полтава' });
    await buildCategory(db, { id: 'sewing', nameUk: 'Шиття', nameEn: 'Sewing', nameRu: 'Шитьё' });
    await buildService(db, { specialistId: sp.id, categoryId: 'sewing', name: 'Вкорочення штанів' });
    const found = async (q: string) => names(await search(`search=${encodeURIComponent(q)}`)).includes('Вкорочення штанів');

    expect(await found('кравець')).toBe(true);
    expect(await found('sewing')).toBe(true);
    await db.specialistProfile.update({ where: { id: sp.id }, data: { specialization: 'Швачка' } });
    expect(await found('швачка')).toBe(true);
    expect(await found('кравець')).toBe(false);
    await db.user.update({ where: { id: user.id }, data: { lastName: 'Довгополюк' } });
    expect(await found('довгополюк')).toBe(true);
    await db.category.update({ where: { id: 'sewing' }, data: { nameEn: 'Tailoring' } });
    expect(await found('tailoring')).toBe(true);
  });

  it('matches words of a description by full text', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Майстер', city: 'Суми' });
    await buildService(db, { specialistId: sp.id, categoryId: 'home-services', name: 'Дрібний ремонт', description: 'Збирання шаф і полиць' });
    expect(names(await search(`search=${encodeURIComponent('полиць')}`))).toContain('Дрібний ремонт');
  });
});
