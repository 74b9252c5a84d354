import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, captureMailer, DEFAULT_PASSWORD, signIn, tokenFrom } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';
import { PASSWORD_COST } from '../../lib/password.js';

const { db, url } = await useTestDatabase();
const mailer = captureMailer();
const { app, env } = createTestApp(db, url, {}, { mailer });

let n = 0;
const email = () => `person${++n}-${Date.now()}@example.test`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Олена',
  lastName: 'Коваль',
  email: email(),
  phone: '+380 67 123 45 67',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  userType: 'CUSTOMER',
  agreeToTerms: true,
  ...overrides,
});

describe('POST /auth-enhanced/register', () => {
  it('creates an unverified account, issues no tokens and e-mails a verification link', async () => {
    const body = registration({ userType: 'SPECIALIST' });
    const res = await request(app).post(api('/auth-enhanced/register')).set('Accept-Language', 'en').send(body);
    expect(res.status).toBe(201);
    expect(res.body.data.tokens).toBeUndefined();
    expect(res.body.data).toMatchObject({ requiresEmailVerification: true, user: { email: body.email, userType: 'SPECIALIST', isEmailVerified: false, phone: '+380671234567', language: 'en' } });
    const mail = mailer.lastTo(body.email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Vizyt');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/);
    const stored = await db.user.findUniqueOrThrow({ where: { email: body.email } });
    expect(stored.passwordHash).not.toContain('Secret123');
  });

  it('hashes at the server work factor (PASSWORD_COST) unless the app is given another', async () => {
    const server = createTestApp(db, url, {}, { mailer, passwords: undefined });
    const body = registration();
    await request(server.app).post(api('/auth-enhanced/register')).send(body).expect(201);
    const stored = await db.user.findUniqueOrThrow({ where: { email: body.email } });
    expect(stored.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${PASSWORD_COST}\\$`));
    expect(PASSWORD_COST).toBe(12);
    // The other tests' app hashes at the cheap test factor.
    const cheap = registration();
    await request(app).post(api('/auth-enhanced/register')).send(cheap).expect(201);
    expect((await db.user.findUniqueOrThrow({ where: { email: cheap.email } })).passwordHash).toMatch(/^\$2[aby]\$04\$/);
  });

  it('writes the e-mail in the language of the new account', async () => {
    const body = registration({ language: 'uk' });
    await request(app).post(api('/auth-enhanced/register')).send(body).expect(201);
    expect(mailer.lastTo(body.email)?.subject).toBe('Підтвердьте електронну адресу у Vizyt');
  });

  it.each([
    ['firstName', { firstName: 'О' }, 'nameTooShort'],
    ['lastName', { lastName: '' }, 'required'],
    ['email', { email: 'not-an-email' }, 'invalidEmail'],
    ['phone', { phone: '12ab' }, 'invalidPhone'],
    ['password', { password: 'Short1', confirmPassword: 'Short1' }, 'passwordTooShort'],
    ['password', { password: 'alllower123', confirmPassword: 'alllower123' }, 'passwordNeedsUppercase'],
    ['password', { password: 'ALLUPPER123', confirmPassword: 'ALLUPPER123' }, 'passwordNeedsLowercase'],
    ['password', { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' }, 'passwordNeedsDigit'],
    ['confirmPassword', { confirmPassword: 'Secret1234' }, 'passwordsDoNotMatch'],
    ['userType', { userType: 'ADMIN' }, 'userTypeRequired'],
    ['agreeToTerms', { agreeToTerms: false }, 'termsRequired'],
  ])('rejects a bad %s (%j) with 400 and changes nothing', async (field, overrides, message) => {
    const before = await db.user.count();
    const res = await request(app).post(api('/auth-enhanced/register')).send(registration(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: `body.${field}`, message })]));
    expect(await db.user.count()).toBe(before);
  });

  it('accepts a missing or empty phone', async () => {
    await request(app).post(api('/auth-enhanced/register')).send(registration({ phone: '' })).expect(201);
    const { phone: _p, ...withoutPhone } = registration();
    await request(app).post(api('/auth-enhanced/register')).send(withoutPhone).expect(201);
  });

  it('refuses a taken e-mail, whatever its case, with 409 EMAIL_TAKEN', async () => {
    const body = registration();
    await request(app).post(api('/auth-enhanced/register')).send(body).expect(201);
    const res = await request(app).post(api('/auth-enhanced/register')).send({ ...registration(), email: body.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('EMAIL_TAKEN');
  });

  it('signs the person in at once when verification is turned off', async () => {
    const { app: open } = createTestApp(db, url, { AUTH_REQUIRE_EMAIL_VERIFICATION: 'false' }, { mailer });
    const res = await request(open).post(api('/auth-enhanced/register')).send(registration());
    expect(res.status).toBe(201);
    expect(res.body.data.tokens).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(res.body.data.user.isEmailVerified).toBe(true);
  });
});

describe('e-mail verification', () => {
  it('verifies with the e-mailed link once, then login works', async () => {
    const body = registration();
    await request(app).post(api('/auth-enhanced/register')).send(body).expect(201);
    const blocked = await request(app).post(api('/auth-enhanced/login')).send({ email: body.email, password: body.password });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('EMAIL_NOT_VERIFIED');

    const token = tokenFrom(mailer.linkTo(body.email));
    const verified = await request(app).post(api('/auth-enhanced/verify-email')).send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.isEmailVerified).toBe(true);
    const again = await request(app).post(api('/auth-enhanced/verify-email')).send({ token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('TOKEN_INVALID');
    await signIn(app, body.email, body.password);
  });

  it('says an expired link has expired', async () => {
    const body = registration();
    await request(app).post(api('/auth-enhanced/register')).send(body).expect(201);
    await db.oneTimeToken.updateMany({ where: { user: { email: body.email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await request(app).post(api('/auth-enhanced/verify-email')).send({ token: tokenFrom(mailer.linkTo(body.email)) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('TOKEN_EXPIRED');
  });

  it('rejects an unknown token and an empty body', async () => {
    expect((await request(app).post(api('/auth-enhanced/verify-email')).send({ token: 'nope' })).body.error.code).toBe('TOKEN_INVALID');
    expect((await request(app).post(api('/auth-enhanced/verify-email')).send({})).status).toBe(400);
  });

  it('resends a fresh link that replaces the old one, and answers 200 for unknown addresses too', async () => {
    const body = registration();
    await request(app).post(api('/auth-enhanced/register')).send(body).expect(201);
    const first = tokenFrom(mailer.linkTo(body.email));
    await request(app).post(api('/auth/resend-verification')).send({ email: body.email }).expect(200);
    const second = tokenFrom(mailer.linkTo(body.email));
    expect(second).not.toBe(first);
    expect((await request(app).post(api('/auth-enhanced/verify-email')).send({ token: first })).status).toBe(400);
    await request(app).post(api('/auth-enhanced/verify-email')).send({ token: second }).expect(200);
    const unknown = await request(app).post(api('/auth/resend-verification')).send({ email: 'nobody@example.test' });
    expect(unknown.status).toBe(200);
  });
});

describe('POST /auth-enhanced/login', () => {
  it('returns the user and a token pair', async () => {
    const user = await buildAccount(db);
    const res = await request(app).post(api('/auth-enhanced/login')).send({ email: user.email!.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, userType: 'CUSTOMER' });
    expect(res.body.data.tokens).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await buildAccount(db);
    const wrong = await request(app).post(api('/auth-enhanced/login')).send({ email: user.email, password: 'Wrong12345' });
    const unknown = await request(app).post(api('/auth-enhanced/login')).send({ email: 'ghost@example.test', password: 'Wrong12345' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
  });

  it('refuses a suspended account with 403 ACCOUNT_SUSPENDED', async () => {
    const user = await buildAccount(db, { status: 'SUSPENDED' });
    const res = await request(app).post(api('/auth-enhanced/login')).send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it.each([
    [{ email: 'x@example.test', password: '12345' }, 'body.password', 'passwordTooShortLogin'],
    [{ email: 'nope', password: 'Secret123' }, 'body.email', 'invalidEmail'],
    [{ password: 'Secret123' }, 'body.email', 'required'],
    [{ email: 'x@example.test' }, 'body.password', 'required'],
  ])('validates %j', async (body, path, message) => {
    const res = await request(app).post(api('/auth-enhanced/login')).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; the old token stops working', async () => {
    const user = await buildAccount(db);
    const first = await signIn(app, user.email!);
    const rotated = await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    await request(app).get(api('/auth/me')).set(bearer(rotated.body.data.accessToken)).expect(200);

    const legacy = await request(app).post(api('/auth/refresh')).send({ refreshToken: rotated.body.data.refreshToken });
    expect(legacy.status).toBe(200);
    expect(legacy.body.data).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  it('revoke the whole family when a rotated token is presented again', async () => {
    const user = await buildAccount(db);
    const first = await signIn(app, user.email!);
    const second = (await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: first.refreshToken })).body.data;
    const reuse = await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('REFRESH_TOKEN_REUSED');
    // The thief's newer token dies with the family too.
    const afterwards = await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: second.refreshToken });
    expect(afterwards.status).toBe(401);
  });

  it('refuse unknown and expired tokens and a missing body field', async () => {
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: 'made-up' })).status).toBe(401);
    const user = await buildAccount(db);
    const tokens = await signIn(app, user.email!);
    await db.refreshToken.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 40 * 86_400_000), expiresAt: new Date(Date.now() - 1000) } });
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: tokens.refreshToken })).status).toBe(401);
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({})).status).toBe(400);
  });

  it('end at logout, which always answers 200', async () => {
    const user = await buildAccount(db);
    const tokens = await signIn(app, user.email!);
    await request(app).post(api('/auth-enhanced/logout')).send({ refreshToken: tokens.refreshToken }).expect(200);
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: tokens.refreshToken })).status).toBe(401);
    await request(app).post(api('/auth-enhanced/logout')).send({ refreshToken: 'unknown' }).expect(200);
    await request(app).post(api('/auth-enhanced/logout')).send({}).expect(200);
  });
});

describe('access tokens', () => {
  it('are required for /auth/me (401 without one)', async () => {
    const res = await request(app).get(api('/auth/me'));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('are refused when expired, signed with another key, or unsigned (alg: none)', async () => {
    const user = await buildAccount(db);
    const claims = { role: 'CUSTOMER', sid: '00000000-0000-0000-0000-000000000000' };
    const opts = { subject: user.id, issuer: 'vizyt', audience: 'vizyt-api' };
    const expired = jwt.sign(claims, env.JWT_SECRET!, { ...opts, algorithm: 'HS256', expiresIn: -10 });
    const otherKey = jwt.sign(claims, 'another-secret-that-is-long-enough-to-sign', { ...opts, algorithm: 'HS256', expiresIn: 60 });
    const unsigned = jwt.sign(claims, '', { ...opts, algorithm: 'none', expiresIn: 60 });
    const forgedRole = jwt.sign({ ...claims, role: 'ADMIN' }, 'x'.repeat(40), { ...opts, algorithm: 'HS256' });
    for (const token of [expired, otherKey, unsigned, forgedRole, 'garbage']) {
      const res = await request(app).get(api('/auth/me')).set(bearer(token));
      expect(res.status).toBe(401);
    }
    const good = jwt.sign(claims, env.JWT_SECRET!, { ...opts, algorithm: 'HS256', expiresIn: 60 });
    expect((await request(app).get(api('/auth/me')).set(bearer(good))).status).toBe(200);
  });

  it('do not get in the way of public endpoints when stale', async () => {
    const res = await request(app).get(api('/services/categories')).set(bearer('stale.token.here'));
    expect(res.status).toBe(200);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link; the new password works, the old does not, and every session ends', async () => {
    const user = await buildAccount(db);
    const session = await signIn(app, user.email!);
    await request(app).post(api('/auth/request-password-reset')).send({ email: user.email }).expect(200);
    const link = mailer.linkTo(user.email!);
    expect(link).toMatch(/\/auth\/reset-password\?token=/);
    await request(app).post(api('/auth/reset-password')).send({ token: tokenFrom(link), password: 'BrandNew123' }).expect(200);
    expect((await request(app).post(api('/auth/reset-password')).send({ token: tokenFrom(link), password: 'Another123' })).body.error.code).toBe('TOKEN_INVALID');
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: session.refreshToken })).status).toBe(401);
    expect((await request(app).post(api('/auth-enhanced/login')).send({ email: user.email, password: DEFAULT_PASSWORD })).status).toBe(401);
    await signIn(app, user.email!, 'BrandNew123');
  });

  it('answers 200 for unknown addresses and sends nothing', async () => {
    const before = mailer.messages.length;
    await request(app).post(api('/auth/request-password-reset')).send({ email: 'nobody-here@example.test' }).expect(200);
    expect(mailer.messages.length).toBe(before);
  });

  it('rejects a weak new password and an expired link', async () => {
    const user = await buildAccount(db);
    await request(app).post(api('/auth/request-password-reset')).send({ email: user.email }).expect(200);
    const token = tokenFrom(mailer.linkTo(user.email!));
    const weak = await request(app).post(api('/auth/reset-password')).send({ token, password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('VALIDATION_ERROR');
    await db.oneTimeToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await request(app).post(api('/auth/reset-password')).send({ token, password: 'Strong123' })).body.error.code).toBe('TOKEN_EXPIRED');
  });
});

describe('POST /auth/change-password', () => {
  it('needs a session', async () => {
    expect((await request(app).post(api('/auth/change-password')).send({ currentPassword: 'a', newPassword: 'Strong123' })).status).toBe(401);
  });

  it('refuses a wrong current password with 400 INVALID_PASSWORD and keeps the old one', async () => {
    const user = await buildAccount(db);
    const { accessToken } = await signIn(app, user.email!);
    const res = await request(app).post(api('/auth/change-password')).set(bearer(accessToken)).send({ currentPassword: 'Wrong1234', newPassword: 'Strong123' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PASSWORD');
    await signIn(app, user.email!);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const user = await buildAccount(db);
    const here = await signIn(app, user.email!);
    const elsewhere = await signIn(app, user.email!);
    const res = await request(app).post(api('/auth/change-password')).set(bearer(here.accessToken)).send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'Changed123' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('Password changed successfully');
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: elsewhere.refreshToken })).status).toBe(401);
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: here.refreshToken })).status).toBe(200);
    await signIn(app, user.email!, 'Changed123');
  });

  it('validates the new password and refuses the same one', async () => {
    const user = await buildAccount(db);
    const { accessToken } = await signIn(app, user.email!);
    const same = await request(app).post(api('/auth/change-password')).set(bearer(accessToken)).send({ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
    expect(same.body.error.details[0]).toMatchObject({ path: 'body.newPassword', message: 'passwordUnchanged' });
  });
});

describe('abuse limits', () => {
  it('answer 429 with the section 8 text once an IP has used its sign-in requests', async () => {
    const { app: strict } = createTestApp(db, url, { AUTH_RATE_LIMIT_PER_IP: '3' }, { mailer });
    for (let i = 0; i < 3; i++) await request(strict).post(api('/auth-enhanced/login')).send({ email: 'a@example.test', password: 'Whatever1' });
    const res = await request(strict).post(api('/auth/request-password-reset')).send({ email: 'a@example.test' });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lock an account after 10 failed logins, even for the right password', async () => {
    const user = await buildAccount(db);
    for (let i = 0; i < 10; i++) {
      expect((await request(app).post(api('/auth-enhanced/login')).send({ email: user.email, password: `Wrong${i}abc` })).status).toBe(401);
    }
    const locked = await request(app).post(api('/auth-enhanced/login')).send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(locked.status).toBe(429);
    // Another account from the same IP is unaffected.
    const other = await buildAccount(db);
    await signIn(app, other.email!);
  });
});

describe('GET /auth/me and /auth/me/stats', () => {
  it('return the signed-in user and their numbers, nobody else’s', async () => {
    const me = await buildAccount(db, { firstName: 'Іван', loyaltyPoints: 40 });
    await buildAccount(db, { firstName: 'Інший' });
    const { accessToken } = await signIn(app, me.email!);
    const res = await request(app).get(api('/auth/me')).set(bearer(accessToken));
    expect(res.body.data.user).toMatchObject({ id: me.id, firstName: 'Іван', loyaltyPoints: 40, hasPassword: true, authProviders: ['password'] });
    const stats = await request(app).get(api('/auth/me/stats')).set(bearer(accessToken));
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ totalBookings: 0, loyaltyPoints: 40, currency: 'UAH' });
    expect((await request(app).get(api('/auth/me/stats'))).status).toBe(401);
  });
});

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created once, verified, and can sign in', async () => {
    const { container } = createTestApp(db, url, {}, { mailer });
    const adminEmail = `boss-${Date.now()}@example.test`;
    expect(await container.auth.ensureAdmin(adminEmail, 'AdminPass123')).toBe(true);
    expect(await container.auth.ensureAdmin(adminEmail, 'Other12345')).toBe(false);
    const res = await request(app).post(api('/auth-enhanced/login')).send({ email: adminEmail, password: 'AdminPass123' });
    expect(res.body.data.user).toMatchObject({ userType: 'ADMIN', isEmailVerified: true });
  });
});
