import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildAccount, bearerFor } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildCategory, buildService, buildSpecialist } from '../../test/factories.js';
import { buildPayment } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { adminStatsWindow, bookingsByStatus, fillSeries, seriesKeys, seriesUnitOf } from './admin-stats.js';
import { createAdminStatsRepository } from './admin-stats.repository.js';
import { createAdminStatsService } from './admin-stats.service.js';
import { api } from '../../test/api.js';

describe('admin stats arithmetic (pure, Europe/Kyiv)', () => {
  it('a month with the spring DST change: Kyiv midnights, 31 daily points, 743 hours', () => {
    const w = adminStatsWindow('month', new Date('2026-03-15T12:00:00Z'));
    expect(w).toEqual({ from: new Date('2026-02-28T22:00:00Z'), to: new Date('2026-03-31T21:00:00Z') });
    expect((w.to.getTime() - w.from.getTime()) / 3_600_000).toBe(743);
    const keys = seriesKeys(w, seriesUnitOf('month'));
    expect(keys).toHaveLength(31);
    expect([keys[0], keys[28], keys[30]]).toEqual(['2026-03-01', '2026-03-29', '2026-03-31']);
  });

  it('the autumn DST week has a 25-hour Sunday and seven days; a Kyiv Monday starts on Sunday evening UTC', () => {
    // 2026-10-25 (Sunday) clocks go back in Kyiv: the week of Monday 19 October lasts 169 hours.
    const w = adminStatsWindow('week', new Date('2026-10-22T12:00:00Z'));
    expect(w.from.toISOString()).toBe('2026-10-18T21:00:00.000Z');
    expect((w.to.getTime() - w.from.getTime()) / 3_600_000).toBe(169);
    expect(seriesKeys(w, 'day')).toEqual(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25']);
    // Sunday 23:30 in Kyiv (21:30Z) is still that week; 00:30 on Monday 26 October (22:30Z on Sunday) is the next one.
    expect(adminStatsWindow('week', new Date('2026-10-25T21:30:00Z')).from.toISOString()).toBe('2026-10-18T21:00:00.000Z');
    expect(adminStatsWindow('week', new Date('2026-10-25T22:30:00Z')).from.toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('a quarter is daily, a year monthly (YYYY-MM)', () => {
    const q = adminStatsWindow('quarter', new Date('2026-02-10T00:00:00Z'));
    expect(seriesKeys(q, seriesUnitOf('quarter'))).toHaveLength(31 + 28 + 31);
    const y = adminStatsWindow('year', new Date('2026-06-01T00:00:00Z'));
    const months = seriesKeys(y, seriesUnitOf('year'));
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2026-01', '2026-12']);
  });

  it('fills every point and every booking status, ignoring keys outside the period', () => {
    expect(fillSeries(['2026-03-01', '2026-03-02'], [{ key: '2026-03-02', bookings: 2 }, { key: '2026-03-02', paidMinor: 500 }, { key: '2026-04-01', newUsers: 9 }])).toEqual([
      { date: '2026-03-01', newUsers: 0, bookings: 0, paidMinor: 0 },
      { date: '2026-03-02', newUsers: 0, bookings: 2, paidMinor: 500 },
    ]);
    expect(bookingsByStatus([{ status: 'COMPLETED', count: 3 }, { status: 'WHATEVER', count: 1 }])).toEqual({ PENDING: 0, CONFIRMED: 0, IN_PROGRESS: 0, COMPLETED: 3, CANCELLED: 0, NO_SHOW: 0 });
  });
});

describe('GET /admin/stats on built data', () => {
  it('counts users, bookings, money, commission, top categories and cities, and the series of the period', async () => {
    const { db, url } = await useTestDatabase();
    const { app, container } = createTestApp(db, url);
    // Mid-month in Kyiv, fixed: the figures below fall inside March 2026 or outside it.
    const now = new Date('2026-03-20T10:00:00Z');
    const stats = createAdminStatsService({ repo: createAdminStatsRepository(db), now: () => now });
    const at = (iso: string) => new Date(iso);

    const admin = await buildAccount(db, { role: 'ADMIN', createdAt: at('2026-01-05T10:00:00Z') });
    const customer = await buildAccount(db, { role: 'CUSTOMER', createdAt: at('2026-03-02T10:00:00Z') });
    await buildAccount(db, { role: 'CUSTOMER', emailVerifiedAt: null, createdAt: at('2026-03-29T21:30:00Z') }); // 30 March in Kyiv (summer time)
    await buildAccount(db, { role: 'CUSTOMER', status: 'SUSPENDED', createdAt: at('2026-02-27T10:00:00Z') });
    await buildAccount(db, { role: 'CUSTOMER', deletedAt: at('2026-03-03T10:00:00Z'), createdAt: at('2026-03-03T09:00:00Z') });
    const kyivSpecialist = await buildSpecialist(db, { userId: (await buildAccount(db, { role: 'SPECIALIST', createdAt: at('2026-02-01T10:00:00Z') })).id, city: 'Київ' });
    const lvivSpecialist = await buildSpecialist(db, { userId: (await buildAccount(db, { role: 'SPECIALIST', createdAt: at('2026-02-01T10:00:00Z') })).id, city: 'Львів' });
    const beauty = await buildCategory(db, { nameUk: 'Краса', nameEn: 'Beauty' });
    const repairs = await buildCategory(db, { nameUk: 'Ремонт', nameEn: 'Repairs' });
    const manicure = await buildService(db, { specialistId: kyivSpecialist.id, categoryId: beauty.id, priceMinor: 100_000 });
    const plumbing = await buildService(db, { specialistId: lvivSpecialist.id, categoryId: repairs.id, priceMinor: 50_000 });

    // March: two beauty bookings (one paid 1 000 ₴ at 10 % with 400 ₴ refunded), one repair; February: one, outside.
    const paid = await buildBooking(db, { serviceId: manicure.id, customerId: customer.id, status: 'COMPLETED', scheduledAt: at('2026-03-10T09:00:00Z') });
    await buildBooking(db, { serviceId: manicure.id, customerId: customer.id, status: 'CANCELLED', scheduledAt: at('2026-03-11T09:00:00Z') });
    const repair = await buildBooking(db, { serviceId: plumbing.id, customerId: customer.id, status: 'CONFIRMED', scheduledAt: at('2026-03-31T20:30:00Z') }); // 31 March 23:30 Kyiv
    const february = await buildBooking(db, { serviceId: plumbing.id, customerId: customer.id, status: 'COMPLETED', scheduledAt: at('2026-02-10T09:00:00Z') });
    const payment = await buildPayment(db, { id: paid.id, customerId: customer.id, specialistId: kyivSpecialist.id, priceMinor: 100_000 }, { commissionBps: 1000, paidAt: at('2026-03-10T10:00:00Z') });
    await db.payment.update({ where: { id: payment.id }, data: { refundedMinor: 40_000, status: 'PARTIALLY_REFUNDED' } });
    await db.refund.create({ data: { paymentId: payment.id, amountMinor: 40_000, reason: 'requested_by_customer', status: 'SUCCEEDED', createdAt: at('2026-03-12T10:00:00Z') } });
    await db.refund.create({ data: { paymentId: payment.id, amountMinor: 5_000, reason: 'requested_by_customer', status: 'FAILED', createdAt: at('2026-03-12T11:00:00Z') } });
    await buildPayment(db, { id: repair.id, customerId: customer.id, specialistId: lvivSpecialist.id, priceMinor: 50_000 }, { commissionBps: 800, paidAt: at('2026-03-31T21:30:00Z') }); // 1 April in Kyiv: outside
    await buildPayment(db, { id: february.id, customerId: customer.id, specialistId: lvivSpecialist.id, priceMinor: 50_000 }, { commissionBps: 800, paidAt: at('2026-02-10T10:00:00Z') });

    const s = await stats.stats('month', 'en');
    expect(s).toMatchObject({ period: 'month', timezone: 'Europe/Kyiv', from: '2026-02-28T22:00:00.000Z', to: '2026-03-31T21:00:00.000Z', currency: 'UAH' });
    expect(s.users).toEqual({ total: 6, byType: { CUSTOMER: 3, SPECIALIST: 2, ADMIN: 1 }, byStatus: { ACTIVE: 4, PENDING: 1, SUSPENDED: 1 }, new: 2 });
    expect(s.bookings).toEqual({ total: 3, byStatus: { PENDING: 0, CONFIRMED: 1, IN_PROGRESS: 0, COMPLETED: 1, CANCELLED: 1, NO_SHOW: 0 } });
    // Paid 1 000 ₴; refunds 400 ₴ (the failed one not counted); commission 10 % of the 600 ₴ kept.
    expect(s.money).toEqual({ paid: 1000, refunds: 400, commission: 60 });
    expect(s.topCategories).toEqual([
      { id: beauty.id, name: 'Beauty', bookings: 2, revenue: 600 },
      { id: repairs.id, name: 'Repairs', bookings: 1, revenue: 500 },
    ]);
    expect(s.topCities).toEqual([
      { city: 'Київ', bookings: 2, specialists: 1 },
      { city: 'Львів', bookings: 1, specialists: 1 },
    ]);
    expect(s.series).toHaveLength(31);
    const point = (date: string) => s.series.find((p) => p.date === date);
    expect(point('2026-03-02')).toEqual({ date: '2026-03-02', newUsers: 1, bookings: 0, paid: 0 });
    expect(point('2026-03-10')).toEqual({ date: '2026-03-10', newUsers: 0, bookings: 1, paid: 1000 });
    expect(point('2026-03-30')).toMatchObject({ newUsers: 1 });
    expect(point('2026-03-31')).toEqual({ date: '2026-03-31', newUsers: 0, bookings: 1, paid: 0 });
    expect(s.series.reduce((sum, p) => sum + p.bookings, 0)).toBe(3);

    // The HTTP route answers the same shape for an admin, 400 for an unknown period.
    const auth = bearerFor(container.accessTokens, admin.id, 'ADMIN');
    const res = await request(app).get(api('/admin/stats')).set(auth).query({ period: 'year' });
    expect(res.status).toBe(200);
    expect(res.body.data.series).toHaveLength(12);
    expect((await request(app).get(api('/admin/stats')).set(auth).query({ period: 'decade' })).status).toBe(400);
  });
});
