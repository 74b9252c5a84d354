import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { demoAccounts, demoSpecialistEmail } from './data/accounts.js';
import { demoSpecialists } from './data/specialists.js';
import { DEMO_ACCOUNT_KEYS, generateDemoPassword, type DemoLogin, type DemoPasswords } from './demo-accounts.js';
import type { CategorySlug, DemoSpecialist } from './types.js';
import { seedDemoConversations } from './conversations.js';
import { seedDemoVisits } from './visits.js';
import { demoWorkingHours } from './working-hours.js';
import { SUPPORT_USER_ID } from '../../packages/contracts/src/messaging/messaging.schemas.js';

const toKopiyky = (uah: number) => Math.round(uah * 100);

/**
 * No one has used this database yet: no accounts (and so no specialists, services or
 * bookings). Reference data that migrations load, such as the categories and the Vizyt support
 * system account (issue #26), does not count.
 */
export async function isDatabaseEmpty(db: PrismaClient): Promise<boolean> {
  return (await db.user.count({ where: { id: { not: SUPPORT_USER_ID } } })) === 0;
}

/**
 * When the demo data is loaded at start, from SEED_DEMO_DATA:
 * - `true`: always (it is idempotent), in any environment — in production with random passwords;
 * - `false`: never;
 * - `auto`: into an empty embedded database outside production. A production deployment never
 *   gets demo specialists in its catalog unless it asks for them.
 */
export type DemoSeedDecision = 'always' | 'if-empty' | 'never';

export function demoSeedDecision(
  setting: 'auto' | 'true' | 'false',
  { production, embedded }: { production: boolean; embedded: boolean },
): DemoSeedDecision {
  if (setting === 'true') return 'always';
  if (setting === 'false' || production || !embedded) return 'never';
  return 'if-empty';
}

export interface SeedOptions {
  /** The API's password hasher, so demo accounts are stored exactly like real ones. */
  hashPassword: (plain: string) => Promise<string>;
  /** `random` in production: see demo-accounts.ts. */
  passwords: DemoPasswords;
  log?: (message: string) => void;
}

/**
 * Loads the demo accounts and specialists with their services, filed under the reference
 * categories the migrations create (prisma/migrations/*_reference_categories), then a history of
 * past visits with reviews (visits.ts). Idempotent: rows are matched by e-mail, existing accounts
 * are left as they are (passwords included), a specialist's services are created only when the
 * specialist has none and a visit history only when they have no completed visit, so running it
 * twice changes nothing. Returns the demo sign-ins it created, with their passwords.
 */
export async function seedDemoData(db: PrismaClient, { hashPassword, passwords, log = () => {} }: SeedOptions): Promise<DemoLogin[]> {
  await assertCategoriesExist(db);
  const verifiedAt = new Date();
  const logins: DemoLogin[] = DEMO_ACCOUNT_KEYS.map((key) => ({
    key,
    email: demoAccounts[key].email,
    password: passwords === 'random' ? generateDemoPassword() : demoAccounts[key].password,
  }));
  const existing = new Set(
    (await db.user.findMany({ where: { email: { in: logins.map((l) => l.email) } }, select: { email: true } })).map((u) => u.email),
  );
  const created = logins.filter((l) => !existing.has(l.email));
  const hashes = new Map(await Promise.all(created.map(async (l) => [l.email, await hashPassword(l.password)] as const)));

  await db.$transaction(
    async (tx) => {
      for (const [account, role] of [
        [demoAccounts.admin, 'ADMIN'],
        [demoAccounts.customer, 'CUSTOMER'],
      ] as const) {
        await tx.user.upsert({
          where: { email: account.email },
          create: {
            email: account.email,
            passwordHash: hashes.get(account.email) ?? null,
            firstName: account.firstName,
            lastName: account.lastName,
            role,
            emailVerifiedAt: verifiedAt,
          },
          update: {},
        });
      }

      for (const [index, s] of demoSpecialists.entries()) {
        const email = demoSpecialistEmail(index, s.key);
        // Only the first specialist signs in (with a password); the others exist to fill the catalog.
        await upsertSpecialist(tx as unknown as PrismaClient, s, email, hashes.get(email) ?? null, verifiedAt);
      }
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  // Past visits with payments, reviews and points, so ratings, reviews and /loyalty have data.
  const visits = await seedDemoVisits(db);
  // A conversation of the two demo sign-ins and welcome notifications (/messages, the bell).
  await seedDemoConversations(db);
  log(`demo data: ${demoSpecialists.length} specialists, ${created.length} new of 3 demo accounts (${passwords} passwords), ${visits} new past visits with reviews`);
  return created;
}

/** The demo services need the reference categories; without them the migrations have not run. */
async function assertCategoriesExist(db: PrismaClient): Promise<void> {
  const needed = [...new Set(demoSpecialists.flatMap((s) => s.services.map((svc) => svc.category)))] satisfies CategorySlug[];
  const found = await db.category.findMany({ where: { id: { in: needed } }, select: { id: true } });
  const missing = needed.filter((id) => !found.some((c) => c.id === id));
  if (missing.length > 0) {
    throw new Error(`The demo data needs the categories ${missing.join(', ')}, which the migrations create: apply the migrations first.`);
  }
}

/** A stable small number per demo specialist (which of them ask a deposit). */
const demoIndex = (key: string) => [...key].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);

/** A valid Ukrainian IBAN (ISO 13616 check digits) derived from the key: a demo bank code and account. */
function demoIban(key: string): string {
  const account = String(demoIndex(key) * 7919).padStart(19, '0').slice(-19);
  const bban = `322313${account}`;
  // Check digits: 98 − (BBAN + "UA00" with letters as numbers) mod 97.
  const numeric = `${bban}${'U'.charCodeAt(0) - 55}${'A'.charCodeAt(0) - 55}00`;
  let rest = 0;
  for (const d of numeric) rest = (rest * 10 + Number(d)) % 97;
  return `UA${String(98 - rest).padStart(2, '0')}${bban}`;
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
      // Demo specialists take cards (the test provider, or Stripe's test mode); every third asks a deposit.
      acceptOnlinePayments: true,
      requireDeposit: demoIndex(s.key) % 3 === 0,
      depositPercent: 30,
      payoutIban: demoIban(s.key),
      payoutRecipientName: `ФОП ${s.lastName} ${s.firstName}`,
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
