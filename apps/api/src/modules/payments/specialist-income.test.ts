import { DEFAULT_TIMEZONE } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { buildPayment } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';

/**
 * Issue #26, item 14: one specialist's month, and every endpoint that shows money earned reports
 * the same gross, commission and net (income by visit date, specialist-income.rules.ts):
 * GET /specialists/earnings, /specialists/analytics (the dashboard's "this month" and the
 * analytics page), /specialists/revenue and GET /bookings/stats' `amount` (the bookings page's
 * "earned this month"). The month is the current one on the Kyiv calendar, as the endpoints
 * count "now"; every visit is placed by its local time, so the test holds on any day.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
const kit = bookingTestKit(db, container);
const api = (path: string) => `/api/v1${path}`;

const ZONE = DEFAULT_TIMEZONE;
const thisMonth = () => DateTime.now().setZone(ZONE).startOf('month');
/** A local Kyiv time of the current month (day 1…), as an instant. */
const kyiv = (day: number, hour: number, minute = 0) => thisMonth().set({ day, hour, minute }).toJSDate();

async function monthOfASpecialist() {
  const world = await kit.bookable({ specialist: { timezone: ZONE } });
  const customer = await kit.person('CUSTOMER');
  const visit = (scheduledAt: Date, status: 'COMPLETED' | 'CANCELLED' | 'NO_SHOW' | 'CONFIRMED', priceMinor = 100_000) =>
    buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, scheduledAt, status, priceMinor });
  const paidAt = new Date(Math.min(Date.now(), kyiv(1, 9).getTime() + 3_600_000));

  // 1 000 ₴ paid online in full: gross 1 000, commission 80.
  await buildPayment(db, await visit(kyiv(1, 10), 'COMPLETED'), { amountMinor: 100_000, paidAt });
  // A 300 ₴ deposit online + 700 ₴ at the visit: gross 1 000, commission 24 (none on the cash).
  await buildPayment(db, await visit(kyiv(2, 10), 'COMPLETED'), { type: 'DEPOSIT', amountMinor: 30_000, paidAt });
  // Cancelled late, the 300 ₴ deposit kept: gross 300, commission 24.
  await buildPayment(db, await visit(kyiv(3, 10), 'CANCELLED'), { type: 'DEPOSIT', amountMinor: 30_000, paidAt });
  // Cancelled in time and refunded in full: nothing.
  const refunded = await buildPayment(db, await visit(kyiv(4, 10), 'CANCELLED'), { amountMinor: 100_000, paidAt });
  await db.payment.update({ where: { id: refunded.id }, data: { status: 'REFUNDED', refundedMinor: 100_000 } });
  // A no-show that paid nothing: nothing.
  await visit(kyiv(5, 10), 'NO_SHOW');
  // 100 points paid 100 ₴ of the price, 900 ₴ online: gross 900 (points are a discount), commission 72.
  const withPoints = await buildPayment(db, await visit(kyiv(6, 10), 'COMPLETED'), { amountMinor: 90_000, paidAt });
  await db.payment.update({ where: { id: withPoints.id }, data: { pointsRedeemed: 100 } });
  // 23:30 Kyiv on the last day of the month, paid at the visit: this month's, gross 500.
  await visit(thisMonth().endOf('month').set({ hour: 23, minute: 30, second: 0, millisecond: 0 }).toJSDate(), 'COMPLETED', 50_000);
  // 00:30 Kyiv on the 1st of next month: next month's.
  await visit(thisMonth().plus({ months: 1 }).set({ hour: 0, minute: 30 }).toJSDate(), 'COMPLETED', 40_000);
  // Next month's visit paid in full this month: next month's income, not this month's.
  await buildPayment(db, await visit(thisMonth().plus({ months: 1, days: 1 }).set({ hour: 10 }).toJSDate(), 'CONFIRMED'), { amountMinor: 100_000, paidAt });
  // Last month's visit: last month's.
  await buildPayment(db, await visit(thisMonth().minus({ days: 2 }).set({ hour: 10 }).toJSDate(), 'COMPLETED'), { amountMinor: 100_000, paidAt });
  return world;
}

const EXPECTED = { gross: 3_700, commission: 200, net: 3_500 };

describe('the specialist’s income: one definition on every endpoint (issue #26, item 14)', () => {
  it('earnings, analytics (dashboard and analytics page), revenue and bookings stats report the same month', async () => {
    const world = await monthOfASpecialist();
    const get = async (path: string) => {
      const res = await request(app).get(api(path)).set(world.specialistAuth);
      expect(res.status, path).toBe(200);
      return res.body.data;
    };

    const earnings = await get('/specialists/earnings?period=month');
    expect(earnings).toMatchObject({ ...EXPECTED, refunds: 1_000, currency: 'UAH' });
    expect(earnings.byMonth).toEqual([{ month: thisMonth().toFormat('yyyy-MM'), gross: EXPECTED.gross, net: EXPECTED.net }]);

    const analytics = await get('/specialists/analytics?period=month');
    expect(analytics.revenue).toEqual({ ...EXPECTED, thisMonth: EXPECTED.gross, currency: 'UAH' });
    const seriesSum = analytics.series.reduce((sum: number, p: { revenue: number }) => sum + p.revenue, 0);
    expect(seriesSum).toBe(EXPECTED.gross);

    expect(await get('/specialists/revenue?period=month')).toMatchObject({ ...EXPECTED, refunds: 1_000 });

    const stats = await get('/bookings/stats?period=month&view=specialist');
    expect(stats.amount).toBe(EXPECTED.gross);

    // Another period holds the same visits by the same rule: the year (at least this month's).
    const year = await get('/specialists/earnings?period=year');
    const yearAnalytics = await get('/specialists/analytics?period=year');
    expect(yearAnalytics.revenue).toMatchObject({ gross: year.gross, commission: year.commission, net: year.net });
    expect((await get('/bookings/stats?period=year&view=specialist')).amount).toBe(year.gross);
  });

  it('another specialist sees none of it; without a session 401, a customer 403', async () => {
    await monthOfASpecialist();
    const other = await kit.bookable();
    const earnings = await request(app).get(api('/specialists/earnings?period=month')).set(other.specialistAuth);
    expect(earnings.body.data).toMatchObject({ gross: 0, commission: 0, net: 0 });
    const stats = await request(app).get(api('/bookings/stats?period=month&view=specialist')).set(other.specialistAuth);
    expect(stats.body.data.amount).toBe(0);
    expect((await request(app).get(api('/specialists/earnings'))).status).toBe(401);
    const customer = await kit.person('CUSTOMER');
    expect((await request(app).get(api('/specialists/earnings')).set(customer.auth)).status).toBe(403);
    const bad = await request(app).get(api('/specialists/earnings?period=fortnight')).set(other.specialistAuth);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, data: null, error: { code: 'VALIDATION_ERROR' } });
  });
});
