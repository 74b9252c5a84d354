import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api.js';
import { buildCategory, buildService } from '../../test/factories.js';
import { DAY, reviewsTestApp } from './reviews.test-support.js';

/**
 * Reviews through HTTP, reading (issue #12): the aggregates on the specialist and the service
 * (and so search) exact after every change; the public list with its filters, sorts and pages;
 * the summary. The writing side is reviews.test.ts.
 */

const { db, app, kit, reviewed, aggregates } = await reviewsTestApp();

describe('aggregates: the specialist, the service, and search see them at once', () => {
  it('specialist over all their services, each service over its own; profile and service answers show them', async () => {
    const world = await kit.bookable();
    const second = await buildService(db, { specialistId: world.specialist.id, name: 'Педикюр' });
    await reviewed(world, 5);
    await reviewed(world, 4);
    const { review, customer } = await reviewed(world, 3, { serviceId: second.id });
    expect(await aggregates(world)).toEqual({ specialist: [4, 3], service: [4.5, 2] });
    expect(await aggregates(world, second.id)).toEqual({ specialist: [4, 3], service: [3, 1] });

    const profile = await request(app).get(api(`/specialists/${world.specialist.id}/public`));
    expect(profile.body.data.profile).toMatchObject({ rating: 4, reviewCount: 3 });
    const service = await request(app).get(api(`/services/${second.id}`));
    expect(service.body.data.service.specialist).toMatchObject({ rating: 4, reviewCount: 3 });

    // 5 + 4 + 5 = 14 over 3 → 4.67.
    await request(app).put(api(`/reviews/${review.id}`)).set(customer.auth).send({ rating: 5 });
    expect(await aggregates(world, second.id)).toEqual({ specialist: [4.67, 3], service: [5, 1] });
    expect((await request(app).get(api(`/specialists/${world.specialist.id}/public`))).body.data.profile).toMatchObject({ rating: 4.67, reviewCount: 3 });
  });

  it('GET /services: the rating filter and the rating sort use the new numbers at once', async () => {
    const category = await buildCategory(db);
    const inCategory = { service: { categoryId: category.id } };
    const [good, great, fresh] = [await kit.bookable(inCategory), await kit.bookable(inCategory), await kit.bookable(inCategory)];
    const search = async (query: Record<string, string>) => {
      const res = await request(app).get(api('/services')).query({ category: category.id, ...query });
      expect(res.status).toBe(200);
      return (res.body.data.services as { id: string; specialist: { rating: number } }[]).map((s) => [s.id, s.specialist.rating]);
    };
    // Asked before any review: the answer must not be an old cached one afterwards.
    expect(await search({ rating: '4.5' })).toEqual([]);

    await reviewed(good, 4);
    await reviewed(great, 5);
    await reviewed(great, 4);
    expect(await search({ rating: '4.5' })).toEqual([[great.service.id, 4.5]]);
    expect(await search({ rating: '4' })).toEqual([
      [great.service.id, 4.5],
      [good.service.id, 4],
    ]);
    expect(await search({ sortBy: 'rating' })).toEqual([
      [great.service.id, 4.5],
      [good.service.id, 4],
      [fresh.service.id, 0],
    ]);

    // A new five-star review moves the fresh specialist to the top.
    await reviewed(fresh, 5);
    expect(await search({ rating: '4.5' })).toEqual([
      [fresh.service.id, 5],
      [great.service.id, 4.5],
    ]);
    expect((await search({ sortBy: 'rating' }))[0]).toEqual([fresh.service.id, 5]);
  });
});

describe('GET /reviews: filters, sorts, paging', () => {
  /** Five reviews of one specialist with known ages, ratings, comments and helpful counts; one not verified. */
  async function shelf() {
    const world = await kit.bookable();
    const spec = [
      { rating: 5, comment: 'Найкраща', daysAgo: 5, helpful: 1, verified: true },
      { rating: 3, comment: undefined, daysAgo: 4, helpful: 7, verified: true },
      { rating: 4, comment: 'Непогано', daysAgo: 3, helpful: 0, verified: false },
      { rating: 5, comment: undefined, daysAgo: 2, helpful: 3, verified: true },
      { rating: 1, comment: 'Запізнився на годину', daysAgo: 1, helpful: 2, verified: true },
    ];
    const ids: string[] = [];
    for (const s of spec) {
      const { review } = await reviewed(world, s.rating, s.comment !== undefined ? { comment: s.comment } : {});
      await db.review.update({ where: { id: review.id }, data: { createdAt: new Date(Date.now() - s.daysAgo * DAY), helpfulCount: s.helpful, isVerified: s.verified } });
      ids.push(review.id);
    }
    // Someone else's review is never in this list.
    await reviewed(await kit.bookable(), 5, { comment: 'Інший майстер' });
    const list = async (query: Record<string, string | number>) => {
      const res = await request(app).get(api('/reviews')).query({ specialistId: world.specialist.id, ...query });
      expect(res.status).toBe(200);
      const { reviews, ...meta } = res.body.data as { reviews: { id: string }[]; total: number; page: number; totalPages: number };
      return { order: reviews.map((r) => ids.indexOf(r.id)), ...meta };
    };
    return { world, ids, list };
  }

  it('newest first by default; by rating (ties newest first); by helpful', async () => {
    const { list } = await shelf();
    expect(await list({})).toEqual({ order: [4, 3, 2, 1, 0], total: 5, page: 1, totalPages: 1 });
    expect((await list({ sort: 'newest' })).order).toEqual([4, 3, 2, 1, 0]);
    expect((await list({ sort: 'rating' })).order).toEqual([3, 0, 2, 1, 4]);
    expect((await list({ sort: 'helpful' })).order).toEqual([1, 3, 4, 0, 2]);
  });

  it('rating, verified and withComments filter; they combine', async () => {
    const { list } = await shelf();
    expect(await list({ rating: 5 })).toMatchObject({ order: [3, 0], total: 2 });
    expect(await list({ rating: 2 })).toEqual({ order: [], total: 0, page: 1, totalPages: 1 });
    expect((await list({ verified: 'true' })).order).toEqual([4, 3, 1, 0]);
    expect((await list({ withComments: 'true' })).order).toEqual([4, 2, 0]);
    expect((await list({ withComments: 'true', verified: 'true', sort: 'rating' })).order).toEqual([0, 4]);
    expect((await list({ rating: 5, withComments: 'true' })).order).toEqual([0]);
  });

  it('pages: limit and page; past the end is empty', async () => {
    const { list } = await shelf();
    expect(await list({ limit: 2 })).toEqual({ order: [4, 3], total: 5, page: 1, totalPages: 3 });
    expect(await list({ limit: 2, page: 2 })).toEqual({ order: [2, 1], total: 5, page: 2, totalPages: 3 });
    expect(await list({ limit: 2, page: 3 })).toEqual({ order: [0], total: 5, page: 3, totalPages: 3 });
    expect((await list({ limit: 2, page: 4 })).order).toEqual([]);
  });

  it('by service: only that service’s reviews', async () => {
    const world = await kit.bookable();
    const other = await buildService(db, { specialistId: world.specialist.id, name: 'Інша послуга' });
    const { review } = await reviewed(world, 4, { serviceId: other.id });
    await reviewed(world, 5);
    const res = await request(app).get(api('/reviews')).query({ serviceId: other.id });
    expect(res.body.data.reviews.map((r: { id: string }) => r.id)).toEqual([review.id]);
    expect(res.body.data.reviews[0].service).toEqual({ id: other.id, name: 'Інша послуга' });
  });
});

describe('GET /reviews/summary', () => {
  it('total, average to 2 decimals, verified count, recommendation rate and the count per star', async () => {
    const world = await kit.bookable();
    const other = await buildService(db, { specialistId: world.specialist.id });
    for (const rating of [5, 4, 2]) await reviewed(world, rating);
    const { review } = await reviewed(world, 5, { serviceId: other.id });
    await db.review.update({ where: { id: review.id }, data: { isVerified: false } });

    const summary = async (query: Record<string, string>) => (await request(app).get(api('/reviews/summary')).query(query)).body.data;
    // 16 / 4 = 4; three of four are 4 or 5 stars.
    expect(await summary({ specialistId: world.specialist.id })).toEqual({
      total: 4,
      average: 4,
      verifiedCount: 3,
      recommendationRate: 0.75,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 2 },
    });
    // 11 / 3 = 3.666… → 3.67; 2 of 3 recommend.
    expect(await summary({ serviceId: world.service.id })).toEqual({
      total: 3,
      average: 3.67,
      verifiedCount: 3,
      recommendationRate: 0.667,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
    });
    // The summary and the stored aggregate agree.
    expect((await aggregates(world)).service).toEqual([3.67, 3]);
  });

  it('no reviews: zeros', async () => {
    const world = await kit.bookable();
    expect((await request(app).get(api('/reviews/summary')).query({ specialistId: world.specialist.id })).body.data).toEqual({
      total: 0,
      average: 0,
      verifiedCount: 0,
      recommendationRate: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });
});
