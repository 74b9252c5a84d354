import { act } from '@testing-library/react';
import type { Conversation, Message } from '@vizyt/contracts';
import { bodyOf, callOf, errorReply, okReply, paramsOf, serveApi, type Override, type Reply } from '@/test/mock-api';
import type { MessagesClientEvent, MessagesRealtime, MessagesServerEvent } from '../model/realtime';

/**
 * Messaging data as the API presents it. People match `testUsers`: Olena Kovalenko (c1) is the
 * customer, Taras Shevchuk (s1, specialist profile sp1) the specialist.
 */
let sequence = 0;

export const buildMessage = (overrides: Partial<Message> = {}): Message => {
  sequence += 1;
  return {
    id: `m${sequence}`,
    conversationId: 'cv1',
    senderId: 's1',
    content: `Message ${sequence}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
};

type ConversationOverrides = Partial<Omit<Conversation, 'participant'>> & { participant?: Partial<Conversation['participant']> };

/** Olena's conversation with Taras (as the customer sees it). */
export const buildConversation = ({ participant, ...overrides }: ConversationOverrides = {}): Conversation => ({
  id: 'cv1',
  participant: { id: 's1', specialistId: 'sp1', name: 'Taras Shevchuk', avatar: null, role: 'specialist', ...participant },
  bookingId: null,
  lastMessage: null,
  unreadCount: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const created = (data: unknown): Reply => ({ status: 201, body: { success: true, data, error: null } });

/** `count` messages of cv1 a minute apart from 10:00 UTC on 20 November 2026, alternating senders (the specialist first). */
export const messageRun = (count: number, { conversationId = 'cv1', start = '2026-11-20T10:00:00.000Z', me = 'c1', other = 's1' } = {}): Message[] =>
  Array.from({ length: count }, (_, index) =>
    buildMessage({
      id: `${conversationId}-m${index + 1}`,
      conversationId,
      senderId: index % 2 === 0 ? other : me,
      content: `Message ${index + 1}`,
      createdAt: new Date(Date.parse(start) + index * 60_000).toISOString(),
    }),
  );

interface MessagesApiSource {
  conversations?: Conversation[] | (() => Conversation[]);
  /** Every message of each conversation, any order. */
  messages?: Record<string, Message[]> | (() => Record<string, Message[]>);
  override?: Override;
}

const unreadTotal = (conversations: Conversation[]) => conversations.reduce((sum, c) => sum + c.unreadCount, 0);

/**
 * GET /conversations, GET /conversations/:id/messages (newest first, `before` and `limit` as the
 * API pages), POST /conversations/:id/messages (201, the sender is c1) and PUT …/read; `override`
 * answers first. Unknown conversations: 404.
 */
export const serveMessagesApi = ({ conversations = [], messages = {}, override }: MessagesApiSource = {}) =>
  serveApi((config) => {
    const call = callOf(config);
    // Copies: the store freezes what it receives, and tests keep changing their sources.
    const list = structuredClone(typeof conversations === 'function' ? conversations() : conversations);
    const all = structuredClone(typeof messages === 'function' ? messages() : messages);
    if (call === 'GET /conversations') return okReply({ conversations: list, unreadTotal: unreadTotal(list) });
    const match = /^(GET|POST|PUT) \/conversations\/([^/]+)\/(messages|read)$/.exec(call);
    if (match) {
      const [, method, id, what] = match as unknown as [string, string, string, string];
      const thread = all[decodeURIComponent(id)];
      if (!thread) return errorReply(404, 'NOT_FOUND', 'Conversation not found');
      if (method === 'PUT' && what === 'read') return okReply({ read: thread.filter((m) => m.senderId !== 'c1' && !m.readAt).length });
      if (method === 'POST') {
        const { content } = bodyOf(config) as { content: string };
        return created({ message: buildMessage({ conversationId: id, senderId: 'c1', content, createdAt: new Date().toISOString() }) });
      }
      const params = paramsOf(config);
      const newestFirst = [...thread].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      const from = params.before ? newestFirst.findIndex((m) => m.id === params.before) + 1 : 0;
      const limit = Number(params.limit ?? 30);
      const page = newestFirst.slice(from, from + limit);
      return okReply({ messages: page, hasMore: from + limit < newestFirst.length });
    }
    return errorReply(404, 'ROUTE_NOT_FOUND');
  }, override);

/** A live connection the test drives: `deliver` plays a server event, `emitted` records what the page sent. */
export const fakeRealtime = (connected = true) => {
  const handlers = new Map<MessagesServerEvent, Set<(payload: unknown) => void>>();
  const emitted: Array<{ event: MessagesClientEvent; payload: { conversationId: string } }> = [];
  const port: MessagesRealtime = {
    connected,
    subscribe: (event, handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
    emit: (event, payload) => emitted.push({ event, payload }),
  };
  const deliver = (event: MessagesServerEvent, payload: unknown) =>
    act(() => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    });
  return { port, deliver, emitted, listeners: (event: MessagesServerEvent) => handlers.get(event)?.size ?? 0 };
};
