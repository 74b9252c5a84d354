import { randomUUID } from 'node:crypto';
import type { UserRole } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../lib/mailer.js';
import { captureMailer, signedInAs } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

/**
 * The help page's contact form through HTTP (issue #14): stored for the admins, e-mailed to
 * SUPPORT_EMAIL only when configured, guests must say where to answer, limited per client
 * address, and listed newest first for admins only.
 */

const { db, url } = await useTestDatabase();
const SUPPORT = 'support@vizyt.test';
const unmailed = captureMailer();
const plain = createTestApp(db, url, {}, { mailer: unmailed });
const mailed = captureMailer();
const withSupport = createTestApp(db, url, { SUPPORT_EMAIL: SUPPORT }, { mailer: mailed });

const person = (role: UserRole = 'CUSTOMER') =>
  signedInAs({ db, container: plain.container }, role, { email: `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@people.test`, firstName: 'Олена', lastName: 'Коваль' });

let n = 0;
const body = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return { category: 'booking', subject: `Перенесення візиту ${n}-${randomUUID().slice(0, 6)}`, message: 'Добрий день! Як перенести візит на інший день?', ...extra };
};
const send = (app = plain.app, payload: Record<string, unknown> = body(), auth: Record<string, string> = {}) => request(app).post(api('/feedback')).set(auth).send(payload);

describe('feedback: sending', () => {
  it('a guest with an e-mail: stored (201) and, without SUPPORT_EMAIL, e-mailed to nobody', async () => {
    const payload = body({ email: 'Guest@Example.com' });
    const res = await send(plain.app, payload);
    expect(res.status).toBe(201);
    const { id, createdAt } = res.body.data.feedback;
    expect(typeof createdAt).toBe('string');
    const row = await db.feedback.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ userId: null, email: 'guest@example.com', category: 'booking', subject: payload.subject, message: payload.message });
    expect(unmailed.messages).toHaveLength(0);
  });

  it('with SUPPORT_EMAIL: e-mailed to support, with the message and a way to answer the sender', async () => {
    const payload = body({ category: 'complaint', email: 'guest2@example.com' });
    const res = await send(withSupport.app, payload);
    expect(res.status).toBe(201);
    const mail = mailed.lastTo(SUPPORT)!;
    expect(mail.subject).toBe(`[Vizyt: Скарга] ${payload.subject}`);
    expect(mail.text).toContain(payload.message as string);
    expect(mail.text).toContain('E-mail: guest2@example.com');
    expect(mail.text).toContain(`mailto:guest2@example.com?subject=${encodeURIComponent(`Re: ${payload.subject}`)}`);
    expect(mail.html).toContain('Скарга');
  });

  it("a signed-in person's account e-mail is used, not one they type", async () => {
    const me = await person();
    const before = mailed.messages.length;
    const res = await send(withSupport.app, body({ email: 'typed@example.com' }), me.auth);
    expect(res.status).toBe(201);
    const row = await db.feedback.findUniqueOrThrow({ where: { id: res.body.data.feedback.id } });
    expect(row).toMatchObject({ userId: me.id, email: me.email });
    expect(mailed.messages).toHaveLength(before + 1);
    expect(mailed.messages[0]!.text).toContain('Відправник: Олена Коваль (customer)');
  });

  it('a guest without an e-mail is refused (400) and nothing is stored', async () => {
    const before = await db.feedback.count();
    const res = await send(plain.app, body());
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(['body.email']);
    expect(await db.feedback.count()).toBe(before);
  });

  it.each([
    ['an unknown category', { category: 'praise' }, 'body.category'],
    ['a subject under 3 characters', { subject: 'Hi' }, 'body.subject'],
    ['a message under 10 characters', { message: 'Допоможіть'.slice(0, 9) }, 'body.message'],
    ['a message over 5000 characters', { message: 'ж'.repeat(5001) }, 'body.message'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'body.email'],
  ])('refuses %s (400) and stores nothing', async (_what, extra, path) => {
    const before = await db.feedback.count();
    const res = await send(plain.app, body({ email: 'guest@example.com', ...extra }));
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await db.feedback.count()).toBe(before);
  });

  it('is stored even when the e-mail to support cannot be sent', async () => {
    const broken: Mailer = { send: () => Promise.reject(new Error('SMTP down')), outbox: () => null };
    const { app } = createTestApp(db, url, { SUPPORT_EMAIL: SUPPORT }, { mailer: broken });
    const res = await send(app, body({ email: 'guest3@example.com' }));
    expect(res.status).toBe(201);
    expect(await db.feedback.findUnique({ where: { id: res.body.data.feedback.id } })).not.toBeNull();
  });

  it('is limited per client address: the sixth message in 15 minutes gets 429 and is not stored', async () => {
    const { app } = createTestApp(db, url, { FEEDBACK_RATE_LIMIT_PER_IP: '5' });
    const before = await db.feedback.count();
    for (let i = 0; i < 5; i += 1) expect((await send(app, body({ email: 'flood@example.com' }))).status).toBe(201);
    const sixth = await send(app, body({ email: 'flood@example.com' }));
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await db.feedback.count()).toBe(before + 5);
  });
});

describe('feedback: the admins’ list', () => {
  it('newest first, paged, with the sender (null for guests) and where to answer', async () => {
    const admin = await person('ADMIN');
    const customer = await person();
    const guestSubject = body({ email: 'older@example.com' });
    expect((await send(plain.app, guestSubject)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    const mine = body({ category: 'suggestion' });
    expect((await send(plain.app, mine, customer.auth)).status).toBe(201);

    const res = await request(plain.app).get(api('/feedback')).query({ limit: 2 }).set(admin.auth);
    expect(res.status).toBe(200);
    const { feedback, total, page, totalPages } = res.body.data;
    expect(total).toBe(await db.feedback.count());
    expect({ page, totalPages }).toEqual({ page: 1, totalPages: Math.ceil(total / 2) });
    expect(feedback).toHaveLength(2);
    expect(feedback[0]).toMatchObject({ subject: mine.subject, category: 'suggestion', email: customer.email, sender: { id: customer.id, firstName: 'Олена', lastName: 'Коваль', role: 'CUSTOMER' } });
    expect(feedback[1]).toMatchObject({ subject: guestSubject.subject, email: 'older@example.com', sender: null });
  });

  it('guests get 401, customers and specialists 403', async () => {
    expect((await request(plain.app).get(api('/feedback'))).status).toBe(401);
    for (const role of ['CUSTOMER', 'SPECIALIST'] as const) {
      const someone = await person(role);
      expect((await request(plain.app).get(api('/feedback')).set(someone.auth)).status).toBe(403);
    }
  });
});
