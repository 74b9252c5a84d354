import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, captureMailer, DEFAULT_PASSWORD, signIn, tokenFrom, signedInAs, bearerFor } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBookableService, buildBooking } from '../../test/factories.js';
import { buildPayment } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { visibleContact } from './privacy.policy.js';
import { api } from '../../test/api.js';

/**
 * Issue #14, every person's settings: the privacy switches (and what they change in what
 * others see), and the e-mail change that waits for the new address to be confirmed.
 */

const { db, url } = await useTestDatabase();
const mailer = captureMailer();
const { app, container } = createTestApp(db, url, {}, { mailer });
type Auth = Record<string, string>;
type Role = 'CUSTOMER' | 'SPECIALIST' | 'ADMIN';

let n = 0;
const address = (what = 'person') => `${what}${++n}-${randomUUID().slice(0, 8)}@example.test`;

const person = (role: Role = 'CUSTOMER', overrides: Parameters<typeof signedInAs>[2] = {}) => signedInAs({ db, container }, role, { email: address(role.toLowerCase()), ...overrides });

const getPrivacy = (auth: Auth) => request(app).get(api('/users/privacy')).set(auth);
const putPrivacy = (auth: Auth, body: unknown) => request(app).put(api('/users/privacy')).set(auth).send(body as object);

describe('GET/PUT /users/privacy', () => {
  it('defaults: phone and e-mail hidden, direct messages allowed, no consent', async () => {
    for (const role of ['CUSTOMER', 'SPECIALIST', 'ADMIN'] as const) {
      const { auth } = await person(role);
      const res = await getPrivacy(auth);
      expect([res.status, res.body.data.privacy]).toEqual([
        200,
        { showPhone: false, showEmail: false, allowDirectMessages: true, dataProcessingConsent: false, dataProcessingConsentAt: null },
      ]);
    }
  });

  it('writes only what is sent; consent stamps its moment (kept while given), withdrawing clears it', async () => {
    const { user, auth } = await person('SPECIALIST');
    const before = Date.now();
    const res = await putPrivacy(auth, { showPhone: true, allowDirectMessages: false, dataProcessingConsent: true });
    expect(res.status).toBe(200);
    const privacy = res.body.data.privacy;
    expect(privacy).toMatchObject({ showPhone: true, showEmail: false, allowDirectMessages: false, dataProcessingConsent: true });
    const at = Date.parse(privacy.dataProcessingConsentAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { showPhone: true, allowDirectMessages: true } })).toEqual({ showPhone: true, allowDirectMessages: false });

    const again = (await putPrivacy(auth, { showEmail: true, dataProcessingConsent: true })).body.data.privacy;
    expect(again).toEqual({ ...privacy, showEmail: true });
    expect((await getPrivacy(auth)).body.data.privacy).toEqual(again);

    const withdrawn = (await putPrivacy(auth, { dataProcessingConsent: false })).body.data.privacy;
    expect(withdrawn).toEqual({ ...again, dataProcessingConsent: false, dataProcessingConsentAt: null });
  });

  it('bad input → 400, nothing changed; guests 401', async () => {
    const { auth } = await person();
    for (const body of [{}, { showPhone: 'yes' }, { showPhone: true, phone: '+380501112233' }, { dataProcessingConsentAt: new Date().toISOString() }]) {
      const res = await putPrivacy(auth, body);
      expect([res.status, res.body.success, res.body.error.code]).toEqual([400, false, 'VALIDATION_ERROR']);
    }
    expect((await getPrivacy(auth)).body.data.privacy).toMatchObject({ showPhone: false, showEmail: false, dataProcessingConsent: false });
    expect((await request(app).get(api('/users/privacy'))).status).toBe(401);
    expect((await putPrivacy({}, { showPhone: true })).status).toBe(401);
  });

  it('allowDirectMessages off stops a customer without a booking from starting a conversation', async () => {
    const specialist = await person('SPECIALIST');
    const { specialist: profile } = await buildBookableService(db, { specialist: { userId: specialist.user.id } });
    const customer = await person();
    await putPrivacy(specialist.auth, { allowDirectMessages: false });
    const res = await request(app).post(api('/conversations')).set(customer.auth).send({ specialistId: profile.id, message: 'Добрий день!' });
    expect(res.status).toBe(403);
    await putPrivacy(specialist.auth, { allowDirectMessages: true });
    expect((await request(app).post(api('/conversations')).set(customer.auth).send({ specialistId: profile.id, message: 'Добрий день!' })).status).toBe(201);
  });
});

describe('privacy at work: what others see of a phone and an e-mail', () => {
  it('visibleContact: the owner and admins see all; others only what the switches show', () => {
    const owner = { id: 'u1', phone: '+380501112233', email: 'a@example.test', showPhone: false, showEmail: false };
    expect(visibleContact(owner, { userId: 'u1', role: 'CUSTOMER' })).toEqual({ phone: owner.phone, email: owner.email });
    expect(visibleContact(owner, { userId: 'x', role: 'ADMIN' })).toEqual({ phone: owner.phone, email: owner.email });
    expect(visibleContact(owner, { userId: 'x', role: 'SPECIALIST' })).toEqual({ phone: null, email: null });
    expect(visibleContact(owner, null)).toEqual({ phone: null, email: null });
    expect(visibleContact({ ...owner, showPhone: true }, { userId: 'x', role: 'SPECIALIST' })).toEqual({ phone: owner.phone, email: null });
    expect(visibleContact({ ...owner, showEmail: true }, null)).toEqual({ phone: null, email: owner.email });
  });

  it('a booking: each side sees the other’s phone and e-mail only when shown; their own always; admins all', async () => {
    const customer = await person('CUSTOMER', { phone: '+380501112233' });
    const specialist = await person('SPECIALIST', { phone: '+380672223344' });
    const { service } = await buildBookableService(db, { specialist: { userId: specialist.user.id } });
    const booking = await buildBooking(db, { serviceId: service.id, customerId: customer.user.id });
    const admin = await person('ADMIN');
    const seen = async (auth: Auth) => {
      const res = await request(app).get(api(`/bookings/${booking.id}`)).set(auth);
      expect(res.status).toBe(200);
      const b = res.body.data.booking;
      return { customer: { phone: b.customer.phone, email: b.customer.email }, specialist: { phone: b.specialist.phone, email: b.specialist.email } };
    };
    const cust = { phone: customer.user.phone, email: customer.user.email };
    const spec = { phone: specialist.user.phone, email: specialist.user.email };
    const hidden = { phone: null, email: null };

    expect(await seen(specialist.auth)).toEqual({ customer: hidden, specialist: spec });
    expect(await seen(customer.auth)).toEqual({ customer: cust, specialist: hidden });
    expect(await seen(admin.auth)).toEqual({ customer: cust, specialist: spec });
    // Lists say the same.
    const list = await request(app).get(api('/bookings')).set(specialist.auth);
    expect(list.body.data.bookings.find((b: { id: string }) => b.id === booking.id).customer).toMatchObject(hidden);

    await putPrivacy(customer.auth, { showPhone: true });
    expect((await seen(specialist.auth)).customer).toEqual({ phone: cust.phone, email: null });
    await putPrivacy(customer.auth, { showEmail: true, showPhone: false });
    expect((await seen(specialist.auth)).customer).toEqual({ phone: null, email: cust.email });
    await putPrivacy(specialist.auth, { showPhone: true, showEmail: true });
    expect((await seen(customer.auth)).specialist).toEqual(spec);
  });

  it("an invoice: the specialist's copy has the customer's contact only as shown; the customer's own has it", async () => {
    const customer = await person('CUSTOMER', { phone: '+380501119900' });
    const specialist = await person('SPECIALIST');
    const { service } = await buildBookableService(db, { specialist: { userId: specialist.user.id } });
    const booking = await buildBooking(db, { serviceId: service.id, customerId: customer.user.id, status: 'CONFIRMED' });
    const payment = await buildPayment(db, booking);
    const invoice = async (auth: Auth) => {
      const res = await request(app).get(api(`/payments/${payment.id}/invoice`)).set(auth);
      expect(res.status).toBe(200);
      return res.body.data.invoice.customer;
    };
    expect(await invoice(customer.auth)).toMatchObject({ email: customer.user.email, phone: '+380501119900' });
    expect(await invoice(specialist.auth)).toMatchObject({ email: null, phone: null });
    await putPrivacy(customer.auth, { showPhone: true, showEmail: true });
    expect(await invoice(specialist.auth)).toMatchObject({ email: customer.user.email, phone: '+380501119900' });
  });
});

describe('e-mail change with re-verification', () => {
  const change = (auth: Auth, body: unknown) => request(app).post(api('/auth/change-email')).set(auth).send(body as object);
  const confirm = (token: string) => request(app).post(api('/auth/confirm-email-change')).send({ token });

  it('mails a link to the new address and a notice to the old; /auth/me shows pendingEmail; the link switches the address, verified', async () => {
    const user = await buildAccount(db, { email: address('old') });
    const { accessToken } = await signIn(app, user.email!);
    const newEmail = address('new');
    const res = await change(bearer(accessToken), { newEmail: `  ${newEmail.toUpperCase()} `, currentPassword: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.pendingEmail).toBe(newEmail);
    const link = mailer.linkTo(newEmail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/confirm-email\?token=/);
    expect(mailer.lastTo(user.email!)?.text).toContain(newEmail);

    const me = await request(app).get(api('/auth/me')).set(bearer(accessToken));
    expect(me.body.data.user).toMatchObject({ email: user.email, pendingEmail: newEmail });
    // Until confirmed, the old address still signs in.
    await signIn(app, user.email!);

    const done = await confirm(tokenFrom(link));
    expect(done.status).toBe(200);
    expect(done.body.data.user).toMatchObject({ email: newEmail, pendingEmail: null, isEmailVerified: true });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect([row.email, row.pendingEmail, row.emailVerifiedAt !== null]).toEqual([newEmail, null, true]);
    await signIn(app, newEmail);
    // Single use.
    expect((await confirm(tokenFrom(link))).body.error.code).toBe('TOKEN_INVALID');
  });

  it('marks an unverified account verified by the new address', async () => {
    const user = await buildAccount(db, { email: address('unverified'), emailVerifiedAt: null });
    const auth = bearerFor(container.accessTokens, user.id, 'CUSTOMER');
    const newEmail = address('fresh');
    expect((await change(auth, { newEmail, currentPassword: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await confirm(tokenFrom(mailer.linkTo(newEmail)))).body.data.user).toMatchObject({ email: newEmail, isEmailVerified: true });
  });

  it('wrong password 400 INVALID_PASSWORD, taken address 409 EMAIL_TAKEN, same or malformed address 400 — nothing pending, nothing sent', async () => {
    const user = await buildAccount(db, { email: address('keep') });
    const other = await buildAccount(db, { email: address('taken') });
    const auth = bearerFor(container.accessTokens, user.id, 'CUSTOMER');
    const sent = mailer.messages.length;
    const cases: [unknown, number, string][] = [
      [{ newEmail: address('x'), currentPassword: 'Wrong1234' }, 400, 'INVALID_PASSWORD'],
      [{ newEmail: other.email, currentPassword: DEFAULT_PASSWORD }, 409, 'EMAIL_TAKEN'],
      [{ newEmail: user.email, currentPassword: DEFAULT_PASSWORD }, 400, 'VALIDATION_ERROR'],
      [{ newEmail: 'not-an-address', currentPassword: DEFAULT_PASSWORD }, 400, 'VALIDATION_ERROR'],
      [{ newEmail: address('y') }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await change(auth, body);
      expect([body, res.status, res.body.error?.code]).toEqual([body, status, code]);
    }
    expect(mailer.messages.length).toBe(sent);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).pendingEmail).toBeNull();
    expect(await db.oneTimeToken.count({ where: { userId: user.id, purpose: 'CHANGE_EMAIL' } })).toBe(0);
  });

  it('accounts without a password get 422; guests 401', async () => {
    const user = await buildAccount(db, { email: address('google'), passwordHash: null, googleSub: `g-${randomUUID()}` });
    const auth = bearerFor(container.accessTokens, user.id, 'CUSTOMER');
    expect((await change(auth, { newEmail: address('z'), currentPassword: 'Whatever1' })).status).toBe(422);
    expect((await change({}, { newEmail: address('z'), currentPassword: DEFAULT_PASSWORD })).status).toBe(401);
  });

  it('a newer request voids the older link; an address taken meanwhile → 409 and the e-mail stays', async () => {
    const user = await buildAccount(db, { email: address('twice') });
    const auth = bearerFor(container.accessTokens, user.id, 'CUSTOMER');
    const first = address('first');
    const second = address('second');
    await change(auth, { newEmail: first, currentPassword: DEFAULT_PASSWORD });
    const firstLink = mailer.linkTo(first);
    await change(auth, { newEmail: second, currentPassword: DEFAULT_PASSWORD });
    expect((await confirm(tokenFrom(firstLink))).body.error.code).toBe('TOKEN_INVALID');

    await buildAccount(db, { email: second });
    const res = await confirm(tokenFrom(mailer.linkTo(second)));
    expect([res.status, res.body.error.code]).toEqual([409, 'EMAIL_TAKEN']);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect((await confirm('nonsense-token')).body.error.code).toBe('TOKEN_INVALID');
    expect((await confirm('')).status).toBe(400);
  });
});
