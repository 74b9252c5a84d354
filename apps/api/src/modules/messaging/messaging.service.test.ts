import { describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../http/policies.js';
import { isSqlRunner, type DbOrTx, type SqlRunner } from '../../lib/db.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBookableService, buildBooking, buildUser } from '../../test/factories.js';
import { createNotificationOutbox } from '../notifications/notifications.outbox.js';
import type { NotificationDraft, NotificationOutbox, Realtime } from '../notifications/notifications.ports.js';
import { createMessagingRepository } from './messaging.repository.js';
import { createMessagingService } from './messaging.service.js';
import { createSupportRepository } from './support.repository.js';

/**
 * The messaging service with doubles at its two ports (issue #13): the new_message notification
 * is recorded in the message's own transaction, only for a recipient who is not reading the
 * conversation; the sockets hear of a message after it is committed, never of one rolled back.
 * The HTTP rules are in messaging.test.ts.
 */

const { db } = await useTestDatabase();
const repos = { repo: createMessagingRepository(db), supportRepo: createSupportRepository(db) };

/** Records every call and passes it on to the real outbox (so the notification rows are real). */
function recordingOutbox(inner: NotificationOutbox = createNotificationOutbox({ telegramAvailable: false })) {
  const calls: { tx: DbOrTx | SqlRunner; drafts: NotificationDraft[] }[] = [];
  const outbox: NotificationOutbox = {
    async recordIn(tx, drafts) {
      calls.push({ tx, drafts });
      return inner.recordIn(tx, drafts);
    },
  };
  return { outbox, calls };
}

/** Sockets that remember what they were sent; `viewing` holds "userId conversationId" pairs. */
function fakeRealtime() {
  const sent: { userId: string; event: string; payload: unknown }[] = [];
  const viewing = new Set<string>();
  const realtime: Realtime = {
    enabled: true,
    toUser: (userId, event, payload) => void sent.push({ userId, event, payload }),
    isViewing: async (userId, conversationId) => viewing.has(`${userId} ${conversationId}`),
  };
  return { realtime, sent, viewing };
}

const actorOf = (user: { id: string; role: Actor['role'] }): Actor => ({ userId: user.id, role: user.role, sessionId: 'test' });

/** A specialist (with a profile and a service) and a customer who booked them. */
async function pair() {
  const specialistUser = await buildUser(db, { role: 'SPECIALIST', firstName: 'Олена', lastName: 'Коваль' });
  const { specialist, service } = await buildBookableService(db, { specialist: { userId: specialistUser.id } });
  const customer = await buildUser(db, { role: 'CUSTOMER', firstName: 'Марія', lastName: 'Петренко' });
  const booking = await buildBooking(db, { serviceId: service.id, customerId: customer.id });
  return { specialistUser, specialist, customer, booking, asCustomer: actorOf(customer), asSpecialist: actorOf(specialistUser) };
}

const notificationsOf = (userId: string) => db.notification.findMany({ where: { userId, type: 'new_message' }, select: { params: true, link: true, dedupeKey: true } });

describe('the new_message notification', () => {
  it('is recorded for a recipient who is not reading, in the transaction of the message, with the exact draft', async () => {
    const p = await pair();
    const { outbox, calls } = recordingOutbox();
    const { realtime, sent } = fakeRealtime();
    const messaging = createMessagingService({ ...repos, outbox, realtime });
    const content = `Добрий день! ${'Дуже довге питання про запис. '.repeat(10)}`;

    const started = await messaging.start(p.asCustomer, { specialistId: p.specialist.id, message: content });
    const conversationId = started.conversation.id;

    expect(calls).toHaveLength(1);
    // A transaction's client, not the service's own: the notification commits with the message or not at all.
    expect(calls[0]!.tx).not.toBe(db);
    expect(typeof (calls[0]!.tx as { $transaction?: unknown }).$transaction).not.toBe('function');
    expect(calls[0]!.drafts).toEqual([
      {
        userId: p.specialistUser.id,
        type: 'new_message',
        params: { sender: 'Марія Петренко', preview: Array.from(content).slice(0, 140).join(''), conversationId },
        link: `/specialist/messages?c=${conversationId}`,
        dedupeKey: `message:${started.message.id}`,
      },
    ]);
    expect(await notificationsOf(p.specialistUser.id)).toEqual([
      { params: { sender: 'Марія Петренко', preview: Array.from(content).slice(0, 140).join(''), conversationId }, link: `/specialist/messages?c=${conversationId}`, dedupeKey: `message:${started.message.id}` },
    ]);
    // The sender is never notified of their own message.
    expect(await notificationsOf(p.customer.id)).toEqual([]);

    // The specialist answers: the customer's link opens their own messages screen.
    const answer = await messaging.send(p.asSpecialist, conversationId, 'Вітаю! Так, приходьте.');
    expect(calls[1]!.drafts).toEqual([
      {
        userId: p.customer.id,
        type: 'new_message',
        params: { sender: 'Олена Коваль', preview: 'Вітаю! Так, приходьте.', conversationId },
        link: `/messages?c=${conversationId}`,
        dedupeKey: `message:${answer.id}`,
      },
    ]);
    expect(await notificationsOf(p.customer.id)).toHaveLength(1);
    expect(sent.filter((s) => s.event === 'message:new')).toHaveLength(4);
  });

  it('is not recorded while the recipient is reading that conversation; the sockets still hear of the message', async () => {
    const p = await pair();
    const { outbox, calls } = recordingOutbox();
    const { realtime, sent, viewing } = fakeRealtime();
    const messaging = createMessagingService({ ...repos, outbox, realtime });
    const { conversation } = await messaging.start(p.asCustomer, { specialistId: p.specialist.id, message: 'Перше' });
    expect(calls).toHaveLength(1);

    viewing.add(`${p.specialistUser.id} ${conversation.id}`);
    sent.length = 0;
    const second = await messaging.send(p.asCustomer, conversation.id, 'Друге');
    expect(calls).toHaveLength(1);
    expect(await notificationsOf(p.specialistUser.id)).toHaveLength(1);
    // Reusing the conversation through POST /conversations asks the same question.
    await messaging.start(p.asCustomer, { specialistId: p.specialist.id, message: 'Третє' });
    expect(calls).toHaveLength(1);

    expect(sent[0]).toEqual({ userId: p.specialistUser.id, event: 'message:new', payload: { conversationId: conversation.id, message: second } });
    // …and the sender's other tabs.
    expect(sent[1]).toEqual({ userId: p.customer.id, event: 'message:new', payload: { conversationId: conversation.id, message: second } });
  });

  it('a failure to record it rolls the message back: nothing stored, lastMessageAt unchanged, nobody told', async () => {
    const p = await pair();
    const { realtime, sent } = fakeRealtime();
    const ok = createMessagingService({ ...repos, outbox: recordingOutbox().outbox, realtime });
    const { conversation } = await ok.start(p.asCustomer, { specialistId: p.specialist.id, message: 'Перше' });
    const before = await db.conversation.findUniqueOrThrow({ where: { id: conversation.id }, select: { lastMessageAt: true } });
    sent.length = 0;

    const failing: NotificationOutbox = {
      async recordIn(tx) {
        // The message is already in this transaction when the outbox runs.
        if (isSqlRunner(tx)) throw new Error('messaging records its notifications in its Prisma transaction');
        expect(await tx.message.count({ where: { conversationId: conversation.id } })).toBe(2);
        throw new Error('outbox down');
      },
    };
    const broken = createMessagingService({ ...repos, outbox: failing, realtime });
    await expect(broken.send(p.asCustomer, conversation.id, 'Друге')).rejects.toThrow('outbox down');
    await expect(broken.start(p.asSpecialist, { customerId: p.customer.id, message: 'Третє' })).rejects.toThrow('outbox down');

    expect(await db.message.findMany({ where: { conversationId: conversation.id }, select: { content: true } })).toEqual([{ content: 'Перше' }]);
    expect(await db.conversation.findUniqueOrThrow({ where: { id: conversation.id }, select: { lastMessageAt: true } })).toEqual(before);
    expect(sent).toEqual([]);
  });

  it('a first message that rolls back leaves no conversation behind', async () => {
    const p = await pair();
    const failing: NotificationOutbox = { recordIn: async () => Promise.reject(new Error('outbox down')) };
    const messaging = createMessagingService({ ...repos, outbox: failing, realtime: fakeRealtime().realtime });
    await expect(messaging.start(p.asCustomer, { specialistId: p.specialist.id, message: 'Привіт' })).rejects.toThrow('outbox down');
    expect(await db.conversation.count({ where: { customerId: p.customer.id } })).toBe(0);
  });

  it('the preview is the first 140 characters, never half an emoji', async () => {
    const p = await pair();
    const { outbox, calls } = recordingOutbox();
    const messaging = createMessagingService({ ...repos, outbox, realtime: fakeRealtime().realtime });
    await messaging.start(p.asCustomer, { specialistId: p.specialist.id, message: '🙂'.repeat(200) });
    expect(calls[0]!.drafts[0]!.params!.preview).toBe('🙂'.repeat(140));
  });
});

describe('message:read', () => {
  it('tells the other person what was read, and only when something was', async () => {
    const p = await pair();
    const { realtime, sent } = fakeRealtime();
    const messaging = createMessagingService({ ...repos, outbox: recordingOutbox().outbox, realtime });
    const { conversation } = await messaging.start(p.asCustomer, { specialistId: p.specialist.id, message: 'Перше' });
    await messaging.send(p.asCustomer, conversation.id, 'Друге');
    sent.length = 0;

    expect(await messaging.markRead(p.asSpecialist, conversation.id)).toEqual({ read: 2 });
    const readAt = (await db.message.findFirstOrThrow({ where: { conversationId: conversation.id }, select: { readAt: true } })).readAt!;
    expect(sent).toEqual([
      // The reader's message notifications of it were read too: their bell hears the count.
      { userId: p.specialistUser.id, event: 'notification:count', payload: { unreadCount: 0 } },
      { userId: p.customer.id, event: 'message:read', payload: { conversationId: conversation.id, readerId: p.specialistUser.id, readAt: readAt.toISOString() } },
    ]);

    expect(await messaging.markRead(p.asSpecialist, conversation.id)).toEqual({ read: 0 });
    expect(sent).toHaveLength(2);
  });
});

describe('isParticipant (the socket server asks before a socket joins a conversation)', () => {
  it('true for its two people; false for anyone else, for unknown and for malformed ids', async () => {
    const p = await pair();
    const messaging = createMessagingService({ ...repos, outbox: recordingOutbox().outbox, realtime: fakeRealtime().realtime });
    const { conversation } = await messaging.start(p.asCustomer, { specialistId: p.specialist.id, message: 'Привіт' });
    const stranger = await buildUser(db);
    expect(await messaging.isParticipant(p.customer.id, conversation.id)).toBe(true);
    expect(await messaging.isParticipant(p.specialistUser.id, conversation.id)).toBe(true);
    expect(await messaging.isParticipant(stranger.id, conversation.id)).toBe(false);
    expect(await messaging.isParticipant(p.customer.id, crypto.randomUUID())).toBe(false);
    expect(await messaging.isParticipant(p.customer.id, 'not-a-uuid')).toBe(false);
    expect(await messaging.isParticipant('not-a-uuid', conversation.id)).toBe(false);
  });
});

describe('two first messages at once', () => {
  it('make one conversation: the loser of the unique index adds its message to the winner’s', async () => {
    const p = await pair();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The customer's first message holds its transaction open (conversation inserted, not committed)…
    const held: NotificationOutbox = {
      async recordIn() {
        await gate;
        return [];
      },
    };
    const slow = createMessagingService({ ...repos, outbox: held, realtime: fakeRealtime().realtime });
    const fast = createMessagingService({ ...repos, outbox: recordingOutbox().outbox, realtime: fakeRealtime().realtime });
    const first = slow.start(p.asCustomer, { specialistId: p.specialist.id, message: 'Від клієнтки' });
    await vi.waitFor(async () => expect(await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`).toEqual([{ n: 1 }]));
    // …while the specialist's first message tries to insert the same pair and waits on the index.
    const second = fast.start(p.asSpecialist, { customerId: p.customer.id, message: 'Від майстрині' });
    await vi.waitFor(async () => expect(await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`).toEqual([{ n: 1 }]));
    release();

    const [a, b] = await Promise.all([first, second]);
    expect(b.conversation.id).toBe(a.conversation.id);
    expect(await db.conversation.count({ where: { customerId: p.customer.id } })).toBe(1);
    expect((await db.message.findMany({ where: { conversationId: a.conversation.id }, select: { content: true }, orderBy: { createdAt: 'asc' } })).map((m) => m.content).sort()).toEqual(['Від клієнтки', 'Від майстрині'].sort());
  });
});
