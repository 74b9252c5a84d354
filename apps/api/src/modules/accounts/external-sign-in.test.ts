import { createHash, createHmac, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();

// ── Google: ID tokens signed with a key pair made here; the app verifies them exactly as in
// production, only the certificate source is ours instead of Google's.
const CLIENT_ID = 'vizyt-test.apps.googleusercontent.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key-1';
const certificates = async () => ({ [KID]: publicKey.export({ type: 'spki', format: 'pem' }).toString() });
const google = createTestApp(db, url, { GOOGLE_CLIENT_ID: CLIENT_ID }, { googleCertificates: certificates }).app;

let sub = 1000;
const idToken = (claims: Record<string, unknown> = {}, options: jwt.SignOptions = {}) =>
  jwt.sign(
    { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: String(++sub), email: `g${sub}@gmail.test`, email_verified: true, given_name: 'Марта', family_name: 'Лисенко', picture: 'https://lh3.googleusercontent.test/a.png', ...claims },
    privateKey,
    { algorithm: 'RS256', keyid: KID, expiresIn: 600, ...options },
  );

describe('POST /auth-enhanced/google', () => {
  it('asks a new person for the account type, then creates a verified account', async () => {
    const credential = idToken();
    const first = await request(google).post(api('/auth-enhanced/google')).send({ credential });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ requiresUserTypeSelection: true, googleData: { email: `g${sub}@gmail.test`, firstName: 'Марта', lastName: 'Лисенко', avatar: 'https://lh3.googleusercontent.test/a.png' } });
    expect(await db.user.count({ where: { email: `g${sub}@gmail.test` } })).toBe(0);

    const second = await request(google).post(api('/auth-enhanced/google')).send({ credential, userType: 'SPECIALIST' });
    expect(second.status).toBe(200);
    expect(second.body.data.user).toMatchObject({ userType: 'SPECIALIST', isEmailVerified: true, hasPassword: false, authProviders: ['google'] });
    expect(second.body.data.tokens.accessToken).toEqual(expect.any(String));
    // Known now: no type needed.
    const again = await request(google).post(api('/auth-enhanced/google')).send({ credential: idToken({ sub: String(sub), email: `g${sub}@gmail.test` }) });
    expect(again.body.data.user.id).toBe(second.body.data.user.id);
  });

  it('links Google to an existing account with the same e-mail', async () => {
    const existing = await buildAccount(db, { emailVerifiedAt: null });
    const res = await request(google).post(api('/auth-enhanced/google')).send({ credential: idToken({ email: existing.email }) });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: existing.id, isEmailVerified: true, authProviders: ['password', 'google'] });
  });

  it.each([
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => idToken({ iss: 'https://evil.example' })],
    ['a token expired beyond the 5-minute clock skew', () => idToken({ iat: Math.floor(Date.now() / 1000) - 7200 }, { expiresIn: 600 })],
    ['an unverified e-mail', () => idToken({ email_verified: false })],
    ['another signing key', () => jwt.sign({ iss: 'accounts.google.com', aud: CLIENT_ID, sub: '1', email: 'x@gmail.test', email_verified: true }, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, { algorithm: 'RS256', keyid: KID, expiresIn: 600 })],
    ['garbage', () => 'x'.repeat(40)],
  ])('refuses %s with 401 GOOGLE_AUTH_FAILED and creates nothing', async (_name, make) => {
    const before = await db.user.count();
    const res = await request(google).post(api('/auth-enhanced/google')).send({ credential: make(), userType: 'CUSTOMER' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('GOOGLE_AUTH_FAILED');
    expect(await db.user.count()).toBe(before);
  });

  it('refuses a suspended account, bad input, and answers 422 when Google is not configured', async () => {
    const suspended = await buildAccount(db, { status: 'SUSPENDED' });
    expect((await request(google).post(api('/auth-enhanced/google')).send({ credential: idToken({ email: suspended.email }) })).status).toBe(403);
    expect((await request(google).post(api('/auth-enhanced/google')).send({ credential: idToken(), userType: 'ADMIN' })).status).toBe(400);
    const plain = createTestApp(db, url).app;
    const res = await request(plain).post(api('/auth-enhanced/google')).send({ credential: idToken() });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('GOOGLE_NOT_CONFIGURED');
  });
});

// ── Telegram: widget data signed as Telegram signs it, with a made-up bot token.
const BOT_TOKEN = '123456:test-bot-token-for-vizyt';
const telegram = createTestApp(db, url, { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'vizyt_test_bot' }).app;
let telegramId = 5000;
const widgetData = (fields: Record<string, string | number> = {}, token = BOT_TOKEN) => {
  const data: Record<string, string | number> = { id: ++telegramId, first_name: 'Богдан', last_name: 'Гнатюк', username: 'bohdan', auth_date: Math.floor(Date.now() / 1000), ...fields };
  const checkString = Object.keys(data).sort().map((k) => `${k}=${data[k]}`).join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(checkString).digest('hex');
  return { ...data, hash } as Record<string, string | number> & { id: number; hash: string };
};

describe('POST /auth-enhanced/telegram', () => {
  it('asks for the account type, then creates an account without e-mail and signs it in', async () => {
    const data = widgetData();
    const first = await request(telegram).post(api('/auth-enhanced/telegram')).send(data);
    expect(first.body.data).toMatchObject({ requiresUserTypeSelection: true, telegramData: { firstName: 'Богдан', lastName: 'Гнатюк', email: null } });
    const second = await request(telegram).post(api('/auth-enhanced/telegram')).send({ ...data, userType: 'CUSTOMER' });
    expect(second.status).toBe(200);
    expect(second.body.data.user).toMatchObject({ email: null, authProviders: ['telegram'], userType: 'CUSTOMER' });
    const again = await request(telegram).post(api('/auth-enhanced/telegram')).send(widgetData({ id: data.id as number }));
    expect(again.body.data.user.id).toBe(second.body.data.user.id);
  });

  it('links Telegram to the signed-in account', async () => {
    const me = await buildAccount(db);
    const { accessToken } = await signIn(telegram, me.email!);
    const res = await request(telegram).post(api('/auth-enhanced/telegram')).set(bearer(accessToken)).send(widgetData());
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: me.id, authProviders: ['password', 'telegram'] });
  });

  it('refuses a Telegram account linked to someone else with 409', async () => {
    const data = widgetData();
    await request(telegram).post(api('/auth-enhanced/telegram')).send({ ...data, userType: 'CUSTOMER' }).expect(200);
    const other = await buildAccount(db);
    const { accessToken } = await signIn(telegram, other.email!);
    const res = await request(telegram).post(api('/auth-enhanced/telegram')).set(bearer(accessToken)).send(widgetData({ id: data.id as number }));
    expect(res.status).toBe(409);
  });

  it('refuses a suspended account with 403 ACCOUNT_SUSPENDED and issues no session', async () => {
    const data = widgetData();
    const created = await request(telegram).post(api('/auth-enhanced/telegram')).send({ ...data, userType: 'CUSTOMER' }).expect(200);
    const id = created.body.data.user.id as string;
    await db.user.update({ where: { id }, data: { status: 'SUSPENDED' } });
    const sessions = await db.refreshToken.count({ where: { userId: id } });
    const res = await request(telegram).post(api('/auth-enhanced/telegram')).send(widgetData({ id: data.id as number }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect(await db.refreshToken.count({ where: { userId: id } })).toBe(sessions);
  });

  it.each([
    ['a tampered field', () => ({ ...widgetData(), first_name: 'Mallory' })],
    ['another bot’s signature', () => widgetData({}, '999:another-bot')],
    ['an auth_date older than 24 hours', () => widgetData({ auth_date: Math.floor(Date.now() / 1000) - 25 * 3600 })],
  ])('refuses %s with 401 TELEGRAM_AUTH_FAILED', async (_name, make) => {
    const res = await request(telegram).post(api('/auth-enhanced/telegram')).send({ ...make(), userType: 'CUSTOMER' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('TELEGRAM_AUTH_FAILED');
  });

  it('validates the payload and answers 422 without a bot', async () => {
    expect((await request(telegram).post(api('/auth-enhanced/telegram')).send({ id: 1, hash: 'zz' })).status).toBe(400);
    const res = await request(createTestApp(db, url).app).post(api('/auth-enhanced/telegram')).send(widgetData());
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('TELEGRAM_NOT_CONFIGURED');
  });
});

describe('GET /config', () => {
  it('tells the web app which providers are configured', async () => {
    expect((await request(google).get(api('/config'))).body.data).toMatchObject({ googleClientId: CLIENT_ID, telegramBotUsername: null, requireEmailVerification: true, devOutbox: true });
    expect((await request(telegram).get(api('/config'))).body.data).toMatchObject({ googleClientId: null, telegramBotUsername: 'vizyt_test_bot' });
    const prod = createTestApp(db, url, { NODE_ENV: 'production' }).app;
    expect((await request(prod).get(api('/config'))).body.data.devOutbox).toBe(false);
    expect((await request(prod).get(api('/dev/outbox'))).status).toBe(404);
    expect((await request(prod).get('/dev/outbox')).status).not.toBe(200);
  });
});
