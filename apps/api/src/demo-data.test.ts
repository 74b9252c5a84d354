import { NewPasswordSchema, UA_IBAN_PATTERN, ibanChecksumValid } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../prisma/seed/data/accounts.js';
import {
  DEMO_ACCOUNT_KEYS,
  demoLoginsWithPublishedPasswords,
  demoPasswordsFor,
  formatDemoLogins,
  generateDemoPassword,
  replacePublishedDemoPasswords,
} from '../../../prisma/seed/demo-accounts.js';
import { demoSeedDecision, isDatabaseEmpty, seedDemoData } from '../../../prisma/seed/seed.js';
import { useTestDatabase } from './test/db.js';
import { buildUser } from './test/factories.js';
import { hashPassword, verifyPassword } from './lib/password.js';

const { db } = await useTestDatabase();
const { db: prodDb } = await useTestDatabase();

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
