import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBookableService, buildBooking } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { api } from '../../test/api.js';

/**
 * Moderation through HTTP (issue #15): reporting a specialist; the admins' queue of service,
 * review and specialist reports; each resolution's effect (dismiss, hide, suspend the owner),
 * committed with its audit entry, closing the item's other reports; a resolved report is 409.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
const kit = bookingTestKit(db, container);
type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof kit.person>>;

let admin: Person;
let customer: Person;
let specialistPerson: Person;

beforeAll(async () => {
  admin = await kit.person('ADMIN', { firstName: 'Олена', lastName: 'Адмін' });
  customer = await kit.person('CUSTOMER');
  specialistPerson = await kit.person('SPECIALIST');
});

/** A specialist (with an account that can sign in) and one of their services. */
async function specialistWithService(name = 'Манікюр класичний') {
  const user = await buildAccount(db, { role: 'SPECIALIST', firstName: 'Ірина', lastName: 'Коваль' });
  const built = await buildBookableService(db, { specialist: { userId: user.id, businessName: 'Студія Ірини' }, service: { name } });
  return { user, auth: kit.authOf(user), ...built };
}

const reportService = (auth: Auth, serviceId: string) =>
  request(app).post(api(`/services/${serviceId}/report`)).set(auth).send({ reason: 'MISLEADING', details: 'Ціна на сторінці інша' });
const reportSpecialist = (auth: Auth, specialistId: string, body: Record<string, unknown> = { reason: 'FRAUD', details: 'Просить передоплату поза сервісом' }) =>
  request(app).post(api(`/specialists/${specialistId}/report`)).set(auth).send(body);
const resolve = (auth: Auth, type: string, id: string, body: Record<string, unknown>) => request(app).post(api(`/admin/reports/${type}/${id}/resolve`)).set(auth).send(body);
const auditOf = (action: string, targetId: string) => db.auditLogEntry.findMany({ where: { action, targetId } });

/** A completed visit of a new customer, reviewed through the API; returns the review id and its author. */
async function reviewOf(service: { id: string }, rating: number, comment: string) {
  const author = await kit.person('CUSTOMER', { firstName: 'Петро', lastName: 'Гнатюк' });
  const end = new Date(Date.now() - 86_400_000 - Math.floor(Math.random() * 3_600_000));
  const booking = await buildBooking(db, { serviceId: service.id, customerId: author.user.id, status: 'COMPLETED', scheduledAt: new Date(end.getTime() - 3_600_000), completedAt: end });
  const res = await request(app).post(api('/reviews')).set(author.auth).send({ bookingId: booking.id, rating, comment });
  expect(res.status).toBe(201);
  return { id: res.body.data.review.id as string, author };
}

describe('admins only', () => {
  it('every /admin/reports route: guest 401, customer and specialist 403', async () => {
    const s = await specialistWithService();
    const report = (await reportService(customer.auth, s.service.id)).body.data.reportId as string;
    const calls = [
      () => request(app).get(api('/admin/reports')),
      () => request(app).post(api(`/admin/reports/service/${report}/resolve`)).send({ resolution: 'DISMISS' }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set(customer.auth)).status).toBe(403);
      expect((await call().set(specialistPerson.auth)).status).toBe(403);
    }
    expect((await db.serviceReport.findUniqueOrThrow({ where: { id: report } })).resolvedAt).toBeNull();
  });
});

describe('POST /specialists/:id/report', () => {
  it('stores one open report per person and specialist (409 after), never of oneself (403)', async () => {
    const s = await specialistWithService();
    const res = await reportSpecialist(customer.auth, s.specialist.id);
    expect(res.status).toBe(201);
    const row = await db.specialistReport.findUniqueOrThrow({ where: { id: res.body.data.reportId } });
    expect(row).toMatchObject({ specialistId: s.specialist.id, reporterId: customer.user.id, reason: 'FRAUD', details: 'Просить передоплату поза сервісом', resolvedAt: null });
    expect((await reportSpecialist(customer.auth, s.specialist.id)).status).toBe(409);
    const self = await reportSpecialist(s.auth, s.specialist.id);
    expect([self.status, self.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect(await db.specialistReport.count({ where: { specialistId: s.specialist.id } })).toBe(1);
  });

  it('refuses bad input (400), guests (401) and specialists not shown (404), storing nothing', async () => {
    const s = await specialistWithService();
    const hidden = await buildBookableService(db, { specialist: { isVisible: false } });
    expect((await reportSpecialist(customer.auth, s.specialist.id, { reason: 'OTHER', details: 'коротко' })).status).toBe(400);
    expect((await reportSpecialist(customer.auth, s.specialist.id, { reason: 'RUDE' })).status).toBe(400);
    expect((await request(app).post(api(`/specialists/${s.specialist.id}/report`)).send({ reason: 'SPAM' })).status).toBe(401);
    expect((await reportSpecialist(customer.auth, hidden.specialist.id)).status).toBe(404);
    expect((await reportSpecialist(customer.auth, 'not-an-id')).status).toBe(404);
    expect(await db.specialistReport.count({ where: { specialistId: { in: [s.specialist.id, hidden.specialist.id] } } })).toBe(0);
  });
});

describe('GET /admin/reports', () => {
  it('lists the three kinds together: open oldest first, resolved newest first, by type and page', async () => {
    const s = await specialistWithService('Педикюр');
    const review = await reviewOf(s.service, 2, 'Запізнилася на пів години і нахамила');
    const reporter = await kit.person('CUSTOMER', { firstName: 'Марія', lastName: 'Лисенко' });
    // Older than anything else this file makes, so they lead the open queue.
    const [svc, rev, spec] = await Promise.all([
      db.serviceReport.create({ data: { serviceId: s.service.id, reporterId: reporter.user.id, reason: 'SPAM', createdAt: new Date('2020-01-01T10:00:00Z') } }),
      db.reviewReport.create({ data: { reviewId: review.id, reporterId: reporter.user.id, reason: 'OFFENSIVE', details: 'Образи', createdAt: new Date('2020-01-02T10:00:00Z') } }),
      db.specialistReport.create({ data: { specialistId: s.specialist.id, reporterId: reporter.user.id, reason: 'FRAUD', createdAt: new Date('2020-01-03T10:00:00Z') } }),
    ]);

    const open = await request(app).get(api('/admin/reports')).set(admin.auth);
    expect(open.status).toBe(200);
    expect(open.body.data.reports.slice(0, 3).map((r: { id: string }) => r.id)).toEqual([svc.id, rev.id, spec.id]);
    expect(open.body.data.reports[0]).toEqual({
      id: svc.id,
      targetType: 'service',
      target: { id: s.service.id, title: 'Педикюр', hidden: false, owner: { id: s.user.id, name: 'Ірина Коваль' } },
      reason: 'SPAM',
      details: null,
      reporter: { id: reporter.user.id, name: 'Марія Лисенко' },
      createdAt: '2020-01-01T10:00:00.000Z',
      resolvedAt: null,
      resolution: null,
    });
    expect(open.body.data.reports[1]).toMatchObject({
      targetType: 'review',
      target: { id: review.id, title: 'Запізнилася на пів години і нахамила', hidden: false, owner: { id: review.author.user.id, name: 'Петро Гнатюк' } },
      reason: 'OFFENSIVE',
      reporter: { id: reporter.user.id, name: 'Марія Лисенко' },
    });
    expect(open.body.data.reports[2]).toMatchObject({ targetType: 'specialist', target: { id: s.specialist.id, title: 'Студія Ірини', hidden: false, owner: { id: s.user.id } } });

    const reviewsOnly = await request(app).get(api('/admin/reports?type=review')).set(admin.auth);
    expect(reviewsOnly.body.data.reports.every((r: { targetType: string }) => r.targetType === 'review')).toBe(true);
    expect(reviewsOnly.body.data.reports[0].id).toBe(rev.id);
    const page2 = await request(app).get(api('/admin/reports?limit=1&page=2')).set(admin.auth);
    expect(page2.body.data).toMatchObject({ page: 2, reports: [{ id: rev.id }] });
    expect(page2.body.data.total).toBe(open.body.data.total);
    expect(page2.body.data.totalPages).toBe(open.body.data.total);

    // Resolved: the latest resolution first, with its resolution.
    await resolve(admin.auth, 'specialist', spec.id, { resolution: 'DISMISS' }).expect(200);
    await resolve(admin.auth, 'service', svc.id, { resolution: 'DISMISS' }).expect(200);
    const resolved = await request(app).get(api('/admin/reports?status=resolved')).set(admin.auth);
    expect(resolved.body.data.reports.slice(0, 2).map((r: { id: string; resolution: string }) => [r.id, r.resolution])).toEqual([
      [svc.id, 'DISMISS'],
      [spec.id, 'DISMISS'],
    ]);
    expect(resolved.body.data.reports[0].resolvedAt).not.toBeNull();
    const stillOpen = await request(app).get(api('/admin/reports')).set(admin.auth);
    expect(stillOpen.body.data.reports[0].id).toBe(rev.id);
  });

  it('refuses a bad query with 400', async () => {
    for (const q of ['status=closed', 'type=user', 'limit=0', 'limit=101', 'page=0']) {
      const res = await request(app).get(api(`/admin/reports?${q}`)).set(admin.auth);
      expect([q, res.status, res.body.error.code]).toEqual([q, 400, 'VALIDATION_ERROR']);
    }
  });
});

describe('POST /admin/reports/:type/:id/resolve', () => {
  it('DISMISS closes the report and every other open report of the item, audited; again → 409', async () => {
    const s = await specialistWithService();
    const first = (await reportService(customer.auth, s.service.id)).body.data.reportId as string;
    const other = await kit.person('CUSTOMER');
    const second = (await reportService(other.auth, s.service.id)).body.data.reportId as string;

    const res = await resolve(admin.auth, 'service', first, { resolution: 'DISMISS', note: 'Ціна збігається з прайсом' });
    expect(res.status).toBe(200);
    expect(res.body.data.resolvedTogether).toBe(1);
    expect(res.body.data.report).toMatchObject({ id: first, resolution: 'DISMISS', target: { id: s.service.id, hidden: false } });
    for (const id of [first, second]) {
      expect(await db.serviceReport.findUniqueOrThrow({ where: { id } })).toMatchObject({ resolution: 'DISMISS', resolvedById: admin.user.id, resolvedAt: expect.any(Date) });
    }
    expect((await db.service.findUniqueOrThrow({ where: { id: s.service.id } })).hiddenAt).toBeNull();
    const [entry] = await auditOf('report.dismiss', s.service.id);
    expect(entry).toMatchObject({ actorId: admin.user.id, targetType: 'service', details: { reportId: first, reason: 'MISLEADING', note: 'Ціна збігається з прайсом', ownerId: s.user.id, resolvedTogether: 1 } });

    const again = await resolve(admin.auth, 'service', second, { resolution: 'HIDE' });
    expect([again.status, again.body.error.code]).toEqual([409, 'CONFLICT']);
    expect((await db.service.findUniqueOrThrow({ where: { id: s.service.id } })).hiddenAt).toBeNull();
    expect(await auditOf('report.hide', s.service.id)).toHaveLength(0);
    // The person may report it again now: a new report opens the queue again.
    expect((await reportService(customer.auth, s.service.id)).status).toBe(201);
  });

  it('HIDE of a service sets hidden_at; guests no longer get its page', async () => {
    const s = await specialistWithService();
    expect((await request(app).get(api(`/services/${s.service.id}`))).status).toBe(200);
    const report = (await reportService(customer.auth, s.service.id)).body.data.reportId as string;
    const res = await resolve(admin.auth, 'service', report, { resolution: 'HIDE', note: 'Оманлива ціна' });
    expect(res.status).toBe(200);
    expect(res.body.data.report).toMatchObject({ resolution: 'HIDE', target: { hidden: true } });
    expect((await db.service.findUniqueOrThrow({ where: { id: s.service.id } })).hiddenAt).toBeInstanceOf(Date);
    expect(await auditOf('report.hide', s.service.id)).toMatchObject([{ targetType: 'service', details: { reportId: report, hidden: true, newlyHidden: true } }]);
    expect((await request(app).get(api(`/services/${s.service.id}`))).status).toBe(404);
    // The audit log names the service and its owner, not only their ids (issue #26).
    const log = await request(app).get(api('/admin/audit-log')).set(admin.auth).query({ action: 'report.hide', limit: 100 });
    const entry = log.body.data.entries.find((e: { targetId: string }) => e.targetId === s.service.id);
    expect(entry).toMatchObject({ targetName: 'Манікюр класичний', details: { ownerId: s.user.id }, names: { [s.user.id]: 'Ірина Коваль' } });
  });

  it('HIDE of a review takes it out of every list, the summary and the ratings', async () => {
    const s = await specialistWithService();
    await reviewOf(s.service, 5, 'Чудовий манікюр, дуже акуратно');
    const bad = await reviewOf(s.service, 1, 'Жах, нікому не раджу, купуйте у нас дешевше');
    const ratings = async () => ({
      specialist: await db.specialistProfile.findUniqueOrThrow({ where: { id: s.specialist.id }, select: { ratingAverage: true, ratingCount: true } }),
      service: await db.service.findUniqueOrThrow({ where: { id: s.service.id }, select: { ratingAverage: true, ratingCount: true } }),
    });
    expect(await ratings()).toEqual({ specialist: { ratingAverage: 3, ratingCount: 2 }, service: { ratingAverage: 3, ratingCount: 2 } });
    const reported = await request(app).post(api(`/reviews/${bad.id}/report`)).set(customer.auth).send({ reason: 'SPAM', details: 'Реклама' });
    expect(reported.status).toBe(201);
    const report = await db.reviewReport.findFirstOrThrow({ where: { reviewId: bad.id } });

    const res = await resolve(admin.auth, 'review', report.id, { resolution: 'HIDE' });
    expect(res.status).toBe(200);
    expect(res.body.data.report).toMatchObject({ targetType: 'review', resolution: 'HIDE', target: { id: bad.id, hidden: true } });
    expect(await ratings()).toEqual({ specialist: { ratingAverage: 5, ratingCount: 1 }, service: { ratingAverage: 5, ratingCount: 1 } });
    for (const q of [`specialistId=${s.specialist.id}`, `serviceId=${s.service.id}`]) {
      const list = await request(app).get(api(`/reviews?${q}`));
      expect(list.body.data.total).toBe(1);
      expect(list.body.data.reviews.map((r: { id: string }) => r.id)).not.toContain(bad.id);
      const summary = await request(app).get(api(`/reviews/summary?${q}`));
      expect(summary.body.data).toMatchObject({ total: 1, average: 5, distribution: { '1': 0, '5': 1 } });
    }
    expect(await auditOf('report.hide', bad.id)).toMatchObject([{ actorId: admin.user.id, targetType: 'review', details: { reportId: report.id, reason: 'SPAM', ownerId: bad.author.user.id } }]);
    // Search sorts by the aggregates: the specialist's public card shows the new figures.
    const card = await request(app).get(api(`/specialists/${s.specialist.id}/public`));
    expect(card.status).toBe(200);
    expect(card.body.data.profile).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('HIDE of a specialist is refused (400): suspend the owner instead; nothing changes', async () => {
    const s = await specialistWithService();
    const report = (await reportSpecialist(customer.auth, s.specialist.id)).body.data.reportId as string;
    const res = await resolve(admin.auth, 'specialist', report, { resolution: 'HIDE' });
    expect([res.status, res.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'body.resolution', message: 'invalidResolution' })]);
    expect((await db.specialistReport.findUniqueOrThrow({ where: { id: report } })).resolvedAt).toBeNull();
    expect(await db.auditLogEntry.count({ where: { targetId: s.specialist.id } })).toBe(0);
  });

  it('SUSPEND_OWNER of a specialist needs a reason, then suspends the account: sign-in refused, token dead, audited', async () => {
    const s = await specialistWithService();
    const tokens = await signIn(app, s.user.email!);
    const session = { Authorization: `Bearer ${tokens.accessToken}` };
    expect((await request(app).get(api('/auth/me')).set(session)).status).toBe(200);
    const report = (await reportSpecialist(customer.auth, s.specialist.id)).body.data.reportId as string;

    const noReason = await resolve(admin.auth, 'specialist', report, { resolution: 'SUSPEND_OWNER' });
    expect([noReason.status, noReason.body.error.details?.[0]?.path]).toEqual([400, 'body.note']);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).status).toBe('ACTIVE');

    const res = await resolve(admin.auth, 'specialist', report, { resolution: 'SUSPEND_OWNER', note: 'Шахрайство з передоплатою' });
    expect(res.status).toBe(200);
    expect(res.body.data.report).toMatchObject({ resolution: 'SUSPEND_OWNER', target: { hidden: true } });
    expect(await db.user.findUniqueOrThrow({ where: { id: s.user.id }, select: { status: true, suspensionReason: true } })).toEqual({ status: 'SUSPENDED', suspensionReason: 'Шахрайство з передоплатою' });
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: s.specialist.id } })).isSuspended).toBe(true);
    const login = await request(app).post(api('/auth-enhanced/login')).send({ email: s.user.email, password: 'Passw0rdOk' });
    expect([login.status, login.body.error.code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    expect((await request(app).get(api('/auth/me')).set(session)).status).toBe(401);
    expect(await auditOf('report.suspend_owner', s.specialist.id)).toMatchObject([
      { actorId: admin.user.id, targetType: 'specialist', details: { reportId: report, note: 'Шахрайство з передоплатою', ownerId: s.user.id, suspended: true, previousStatus: 'ACTIVE' } },
    ]);
  });

  it('SUSPEND_OWNER of a review suspends its author and hides it', async () => {
    const s = await specialistWithService();
    const review = await reviewOf(s.service, 1, 'Погрози і образи на адресу майстра');
    await request(app).post(api(`/reviews/${review.id}/report`)).set(s.auth).send({ reason: 'OFFENSIVE' }).expect(201);
    const report = await db.reviewReport.findFirstOrThrow({ where: { reviewId: review.id } });
    const res = await resolve(admin.auth, 'review', report.id, { resolution: 'SUSPEND_OWNER', note: 'Погрози майстрові' });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: review.author.user.id } })).status).toBe('SUSPENDED');
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).hiddenAt).toBeInstanceOf(Date);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: s.specialist.id } })).ratingCount).toBe(0);
  });

  it('an admin cannot suspend themselves through a report (409 CANNOT_SUSPEND_ADMIN); nothing changes', async () => {
    // An admin who also wrote a review (an account of another role cannot; this one is made so).
    const s = await specialistWithService();
    const review = await reviewOf(s.service, 3, 'Нормально, але довго');
    await db.user.update({ where: { id: review.author.user.id }, data: { role: 'ADMIN' } });
    container.accountGate.forget(review.author.user.id);
    const selfAuth = kit.authOf({ id: review.author.user.id, role: 'ADMIN' });
    await request(app).post(api(`/reviews/${review.id}/report`)).set(customer.auth).send({ reason: 'FAKE' }).expect(201);
    const report = await db.reviewReport.findFirstOrThrow({ where: { reviewId: review.id } });
    const res = await resolve(selfAuth, 'review', report.id, { resolution: 'SUSPEND_OWNER', note: 'Перевірка правила' });
    expect([res.status, res.body.error.code]).toEqual([409, 'CANNOT_SUSPEND_ADMIN']);
    expect((await db.reviewReport.findUniqueOrThrow({ where: { id: report.id } })).resolvedAt).toBeNull();
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).hiddenAt).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: review.author.user.id } })).status).toBe('ACTIVE');
  });

  it('answers 404 for an unknown report and 400 for bad input, changing nothing', async () => {
    const s = await specialistWithService();
    const report = (await reportService(customer.auth, s.service.id)).body.data.reportId as string;
    expect((await resolve(admin.auth, 'service', '00000000-0000-4000-8000-000000000000', { resolution: 'DISMISS' })).status).toBe(404);
    expect((await resolve(admin.auth, 'review', report, { resolution: 'DISMISS' })).status).toBe(404);
    expect((await resolve(admin.auth, 'service', 'not-an-id', { resolution: 'DISMISS' })).status).toBe(404);
    expect((await resolve(admin.auth, 'user', report, { resolution: 'DISMISS' })).status).toBe(400);
    expect((await resolve(admin.auth, 'service', report, { resolution: 'DELETE' })).status).toBe(400);
    expect((await resolve(admin.auth, 'service', report, { resolution: 'DISMISS', note: 'x'.repeat(501) })).status).toBe(400);
    expect((await db.serviceReport.findUniqueOrThrow({ where: { id: report } })).resolvedAt).toBeNull();
  });
});
