/**
 * What messaging needs from live updates, as a port: the app composes it from the realtime
 * feature (features never import each other), tests hand in a fake. Without a provider the
 * screens are offline: they poll (thread every 10 s, list every 30 s).
 */
import { createContext, useContext } from 'react';
import type { Message } from '@vizyt/contracts';

export interface MessagesServerEvents {
  'message:new': { conversationId: string; message: Message };
  'message:read': { conversationId: string; readerId: string; readAt: string };
  'conversation:typing': { conversationId: string; userId: string };
}
export type MessagesServerEvent = keyof MessagesServerEvents;

/** join/leave: the server knows who is reading a thread (no `new_message` notification for them). */
export const CLIENT_EVENTS = { join: 'conversation:join', leave: 'conversation:leave', typing: 'conversation:typing' } as const;
export type MessagesClientEvent = (typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS];

export interface MessagesRealtime {
  /** Live events arrive now; false: poll instead. */
  connected: boolean;
  /** Returns the unsubscribe function. Payloads come from the network: check them before use (`isMessageNew`…). */
  subscribe: (event: MessagesServerEvent, handler: (payload: unknown) => void) => () => void;
  emit: (event: MessagesClientEvent, payload: { conversationId: string }) => void;
}

export const OFFLINE_REALTIME: MessagesRealtime = {
  connected: false,
  subscribe: () => () => undefined,
  emit: () => undefined,
};

export const MessagesRealtimeContext = createContext<MessagesRealtime>(OFFLINE_REALTIME);

export const useMessagesRealtime = (): MessagesRealtime => useContext(MessagesRealtimeContext);

/** How often to ask the server when no live events arrive. */
export const POLL_MS = { thread: 10_000, list: 30_000 } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

const isMessage = (value: unknown): value is Message =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.conversationId) &&
  isString(value.senderId) &&
  typeof value.content === 'string' &&
  isString(value.createdAt) &&
  (value.readAt === null || isString(value.readAt));

export const isMessageNew = (payload: unknown): payload is MessagesServerEvents['message:new'] =>
  isObject(payload) && isString(payload.conversationId) && isMessage(payload.message) && payload.message.conversationId === payload.conversationId;

export const isMessageRead = (payload: unknown): payload is MessagesServerEvents['message:read'] =>
  isObject(payload) && isString(payload.conversationId) && isString(payload.readerId) && isString(payload.readAt);

export const isTyping = (payload: unknown): payload is MessagesServerEvents['conversation:typing'] =>
  isObject(payload) && isString(payload.conversationId) && isString(payload.userId);
