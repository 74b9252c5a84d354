import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { demoAccounts } from './data/accounts.js';

export type DemoAccountKey = keyof typeof demoAccounts;

export interface DemoLogin {
  key: DemoAccountKey;
  email: string;
  password: string;
}

export interface PasswordHasher {
  hashPassword: (plain: string) => Promise<string>;
  verifyPassword: (plain: string, hash: string) => Promise<boolean>;
}

export const DEMO_ACCOUNT_KEYS = Object.keys(demoAccounts) as DemoAccountKey[];

/**
 * How the demo accounts get their passwords. Outside production: the published ones (README,
 * start-up banner), so anyone trying Vizyt can sign in. In production: random ones, shown once
 * when they are set — the published passwords are public, so an account holding one is open to
 * anybody who reads the README.
 */
export type DemoPasswords = 'published' | 'random';

export const demoPasswordsFor = (nodeEnv: string): DemoPasswords => (nodeEnv === 'production' ? 'random' : 'published');

/**
 * 24 random URL-safe characters (144 bits) that also satisfy the registration rules (an
 * upper-case letter, a lower-case letter and a digit), so the account can later change it
 * through the normal forms.
 */
export function generateDemoPassword(random: (size: number) => Buffer = randomBytes): string {
  for (;;) {
    const candidate = random(18).toString('base64url');
    if (/[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /[0-9]/.test(candidate)) return candidate;
  }
}

/** The demo sign-ins whose stored password is still the published one: the only ones worth printing. */
export async function demoLoginsWithPublishedPasswords(db: PrismaClient, { verifyPassword }: Pick<PasswordHasher, 'verifyPassword'>): Promise<DemoLogin[]> {
  const users = await db.user.findMany({
    where: { email: { in: DEMO_ACCOUNT_KEYS.map((k) => demoAccounts[k].email) }, deletedAt: null },
    select: { email: true, passwordHash: true },
  });
  const logins: DemoLogin[] = [];
  for (const key of DEMO_ACCOUNT_KEYS) {
    const { email, password } = demoAccounts[key];
    const hash = users.find((u) => u.email === email)?.passwordHash;
    if (hash && (await verifyPassword(password, hash))) logins.push({ key, email, password });
  }
  return logins;
}

/**
 * Production guard for databases seeded before demo passwords were random (docker compose used
 * to load the demo data with the published passwords): every demo account that still accepts
 * its published password gets a random one and loses its sessions. Returns the new sign-ins,
 * which the caller shows once.
 */
export async function replacePublishedDemoPasswords(db: PrismaClient, hasher: PasswordHasher): Promise<DemoLogin[]> {
  const exposed = await demoLoginsWithPublishedPasswords(db, hasher);
  const replaced: DemoLogin[] = [];
  for (const { key, email } of exposed) {
    const password = generateDemoPassword();
    const passwordHash = await hasher.hashPassword(password);
    await db.$transaction(async (tx) => {
      const user = await tx.user.update({ where: { email }, data: { passwordHash, passwordChangedAt: new Date() }, select: { id: true } });
      await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    });
    replaced.push({ key, email, password });
  }
  return replaced;
}

/** Lines for the start-up output: published sign-ins under a plain heading, random ones with a warning that they are shown once. */
export function formatDemoLogins(logins: DemoLogin[], passwords: DemoPasswords): string[] {
  const heading =
    passwords === 'random'
      ? '  Demo sign-ins with new random passwords (production never uses the published ones). They are shown only now: note them.'
      : '  Demo sign-ins:';
  return [heading, ...logins.map((l) => `    ${l.key.padEnd(11)} ${l.email.padEnd(24)} ${l.password}`)];
}
