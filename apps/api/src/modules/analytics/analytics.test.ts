import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Actor } from '../../http/policies.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildService, buildSpecialist, buildUser } from '../../test/factories.js';
import { buildPayment } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { specialistIncomeOf } from '../payments/payments.module.js';
import { createAnalyticsRepository } from './analytics.repository.js';
import { bucketKeys, createAnalyticsService } from './analytics.service.js';
import { api } from '../../test/api.js';

/**
 * Issue #14: every figure of GET /auth/me/stats and the specialist analytics on hand-made rows,
 * with a fixed clock for the calendar edges: a Kyiv DST week (summer time starts Sunday
 * 29 March 2026) and a New York specialist whose late-evening bookings are the next day in UTC
 * (and whose week of 2–8 March 2026 holds the US switch to summer time). Access (401/403 for
 * every caller) is also the access matrix's; bad input the fuzz's.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
const kit = bookingTestKit(db, container);
const repo = createAnalyticsRepository(db);
const at = (iso: string) => new Date(iso);
const MIN = 60_000;

const serviceAt = (clock: string) => createAnalyticsService({ repo, income: specialistIncomeOf(db), now: () => at(clock) });
const actorOf = (userId: string): Actor => ({ userId, role: 'SPECIALIST', sessionId: randomUUID() });

async function specialistIn(timezone: string) {
  const user = await buildUser(db, { role: 'SPECIALIST' });
  const profile = await buildSpecialist(db, { userId: user.id, timezone });
  return { user, profile, actor: actorOf(user.id) };
}

/** A view by a signed-in person (`userId`) or, without one, by a guest. */
async function view(serviceId: string, viewedAt: string, userId?: string) {
  await db.serviceView.create({ data: { serviceId, viewedAt: at(viewedAt), userId: userId ?? null, viewerKey: userId ? `u:${userId}` : randomUUID(), viewDay: at(viewedAt.slice(0, 10)) } });
}

/** A Kyiv specialist's month of March 2026 around the week of 23–29 March (DST on the 29th). */
async function kyivWorld() {
  const sp = await specialistIn('Europe/Kyiv');
  const s1 = await buildService(db, { specialistId: sp.profile.id, name: 'Стрижка', priceMinor: 60_000 });
  const s2 = await buildService(db, { specialistId: sp.profile.id, name: 'Укладка', priceMinor: 90_000 });
  const [c1, c2, c3] = [await buildUser(db), await buildUser(db), await buildUser(db)];
  const book = (serviceId: string, customerId: string, scheduledAt: string, extra: Parameters<typeof buildBooking>[1] = {}) =>
    buildBooking(db, { serviceId, customerId, scheduledAt: at(scheduledAt), ...extra });
  // Sunday 29 March 23:30 EEST (+03): inside the week; started 5 minutes late; answered in 30 minutes.
  const k1 = await book(s1.id, c1.id, '2026-03-29T20:30:00Z', {
    status: 'COMPLETED', createdAt: at('2026-03-23T08:00:00Z'), confirmedAt: at('2026-03-23T08:30:00Z'),
    startedAt: at('2026-03-29T20:35:00Z'), completedAt: at('2026-03-29T21:20:00Z'),
  });
  // Monday 30 March 00:30 EEST: the next week (and still March); cancelled by the customer unanswered.
  await book(s1.id, c2.id, '2026-03-29T21:30:00Z', { status: 'CANCELLED', createdAt: at('2026-03-24T09:00:00Z'), cancelledAt: at('2026-03-24T09:05:00Z'), cancelledById: c2.id });
  // Sunday 22 March 23:30 EET (+02): the week before; c2's first booking.
  await book(s1.id, c2.id, '2026-03-22T21:30:00Z', { status: 'CONFIRMED', createdAt: at('2026-03-01T08:00:00Z'), confirmedAt: at('2026-03-01T09:00:00Z') });
  // Monday 23 March 00:00 EET: the first instant of the week; the specialist declined in 10 minutes.
  await book(s1.id, c2.id, '2026-03-22T22:00:00Z', { status: 'CANCELLED', createdAt: at('2026-03-23T09:00:00Z'), cancelledAt: at('2026-03-23T09:10:00Z'), cancelledById: sp.user.id });
  // Tuesday 24 March 10:00, online, no-show; answered in 90 minutes.
  await book(s1.id, c3.id, '2026-03-24T08:00:00Z', { status: 'NO_SHOW', type: 'ONLINE', createdAt: at('2026-03-23T10:00:00Z'), confirmedAt: at('2026-03-23T11:30:00Z') });
  // Wednesday 25 March 09:00; started 15 minutes late; answered in 20 minutes; c1 again.
  const k7 = await book(s2.id, c1.id, '2026-03-25T07:00:00Z', {
    status: 'COMPLETED', createdAt: at('2026-03-23T11:00:00Z'), confirmedAt: at('2026-03-23T11:20:00Z'),
    startedAt: at('2026-03-25T07:15:00Z'), completedAt: at('2026-03-25T08:00:00Z'),
  });
  // k1 paid at 23:59 EEST on the 29th, 100 ₴ refunded; k7's 500 ₴ paid at the week's end (exclusive), 400 ₴ at the visit. Income counts by visit date (#26): both in the week.
  const p1 = await buildPayment(db, k1, { amountMinor: 60_000, commissionBps: 800, paidAt: at('2026-03-29T20:59:00Z') });
  await db.payment.update({ where: { id: p1.id }, data: { status: 'PARTIALLY_REFUNDED', refundedMinor: 10_000 } });
  await buildPayment(db, k7, { amountMinor: 50_000, commissionBps: 800, paidAt: at('2026-03-29T21:00:00Z') });
  // A payment still waiting for the card counts nowhere.
  await buildPayment(db, k7, { status: 'REQUIRES_ACTION', amountMinor: 40_000 });
  await db.review.create({ data: { bookingId: k1.id, customerId: c1.id, specialistId: sp.profile.id, serviceId: s1.id, rating: 5 } });
  await db.review.create({ data: { bookingId: k7.id, customerId: c1.id, specialistId: sp.profile.id, serviceId: s2.id, rating: 4 } });
  // Conversion counts signed-in viewers: c1 viewed twice (booked this week), a browser once (never booked), a guest once.
  const browser = await buildUser(db);
  await view(s1.id, '2026-03-23T10:00:00Z', c1.id);
  await view(s1.id, '2026-03-29T20:00:00Z', c1.id);
  await view(s2.id, '2026-03-25T12:00:00Z', browser.id);
  await view(s2.id, '2026-03-26T12:00:00Z');
  await view(s2.id, '2026-03-29T21:00:00Z', c3.id); // Monday 00:00 EEST: the next week
  // c1 and c3 live in Lviv (their default addresses; c1's other address does not count); c2 saved none.
  await db.address.create({ data: { userId: c1.id, label: 'HOME', line1: 'вул. Городоцька, 1', city: 'Львів', isDefault: true } });
  await db.address.create({ data: { userId: c1.id, label: 'WORK', line1: 'вул. Хрещатик, 1', city: 'Київ', isDefault: false } });
  await db.address.create({ data: { userId: c3.id, label: 'HOME', line1: 'вул. Зелена, 5', city: 'Львів', isDefault: true } });
  const fan = await buildUser(db);
  await db.favoriteSpecialist.create({ data: { userId: fan.id, specialistId: sp.profile.id } });
  await db.favoriteService.create({ data: { userId: fan.id, serviceId: s1.id } });
  await db.favoriteService.create({ data: { userId: c3.id, serviceId: s2.id } });
  return { sp, s1, s2 };
}

describe('specialist analytics on a Kyiv DST week (23–29 March 2026)', () => {
  const analytics = serviceAt('2026-03-25T10:00:00Z');

  it('counts every figure of GET /specialists/analytics exactly', async () => {
    const { sp } = await kyivWorld();
    const a = await analytics.overview(sp.actor, 'week');
    expect(a).toMatchObject({
      period: 'week',
      timezone: 'Europe/Kyiv',
      from: '2026-03-22T22:00:00.000Z',
      to: '2026-03-29T21:00:00.000Z', // 167 hours: the clocks went forward
      bookings: { total: 4, completed: 2, cancelled: 1, noShow: 1, thisMonth: 6 },
      // By visit date (#26): k1 600 ₴ paid online, 100 refunded → 500; k7 900 ₴, 500 online + 400 at the visit → 900.
      // Commission 8 % of what was kept online: 40 + 40. The no-show and the declined booking paid nothing.
      revenue: { gross: 1400, commission: 80, net: 1320, thisMonth: 1400, currency: 'UAH' },
      averageRating: 4.5,
      responseTimeMinutes: 25, // median of 10, 20, 30, 90 (the customer's own cancellation is no answer)
      completionRate: 0.5,
      profileViews: 4,
      favoriteCount: 2,
      conversionRate: 0.5, // signed-in viewers c1 (booked) and the browser (did not); the guest is not a person we can follow
      repeatClients: 0.333, // returning: c2 (first booking before the week); c1 and c3 are new — as the insights' split
      punctuality: 0.5, // 5 minutes late yes, 15 no
    });
    expect(a.series).toEqual([
      { date: '2026-03-23', bookings: 1, revenue: 0 },
      { date: '2026-03-24', bookings: 1, revenue: 0 },
      { date: '2026-03-25', bookings: 1, revenue: 900 },
      { date: '2026-03-26', bookings: 0, revenue: 0 },
      { date: '2026-03-27', bookings: 0, revenue: 0 },
      { date: '2026-03-28', bookings: 0, revenue: 0 },
      { date: '2026-03-29', bookings: 1, revenue: 500 },
    ]);
  });

  it('revenue, top services and customer insights of the same week', async () => {
    const { sp, s1, s2 } = await kyivWorld();
    expect(await analytics.revenue(sp.actor, 'week')).toMatchObject({ gross: 1400, refunds: 100, commission: 80, net: 1320, paymentsCount: 2, bookedValue: 1500 });
    const top = await analytics.topServices(sp.actor, 'week');
    expect(top.services).toEqual([
      { serviceId: s1.id, name: 'Стрижка', bookings: 3, completed: 1, revenue: 600, averageRating: null },
      { serviceId: s2.id, name: 'Укладка', bookings: 1, completed: 1, revenue: 900, averageRating: null },
    ]);
    const insights = await analytics.customerInsights(sp.actor, 'week');
    expect(insights).toMatchObject({ customers: 3, newCustomers: 2, returningCustomers: 1 });
    expect(insights.byCity).toEqual([
      { city: 'Львів', customers: 2 },
      { city: 'unknown', customers: 1 },
    ]);
    expect(insights.byWeekday.filter((d) => d.bookings > 0)).toEqual([
      { weekday: 1, bookings: 1 },
      { weekday: 2, bookings: 1 },
      { weekday: 3, bookings: 1 },
      { weekday: 7, bookings: 1 },
    ]);
    expect(insights.byWeekday).toHaveLength(7);
    expect(insights.byHour.filter((h) => h.bookings > 0)).toEqual([
      { hour: 0, bookings: 1 },
      { hour: 9, bookings: 1 },
      { hour: 10, bookings: 1 },
      { hour: 23, bookings: 1 },
    ]);
    expect(insights.byHour).toHaveLength(24);
  });

  it('a quarter is a series of weeks from Monday, a year of months, in the zone', async () => {
    const { sp } = await kyivWorld();
    const quarter = await analytics.overview(sp.actor, 'quarter');
    expect(quarter.from).toBe('2025-12-31T22:00:00.000Z');
    expect(quarter.to).toBe('2026-03-31T21:00:00.000Z');
    expect(quarter.series).toHaveLength(14);
    expect(quarter.series[0]!.date).toBe('2025-12-29');
    expect(quarter.series.filter((p) => p.bookings > 0)).toEqual([
      { date: '2026-03-16', bookings: 1, revenue: 0 },
      { date: '2026-03-23', bookings: 4, revenue: 1400 },
      { date: '2026-03-30', bookings: 1, revenue: 0 },
    ]);
    const year = await analytics.overview(sp.actor, 'year');
    expect(year.series.map((p) => p.date)).toEqual(Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`));
    expect(year.series[2]).toEqual({ date: '2026-03-01', bookings: 6, revenue: 1400 });
    expect(year.bookings.total).toBe(6);
  });
});

describe('a New York specialist: local days, not UTC ones', () => {
  it('puts late-evening bookings on their local day and week (2–8 March 2026, DST on the 8th)', async () => {
    const sp = await specialistIn('America/New_York');
    const service = await buildService(db, { specialistId: sp.profile.id });
    const customer = await buildUser(db);
    for (const iso of ['2026-03-02T04:30:00Z', '2026-03-03T03:30:00Z', '2026-03-05T04:59:00Z', '2026-03-09T03:30:00Z', '2026-03-09T04:30:00Z']) {
      await buildBooking(db, { serviceId: service.id, customerId: customer.id, scheduledAt: at(iso) });
    }
    const analytics = serviceAt('2026-03-04T15:00:00Z');
    const a = await analytics.overview(sp.actor, 'week');
    expect(a.from).toBe('2026-03-02T05:00:00.000Z'); // Monday 00:00 EST
    expect(a.to).toBe('2026-03-09T04:00:00.000Z'); // Monday 00:00 EDT
    expect(a.bookings.total).toBe(3); // Sunday 1 March 23:30 and Monday 9 March 00:30 are other weeks
    expect(a.series.filter((p) => p.bookings > 0).map((p) => p.date)).toEqual(['2026-03-02', '2026-03-04', '2026-03-08']);
    expect(a.repeatClients).toBe(1);
    expect(a.responseTimeMinutes).toBeNull();
    expect(a.punctuality).toBeNull();
    expect(a.conversionRate).toBeNull();
    expect(a.completionRate).toBeNull();
    expect(a.averageRating).toBeNull();
    const insights = await analytics.customerInsights(sp.actor, 'week');
    expect(insights.byWeekday.filter((d) => d.bookings > 0)).toEqual([
      { weekday: 1, bookings: 1 },
      { weekday: 3, bookings: 1 },
      { weekday: 7, bookings: 1 },
    ]);
    expect(insights.byHour.filter((h) => h.bookings > 0)).toEqual([
      { hour: 22, bookings: 1 },
      { hour: 23, bookings: 2 },
    ]);
    expect(insights).toMatchObject({ customers: 1, newCustomers: 0, returningCustomers: 1 }); // their first was the Sunday before
  });

  it('bucketKeys follows the local calendar across the DST change', () => {
    const w = { from: at('2026-03-02T05:00:00Z'), to: at('2026-03-09T04:00:00Z') };
    expect(bucketKeys(w, 'America/New_York', 'day')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
  });
});

describe('GET /auth/me/stats', () => {
  it('gives my customer figures: money paid online less refunds, favourites, reviews, points', async () => {
    const me = await kit.person('CUSTOMER', { loyaltyPoints: 40 });
    const world = await kit.bookable();
    const later = await buildBooking(db, { serviceId: world.service.id, customerId: me.user.id, status: 'CONFIRMED', scheduledAt: new Date(Date.now() + 3 * 86_400_000) });
    await buildPayment(db, later, { status: 'REQUIRES_ACTION' });
    const done = await buildBooking(db, { serviceId: world.service.id, customerId: me.user.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 3 * 86_400_000), completedAt: new Date(Date.now() - 3 * 86_400_000 + 60 * MIN) });
    const paid = await buildPayment(db, done, { amountMinor: 60_000 });
    await db.payment.update({ where: { id: paid.id }, data: { status: 'PARTIALLY_REFUNDED', refundedMinor: 10_000 } });
    await buildBooking(db, { serviceId: world.service.id, customerId: me.user.id, status: 'CANCELLED', scheduledAt: new Date(Date.now() + 5 * 86_400_000) });
    // Someone else's booking and payment count for nobody here.
    const other = await buildBooking(db, { serviceId: world.service.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 86_400_000) });
    await buildPayment(db, other);
    await db.favoriteService.create({ data: { userId: me.user.id, serviceId: world.service.id } });
    await db.favoriteSpecialist.create({ data: { userId: me.user.id, specialistId: world.specialist.id } });
    await db.review.create({ data: { bookingId: done.id, customerId: me.user.id, specialistId: world.specialist.id, serviceId: world.service.id, rating: 5 } });
    const res = await request(app).get(api('/auth/me/stats')).set(me.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalBookings: 3,
      upcomingBookings: 1,
      completedBookings: 1,
      cancelledBookings: 1,
      totalSpent: 500,
      currency: 'UAH',
      favoriteCount: 2,
      loyaltyPoints: 40,
      reviewsWritten: 1,
      memberSince: me.user.createdAt.toISOString(),
    });
  });

  it('gives a specialist the figures of the bookings they made as a customer, not their business', async () => {
    const world = await kit.bookable();
    await buildBooking(db, { serviceId: world.service.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 86_400_000) });
    const res = await request(app).get(api('/auth/me/stats')).set(world.specialistAuth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalBookings: 0, totalSpent: 0 });
  });

  it('401 without a session', async () => {
    expect((await request(app).get(api('/auth/me/stats'))).status).toBe(401);
  });
});

describe('the specialist endpoints over HTTP', () => {
  const PATHS = ['/specialists/analytics', '/specialists/revenue', '/specialists/top-services', '/specialists/customer-insights'];

  it('401 without a session, 403 for a customer, 400 for an unknown period, 422 without a profile', async () => {
    const customer = await kit.person('CUSTOMER');
    const bare = await kit.person('SPECIALIST');
    const world = await kit.bookable();
    for (const path of PATHS) {
      expect((await request(app).get(api(path))).status).toBe(401);
      expect((await request(app).get(api(path)).set(customer.auth)).status).toBe(403);
      const bad = await request(app).get(api(`${path}?period=day`)).set(world.specialistAuth);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
      expect((await request(app).get(api(path)).set(bare.auth)).status).toBe(422);
    }
  });

  it('defaults to this month in my zone, one series point per local day, counting what happened now', async () => {
    const world = await kit.bookable({ specialist: { timezone: 'Asia/Tokyo' } });
    const customer = await kit.person('CUSTOMER');
    // A visit that took place now, paid online in full: income of today (by visit date).
    const booking = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status: 'COMPLETED', priceMinor: 45_050, scheduledAt: new Date(), createdAt: new Date(Date.now() - 12 * MIN), confirmedAt: new Date() });
    await buildPayment(db, booking, { amountMinor: 45_050, commissionBps: 1000, paidAt: new Date() });
    const res = await request(app).get(api('/specialists/analytics')).set(world.specialistAuth);
    expect(res.status).toBe(200);
    const data = res.body.data;
    const month = DateTime.now().setZone('Asia/Tokyo').startOf('month');
    expect(data).toMatchObject({ period: 'month', timezone: 'Asia/Tokyo', from: month.toUTC().toISO(), bookings: { total: 1, thisMonth: 1 }, revenue: { gross: 450.5, net: 405.45, thisMonth: 450.5 } });
    expect(data.responseTimeMinutes).toBeCloseTo(12, 0);
    expect(data.series).toHaveLength(month.daysInMonth!);
    const today = DateTime.now().setZone('Asia/Tokyo').toISODate();
    expect(data.series.find((p: { date: string }) => p.date === today)).toEqual({ date: today, bookings: 1, revenue: 450.5 });
  });
});
