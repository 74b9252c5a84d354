import { SUPPORT_USER_ID } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { api } from '../../test/api.js';

/**
 * Conversations with Vizyt support (issue #26 item 16): the help page's live chat opens the caller's
 * conversation with the support account; any admin sees only support conversations in the inbox
 * and answers as Vizyt support; the person reads the answer through the ordinary messaging endpoints.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, { MESSAGES_PER_MINUTE: '1000' });
const kit = bookingTestKit(db, container);

type Auth = Record<string, string>;
const write = (auth: Auth, body: unknown) => request(app).post(api('/support/conversation')).set(auth).send(body as object);
const inbox = (auth: Auth, query: Record<string, string | number> = {}) => request(app).get(api('/admin/support/conversations')).set(auth).query(query);
const thread = (auth: Auth, id: string) => request(app).get(api(`/admin/support/conversations/${id}/messages`)).set(auth);
const answer = (auth: Auth, id: string, content: unknown) => request(app).post(api(`/admin/support/conversations/${id}/messages`)).set(auth).send({ content });

async function asked(role: 'CUSTOMER' | 'SPECIALIST' = 'CUSTOMER', text = 'Як скасувати запис?') {
  const person = await kit.person(role, { firstName: 'Олена', lastName: 'Коваль' });
  const res = await write(person.auth, { message: text });
  expect(res.status).toBe(201);
  return { person, conversationId: res.body.data.conversation.id as string };
}

describe('the support account', () => {
  it('exists in every database (a migration) and cannot sign in: no password or provider, an address no mail reaches', async () => {
    const user = await db.user.findUnique({ where: { id: SUPPORT_USER_ID } });
    expect(user).toMatchObject({ email: 'support@vizyt.invalid', passwordHash: null, googleSub: null, telegramId: null, status: 'ACTIVE' });
  });

  it('cannot sign in with a password: 401', async () => {
    const res = await request(app).post(api('/auth-enhanced/login')).send({ email: 'support@vizyt.invalid', password: 'Passw0rdOk' });
    expect(res.status).toBe(401);
    expect(res.body.data).toBeNull();
  });

  it('is no user of the admin console: not listed in GET /admin/users, not counted in GET /admin/stats', async () => {
    const admin = await kit.person('ADMIN');
    const list = await request(app).get(api('/admin/users')).set(admin.auth).query({ search: 'support', limit: 100 });
    expect(list.status).toBe(200);
    expect(list.body.data.users.map((u: { id: string }) => u.id)).not.toContain(SUPPORT_USER_ID);
    const stats = await request(app).get(api('/admin/stats')).set(admin.auth).query({ period: 'month' });
    const live = await db.user.count({ where: { deletedAt: null, id: { not: SUPPORT_USER_ID } } });
    expect(stats.body.data.users.total).toBe(live);
  });
});

describe('POST /support/conversation', () => {
  it('a customer opens their conversation with Vizyt support, then continues the same one', async () => {
    const customer = await kit.person('CUSTOMER');
    const first = await write(customer.auth, { message: '  Не приходить лист  ' });
    expect(first.status).toBe(201);
    const { conversation, message } = first.body.data;
    expect(conversation.participant).toMatchObject({ id: SUPPORT_USER_ID, specialistId: null, role: 'specialist' });
    expect(message).toMatchObject({ senderId: customer.user.id, content: 'Не приходить лист' });
    const again = await write(customer.auth, { message: 'Уже прийшов' });
    expect(again.body.data.conversation.id).toBe(conversation.id);
    expect(await db.conversation.count({ where: { customerId: customer.user.id } })).toBe(1);
    expect(await db.message.count({ where: { conversationId: conversation.id } })).toBe(2);
    // It is in the caller's own list, and the support account gets no notification.
    const list = await request(app).get(api('/conversations')).set(customer.auth);
    expect(list.body.data.conversations.map((c: { id: string }) => c.id)).toEqual([conversation.id]);
    expect(await db.notification.count({ where: { userId: SUPPORT_USER_ID } })).toBe(0);
  });

  it('a specialist writes to support too (in the customer seat)', async () => {
    const { person, conversationId } = await asked('SPECIALIST');
    expect(await db.conversation.findUnique({ where: { id: conversationId } })).toMatchObject({ customerId: person.user.id, specialistUserId: SUPPORT_USER_ID });
  });

  it('bad input: 400 in the envelope and nothing written', async () => {
    const customer = await kit.person('CUSTOMER');
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(4001) }, { message: 42 }]) {
      const res = await write(customer.auth, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await db.conversation.count({ where: { customerId: customer.user.id } })).toBe(0);
  });

  it('no session: 401; an admin: 403', async () => {
    expect((await write({}, { message: 'Привіт' })).status).toBe(401);
    const admin = await kit.person('ADMIN');
    expect((await write(admin.auth, { message: 'Привіт' })).status).toBe(403);
  });
});

describe('the support inbox', () => {
  it('any admin sees support conversations only, unanswered first, with unread counts', async () => {
    const answeredOne = await asked('CUSTOMER', 'Перше питання');
    const waiting = await asked('SPECIALIST', 'Друге питання');
    const admin = await kit.person('ADMIN');
    await answer(admin.auth, answeredOne.conversationId, 'Відповідь');
    // An ordinary conversation between a customer and a specialist never shows up.
    const world = await kit.bookable();
    const other = await kit.person('CUSTOMER');
    const ordinary = await request(app).post(api('/conversations')).set(other.auth).send({ specialistId: world.specialist.id, message: 'Добрий день' });
    expect(ordinary.status).toBe(201);

    const anotherAdmin = await kit.person('ADMIN');
    const res = await inbox(anotherAdmin.auth, { limit: 100 });
    expect(res.status).toBe(200);
    const ids = res.body.data.items.map((t: { id: string }) => t.id);
    expect(ids).not.toContain(ordinary.body.data.conversation.id);
    expect(ids.indexOf(waiting.conversationId)).toBeLessThan(ids.indexOf(answeredOne.conversationId));
    const waitingRow = res.body.data.items.find((t: { id: string }) => t.id === waiting.conversationId);
    expect(waitingRow).toMatchObject({ person: { id: waiting.person.user.id, name: 'Олена Коваль', role: 'SPECIALIST' }, unreadCount: 1, answered: false, lastMessage: { content: 'Друге питання' } });
    expect(res.body.data.items.find((t: { id: string }) => t.id === answeredOne.conversationId)).toMatchObject({ unreadCount: 0, answered: true });
    expect(res.body.data.total).toBe(ids.length);
  });

  it('non-admins: 403; no session: 401; bad paging: 400', async () => {
    const { person } = await asked();
    expect((await inbox(person.auth)).status).toBe(403);
    expect((await inbox({})).status).toBe(401);
    const admin = await kit.person('ADMIN');
    const bad = await inbox(admin.auth, { page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('answering as Vizyt support', () => {
  it('the admin reads the thread and answers; the person sees the answer from support, notified, with the admin recorded', async () => {
    const { person, conversationId } = await asked('CUSTOMER', 'Де мій чек?');
    const admin = await kit.person('ADMIN');
    const page = await thread(admin.auth, conversationId);
    expect(page.status).toBe(200);
    expect(page.body.data.messages.map((m: { content: string }) => m.content)).toEqual(['Де мій чек?']);

    const res = await answer(admin.auth, conversationId, 'Чек у розділі «Платежі».');
    expect(res.status).toBe(201);
    expect(res.body.data.message).toMatchObject({ senderId: SUPPORT_USER_ID, content: 'Чек у розділі «Платежі».' });
    expect(await db.message.findUnique({ where: { id: res.body.data.message.id } })).toMatchObject({ answeredById: admin.user.id });
    // The question is read now; the person has a notification linking to their conversation.
    expect(await db.message.count({ where: { conversationId, senderId: person.user.id, readAt: null } })).toBe(0);
    expect(await db.notification.findFirst({ where: { userId: person.user.id, type: 'new_message' } })).toMatchObject({ link: `/messages?c=${conversationId}` });

    const seen = await request(app).get(api(`/conversations/${conversationId}/messages`)).set(person.auth);
    expect(seen.body.data.messages[0]).toMatchObject({ senderId: SUPPORT_USER_ID, content: 'Чек у розділі «Платежі».' });
    // The person answers back through ordinary messaging: no notification for the support account.
    expect((await request(app).post(api(`/conversations/${conversationId}/messages`)).set(person.auth).send({ content: 'Дякую!' })).status).toBe(201);
    expect(await db.notification.count({ where: { userId: SUPPORT_USER_ID } })).toBe(0);
  });

  it('an ordinary conversation is 404 for the admin (read or answer), and nothing is written', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const started = await request(app).post(api('/conversations')).set(customer.auth).send({ specialistId: world.specialist.id, message: 'Добрий день' });
    const id = started.body.data.conversation.id as string;
    const admin = await kit.person('ADMIN');
    expect((await thread(admin.auth, id)).status).toBe(404);
    const res = await answer(admin.auth, id, 'Втручаюся');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(await db.message.count({ where: { conversationId: id } })).toBe(1);
  });

  it('another customer cannot read someone else’s support conversation (404), nor use the desk (403)', async () => {
    const { conversationId } = await asked();
    const stranger = await kit.person('CUSTOMER');
    expect((await request(app).get(api(`/conversations/${conversationId}/messages`)).set(stranger.auth)).status).toBe(404);
    expect((await request(app).post(api(`/conversations/${conversationId}/messages`)).set(stranger.auth).send({ content: 'Я теж' })).status).toBe(404);
    expect((await answer(stranger.auth, conversationId, 'Я теж')).status).toBe(403);
    expect((await thread(stranger.auth, conversationId)).status).toBe(403);
  });

  it('bad input 400 and no session 401, nothing written', async () => {
    const { conversationId } = await asked();
    const admin = await kit.person('ADMIN');
    for (const content of ['', '  ', 'x'.repeat(4001), null]) expect((await answer(admin.auth, conversationId, content)).status).toBe(400);
    expect((await answer({}, conversationId, 'Привіт')).status).toBe(401);
    expect((await request(app).get(api(`/admin/support/conversations/${conversationId}/messages`)).set(admin.auth).query({ before: 'nope' })).status).toBe(400);
    expect(await db.message.count({ where: { conversationId } })).toBe(1);
  });
});
