import { Prisma } from '../../generated/prisma/client.js';
import { ServiceSearchQuerySchema } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { readRows } from '../../lib/db.js';
import { searchPageSql, textTsQuery, type VocabularyRow } from './catalog.sql.js';
import { toSearchFilters } from './search-filters.js';
import { api } from '../../test/api.js';

// Issue 16: text search reads service_search and autocomplete reads service_names, narrow copies
// of services that triggers keep (search_read_tables migration). These tests change services and
// specialists every way the application does and check the copies against services themselves.
const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);

/** Listed services whose copy is missing or differs, and copies of services that are not listed. */
const searchCopyDrift = async () =>
  (
    await db.$queryRaw<{ drift: number }[]>`
      SELECT count(*)::int AS drift
      FROM (SELECT * FROM services WHERE listed) s
      FULL JOIN service_search c USING (id)
      WHERE s.id IS NULL OR c.id IS NULL
         OR (s.price_minor, s.specialist_rating, s.specialist_rating_count, s.created_at, s.category_id, s.name_tsv, s.search_tsv)
            IS DISTINCT FROM (c.price_minor, c.specialist_rating, c.specialist_rating_count, c.created_at, c.category_id, c.name_tsv, c.search_tsv)`
  )[0]!.drift;

/** service_names rows that differ from counting listed services by (lower-case name, category). */
const namesDrift = async () =>
  (
    await db.$queryRaw<{ drift: number }[]>`
      SELECT count(*)::int AS drift
      FROM (SELECT lower(name) AS name_key, coalesce(category_id, '') AS category_key, count(*)::int AS services
              FROM services WHERE listed GROUP BY 1, 2) s
      FULL JOIN service_names n USING (name_key, category_key)
      WHERE s.services IS DISTINCT FROM n.services OR n.name_tsv IS DISTINCT FROM to_tsvector('simple', n.name)
         OR lower(n.name) IS DISTINCT FROM s.name_key`
  )[0]!.drift;

const copyOf = async (id: string) =>
  (await db.$queryRaw<{ price_minor: number; specialist_rating: number; category_id: string | null }[]>`
    SELECT price_minor, specialist_rating, category_id FROM service_search WHERE id = ${id}::uuid`)[0] ?? null;

const suggestions = async (q: string) => {
  const res = await request(app).get(api(`/services/suggestions?q=${encodeURIComponent(q)}&limit=20`));
  expect(res.status).toBe(200);
  return (res.body.data.suggestions as { text: string; type: string; categoryId: string | null }[]).filter((s) => s.type === 'service');
};

describe('service_search: the copy text search reads', () => {
  it('holds every listed service and nothing else, whatever changes', async () => {
    const sp = await buildSpecialist(db, { specialization: 'Гончар', ratingAverage: 4.2, ratingCount: 3 });
    const service = await buildService(db, { specialistId: sp.id, categoryId: 'education', name: 'Урок гончарства', priceMinor: 40_000 });
    expect(await copyOf(service.id)).toEqual({ price_minor: 40_000, specialist_rating: 4.2, category_id: 'education' });

    await db.service.update({ where: { id: service.id }, data: { priceMinor: 45_000, categoryId: 'home-services', name: 'Майстер-клас з гончарства' } });
    expect(await copyOf(service.id)).toEqual({ price_minor: 45_000, specialist_rating: 4.2, category_id: 'home-services' });
    await db.specialistProfile.update({ where: { id: sp.id }, data: { ratingAverage: 4.9, ratingCount: 4, specialization: 'Кераміст' } });
    expect(await copyOf(service.id)).toMatchObject({ specialist_rating: 4.9 });

    await db.service.update({ where: { id: service.id }, data: { isActive: false } });
    expect(await copyOf(service.id)).toBeNull();
    await db.service.update({ where: { id: service.id }, data: { isActive: true } });
    await db.specialistProfile.update({ where: { id: sp.id }, data: { isSuspended: true } });
    expect(await copyOf(service.id)).toBeNull();
    await db.specialistProfile.update({ where: { id: sp.id }, data: { isSuspended: false } });
    expect(await copyOf(service.id)).not.toBeNull();
    await db.service.update({ where: { id: service.id }, data: { hiddenAt: new Date() } });
    expect(await copyOf(service.id)).toBeNull();
    await db.service.update({ where: { id: service.id }, data: { hiddenAt: null } });

    const other = await buildService(db, { specialistId: sp.id, categoryId: 'education', name: 'Ліплення з глини' });
    expect(await copyOf(other.id)).not.toBeNull();
    await db.service.delete({ where: { id: other.id } });
    expect(await copyOf(other.id)).toBeNull();
    expect(await searchCopyDrift()).toBe(0);
  });

  it('answers a text search exactly as services themselves do (same rows, order and total)', async () => {
    const spots = [
      { ratingAverage: 4.9, ratingCount: 10, name: 'Вітраж для початківців', priceMinor: 90_000 },
      { ratingAverage: 4.9, ratingCount: 10, name: 'Розпис скла', priceMinor: 30_000, description: 'Вітраж і розпис' },
      { ratingAverage: 3.1, ratingCount: 2, name: 'Вітраж у Тіффані техніці', priceMinor: 50_000 },
      { ratingAverage: 5, ratingCount: 1, name: 'Скло і світло', priceMinor: 70_000, description: 'Вітраж' },
    ];
    for (const s of spots) {
      const sp = await buildSpecialist(db, { specialization: 'Склодув', ratingAverage: s.ratingAverage, ratingCount: s.ratingCount });
      await buildService(db, { specialistId: sp.id, categoryId: 'education', name: s.name, priceMinor: s.priceMinor, description: s.description ?? 'Опис' });
    }
    // The copy answers searches without position, availability or city; with a radius around
    // every specialist (all are in Kyiv), the same search reads services.
    for (const extra of ['', '&sortBy=price', '&sortBy=rating', '&sortBy=newest', '&minPrice=400&maxPrice=800', '&rating=4', '&category=education']) {
      const narrow = await request(app).get(api(`/services?search=вітраж${extra}`));
      const wide = await request(app).get(api(`/services?search=вітраж${extra}&lat=50.45&lng=30.52&radius=100`));
      expect(narrow.status).toBe(200);
      expect(wide.status).toBe(200);
      expect(narrow.body.data.services.map((s: { id: string }) => s.id)).toEqual(wide.body.data.services.map((s: { id: string }) => s.id));
      expect(narrow.body.data.total).toBe(wide.body.data.total);
    }
    const relevance = await request(app).get(api('/services?search=вітраж'));
    // Name matches first (best rated first among them), then the rest.
    expect(relevance.body.data.services.map((s: { name: string }) => s.name)).toEqual(['Вітраж для початківців', 'Вітраж у Тіффані техніці', 'Скло і світло', 'Розпис скла']);
    expect(relevance.body.data.total).toBe(4);
    expect(relevance.body.data.totalIsLowerBound).toBe(false);
  });
});

describe('service_names: the names autocomplete reads', () => {
  it('one suggestion per name, in the category most of its services are in; gone with its last listed service', async () => {
    const a = await buildSpecialist(db, { specialization: 'Флорист' });
    const b = await buildSpecialist(db, { specialization: 'Флорист' });
    const first = await buildService(db, { specialistId: a.id, categoryId: 'home-services', name: 'Складання букетів' });
    const second = await buildService(db, { specialistId: b.id, categoryId: 'home-services', name: 'складання БУКЕТІВ' });
    const third = await buildService(db, { specialistId: b.id, categoryId: 'education', name: 'Складання букетів' });
    expect(await suggestions('букет')).toEqual([{ text: 'Складання букетів', type: 'service', categoryId: 'home-services' }]);

    // Two of the three leave the catalog (a specialist hidden, a service switched off): the
    // remaining one's category is suggested.
    await db.specialistProfile.update({ where: { id: a.id }, data: { isVisible: false } });
    await db.service.update({ where: { id: second.id }, data: { isActive: false } });
    expect(await suggestions('букет')).toEqual([{ text: 'Складання букетів', type: 'service', categoryId: 'education' }]);
    expect(await namesDrift()).toBe(0);

    // Renamed: the old name is no longer suggested, the new one is.
    await db.service.update({ where: { id: third.id }, data: { name: 'Весільна флористика' } });
    expect(await suggestions('букет')).toEqual([]);
    expect(await suggestions('флорист')).toContainEqual({ text: 'Весільна флористика', type: 'service', categoryId: 'education' });

    // Back in the catalog, and a service deleted.
    await db.specialistProfile.update({ where: { id: a.id }, data: { isVisible: true } });
    expect(await suggestions('букет')).toEqual([{ text: 'Складання букетів', type: 'service', categoryId: 'home-services' }]);
    await db.service.delete({ where: { id: first.id } });
    expect(await suggestions('букет')).toEqual([]);

    // A service with its own category (no catalog category).
    await buildService(db, { specialistId: a.id, categoryId: null, customCategory: 'Флористика', name: 'Сухоцвіти в рамці' });
    expect(await suggestions('сухоцвіти')).toEqual([{ text: 'Сухоцвіти в рамці', type: 'service', categoryId: null }]);
    expect(await namesDrift()).toBe(0);
    expect(await searchCopyDrift()).toBe(0);
  });
});

describe('the full-text indexes searches read', () => {
  it('have no pending list (fastupdate off): a search never scans entries waiting for a vacuum', async () => {
    const rows = await db.$queryRaw<{ relname: string; reloptions: string[] | null }[]>`
      SELECT relname::text, reloptions FROM pg_class
      WHERE relname IN ('service_search_search_tsv', 'service_names_name_tsv', 'services_listed_search_tsv', 'search_terms_trgm', 'specialist_profiles_specialization_tsv')
      ORDER BY relname`;
    expect(rows.map((r) => r.relname)).toHaveLength(5);
    for (const row of rows) expect(row.reloptions, row.relname).toContain('fastupdate=off');
  });
});

describe('the index category pages read', () => {
  it('carries the price, so the capped count of a category under a price limit never visits the services themselves', async () => {
    const specialist = await buildSpecialist(db);
    const category = (await buildService(db, { specialistId: specialist.id, priceMinor: 90_000 })).categoryId!;
    for (let i = 0; i < 5; i++) await buildService(db, { specialistId: specialist.id, categoryId: category, priceMinor: 10_000 * (i + 1) });
    // Marks the pages all-visible, as autovacuum does on a live table: what an index-only scan needs.
    await db.$executeRawUnsafe('VACUUM ANALYZE services');
    const filters = toSearchFilters(ServiceSearchQuerySchema.parse({ category, maxPrice: '300' }), null);
    const plan = await db.$transaction(async (tx) => {
      // A handful of rows would be read whole; what is asked here is which index scan serves the count.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
      const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN (COSTS OFF) ${searchPageSql({ ...filters, tsQuery: null })}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using services_listed_category_rating/);
    const res = await request(app).get(api(`/services?category=${category}&maxPrice=300`));
    expect(res.body.data.total).toBe(3); // 100, 200 and 300 ₴
  });
});

describe('text search by relevance for a popular word (more matches than the count’s cap)', () => {
  it('takes the page from the best-rated services when they hold it, and answers as sorting every match does', async () => {
    const specialists: string[] = [];
    for (let i = 0; i < 10; i++) specialists.push((await buildSpecialist(db, { specialization: 'Кераміст', ratingAverage: 3 + (i % 5) * 0.5, ratingCount: i })).id);
    // 1,200 services: two in three carry the word in their name, the rest only in their description.
    await db.$executeRaw`
      INSERT INTO services (specialist_id, category_id, name, description, price_minor, duration_minutes, available_days, time_slots, updated_at)
      SELECT (${specialists}::uuid[])[1 + k % 10], 'education',
             CASE WHEN k % 3 = 0 THEN 'Гончарство, заняття ' || k ELSE 'Кераміка, курс ' || k END,
             CASE WHEN k % 3 = 0 THEN 'Кераміка для початківців' ELSE 'Опис' END,
             (100 + (k % 50) * 10) * 100, 60, ARRAY['monday'], ARRAY['10:00'], now()
      FROM generate_series(1, 1200) k`;

    const ids = (res: request.Response) => (res.body.data.services as { id: string }[]).map((s) => s.id);
    // The same search with a radius around every specialist (all in Kyiv) reads services and sorts every match.
    for (const extra of ['', '&page=2', '&limit=50&page=3', '&maxPrice=150', '&rating=4.5', '&page=60']) {
      const narrow = await request(app).get(api(`/services?search=кераміка${extra}`));
      const wide = await request(app).get(api(`/services?search=кераміка${extra}&lat=50.45&lng=30.52&radius=100`));
      expect(narrow.status, extra).toBe(200);
      expect(ids(narrow), extra).toEqual(ids(wide));
      expect([narrow.body.data.total, narrow.body.data.totalIsLowerBound], extra).toEqual([wide.body.data.total, wide.body.data.totalIsLowerBound]);
    }
    const first = await request(app).get(api('/services?search=кераміка'));
    expect(first.body.data).toMatchObject({ total: 1000, totalIsLowerBound: true });
    const names = (first.body.data.services as { name: string }[]).map((s) => s.name);
    expect(names.every((n) => n.startsWith('Кераміка'))).toBe(true);
    expect((first.body.data.services as { specialist: { rating: number } }[])[0]!.specialist.rating).toBe(5);
    // The last page (1,200 matches: 800 by name, then 400 by description) is past what the walk holds.
    const last = await request(app).get(api('/services?search=кераміка&page=60'));
    expect((last.body.data.services as { name: string }[]).every((s) => s.name.startsWith('Гончарство'))).toBe(true);

    // The first page came from the walk: sorting every match was never run.
    const tsQuery = await textTsQuery('кераміка', 'all', (query) => readRows<VocabularyRow>(db, query));
    const filters = toSearchFilters(ServiceSearchQuerySchema.parse({ search: 'кераміка' }), 'кераміка');
    const plan = (await db.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) ${searchPageSql({ ...filters, tsQuery })}`))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Bitmap Heap Scan on service_search \w+ \(never executed\)/);
  });
});
