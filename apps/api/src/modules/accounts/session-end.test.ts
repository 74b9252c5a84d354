import { SOCKET_EVENTS, type SessionEndedEvent } from '@vizyt/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccount, captureMailer, DEFAULT_PASSWORD, signIn, tokenFrom } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { useLiveServer } from '../../test/live-server.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

/**
 * Issue #26 item 4 (OWASP ASVS 3.3.1, 3.3.3): every way a session ends ends its access tokens at
 * once, not when they expire. Each row signs one account in twice — "current" (the session that
 * acts, where the flow has one) and "other" — runs the flow, and asks GET /auth/me with both
 * access tokens right away.
 */
const { db, url } = await useTestDatabase();
const mailer = captureMailer();
const { app, container } = createTestApp(db, url, {}, { mailer });

type Tokens = { accessToken: string; refreshToken: string };
interface Flow {
  name: string;
  /** What GET /auth/me answers with the current session's and the other session's access tokens afterwards. */
  current: 200 | 401;
  other: 200 | 401;
  act(ctx: { app: Express; email: string; userId: string; current: Tokens; admin: Record<string, string> }): Promise<void>;
}

const me = (accessToken: string) => request(app).get(api('/auth/me')).set(bearer(accessToken));
const ok = async (pending: request.Test) => {
  const res = await pending;
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res;
};
const suspend = (admin: Record<string, string>, userId: string) =>
  ok(request(app).put(api(`/admin/users/${userId}/status`)).set(admin).send({ status: 'SUSPENDED', reason: 'Перевірка скарги' }));

/** Asks for a new address with this session, then confirms the link with `confirmWith` (a session's header, or none). */
async function changeEmail(accessToken: string, newEmail: string, confirmWith: Record<string, string>) {
  await ok(request(app).post(api('/auth/change-email')).set(bearer(accessToken)).send({ newEmail, currentPassword: DEFAULT_PASSWORD }));
  await ok(request(app).post(api('/auth/confirm-email-change')).set(confirmWith).send({ token: tokenFrom(mailer.linkTo(newEmail)) }));
}

const FLOWS: Flow[] = [
  {
    name: 'sign-out (POST /auth-enhanced/logout) ends only its own session',
    current: 401,
    other: 200,
    act: async ({ current }) => void (await ok(request(app).post(api('/auth-enhanced/logout')).send({ refreshToken: current.refreshToken }))),
  },
  {
    name: 'a password change signs out every other session; this one stays',
    current: 200,
    other: 401,
    act: async ({ current }) =>
      void (await ok(request(app).post(api('/auth/change-password')).set(bearer(current.accessToken)).send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'BrandNew123' }))),
  },
  {
    name: 'a password reset by e-mail link ends every session',
    current: 401,
    other: 401,
    act: async ({ email }) => {
      await ok(request(app).post(api('/auth/request-password-reset')).send({ email }));
      await ok(request(app).post(api('/auth/reset-password')).send({ token: tokenFrom(mailer.linkTo(email)), password: 'BrandNew123' }));
    },
  },
  {
    name: 'refresh-token reuse ends the whole sign-in it belongs to (not the others)',
    current: 401,
    other: 200,
    act: async ({ current }) => {
      await ok(request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: current.refreshToken }));
      const reused = await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: current.refreshToken });
      expect(reused.body.error.code).toBe('REFRESH_TOKEN_REUSED');
    },
  },
  {
    name: 'confirming a new e-mail address in a signed-in tab ends every other session',
    current: 200,
    other: 401,
    act: async ({ current, userId }) => changeEmail(current.accessToken, `moved-${userId}@example.test`, bearer(current.accessToken)),
  },
  {
    name: 'confirming a new e-mail address from a link opened signed out ends every session',
    current: 401,
    other: 401,
    act: async ({ current, userId }) => changeEmail(current.accessToken, `away-${userId}@example.test`, {}),
  },
  {
    name: 'suspension by an admin ends every session',
    current: 401,
    other: 401,
    act: async ({ admin, userId }) => void (await suspend(admin, userId)),
  },
  {
    name: 'reactivating a suspended account does not bring its ended sessions back',
    current: 401,
    other: 401,
    act: async ({ admin, userId }) => {
      await suspend(admin, userId);
      await ok(request(app).put(api(`/admin/users/${userId}/status`)).set(admin).send({ status: 'ACTIVE', reason: 'Перевірку завершено' }));
    },
  },
  {
    name: 'deleting the account ends every session',
    current: 401,
    other: 401,
    act: async ({ current }) => void (await ok(request(app).delete(api('/users')).set(bearer(current.accessToken)).send({ password: DEFAULT_PASSWORD }))),
  },
];

describe('every way a session ends ends its access tokens at once (issue #26 item 4)', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    const adminAccount = await buildAccount(db, { role: 'ADMIN' });
    admin = bearer((await signIn(app, adminAccount.email!)).accessToken);
  });

  it.each(FLOWS)('$name', async (flow) => {
    const account = await buildAccount(db);
    const current = await signIn(app, account.email!);
    const other = await signIn(app, account.email!);
    // Both work before, and the gate has remembered both answers.
    expect((await me(current.accessToken)).status).toBe(200);
    expect((await me(other.accessToken)).status).toBe(200);

    await flow.act({ app, email: account.email!, userId: account.id, current, admin });

    const [currentAfter, otherAfter] = [await me(current.accessToken), await me(other.accessToken)];
    expect({ current: currentAfter.status, other: otherAfter.status }).toEqual({ current: flow.current, other: flow.other });
    for (const res of [currentAfter, otherAfter].filter((r) => r.status === 401)) {
      expect(res.body).toMatchObject({ success: false, data: null, error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('the access token issued by a reused refresh token stops too', async () => {
    const account = await buildAccount(db);
    const first = await signIn(app, account.email!);
    const rotated = (await ok(request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: first.refreshToken }))).body.data as Tokens;
    expect((await me(rotated.accessToken)).status).toBe(200);
    await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: first.refreshToken });
    expect((await me(rotated.accessToken)).status).toBe(401);
  });
});

describe('an ended session’s open sockets close at once, saying why', () => {
  const live = useLiveServer(app, container);

  async function liveSocket(accessToken: string) {
    const socket = await live.connected(accessToken);
    const events: string[] = [];
    const ended = new Promise<SessionEndedEvent>((resolve) => socket.once(SOCKET_EVENTS.sessionEnded, resolve));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    socket.onAny((event: string) => events.push(event));
    return { socket, ended, closed, events };
  }

  it('a password change closes the other session’s socket (SESSION_ENDED) and keeps this one', async () => {
    const account = await buildAccount(db);
    const current = await signIn(app, account.email!);
    const other = await signIn(app, account.email!);
    const mine = await liveSocket(current.accessToken);
    const theirs = await liveSocket(other.accessToken);
    await ok(request(app).post(api('/auth/change-password')).set(bearer(current.accessToken)).send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'BrandNew123' }));
    expect(await theirs.ended).toEqual({ reason: 'SESSION_ENDED' });
    expect(await theirs.closed).toBe('io server disconnect');
    expect(mine.socket.connected).toBe(true);
    expect(mine.events).not.toContain(SOCKET_EVENTS.sessionEnded);
  });

  it('a suspension closes every socket of the account with ACCOUNT_SUSPENDED', async () => {
    const adminAccount = await buildAccount(db, { role: 'ADMIN' });
    const admin = bearer((await signIn(app, adminAccount.email!)).accessToken);
    const account = await buildAccount(db);
    const live = await liveSocket((await signIn(app, account.email!)).accessToken);
    await suspend(admin, account.id);
    expect(await live.ended).toEqual({ reason: 'ACCOUNT_SUSPENDED' });
    expect(await live.closed).toBe('io server disconnect');
  });

  it('a socket of an ended session cannot connect again', async () => {
    const account = await buildAccount(db);
    const tokens = await signIn(app, account.email!);
    await ok(request(app).post(api('/auth-enhanced/logout')).send({ refreshToken: tokens.refreshToken }));
    await expect(liveSocket(tokens.accessToken)).rejects.toThrow('unauthorized');
  });
});

describe('another API instance hears of an ended session from the database (NOTIFY), not after its cache expires', () => {
  const second = createTestApp(db, url);
  beforeAll(() => second.container.startRealtime());
  afterAll(() => second.container.stopRealtime());

  it('a sign-out on one instance is refused by the other, whose gate had remembered the session', async () => {
    const account = await buildAccount(db);
    const tokens = await signIn(app, account.email!);
    expect((await request(second.app).get(api('/auth/me')).set(bearer(tokens.accessToken))).status).toBe(200);
    await ok(request(app).post(api('/auth-enhanced/logout')).send({ refreshToken: tokens.refreshToken }));
    // The gate remembers an answer for 5 s; the NOTIFY arrives within milliseconds of the commit.
    await expect.poll(async () => (await request(second.app).get(api('/auth/me')).set(bearer(tokens.accessToken))).status, { timeout: 2_000 }).toBe(401);
  });
});
