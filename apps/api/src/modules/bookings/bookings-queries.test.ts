import { DateTime } from 'luxon';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildAvailabilityBlock, buildBooking } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit, wholeHour } from './bookings.test-support.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const bookingsApi = (path: string) => api(`/bookings${path}`);
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** One specialist with one customer's five bookings in every state, plus another customer's one. */
async function history() {
  const world = await kit.bookable();
  const customer = await kit.person();
  const other = await kit.person();
  const at = (status: Parameters<typeof buildBooking>[1] extends infer O ? (O extends { status?: infer S } ? S : never) : never, when: Date, customerId = customer.user.id) =>
    buildBooking(db, { serviceId: world.service.id, customerId, status, scheduledAt: when, ...(status === 'CANCELLED' ? { cancelledAt: new Date() } : {}) });
  const rows = {
    completed: await at('COMPLETED', ago(3 * DAY)),
    noShow: await at('NO_SHOW', ago(2 * DAY)),
    cancelledFuture: await at('CANCELLED', ahead(5 * DAY)),
    confirmed: await at('CONFIRMED', ahead(2 * DAY)),
    pending: await at('PENDING', ahead(1 * DAY)),
    others: await at('CONFIRMED', ahead(3 * DAY), other.user.id),
  };
  return { world, customer, other, rows };
}

describe('GET /bookings', () => {
  it('customers see their own, specialists those of their services, admins all; filters by status, dates and page', async () => {
    const { world, customer, rows } = await history();
    const mine = await request(app).get(bookingsApi('')).set(customer.auth);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ total: 5, page: 1, totalPages: 1 });
    expect(mine.body.data.bookings.map((b: { id: string }) => b.id)).toEqual(
      [rows.completed, rows.noShow, rows.pending, rows.confirmed, rows.cancelledFuture].map((r) => r.id),
    );
    const ofSpecialist = await request(app).get(bookingsApi('')).set(world.specialistAuth);
    expect(ofSpecialist.body.data.total).toBe(6);
    const admin = await kit.person('ADMIN');
    expect((await request(app).get(bookingsApi('?limit=100')).set(admin.auth)).body.data.total).toBeGreaterThanOrEqual(6);

    const active = await request(app).get(bookingsApi('?status=PENDING,CONFIRMED&sortOrder=desc')).set(customer.auth);
    expect(active.body.data.bookings.map((b: { id: string }) => b.id)).toEqual([rows.confirmed.id, rows.pending.id]);
    const window = await request(app).get(bookingsApi(`?from=${encodeURIComponent(ago(HOUR).toISOString())}&to=${encodeURIComponent(ahead(4 * DAY).toISOString())}`)).set(customer.auth);
    expect(window.body.data.total).toBe(2);
    const paged = await request(app).get(bookingsApi('?limit=2&page=3')).set(customer.auth);
    expect(paged.body.data).toMatchObject({ total: 5, page: 3, totalPages: 3 });
    expect(paged.body.data.bookings).toHaveLength(1);
  });

  it('400 for a bad filter, 401 for guests', async () => {
    const customer = await kit.person();
    for (const q of ['status=DONE', 'limit=0', 'from=yesterday', `from=${ahead(DAY).toISOString()}&to=${ago(DAY).toISOString()}`, 'view=admin']) {
      expect((await request(app).get(bookingsApi(`?${q}`)).set(customer.auth)).status, q).toBe(400);
    }
    expect((await request(app).get(bookingsApi(''))).status).toBe(401);
  });
});

describe('GET /bookings/:id', () => {
  it('the customer, the specialist and admins see it; others get 404', async () => {
    const { booking, customer, specialistAuth, specialist } = await kit.booking();
    await db.specialistProfile.update({ where: { id: specialist.id }, data: { latitude: 50.45, longitude: 30.52 } });
    const admin = (await kit.person('ADMIN')).auth;
    for (const auth of [customer.auth, specialistAuth, admin]) {
      const res = await request(app).get(bookingsApi(`/${booking.id}`)).set(auth);
      expect(res.status).toBe(200);
      expect(res.body.data.booking).toMatchObject({ id: booking.id, amount: 600, currency: 'UAH', status: 'PENDING' });
      // The booking page's map: where the specialist receives.
      expect(res.body.data.booking.specialist).toMatchObject({ latitude: 50.45, longitude: 30.52 });
      // Only the listed fields: no internal columns; the customer's e-mail only for the customer
      // and admins (the specialist sees it only with the customer's showEmail privacy switch).
      expect(Object.keys(res.body.data.booking)).not.toContain('busyUntil');
      expect(res.body.data.booking.customer.email).toBe(auth === specialistAuth ? null : customer.user.email);
      if (auth === specialistAuth) expect(JSON.stringify(res.body.data)).not.toContain(customer.user.email!);
    }
    for (const auth of [(await kit.person()).auth, (await kit.person('SPECIALIST')).auth]) {
      expect((await request(app).get(bookingsApi(`/${booking.id}`)).set(auth)).status).toBe(404);
    }
    expect((await request(app).get(bookingsApi('/00000000-0000-0000-0000-000000000000')).set(customer.auth)).status).toBe(404);
    expect((await request(app).get(bookingsApi(`/${booking.id}`))).status).toBe(401);
  });
});

describe('history, upcoming, stats', () => {
  it('history: past or closed, newest first, paged', async () => {
    const { customer, rows } = await history();
    const res = await request(app).get(bookingsApi('/history')).set(customer.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.bookings.map((b: { id: string }) => b.id)).toEqual([rows.cancelledFuture.id, rows.noShow.id, rows.completed.id]);
    expect((await request(app).get(bookingsApi('/history?limit=1&page=2')).set(customer.auth)).body.data).toMatchObject({ total: 3, totalPages: 3, bookings: [{ id: rows.noShow.id }] });
    expect((await request(app).get(bookingsApi('/history?page=0')).set(customer.auth)).status).toBe(400);
    expect((await request(app).get(bookingsApi('/history'))).status).toBe(401);
  });

  it('upcoming: active and ahead, soonest first, limit (default 10)', async () => {
    const { customer, world, rows } = await history();
    expect((await request(app).get(bookingsApi('/upcoming')).set(customer.auth)).body.data.bookings.map((b: { id: string }) => b.id)).toEqual([rows.pending.id, rows.confirmed.id]);
    expect((await request(app).get(bookingsApi('/upcoming?limit=1')).set(world.specialistAuth)).body.data.bookings).toHaveLength(1);
    expect((await request(app).get(bookingsApi('/upcoming?limit=51')).set(customer.auth)).status).toBe(400);
    expect((await request(app).get(bookingsApi('/upcoming'))).status).toBe(401);
  });

  it('stats: counts per status over the period, completion rate, completed amount, upcoming', async () => {
    const { customer, world, rows } = await history();
    const all = await request(app).get(bookingsApi('/stats?period=all')).set(customer.auth);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({
      period: 'all',
      timezone: 'Europe/Kyiv',
      from: null,
      to: null,
      total: 5, // past and future alike: what the customer's list shows
      byStatus: { COMPLETED: 1, NO_SHOW: 1, PENDING: 1, CONFIRMED: 1, IN_PROGRESS: 0, CANCELLED: 1 },
      completionRate: 0.333,
      amount: 600,
      upcoming: 2,
    });
    // The specialist's side, narrowed like the list's date filter: tomorrow to 4 days ahead.
    const from = ago(0).toISOString();
    const to = ahead(4 * DAY).toISOString();
    const narrowed = await request(app).get(bookingsApi('/stats')).query({ period: 'all', view: 'specialist', from, to }).set(world.specialistAuth);
    expect(narrowed.body.data).toMatchObject({ from, to, total: 3, byStatus: { PENDING: 1, CONFIRMED: 2, CANCELLED: 0, COMPLETED: 0 }, upcoming: 3 });
    const list = await request(app).get(bookingsApi('')).query({ view: 'specialist', from, to }).set(world.specialistAuth);
    expect(list.body.data.total).toBe(narrowed.body.data.total);
    expect(list.body.data.bookings.map((b: { id: string }) => b.id).sort()).toEqual([rows.pending.id, rows.confirmed.id, rows.others.id].sort());

    expect((await request(app).get(bookingsApi('/stats?period=decade')).set(customer.auth)).status).toBe(400);
    expect((await request(app).get(bookingsApi('/stats')).query({ from: to, to: from }).set(customer.auth)).status).toBe(400);
    expect((await request(app).get(bookingsApi('/stats'))).status).toBe(401);
  });

  it('stats: "this month" is the calendar month in the specialist’s zone, its future bookings included (issue #10)', async () => {
    const world = await kit.bookable({ specialist: { timezone: 'America/New_York' } });
    const customer = await kit.person('CUSTOMER', { timezone: 'Asia/Tokyo' });
    const month = DateTime.now().setZone('America/New_York').startOf('month');
    const monthStart = month.toJSDate();
    const nextMonth = month.plus({ months: 1 }).toJSDate();
    // Always in the future and always this month, whatever the day of the test run.
    const soon = new Date(Date.now() + (nextMonth.getTime() - Date.now()) / 2);
    const at = (status: 'PENDING' | 'CANCELLED' | 'COMPLETED', when: Date) =>
      buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status, scheduledAt: when, ...(status === 'CANCELLED' ? { cancelledAt: new Date() } : {}) });
    await at('PENDING', soon);
    await at('CANCELLED', new Date(soon.getTime() + 1)); // cancelled: not in the exclusion constraint
    await at('COMPLETED', monthStart); // the first instant of the month counts
    await at('PENDING', nextMonth); // next month's first instant does not
    await at('COMPLETED', new Date(monthStart.getTime() - 1)); // nor the last one of the previous month

    const res = await request(app).get(bookingsApi('/stats?period=month')).set(world.specialistAuth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      period: 'month',
      timezone: 'America/New_York',
      from: monthStart.toISOString(),
      to: nextMonth.toISOString(),
      total: 3,
      byStatus: { PENDING: 1, CANCELLED: 1, COMPLETED: 1, CONFIRMED: 0 },
      completionRate: 0.5,
    });
    // The customer's own counters follow the customer's calendar.
    const mine = await request(app).get(bookingsApi('/stats?period=month')).set(customer.auth);
    expect(mine.body.data).toMatchObject({ timezone: 'Asia/Tokyo', from: DateTime.now().setZone('Asia/Tokyo').startOf('month').toUTC().toISO({ suppressMilliseconds: false }) });
  });
});

describe('GET /bookings/check-conflicts', () => {
  it('lists busy times (bookings with buffers, blocks); ids only for what the caller may see', async () => {
    const world = await kit.bookable({ specialist: { bufferMinutes: 30 } });
    const customer = await kit.person();
    const start = wholeHour(30);
    const mine = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, scheduledAt: start, busyUntil: new Date(start.getTime() + 90 * 60_000) });
    const block = await buildAvailabilityBlock(db, { specialistId: world.specialist.id, startsAt: new Date(start.getTime() + 2 * HOUR) });
    const query = (at: Date, duration: number, extra = '') =>
      `/check-conflicts?specialistId=${world.specialist.id}&scheduledAt=${encodeURIComponent(at.toISOString())}&duration=${duration}${extra}`;

    // 60 minutes right after the booking's end: its buffer is still running.
    const afterEnd = await request(app).get(bookingsApi(query(new Date(start.getTime() + HOUR), 60))).set(customer.auth);
    expect(afterEnd.status).toBe(200);
    expect(afterEnd.body.data.hasConflicts).toBe(true);
    expect(afterEnd.body.data.conflicts).toEqual([
      { id: mine.id, kind: 'booking', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 90 * 60_000).toISOString() },
      { id: null, kind: 'blocked', startsAt: block.startsAt.toISOString(), endsAt: block.endsAt.toISOString() },
    ]);
    // Someone else sees the times only.
    const stranger = await kit.person();
    const theirs = await request(app).get(bookingsApi(query(start, 60))).set(stranger.auth);
    expect(theirs.body.data.conflicts).toEqual([{ id: null, kind: 'booking', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 90 * 60_000).toISOString() }]);
    // The specialist sees ids of everything; excluding the booking leaves it out.
    const own = await request(app).get(bookingsApi(query(start, 180, `&excludeBookingId=${mine.id}`))).set(world.specialistAuth);
    expect(own.body.data.conflicts).toEqual([expect.objectContaining({ id: block.id, kind: 'blocked' })]);
    // Free time.
    expect((await request(app).get(bookingsApi(query(new Date(start.getTime() + 5 * HOUR), 60))).set(customer.auth)).body.data).toEqual({ hasConflicts: false, conflicts: [] });
  });

  it('400 for bad input, 401 for guests, 404 for an unknown specialist', async () => {
    const customer = await kit.person();
    const at = encodeURIComponent(wholeHour(30).toISOString());
    expect((await request(app).get(bookingsApi(`/check-conflicts?scheduledAt=${at}&duration=60`)).set(customer.auth)).status).toBe(400);
    expect((await request(app).get(bookingsApi(`/check-conflicts?specialistId=x&scheduledAt=${at}&duration=0`)).set(customer.auth)).status).toBe(400);
    expect((await request(app).get(bookingsApi(`/check-conflicts?specialistId=x&scheduledAt=${at}&duration=60`))).status).toBe(401);
    expect((await request(app).get(bookingsApi(`/check-conflicts?specialistId=00000000-0000-0000-0000-000000000000&scheduledAt=${at}&duration=60`)).set(customer.auth)).status).toBe(404);
  });
});

describe('GET /bookings/export', () => {
  it('CSV: a download of my bookings, times in UTC with the zone beside them', async () => {
    const { customer, rows } = await history();
    const res = await request(app).get(bookingsApi('/export?format=csv')).set(customer.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?vizyt-bookings-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toContain('scheduled_at_utc,ends_at_utc,specialist_timezone');
    expect(lines).toHaveLength(6);
    expect(res.text).toContain(`${rows.completed.id},COMPLETED,Манікюр класичний`);
    expect(res.text).toContain(rows.completed.scheduledAt.toISOString());
    expect(res.text).not.toContain(rows.others.id);
  });

  it('iCalendar: one event per booking, UTC times; the specialist gets their customers’ bookings', async () => {
    const { world, rows } = await history();
    const res = await request(app).get(bookingsApi('/export?format=ics')).set(world.specialistAuth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?vizyt-bookings-[\d-]+\.ics"?$/);
    expect(res.text.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    const stamp = rows.confirmed.scheduledAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(res.text).toContain(`DTSTART:${stamp}`);
    expect(res.text).toContain(`UID:booking-${rows.confirmed.id}@`);
    expect(res.text).toContain('STATUS:TENTATIVE');
  });

  it('400 for an unknown format, 401 for guests', async () => {
    const customer = await kit.person();
    const bad = await request(app).get(bookingsApi('/export?format=pdf')).set(customer.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('query.format');
    expect((await request(app).get(bookingsApi('/export?format=csv'))).status).toBe(401);
  });
});
