import { randomUUID } from 'node:crypto';
import type { UserRole } from '@vizyt/contracts';
import type { Express } from 'express';
import request from 'supertest';
import type { Actor } from '../http/policies.js';
import type { Db } from '../lib/db.js';
import type { AccessTokens } from '../lib/tokens.js';
import type { Mailer, MailMessage, OutboxMessage } from '../lib/mailer.js';
import { createPasswords } from '../lib/password.js';
import { buildUser } from './factories.js';

/** A mailer that keeps messages in memory, so tests can open the links they contain. */
export function captureMailer(): Mailer & { messages: OutboxMessage[]; lastTo(to: string): OutboxMessage | undefined; linkTo(to: string): string } {
  const messages: OutboxMessage[] = [];
  return {
    messages,
    async send(m: MailMessage) {
      messages.unshift({ ...m, id: String(messages.length), from: 'test', createdAt: new Date().toISOString(), links: [...m.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((x) => x[0]) });
    },
    outbox: () => messages,
    lastTo: (to) => messages.find((m) => m.to === to),
    linkTo(to) {
      const link = messages.find((m) => m.to === to)?.links[0];
      if (!link) throw new Error(`no mail with a link to ${to}`);
      return link;
    },
  };
}

export const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

/**
 * bcrypt's minimum work factor: the test app hashes and checks passwords with it (the server's is
 * PASSWORD_COST, ~350 ms a hash here), so the many sign-ins of the API tests cost little CPU.
 */
export const TEST_PASSWORD_COST = 4;
export const testPasswords = createPasswords(TEST_PASSWORD_COST);

let passwordHashCache: Promise<string> | undefined;
export const DEFAULT_PASSWORD = 'Passw0rdOk';

/** A verified account with DEFAULT_PASSWORD (hashed once, at the tests' work factor). */
export async function buildAccount(db: Db, overrides: Parameters<typeof buildUser>[1] = {}) {
  passwordHashCache ??= testPasswords.hash(DEFAULT_PASSWORD);
  return buildUser(db, { passwordHash: await passwordHashCache, emailVerifiedAt: new Date(), ...overrides });
}

export async function signIn(app: Express, email: string, password = DEFAULT_PASSWORD) {
  const res = await request(app).post('/api/v1/auth-enhanced/login').send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.tokens as { accessToken: string; refreshToken: string };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The Authorization header of a fresh session of this account (no sign-in round trip). */
export const bearerFor = (accessTokens: AccessTokens, userId: string, role: UserRole, sessionId: string = randomUUID()) =>
  bearer(accessTokens.sign({ sub: userId, role, sid: sessionId }));

/**
 * A verified account of this role with a session of its own: the person an API test acts as.
 * `auth` goes to `.set()`, `actor` to a service called directly.
 */
export async function signedInAs(
  { db, container }: { db: Db; container: { accessTokens: AccessTokens } },
  role: UserRole = 'CUSTOMER',
  overrides: Parameters<typeof buildAccount>[1] = {},
) {
  const user = await buildAccount(db, { role, ...overrides });
  const sessionId = randomUUID();
  const token = container.accessTokens.sign({ sub: user.id, role, sid: sessionId });
  const actor: Actor = { userId: user.id, role, sessionId };
  return { user, id: user.id, email: user.email!, token, auth: bearer(token), actor };
}
