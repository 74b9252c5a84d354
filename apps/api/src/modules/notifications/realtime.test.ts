import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { nextEvent as next, useLiveServer } from '../../test/live-server.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit, wholeHour } from '../bookings/bookings.test-support.js';
import { api } from '../../test/api.js';

/**
 * Live updates with real socket.io clients against the real server (issue #13): a notification
 * committed by one user's request reaches the other user's socket; messages reach the other
 * participant; sockets without a valid token are refused; a third user can neither join a
 * conversation's room nor hear its messages; a reader of a thread gets no new_message
 * notification for it.
 */
const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
const kit = bookingTestKit(db, container);
const live = useLiveServer(app, container);

const tokenOf = (auth: Record<string, string>) => auth.Authorization!.replace('Bearer ', '');
/** A connected client (polling first, then WebSocket, as the web app does). */
const client = (auth: Record<string, string>, language?: string): Promise<Socket> => live.connected({ token: tokenOf(auth), ...(language ? { language } : {}) });
/** Every payload of `event` the socket receives from now on. */
const collect = (socket: Socket, event: string) => {
  const got: unknown[] = [];
  socket.on(event, (p: unknown) => got.push(p));
  return got;
};

describe('socket.io', () => {
  it('refuses a socket without a valid token', async () => {
    for (const auth of [{}, { token: 'not-a-jwt' }]) {
      const socket = live.open(auth);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
      expect(socket.connected).toBe(false);
    }
  });

  it('a booking made by the customer reaches the specialist’s open socket as a notification with the new count', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const specialistSocket = await client(world.specialistAuth);
    // A second tab of theirs shows the app in English: its copy arrives in English.
    const englishTab = await client(world.specialistAuth, 'en');
    const arrived = next<{ type: string; title: string; isRead: boolean }>(specialistSocket, 'notification:new');
    const arrivedInEnglish = next<{ title: string }>(englishTab, 'notification:new');
    const counted = next<{ unreadCount: number }>(specialistSocket, 'notification:count');
    await request(app).post(api('/bookings')).set(customer.auth).send({ serviceId: world.service.id, scheduledAt: wholeHour(40).toISOString() }).expect(201);
    expect(await arrived).toMatchObject({ type: 'new_booking', title: 'Новий запис', isRead: false });
    expect((await arrivedInEnglish).title).toBe('New booking');
    expect(await counted).toEqual({ unreadCount: 1 });
    // The list answers in the interface language the app asks for.
    const listed = await request(app).get(api('/notifications')).set(world.specialistAuth).set('Accept-Language', 'ru').expect(200);
    expect(listed.body.data.notifications[0].title).toBe('Новая запись');
  });

  it('messages reach the other participant live; a third user cannot join the room or hear them', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const third = await kit.person('CUSTOMER');
    const started = await request(app).post(api('/conversations')).set(customer.auth).send({ specialistId: world.specialist.id, message: 'Добрий день!' }).expect(201);
    const conversationId = started.body.data.conversation.id as string;

    const specialistSocket = await client(world.specialistAuth);
    const thirdSocket = await client(third.auth);
    const thirdHeard = collect(thirdSocket, 'message:new');
    const denied = await thirdSocket.emitWithAck('conversation:join', { conversationId });
    expect(denied).toEqual({ ok: false });

    const live = next<{ conversationId: string; message: { content: string; senderId: string } }>(specialistSocket, 'message:new');
    await request(app).post(api(`/conversations/${conversationId}/messages`)).set(customer.auth).send({ content: '<b>Можна</b> на 10:00?' }).expect(201);
    expect(await live).toMatchObject({ conversationId, message: { content: '<b>Можна</b> на 10:00?', senderId: customer.user.id } });
    // Typing reaches only sockets in the room: the third user hears nothing of it either.
    const customerSocket = await client(customer.auth);
    expect(await customerSocket.emitWithAck('conversation:join', { conversationId })).toEqual({ ok: true });
    expect(await specialistSocket.emitWithAck('conversation:join', { conversationId })).toEqual({ ok: true });
    const typing = next<{ conversationId: string; userId: string }>(customerSocket, 'conversation:typing');
    specialistSocket.emit('conversation:typing', { conversationId });
    expect(await typing).toEqual({ conversationId, userId: world.specialistUser.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(thirdHeard).toEqual([]);
  });

  it('a participant reading the thread gets no new_message notification; after leaving, they do', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const started = await request(app).post(api('/conversations')).set(customer.auth).send({ specialistId: world.specialist.id, message: 'Перше' }).expect(201);
    const conversationId = started.body.data.conversation.id as string;
    const count = async () => (await request(app).get(api('/notifications')).set(world.specialistAuth).query({ filter: 'system' })).body.data.notifications.filter((n: { type: string }) => n.type === 'new_message').length as number;
    expect(await count()).toBe(1);

    const reader = await client(world.specialistAuth);
    expect(await reader.emitWithAck('conversation:join', { conversationId })).toEqual({ ok: true });
    await request(app).post(api(`/conversations/${conversationId}/messages`)).set(customer.auth).send({ content: 'Друге' }).expect(201);
    expect(await count()).toBe(1);

    reader.emit('conversation:leave', { conversationId });
    await new Promise((r) => setTimeout(r, 200));
    await request(app).post(api(`/conversations/${conversationId}/messages`)).set(customer.auth).send({ content: 'Третє' }).expect(201);
    expect(await count()).toBe(2);

    // Reading the thread reads its message notifications; the bell hears the new count live.
    const counted = next<{ unreadCount: number }>(reader, 'notification:count');
    await request(app).put(api(`/conversations/${conversationId}/read`)).set(world.specialistAuth).expect(200);
    expect(await counted).toEqual({ unreadCount: 0 });
  });
});
