import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { demoAccounts, DEMO_SPECIALIST_EMAIL_DOMAIN } from './data/accounts.js';
import { demoCategories } from './data/categories.js';
import { demoSpecialists } from './data/specialists.js';
import type { DemoSpecialist } from './types.js';
import { demoWorkingHours } from './working-hours.js';

const toKopiyky = (uah: number) => Math.round(uah * 100);

/** The demo data has been loaded when the demo admin exists. */
export async function hasDemoData(db: PrismaClient): Promise<boolean> {
  return (await db.user.count({ where: { email: demoAccounts.admin.email } })) > 0;
}

export async function isDatabaseEmpty(db: PrismaClient): Promise<boolean> {
  return (await db.user.count()) === 0 && (await db.category.count()) === 0;
}

/**
 * Loads categories, demo accounts and specialists with their services. Idempotent: rows are
 * matched by category id and e-mail, and a specialist's services are created only when the
 * specialist has none, so running it twice changes nothing.
 */
export interface SeedOptions {
  /** The API's password hasher, so demo accounts are stored exactly like real ones. */
  hashPassword: (plain: string) => Promise<string>;
  log?: (message: string) => void;
}

export async function seedDemoData(db: PrismaClient, { hashPassword, log = () => {} }: SeedOptions): Promise<void> {
  const verifiedAt = new Date();
  const [adminHash, customerHash, specialistHash] = await Promise.all(
    [demoAccounts.admin.password, demoAccounts.customer.password, demoAccounts.specialist.password].map(hashPassword),
  );

  await db.$transaction(
    async (tx) => {
      for (const [index, c] of demoCategories.entries()) {
        const data = {
          nameUk: c.name.uk,
          nameEn: c.name.en,
          nameRu: c.name.ru,
          descriptionUk: c.description.uk,
          descriptionEn: c.description.en,
          descriptionRu: c.description.ru,
          icon: c.icon,
          sortOrder: index,
        };
        await tx.category.upsert({ where: { id: c.id }, create: { id: c.id, ...data }, update: data });
      }

      for (const [account, role, hash] of [
        [demoAccounts.admin, 'ADMIN', adminHash],
        [demoAccounts.customer, 'CUSTOMER', customerHash],
      ] as const) {
        await tx.user.upsert({
          where: { email: account.email },
          create: {
            email: account.email,
            passwordHash: hash,
            firstName: account.firstName,
            lastName: account.lastName,
            role,
            emailVerifiedAt: verifiedAt,
          },
          update: {},
        });
      }

      for (const [index, s] of demoSpecialists.entries()) {
        const email = index === 0 ? demoAccounts.specialist.email : `${s.key}@${DEMO_SPECIALIST_EMAIL_DOMAIN}`;
        await upsertSpecialist(tx as unknown as PrismaClient, s, email, index === 0 ? specialistHash! : null, verifiedAt);
      }
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  log(`demo data: ${demoCategories.length} categories, ${demoSpecialists.length} specialists, 3 demo accounts`);
}

async function upsertSpecialist(
  db: PrismaClient,
  s: DemoSpecialist,
  email: string,
  passwordHash: string | null,
  verifiedAt: Date,
): Promise<void> {
  const user = await db.user.upsert({
    where: { email },
    create: {
      email,
      passwordHash,
      firstName: s.firstName,
      lastName: s.lastName,
      phone: s.phone,
      role: 'SPECIALIST',
      emailVerifiedAt: verifiedAt,
    },
    update: {},
    select: { id: true },
  });
  const profile = await db.specialistProfile.upsert({
    where: { userId: user.id },
    create: {
      userId: user.id,
      businessName: s.businessName,
      bio: s.bio,
      specialization: s.specialization,
      yearsOfExperience: s.yearsOfExperience,
      languages: s.languages,
      city: s.city,
      address: s.address,
      latitude: s.latitude,
      longitude: s.longitude,
      worksOnline: s.worksOnline,
      worksInPerson: s.worksInPerson,
      responseTimeMinutes: s.responseTimeMinutes,
      isVerified: true,
      // Only on creation: hours the specialist changed later are theirs (a profile without hours
      // still offers its services' own times).
      workingHours: demoWorkingHours(s),
    },
    update: {},
    select: { id: true, _count: { select: { services: true } } },
  });
  if (profile._count.services > 0) return;
  await db.service.createMany({
    data: s.services.map((svc) => ({
      specialistId: profile.id,
      categoryId: svc.category,
      name: svc.name,
      description: svc.description,
      priceMinor: toKopiyky(svc.priceUah),
      currency: 'UAH',
      durationMinutes: svc.durationMinutes,
      availableDays: svc.availableDays,
      timeSlots: svc.timeSlots,
    })),
  });
}
