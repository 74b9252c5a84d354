import { CURRENCIES, UAH_PER_UNIT } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildService, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);

const pricingRange = async () => {
  const res = await request(app).get(api('/services/pricing-range'));
  expect(res.status).toBe(200);
  return res.body.data as { min: number; max: number; quantiles: number[]; bandBoundaries: Record<string, number[]> };
};

/** Ids of the services a price band finds (every page; the set is small). */
const idsInBand = async (minPrice: number | null, maxPrice: number | null) => {
  const query = new URLSearchParams({ limit: '100' });
  if (minPrice !== null) query.set('minPrice', String(minPrice));
  if (maxPrice !== null) query.set('maxPrice', String(maxPrice));
  const res = await request(app).get(api(`/services?${query}`));
  expect(res.status).toBe(200);
  return (res.body.data.services as { id: string }[]).map((s) => s.id);
};

// Prices spread like the demo catalog's: many at a few hundred hryvnia, a long tail above 2000.
const PRICES_UAH = [250, 400, 450, 500, 500, 600, 600, 700, 800, 800, 900, 1000, 1000, 1200, 1500, 1500, 2000, 2500, 3000, 4500];

describe('GET /services/pricing-range', () => {
  it('without active services: zeros and no bands', async () => {
    expect(await pricingRange()).toEqual({ min: 0, max: 0, currency: 'UAH', quantiles: [], bandBoundaries: { UAH: [], USD: [], EUR: [] } });
  });

  it('splits the real prices into five bands with round edges in each currency, and every band finds services', async () => {
    const specialist = await buildSpecialist(db);
    const active: string[] = [];
    for (const price of PRICES_UAH) active.push((await buildService(db, { specialistId: specialist.id, categoryId: 'beauty-wellness', priceMinor: price * 100 })).id);
    // Neither an inactive service nor a hidden specialist's moves the edges.
    await buildService(db, { specialistId: specialist.id, categoryId: 'beauty-wellness', priceMinor: 9_000_000, isActive: false });
    await buildService(db, { specialistId: (await buildSpecialist(db, { isVisible: false })).id, categoryId: 'beauty-wellness', priceMinor: 100 });

    const range = await pricingRange();
    expect(range).toMatchObject({ min: 250, max: 4500, currency: 'UAH' });
    // percentile_cont over the 20 prices: positions 3.8, 7.6, 11.4 and 15.2.
    expect(range.quantiles).toEqual([500, 760, 1000, 1600]);
    expect(range.bandBoundaries).toEqual({ UAH: [500, 750, 1000, 1500], USD: [15, 20, 25, 45], EUR: [15, 20, 25, 40] });

    for (const currency of CURRENCIES) {
      const edges = range.bandBoundaries[currency]!.map((edge) => edge * UAH_PER_UNIT[currency]);
      const bands: [number | null, number | null][] = [[null, edges[0]!], [edges[0]!, edges[1]!], [edges[1]!, edges[2]!], [edges[2]!, edges[3]!], [edges[3]!, null]];
      const found = new Set<string>();
      for (const [min, max] of bands) {
        const ids = await idsInBand(min, max);
        expect(ids.length, `${currency} ${min}–${max}`).toBeGreaterThan(0);
        expect(ids.length, `${currency} ${min}–${max} holds at most about half the services`).toBeLessThanOrEqual(10);
        for (const id of ids) found.add(id);
      }
      // Together the bands cover every active service.
      expect([...found].sort()).toEqual([...active].sort());
    }
  });

  it('follows the catalog: a new service moves the edges at once', async () => {
    const before = await pricingRange();
    const specialist = await buildSpecialist(db);
    for (let i = 0; i < 20; i++) await buildService(db, { specialistId: specialist.id, categoryId: 'beauty-wellness', priceMinor: 6_000_00 });
    const after = await pricingRange();
    expect(after.max).toBe(6000);
    expect(after.quantiles.at(-1)!).toBeGreaterThan(before.quantiles.at(-1)!);
  });
});
