import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { api } from '../../test/api.js';

/**
 * Messaging through HTTP (issue #13): starting and reusing a conversation, who may write to whom
 * (cold messages, the privacy switch, deleted and suspended accounts), strangers, the list with
 * unread counts, cursor paging, marking read, plain text, bad input, the rate limit. The
 * notification and the sockets are tested with doubles in messaging.service.test.ts.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, { MESSAGES_PER_MINUTE: '1000' });
const kit = bookingTestKit(db, container);

type Auth = Record<string, string>;

/** A specialist with a bookable service, and a customer; `booked` gives the customer a booking with them. */
async function pair(options: { booked?: boolean; allowDirectMessages?: boolean } = {}) {
  const world = await kit.bookable();
  if (options.allowDirectMessages === false) await db.user.update({ where: { id: world.specialistUser.id }, data: { allowDirectMessages: false } });
  const customer = await kit.person('CUSTOMER', { firstName: 'Марія', lastName: 'Петренко', avatarUrl: '/uploads/avatars/m.jpg' });
  const booking = options.booked ? await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id }) : null;
  return { ...world, customer, booking };
}
type Pair = Awaited<ReturnType<typeof pair>>;

const start = (auth: Auth, body: Record<string, unknown>) => request(app).post(api('/conversations')).set(auth).send(body);
const send = (auth: Auth, id: string, content: unknown) => request(app).post(api(`/conversations/${id}/messages`)).set(auth).send({ content });
const page = (auth: Auth, id: string, query: Record<string, string | number> = {}) => request(app).get(api(`/conversations/${id}/messages`)).set(auth).query(query);
const read = (auth: Auth, id: string) => request(app).put(api(`/conversations/${id}/read`)).set(auth);
const list = (auth: Auth) => request(app).get(api('/conversations')).set(auth);

/** The customer's conversation with the pair's specialist (started by the customer). */
async function conversationOf(p: Pair, message = 'Добрий день!') {
  const res = await start(p.customer.auth, { specialistId: p.specialist.id, message });
  expect(res.status).toBe(201);
  return res.body.data.conversation.id as string;
}

const messageCount = (conversationOrUser: { conversationId?: string; senderId?: string }) => db.message.count({ where: conversationOrUser });

describe('POST /conversations', () => {
  it('a customer writes to a specialist: 201 with the conversation from their side and the first message', async () => {
    const p = await pair();
    const res = await start(p.customer.auth, { specialistId: p.specialist.id, message: '  Добрий день! Чи є час у п’ятницю?  ' });
    expect(res.status).toBe(201);
    const { conversation, message } = res.body.data;
    expect(message).toMatchObject({ conversationId: conversation.id, senderId: p.customer.user.id, content: 'Добрий день! Чи є час у п’ятницю?', readAt: null });
    expect(conversation).toEqual({
      id: expect.any(String),
      participant: { id: p.specialistUser.id, specialistId: p.specialist.id, name: 'Тарас Шевченко', avatar: null, role: 'specialist' },
      bookingId: null,
      lastMessage: message,
      unreadCount: 0,
      updatedAt: message.createdAt,
    });
    const row = await db.conversation.findUniqueOrThrow({ where: { id: conversation.id }, select: { customerId: true, specialistUserId: true, lastMessageAt: true } });
    expect(row).toEqual({ customerId: p.customer.user.id, specialistUserId: p.specialistUser.id, lastMessageAt: new Date(message.createdAt) });
  });

  it('the pair’s existing conversation is reused (same id, 201), and remembers a booking named later', async () => {
    const p = await pair({ booked: true });
    const id = await conversationOf(p, 'Перше');
    const again = await start(p.customer.auth, { specialistId: p.specialist.id, bookingId: p.booking!.id, message: 'Друге' });
    expect(again.status).toBe(201);
    expect(again.body.data.conversation).toMatchObject({ id, bookingId: p.booking!.id, lastMessage: { content: 'Друге' } });
    // The specialist starting "again" lands in the same conversation too.
    const fromSpecialist = await start(p.specialistAuth, { customerId: p.customer.user.id, message: 'Третє' });
    expect(fromSpecialist.status).toBe(201);
    expect(fromSpecialist.body.data.conversation.id).toBe(id);
    expect(await db.conversation.count({ where: { customerId: p.customer.user.id } })).toBe(1);
    expect(await messageCount({ conversationId: id })).toBe(3);
  });

  it('a specialist writes to their own customer (one with a booking): the customer is the participant', async () => {
    const p = await pair({ booked: true });
    const res = await start(p.specialistAuth, { customerId: p.customer.user.id, bookingId: p.booking!.id, message: 'Нагадую про запис завтра' });
    expect(res.status).toBe(201);
    expect(res.body.data.conversation).toMatchObject({
      participant: { id: p.customer.user.id, specialistId: null, name: 'Марія Петренко', avatar: '/uploads/avatars/m.jpg', role: 'customer' },
      bookingId: p.booking!.id,
    });
  });

  it('a specialist does not cold-message a stranger (403), nor anyone who is not a customer (404); nothing is stored', async () => {
    const p = await pair();
    const res = await start(p.specialistAuth, { customerId: p.customer.user.id, message: 'Знижка для вас!' });
    expect([res.status, res.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect(res.body.error.message).toMatch(/booked with you/);
    const otherSpecialist = await kit.person('SPECIALIST');
    for (const customerId of [crypto.randomUUID(), 'not-a-uuid', otherSpecialist.user.id, p.specialistUser.id]) {
      expect((await start(p.specialistAuth, { customerId, message: 'Привіт' })).status).toBe(404);
    }
    expect(await messageCount({ senderId: p.specialistUser.id })).toBe(0);
  });

  it('a specialist may answer a conversation a customer started without a booking', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    const res = await start(p.specialistAuth, { customerId: p.customer.user.id, message: 'Вітаю! Так, є час.' });
    expect([res.status, res.body.data?.conversation.id]).toEqual([201, id]);
    expect((await send(p.specialistAuth, id, 'Запишу вас на 10:00')).status).toBe(201);
  });

  it('the wrong side’s field → 403; an unknown, deleted or one’s own specialist → 404; a suspended one → 403', async () => {
    const p = await pair();
    expect((await start(p.customer.auth, { customerId: p.customer.user.id, message: 'Привіт' })).status).toBe(403);
    const other = await pair();
    expect((await start(p.specialistAuth, { specialistId: other.specialist.id, message: 'Привіт' })).status).toBe(403);
    expect((await start(p.specialistAuth, { specialistId: p.specialist.id, message: 'Привіт собі' })).status).toBe(404);
    for (const specialistId of [crypto.randomUUID(), 'xyz']) {
      expect((await start(p.customer.auth, { specialistId, message: 'Привіт' })).status).toBe(404);
    }
    await db.user.update({ where: { id: other.specialistUser.id }, data: { status: 'SUSPENDED' } });
    const suspended = await start(p.customer.auth, { specialistId: other.specialist.id, message: 'Привіт' });
    expect([suspended.status, suspended.body.error.message]).toEqual([403, 'This account is suspended and cannot receive messages']);
    await db.user.update({ where: { id: other.specialistUser.id }, data: { status: 'ACTIVE', deletedAt: new Date() } });
    expect((await start(p.customer.auth, { specialistId: other.specialist.id, message: 'Привіт' })).status).toBe(404);
    expect(await messageCount({ senderId: p.customer.user.id })).toBe(0);
    expect(await messageCount({ senderId: p.specialistUser.id })).toBe(0);
  });

  it('a booking that is not this pair’s → 404, nothing stored', async () => {
    const p = await pair({ booked: true });
    const other = await pair({ booked: true });
    for (const bookingId of [other.booking!.id, crypto.randomUUID(), 'nope']) {
      expect((await start(p.customer.auth, { specialistId: p.specialist.id, bookingId, message: 'Привіт' })).status).toBe(404);
      expect((await start(p.specialistAuth, { customerId: p.customer.user.id, bookingId, message: 'Привіт' })).status).toBe(404);
    }
    expect(await db.conversation.count({ where: { customerId: p.customer.user.id } })).toBe(0);
  });
});

describe('"allow direct messages" off', () => {
  it('a customer without a booking gets 403, one with a booking writes', async () => {
    const p = await pair({ allowDirectMessages: false });
    const refused = await start(p.customer.auth, { specialistId: p.specialist.id, message: 'Привіт' });
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([403, 'FORBIDDEN', 'This specialist accepts messages only from their clients: book a visit first']);
    expect(await db.conversation.count({ where: { customerId: p.customer.user.id } })).toBe(0);

    await buildBooking(db, { serviceId: p.service.id, customerId: p.customer.user.id, status: 'CANCELLED' });
    const allowed = await start(p.customer.auth, { specialistId: p.specialist.id, message: 'Привіт' });
    expect(allowed.status).toBe(201);
  });

  it('holds in an existing conversation too, until the specialist has written in it', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    await db.user.update({ where: { id: p.specialistUser.id }, data: { allowDirectMessages: false } });
    expect((await send(p.customer.auth, id, 'Ви тут?')).status).toBe(403);
    expect((await start(p.customer.auth, { specialistId: p.specialist.id, message: 'Ви тут?' })).status).toBe(403);
    expect(await messageCount({ conversationId: id })).toBe(1);

    expect((await send(p.specialistAuth, id, 'Так, слухаю')).status).toBe(201);
    expect((await send(p.customer.auth, id, 'Дякую!')).status).toBe(201);
  });
});

describe('deleted and suspended people', () => {
  it('cannot be written to in an existing conversation (403); what was said stays readable', async () => {
    const p = await pair({ booked: true });
    const id = await conversationOf(p);
    await db.user.update({ where: { id: p.customer.user.id }, data: { status: 'SUSPENDED' } });
    expect((await send(p.specialistAuth, id, 'Привіт')).status).toBe(403);
    await db.user.update({ where: { id: p.customer.user.id }, data: { status: 'ACTIVE', deletedAt: new Date() } });
    const res = await send(p.specialistAuth, id, 'Привіт');
    expect([res.status, res.body.error.message]).toEqual([403, 'This account has been deleted and cannot receive messages']);
    const listed = (await list(p.specialistAuth)).body.data.conversations.find((c: { id: string }) => c.id === id);
    expect(listed.participant).toMatchObject({ name: '—', avatar: null });
    expect((await page(p.specialistAuth, id)).body.data.messages).toHaveLength(1);
  });
});

describe('strangers', () => {
  it('someone else’s conversation, an unknown or a malformed id → 404 on every endpoint, and it is not listed', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    const strangers = [await kit.person('CUSTOMER'), await kit.person('SPECIALIST')];
    for (const stranger of strangers) {
      for (const target of [id, crypto.randomUUID(), 'not-a-uuid']) {
        expect((await page(stranger.auth, target)).status).toBe(404);
        expect((await send(stranger.auth, target, 'Привіт')).status).toBe(404);
        expect((await read(stranger.auth, target)).status).toBe(404);
      }
      expect((await list(stranger.auth)).body.data).toEqual({ conversations: [], unreadTotal: 0 });
    }
    expect(await messageCount({ conversationId: id })).toBe(1);
    expect(await db.message.count({ where: { conversationId: id, readAt: { not: null } } })).toBe(0);
  });

  it('without a session → 401; an admin (not a side of any conversation) → 403', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    const admin = await kit.person('ADMIN');
    for (const auth of [{}, admin.auth]) {
      const expected = auth === admin.auth ? 403 : 401;
      expect((await list(auth)).status).toBe(expected);
      expect((await start(auth, { specialistId: p.specialist.id, message: 'Привіт' })).status).toBe(expected);
      expect((await page(auth, id)).status).toBe(expected);
      expect((await send(auth, id, 'Привіт')).status).toBe(expected);
      expect((await read(auth, id)).status).toBe(expected);
    }
    expect(await messageCount({ conversationId: id })).toBe(1);
  });
});

describe('GET /conversations', () => {
  it('the most recent first, with the other person, the last message, unread counts and their total', async () => {
    const customer = await kit.person('CUSTOMER');
    const a = await pair();
    const b = await pair();
    const withA = (await start(customer.auth, { specialistId: a.specialist.id, message: 'До А' })).body.data.conversation.id;
    const withB = (await start(customer.auth, { specialistId: b.specialist.id, message: 'До Б' })).body.data.conversation.id;
    // A answers twice, later than B: A's conversation comes first.
    await send(a.specialistAuth, withA, 'Відповідь 1');
    await send(a.specialistAuth, withA, 'Відповідь 2');

    const res = await list(customer.auth);
    expect(res.status).toBe(200);
    const { conversations, unreadTotal } = res.body.data;
    expect(conversations.map((c: { id: string }) => c.id)).toEqual([withA, withB]);
    expect(conversations[0]).toMatchObject({ participant: { id: a.specialistUser.id, specialistId: a.specialist.id, role: 'specialist' }, lastMessage: { content: 'Відповідь 2', senderId: a.specialistUser.id }, unreadCount: 2 });
    expect(conversations[0].updatedAt).toBe(conversations[0].lastMessage.createdAt);
    expect(conversations[1]).toMatchObject({ lastMessage: { content: 'До Б' }, unreadCount: 0 });
    expect(unreadTotal).toBe(2);

    // The specialist sees the customer, and has one unread message from them.
    const theirs = (await list(a.specialistAuth)).body.data;
    expect(theirs.conversations).toHaveLength(1);
    expect(theirs.conversations[0]).toMatchObject({ id: withA, participant: { id: customer.user.id, specialistId: null, role: 'customer' }, unreadCount: 1 });
    expect(theirs.unreadTotal).toBe(1);

    // The customer writes to B: B's conversation moves to the top.
    await send(customer.auth, withB, 'Ще питання');
    expect((await list(customer.auth)).body.data.conversations.map((c: { id: string }) => c.id)).toEqual([withB, withA]);
  });
});

describe('GET /conversations/:id/messages', () => {
  it('newest first, in pages: `before` gives the page before the oldest shown, hasMore says if there is one', async () => {
    const p = await pair();
    const id = await conversationOf(p, 'Повідомлення 0');
    const first = await db.message.findFirstOrThrow({ where: { conversationId: id } });
    // 24 more, a second apart (and two at the same instant: the id breaks the tie, nothing is skipped).
    const base = first.createdAt.getTime();
    for (let i = 1; i <= 24; i++) {
      await db.message.create({ data: { conversationId: id, senderId: i % 2 ? p.specialistUser.id : p.customer.user.id, content: `Повідомлення ${i}`, createdAt: new Date(base + Math.min(i, 23) * 1000) } });
    }
    const seen: string[] = [];
    let before: string | undefined;
    const pages: { n: number; hasMore: boolean }[] = [];
    for (;;) {
      const res = await page(p.customer.auth, id, { limit: 10, ...(before ? { before } : {}) });
      expect(res.status).toBe(200);
      const { messages, hasMore } = res.body.data as { messages: { id: string; content: string; createdAt: string }[]; hasMore: boolean };
      pages.push({ n: messages.length, hasMore });
      seen.push(...messages.map((m) => m.content));
      for (let i = 1; i < messages.length; i++) expect(messages[i - 1]!.createdAt >= messages[i]!.createdAt).toBe(true);
      if (!hasMore) break;
      before = messages.at(-1)!.id;
    }
    expect(pages).toEqual([{ n: 10, hasMore: true }, { n: 10, hasMore: true }, { n: 5, hasMore: false }]);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen.slice(0, 2).sort()).toEqual(['Повідомлення 23', 'Повідомлення 24']);
    expect(seen.at(-1)).toBe('Повідомлення 0');
    // Without a limit: 30 (all 25 here).
    expect((await page(p.specialistAuth, id)).body.data.messages).toHaveLength(25);
  });

  it('a cursor that is not a message of this conversation → 400; a bad limit → 400', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    const other = await pair();
    const otherId = await conversationOf(other);
    const foreign = await db.message.findFirstOrThrow({ where: { conversationId: otherId } });
    const queries: Record<string, string | number>[] = [{ before: foreign.id }, { before: crypto.randomUUID() }, { before: 'abc' }, { limit: 0 }, { limit: 101 }, { limit: 'ten' }];
    for (const query of queries) {
      const res = await page(p.customer.auth, id, query);
      expect([JSON.stringify(query), res.status, res.body.error.code]).toEqual([JSON.stringify(query), 400, 'VALIDATION_ERROR']);
    }
  });
});

describe('PUT /conversations/:id/read', () => {
  it('marks the other person’s unread messages and the reader’s new_message notifications of it read; counts follow', async () => {
    const p = await pair({ booked: true });
    const id = await conversationOf(p, 'Перше');
    await send(p.customer.auth, id, 'Друге');
    await send(p.specialistAuth, id, 'Відповідь');
    const otherId = await conversationOf(await pair(), 'Інша розмова');
    const notify = (conversationId: string, type = 'new_message') =>
      db.notification.create({ data: { userId: p.specialistUser.id, type, params: { conversationId, sender: 'Марія Петренко', preview: '…' }, link: `/specialist/messages?c=${conversationId}` } });
    const mine = [await notify(id), await notify(id)];
    const otherConversation = await notify(otherId);
    const otherType = await notify(id, 'new_booking');
    expect((await list(p.specialistAuth)).body.data.unreadTotal).toBe(2);

    const res = await read(p.specialistAuth, id);
    expect([res.status, res.body.data]).toEqual([200, { read: 2 }]);
    const messages = await db.message.findMany({ where: { conversationId: id }, select: { content: true, readAt: true, createdAt: true } });
    for (const m of messages) {
      // The specialist's own answer is the customer's to read.
      if (m.content === 'Відповідь') expect(m.readAt).toBeNull();
      else expect(m.readAt!.getTime()).toBeGreaterThanOrEqual(m.createdAt.getTime());
    }
    const readAtOf = async (n: { id: string }) => (await db.notification.findUniqueOrThrow({ where: { id: n.id } })).readAt;
    for (const n of mine) expect(await readAtOf(n)).not.toBeNull();
    expect(await readAtOf(otherConversation)).toBeNull();
    expect(await readAtOf(otherType)).toBeNull();

    expect((await list(p.specialistAuth)).body.data).toMatchObject({ unreadTotal: 0, conversations: [{ id, unreadCount: 0 }] });
    expect((await read(p.specialistAuth, id)).body.data).toEqual({ read: 0 });
    // The customer still has the answer to read.
    expect((await list(p.customer.auth)).body.data.conversations.find((c: { id: string }) => c.id === id).unreadCount).toBe(1);
    expect((await read(p.customer.auth, id)).body.data).toEqual({ read: 1 });
  });
});

describe('POST /conversations/:id/messages', () => {
  it('201 with the message; it moves the conversation’s lastMessageAt', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    const res = await send(p.specialistAuth, id, 'Вітаю!');
    expect(res.status).toBe(201);
    expect(res.body.data.message).toMatchObject({ conversationId: id, senderId: p.specialistUser.id, content: 'Вітаю!', readAt: null });
    const row = await db.conversation.findUniqueOrThrow({ where: { id }, select: { lastMessageAt: true } });
    expect(row.lastMessageAt.toISOString()).toBe(res.body.data.message.createdAt);
  });

  it('HTML is kept as the text it is: stored and returned exactly as written, in JSON', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    const html = '<script>alert(1)</script><img src=x onerror=alert(2)> <b>жирний</b> &amp;';
    const res = await send(p.customer.auth, id, html);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.data.message.content).toBe(html);
    expect((await db.message.findUniqueOrThrow({ where: { id: res.body.data.message.id } })).content).toBe(html);
    expect((await page(p.specialistAuth, id)).body.data.messages[0].content).toBe(html);
  });

  it('takes 4000 characters; bad input → 400 with nothing stored', async () => {
    const p = await pair();
    const id = await conversationOf(p);
    expect((await send(p.customer.auth, id, 'ж'.repeat(4000))).status).toBe(201);
    for (const content of ['', '   \n\t ', 'ж'.repeat(4001), null, 42, ['a'], { a: 1 }, undefined, 'a\u0000b']) {
      const res = await send(p.customer.auth, id, content);
      expect([JSON.stringify(content)?.slice(0, 20), res.status, res.body.error?.code]).toEqual([JSON.stringify(content)?.slice(0, 20), 400, 'VALIDATION_ERROR']);
    }
    for (const body of [{}, { message: '' }, { specialistId: p.specialist.id }, { specialistId: p.specialist.id, customerId: p.customer.user.id, message: 'Привіт' }, { message: 'Лише текст' }]) {
      expect((await start(p.customer.auth, body)).status).toBe(400);
    }
    expect(await messageCount({ conversationId: id })).toBe(2);
    expect(await db.conversation.count({ where: { customerId: p.customer.user.id } })).toBe(1);
  });
});

describe('the rate limit per sender', () => {
  it('above MESSAGES_PER_MINUTE → 429 in the envelope with Retry-After, nothing stored; other senders are not held', async () => {
    const limited = createTestApp(db, url, { MESSAGES_PER_MINUTE: '3' }).app;
    const p = await pair({ booked: true });
    const id = await conversationOf(p);
    const sendVia = (auth: Auth, body: Record<string, unknown>, path = `/conversations/${id}/messages`) => request(limited).post(api(path)).set(auth).send(body);
    // Both ways of writing count against the same allowance.
    expect((await sendVia(p.customer.auth, { specialistId: p.specialist.id, message: 'Один' }, '/conversations')).status).toBe(201);
    expect((await sendVia(p.customer.auth, { content: 'Два' })).status).toBe(201);
    expect((await sendVia(p.customer.auth, { content: 'Три' })).status).toBe(201);
    const refused = await sendVia(p.customer.auth, { content: 'Чотири' });
    expect([refused.status, refused.body.success, refused.body.error.code]).toEqual([429, false, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendVia(p.customer.auth, { specialistId: p.specialist.id, message: 'П’ять' }, '/conversations')).status).toBe(429);
    expect(await messageCount({ senderId: p.customer.user.id })).toBe(4);
    // The specialist writes on their own allowance.
    expect((await sendVia(p.specialistAuth, { content: 'Відповідь' })).status).toBe(201);
  });
});
