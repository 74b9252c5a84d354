import { randomUUID } from 'node:crypto';
import { NewPasswordSchema, UA_IBAN_PATTERN, ibanChecksumValid, pointsEarnedFor } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL_DOMAIN, demoAccounts } from '../../../prisma/seed/data/accounts.js';
import { demoReviewers } from '../../../prisma/seed/data/reviews.js';
import {
  DEMO_ACCOUNT_KEYS,
  demoLoginsWithPublishedPasswords,
  demoPasswordsFor,
  formatDemoLogins,
  generateDemoPassword,
  replacePublishedDemoPasswords,
} from '../../../prisma/seed/demo-accounts.js';
import { demoSeedDecision, isDatabaseEmpty, seedDemoData } from '../../../prisma/seed/seed.js';
import { bearer } from './test/accounts.js';
import { useTestDatabase } from './test/db.js';
import { buildUser } from './test/factories.js';
import { createTestApp } from './test/test-app.js';
import { hashPassword, verifyPassword } from './lib/password.js';

const { db, url } = await useTestDatabase();
const { db: prodDb } = await useTestDatabase();
const { app, container } = createTestApp(db, url);

/** Stands in for bcrypt where a test is about which password is stored, not how it is hashed. */
const plainHasher = {
  hashPassword: async (p: string) => `plain:${p}`,
  verifyPassword: async (p: string, hash: string) => hash === `plain:${p}`,
};

describe('demo data', () => {
  it('loads into an empty database and is idempotent; the categories are the migration’s, not the seed’s', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    const counts = async () => ({
      users: await db.user.count(),
      categories: await db.category.count(),
      specialists: await db.specialistProfile.count(),
      services: await db.service.count(),
      bookings: await db.booking.count(),
      payments: await db.payment.count(),
      intents: await db.testProviderIntent.count(),
      reviews: await db.review.count(),
      loyaltyEntries: await db.loyaltyEntry.count(),
      // The aggregates and balances too: a second run recomputes nothing into something else.
      profiles: await db.specialistProfile.findMany({ select: { id: true, ratingAverage: true, ratingCount: true, completedJobs: true, updatedAt: true }, orderBy: { id: 'asc' } }),
      serviceRatings: await db.service.findMany({ select: { id: true, ratingAverage: true, ratingCount: true, updatedAt: true }, orderBy: { id: 'asc' } }),
      balances: await db.user.findMany({ where: { loyaltyPoints: { gt: 0 } }, select: { id: true, loyaltyPoints: true }, orderBy: { id: 'asc' } }),
    });
    const categoriesBefore = await db.category.findMany({ orderBy: { id: 'asc' } });
    expect(categoriesBefore).toHaveLength(7);

    const created = await seedDemoData(db, { hashPassword, passwords: 'published' });
    expect(created.map((l) => l.key)).toEqual(['admin', 'customer', 'specialist']);
    const first = await counts();
    expect(await seedDemoData(db, { hashPassword, passwords: 'published' })).toEqual([]);
    expect(await counts()).toEqual(first);
    expect(await isDatabaseEmpty(db)).toBe(false);

    expect(await db.category.findMany({ orderBy: { id: 'asc' } })).toEqual(categoriesBefore);
    expect(first.specialists).toBeGreaterThanOrEqual(30);
    // Demo specialists take cards, to valid payout accounts; some ask a deposit.
    const money = await db.specialistProfile.findMany({ select: { acceptOnlinePayments: true, requireDeposit: true, payoutIban: true } });
    expect(money.every((m) => m.acceptOnlinePayments && m.payoutIban !== null && UA_IBAN_PATTERN.test(m.payoutIban) && ibanChecksumValid(m.payoutIban))).toBe(true);
    expect(money.some((m) => m.requireDeposit)).toBe(true);
    expect(money.some((m) => !m.requireDeposit)).toBe(true);
    const cities = await db.specialistProfile.groupBy({ by: ['city'], _count: { _all: true } });
    expect(cities.length).toBeGreaterThanOrEqual(5);
    // Every reference category has demo services, so no catalog page is empty in the demo.
    const used = await db.service.groupBy({ by: ['categoryId'], _count: { _all: true } });
    expect(used.map((u) => u.categoryId).sort()).toEqual(categoriesBefore.map((c) => c.id));
  });

  it('has reviews of completed visits paid online, by demo customers who cannot sign in', async () => {
    const reviews = await db.review.findMany({
      select: {
        rating: true,
        comment: true,
        isVerified: true,
        customerId: true,
        createdAt: true,
        booking: {
          select: {
            id: true, status: true, scheduledAt: true, endsAt: true, completedAt: true, customerId: true, priceMinor: true, amountPaidMinor: true, paymentStatus: true,
            payments: { select: { status: true, provider: true, type: true, amountMinor: true, commissionBps: true, paidAt: true, providerIntentId: true } },
          },
        },
      },
    });
    expect(reviews.length).toBeGreaterThanOrEqual(60);
    expect(await db.booking.count()).toBe(reviews.length);
    const now = Date.now();
    for (const r of reviews) {
      const b = r.booking;
      expect(r.isVerified && r.customerId === b.customerId).toBe(true);
      expect([b.status, b.paymentStatus, b.amountPaidMinor]).toEqual(['COMPLETED', 'PAID', b.priceMinor]);
      expect(b.completedAt!.getTime()).toBe(b.endsAt.getTime());
      expect(b.endsAt.getTime()).toBeLessThan(now);
      expect(r.createdAt.getTime()).toBeGreaterThan(b.completedAt!.getTime());
      expect(r.createdAt.getTime()).toBeLessThan(now);
      expect(b.payments).toEqual([
        { status: 'SUCCEEDED', provider: 'test', type: 'FULL', amountMinor: b.priceMinor, commissionBps: 800, paidAt: expect.any(Date), providerIntentId: expect.any(String) },
      ]);
      // The test provider knows the charge, so a refund of it would work.
      const intent = await db.testProviderIntent.findUniqueOrThrow({ where: { id: b.payments[0]!.providerIntentId } });
      expect([intent.status, intent.amountMinor, intent.refundedMinor]).toEqual(['succeeded', b.priceMinor, 0]);
    }
    // Varied 3–5 stars; most with a Ukrainian comment, some without.
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([3, 4, 5]));
    const comments = reviews.map((r) => r.comment).filter((c): c is string => c !== null);
    expect(comments.length).toBeGreaterThan(reviews.length / 2);
    expect(comments.length).toBeLessThan(reviews.length);
    expect(comments.every((c) => /[а-яіїєґ]/i.test(c))).toBe(true);

    // No two visits of one specialist overlap.
    const visits = await db.booking.findMany({ select: { specialistId: true, scheduledAt: true, endsAt: true }, orderBy: [{ specialistId: 'asc' }, { scheduledAt: 'asc' }] });
    for (const [k, v] of visits.entries()) {
      const next = visits[k + 1];
      if (next && next.specialistId === v.specialistId) expect(next.scheduledAt.getTime()).toBeGreaterThanOrEqual(v.endsAt.getTime());
    }

    // The reviewers are customers without a password: nobody signs in as them.
    const reviewers = await db.user.findMany({ where: { email: { endsWith: `@${DEMO_CUSTOMER_EMAIL_DOMAIN}` } }, select: { role: true, passwordHash: true } });
    expect(reviewers).toHaveLength(demoReviewers.length);
    expect(reviewers.every((u) => u.role === 'CUSTOMER' && u.passwordHash === null)).toBe(true);
  });

  it('the aggregates and completed jobs are exactly what the reviews and visits say; most specialists have reviews, some none', async () => {
    const reviews = await db.review.findMany({ select: { rating: true, specialistId: true, serviceId: true } });
    /** [average to 2 decimals, count] of the reviews `of` picks. */
    const expected = (of: (r: (typeof reviews)[number]) => boolean) => {
      const ratings = reviews.filter(of).map((r) => r.rating);
      return ratings.length === 0 ? [0, 0] : [Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100, ratings.length];
    };
    const specialists = await db.specialistProfile.findMany({ select: { id: true, ratingAverage: true, ratingCount: true } });
    for (const s of specialists) expect([s.ratingAverage, s.ratingCount]).toEqual(expected((r) => r.specialistId === s.id));
    for (const s of await db.service.findMany({ select: { id: true, ratingAverage: true, ratingCount: true } })) {
      expect([s.ratingAverage, s.ratingCount]).toEqual(expected((r) => r.serviceId === s.id));
    }
    const reviewed = specialists.filter((s) => s.ratingCount > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(specialists.length * 0.7);
    expect(reviewed.length).toBeLessThan(specialists.length);
    // Averages spread both sides of 4.5, and some are a perfect 5.
    expect(reviewed.some((s) => s.ratingAverage >= 4.5)).toBe(true);
    expect(reviewed.some((s) => s.ratingAverage < 4.5)).toBe(true);
    expect(reviewed.some((s) => s.ratingAverage === 5)).toBe(true);

    const completed = await db.booking.groupBy({ by: ['specialistId'], where: { status: 'COMPLETED' }, _count: { _all: true } });
    for (const p of await db.specialistProfile.findMany({ select: { id: true, completedJobs: true } })) {
      expect(p.completedJobs).toBe(completed.find((c) => c.specialistId === p.id)?._count._all ?? 0);
    }
  });

  it('search finds the demo services by rating at once: GET /services?rating=4.5 and sortBy=rating', async () => {
    const all = await request(app).get('/api/v1/services').query({ limit: 100 });
    const top = await request(app).get('/api/v1/services').query({ rating: 4.5, limit: 100 });
    expect(top.status).toBe(200);
    expect(top.body.data.total).toBeGreaterThan(0);
    expect(top.body.data.total).toBeLessThan(all.body.data.total);
    const ratings = (top.body.data.services as { specialist: { rating: number; reviewCount: number } }[]).map((s) => s.specialist);
    expect(ratings.every((s) => s.rating >= 4.5 && s.reviewCount > 0)).toBe(true);

    const sorted = await request(app).get('/api/v1/services').query({ sortBy: 'rating', limit: 100 });
    const order = (sorted.body.data.services as { specialist: { rating: number } }[]).map((s) => s.specialist.rating);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(order[0]).toBe(5);
  });

  it('the demo customer has a reviewed visit paid online and the points it earned', async () => {
    const customer = await db.user.findUniqueOrThrow({ where: { email: demoAccounts.customer.email } });
    const visits = await db.booking.findMany({ where: { customerId: customer.id }, include: { review: true, payments: true } });
    expect(visits).toHaveLength(1);
    const [visit] = visits;
    expect(visit!.status).toBe('COMPLETED');
    expect(visit!.review).toMatchObject({ customerId: customer.id, rating: 5 });
    const paid = visit!.payments.reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0);
    // The first demo specialist, who signs in: their reviews page has the demo customer's review to answer.
    const specialist = await db.user.findUniqueOrThrow({ where: { email: demoAccounts.specialist.email }, include: { specialistProfile: true } });
    expect(visit!.specialistId).toBe(specialist.specialistProfile!.id);
    expect(visit!.review!.responseComment).toBeNull();

    const entries = await db.loyaltyEntry.findMany({ where: { userId: customer.id } });
    expect(entries.map((e) => [e.kind, e.points, e.bookingId])).toEqual([['EARN', pointsEarnedFor(paid), visit!.id]]);
    expect(pointsEarnedFor(paid)).toBeGreaterThan(0);
    expect(customer.loyaltyPoints).toBe(pointsEarnedFor(paid));

    const auth = bearer(container.accessTokens.sign({ sub: customer.id, role: 'CUSTOMER', sid: randomUUID() }));
    const loyalty = await request(app).get('/api/v1/loyalty').set(auth);
    expect(loyalty.body.data).toMatchObject({ balance: pointsEarnedFor(paid), lifetimeEarned: pointsEarnedFor(paid), total: 1 });
    expect(loyalty.body.data.entries[0]).toMatchObject({ kind: 'EARN', bookingId: visit!.id, serviceName: expect.any(String) });
    const mine = await request(app).get('/api/v1/reviews/mine').set(auth);
    expect(mine.body.data.reviews.map((r: { bookingId: string }) => r.bookingId)).toEqual([visit!.id]);

    // Every customer's balance is the sum of their ledger.
    const sums = await db.loyaltyEntry.groupBy({ by: ['userId'], _sum: { points: true } });
    for (const u of await db.user.findMany({ select: { id: true, loyaltyPoints: true } })) {
      expect(u.loyaltyPoints).toBe(sums.find((x) => x.userId === u.id)?._sum.points ?? 0);
    }
  });

  it('the two demo sign-ins have a conversation with one unread answer, and a welcome notification in each one’s language', async () => {
    const customer = await db.user.findUniqueOrThrow({ where: { email: demoAccounts.customer.email } });
    const specialist = await db.user.findUniqueOrThrow({ where: { email: demoAccounts.specialist.email } });
    const auth = bearer(container.accessTokens.sign({ sub: customer.id, role: 'CUSTOMER', sid: randomUUID() }));
    const list = await request(app).get('/api/v1/conversations').set(auth).expect(200);
    expect(list.body.data.conversations).toHaveLength(1);
    expect(list.body.data.conversations[0]).toMatchObject({ participant: { id: specialist.id, role: 'specialist' }, unreadCount: 1 });
    const notes = await request(app).get('/api/v1/notifications').set(auth).expect(200);
    expect(notes.body.data.notifications.map((n: { type: string }) => n.type)).toEqual(['new_message', 'system']);
    expect(notes.body.data.unreadCount).toBe(1);
    const specialistAuth = bearer(container.accessTokens.sign({ sub: specialist.id, role: 'SPECIALIST', sid: randomUUID() }));
    await db.user.update({ where: { id: specialist.id }, data: { language: 'en' } });
    const theirs = await request(app).get('/api/v1/notifications').set(specialistAuth).expect(200);
    expect(theirs.body.data.notifications[0]).toMatchObject({ type: 'system', title: 'Welcome to Vizyt', isRead: true });
    await db.user.update({ where: { id: specialist.id }, data: { language: 'uk' } });
  });

  it('has one admin, one customer and one specialist who can sign in with the printed passwords', async () => {
    for (const [key, role] of [['admin', 'ADMIN'], ['customer', 'CUSTOMER'], ['specialist', 'SPECIALIST']] as const) {
      const account = demoAccounts[key];
      const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
      expect(user.role).toBe(role);
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(account.password, user.passwordHash!)).toBe(true);
    }
    const specialist = await db.user.findUniqueOrThrow({ where: { email: demoAccounts.specialist.email }, include: { specialistProfile: { include: { services: true } } } });
    expect(specialist.specialistProfile?.services.length).toBeGreaterThan(0);
    expect((await demoLoginsWithPublishedPasswords(db, { verifyPassword })).map((l) => l.email)).toEqual(DEMO_ACCOUNT_KEYS.map((k) => demoAccounts[k].email));
  });

  it('prices every service in whole kopiyky of UAH with a duration of at least 15 minutes', async () => {
    const services = await db.service.findMany({ select: { priceMinor: true, currency: true, durationMinutes: true, name: true } });
    for (const s of services) {
      expect(Number.isInteger(s.priceMinor) && s.priceMinor > 0).toBe(true);
      expect(s.currency).toBe('UAH');
      expect(s.durationMinutes).toBeGreaterThanOrEqual(15);
    }
    expect(services.map((s) => s.name)).toContain('Манікюр класичний');
  });

  it('lists only the demo sign-ins that still have their published password', async () => {
    await db.user.update({ where: { email: demoAccounts.customer.email }, data: { passwordHash: await hashPassword('Changed12345') } });
    expect((await demoLoginsWithPublishedPasswords(db, { verifyPassword })).map((l) => l.key)).toEqual(['admin', 'specialist']);
  });
});

describe('when demo data is loaded at start', () => {
  it('follows SEED_DEMO_DATA; auto loads only into an embedded database outside production', () => {
    const decide = (setting: 'auto' | 'true' | 'false', production: boolean, embedded: boolean) => demoSeedDecision(setting, { production, embedded });
    expect(decide('auto', false, true)).toBe('if-empty');
    expect(decide('auto', false, false)).toBe('never');
    expect(decide('auto', true, true)).toBe('never');
    expect(decide('auto', true, false)).toBe('never');
    for (const production of [false, true]) {
      for (const embedded of [false, true]) {
        expect(decide('true', production, embedded)).toBe('always');
        expect(decide('false', production, embedded)).toBe('never');
      }
    }
  });

  it('uses random demo passwords in production and the published ones elsewhere', () => {
    expect(demoPasswordsFor('production')).toBe('random');
    expect(demoPasswordsFor('development')).toBe('published');
    expect(demoPasswordsFor('test')).toBe('published');
  });

  it('generates random passwords that pass the registration rules', () => {
    const passwords = Array.from({ length: 200 }, () => generateDemoPassword());
    expect(new Set(passwords).size).toBe(200);
    for (const p of passwords) expect(NewPasswordSchema.safeParse(p).success).toBe(true);
    // A source that first yields bytes without a digit is asked again.
    const attempts = [Buffer.alloc(18, 0xff), Buffer.from('Abc123Abc123Abc123Abc123', 'base64url')];
    expect(generateDemoPassword(() => attempts.shift()!)).toBe('Abc123Abc123Abc123Abc123');
  });

  it('says that random passwords are shown only once', () => {
    const logins = [{ key: 'admin' as const, email: 'admin@vizyt.demo', password: 'Xy7random' }];
    expect(formatDemoLogins(logins, 'published')).toEqual(['  Demo sign-ins:', `    admin       ${'admin@vizyt.demo'.padEnd(24)} Xy7random`]);
    expect(formatDemoLogins(logins, 'random')[0]).toMatch(/random passwords.*shown only now/);
  });
});

describe('demo data in production', () => {
  it('creates the demo accounts with random passwords, returned once, never the published ones', async () => {
    const created = await seedDemoData(prodDb, { ...plainHasher, passwords: 'random' });
    expect(created.map((l) => l.email)).toEqual(DEMO_ACCOUNT_KEYS.map((k) => demoAccounts[k].email));
    for (const login of created) {
      expect(login.password).not.toBe(demoAccounts[login.key].password);
      const user = await prodDb.user.findUniqueOrThrow({ where: { email: login.email } });
      expect(user.passwordHash).toBe(`plain:${login.password}`);
    }
    expect(await demoLoginsWithPublishedPasswords(prodDb, plainHasher)).toEqual([]);
    // Seeding again keeps the passwords and shows nothing.
    expect(await seedDemoData(prodDb, { ...plainHasher, passwords: 'random' })).toEqual([]);
    expect((await prodDb.user.findUniqueOrThrow({ where: { email: created[0]!.email } })).passwordHash).toBe(`plain:${created[0]!.password}`);
  });

  it('replaces a published password left by an earlier seed and ends that account’s sessions', async () => {
    const { email, password } = demoAccounts.admin;
    await prodDb.user.update({ where: { email }, data: { passwordHash: `plain:${password}` } });
    const admin = await prodDb.user.findUniqueOrThrow({ where: { email } });
    await prodDb.refreshToken.create({
      data: { userId: admin.id, familyId: crypto.randomUUID(), tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const other = await buildUser(prodDb, { passwordHash: `plain:${password}` });

    const replaced = await replacePublishedDemoPasswords(prodDb, plainHasher);
    expect(replaced.map((l) => l.key)).toEqual(['admin']);
    expect(replaced[0]!.password).not.toBe(password);
    const after = await prodDb.user.findUniqueOrThrow({ where: { email }, include: { refreshTokens: true } });
    expect(after.passwordHash).toBe(`plain:${replaced[0]!.password}`);
    expect(after.passwordChangedAt).not.toBeNull();
    expect(after.refreshTokens.every((t) => t.revokedAt !== null)).toBe(true);
    // Someone else's account with the same password is none of this code's business.
    expect((await prodDb.user.findUniqueOrThrow({ where: { id: other.id } })).passwordHash).toBe(`plain:${password}`);
    expect(await replacePublishedDemoPasswords(prodDb, plainHasher)).toEqual([]);
  });
});
