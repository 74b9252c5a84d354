import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../prisma/seed/data/accounts.js';
import { seedDemoData, hasDemoData, isDatabaseEmpty } from '../../../prisma/seed/seed.js';
import { useTestDatabase } from './test/db.js';
import { hashPassword, verifyPassword } from './lib/password.js';

const { db } = await useTestDatabase();

describe('demo data', () => {
  it('loads into an empty database and is idempotent', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoData(db, { hashPassword });
    const counts = async () => ({
      users: await db.user.count(),
      categories: await db.category.count(),
      specialists: await db.specialistProfile.count(),
      services: await db.service.count(),
    });
    const first = await counts();
    await seedDemoData(db, { hashPassword });
    expect(await counts()).toEqual(first);
    expect(await hasDemoData(db)).toBe(true);

    expect(first.categories).toBe(7);
    expect(first.specialists).toBeGreaterThanOrEqual(30);
    const cities = await db.specialistProfile.groupBy({ by: ['city'], _count: { _all: true } });
    expect(cities.length).toBeGreaterThanOrEqual(5);
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
});
