/**
 * One open thread as the screen shows it: the server's messages it has seen (the newest page,
 * earlier pages, live and polled arrivals) merged oldest first without duplicates, and the
 * messages being sent or that failed (optimistic, shown after them). Pure: `useThread` drives it.
 */
import type { Message } from '@vizyt/contracts';
import type { MessagePage } from '../api/messages-api';
import type { SendFailure } from './send-failure';

export interface PendingMessage {
  /** Local id until the server gives one. */
  clientId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  failure?: SendFailure;
}

export interface ThreadState {
  /** Oldest first, one entry per id. */
  messages: Message[];
  /** The server has messages older than the oldest shown. */
  hasMore: boolean;
  /** The newest page has arrived at least once. */
  loaded: boolean;
  pending: PendingMessage[];
}

export type ThreadAction =
  /** The newest page (first load, a poll, a refetch after reconnecting). */
  | { type: 'latest'; page: MessagePage }
  /** The page before the oldest shown ("Load earlier"). */
  | { type: 'earlier'; page: MessagePage }
  /** A live `message:new` of this conversation. */
  | { type: 'received'; message: Message; me: string | undefined }
  /** `message:read`: the other person read my messages up to `readAt`. */
  | { type: 'readByOther'; readerId: string; readAt: string }
  /** I marked the thread read: the other person's messages are read now. */
  | { type: 'readByMe'; me: string; readAt: string }
  | { type: 'queued'; pending: PendingMessage }
  | { type: 'sent'; clientId: string; message: Message }
  | { type: 'failed'; clientId: string; failure: SendFailure }
  | { type: 'retrying'; clientId: string }
  | { type: 'discarded'; clientId: string };

export const EMPTY_THREAD: ThreadState = { messages: [], hasMore: false, loaded: false, pending: [] };

const byTime = (a: Message, b: Message) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1);

/** Oldest first, unique by id; the server's later copy of a message wins (its readAt). */
export const mergeMessages = (current: readonly Message[], incoming: readonly Message[]): Message[] => {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
};

const withPending = (state: ThreadState, clientId: string, change: (pending: PendingMessage) => PendingMessage | null): ThreadState => ({
  ...state,
  pending: state.pending.flatMap((pending) => {
    if (pending.clientId !== clientId) return [pending];
    const next = change(pending);
    return next ? [next] : [];
  }),
});

export const threadReducer = (state: ThreadState, action: ThreadAction): ThreadState => {
  switch (action.type) {
    case 'latest': {
      if (!state.loaded) return { ...state, loaded: true, hasMore: action.page.hasMore, messages: mergeMessages(state.messages, action.page.messages) };
      const known = new Set(state.messages.map((m) => m.id));
      // A full page with nothing we have: more arrived than a page holds since we last looked.
      // Start again from it instead of showing a hole; "Load earlier" fills in the rest.
      if (state.messages.length > 0 && action.page.hasMore && !action.page.messages.some((m) => known.has(m.id))) {
        return { ...state, hasMore: true, messages: mergeMessages([], action.page.messages) };
      }
      return { ...state, messages: mergeMessages(state.messages, action.page.messages) };
    }
    case 'earlier':
      return { ...state, hasMore: action.page.hasMore, messages: mergeMessages(state.messages, action.page.messages) };
    case 'received': {
      const { message, me } = action;
      // My own message heard back (the server tells all my tabs) before its POST answered: it
      // replaces the first copy still being sent with the same text.
      const echo = message.senderId === me ? state.pending.find((p) => p.status === 'sending' && p.content === message.content) : undefined;
      return {
        ...state,
        messages: mergeMessages(state.messages, [message]),
        pending: echo ? state.pending.filter((p) => p !== echo) : state.pending,
      };
    }
    case 'readByOther':
      return {
        ...state,
        messages: state.messages.map((m) => (m.senderId !== action.readerId && m.readAt === null && m.createdAt <= action.readAt ? { ...m, readAt: action.readAt } : m)),
      };
    case 'readByMe':
      return { ...state, messages: state.messages.map((m) => (m.senderId !== action.me && m.readAt === null ? { ...m, readAt: action.readAt } : m)) };
    case 'queued':
      return { ...state, pending: [...state.pending, action.pending] };
    case 'sent':
      return { ...withPending(state, action.clientId, () => null), messages: mergeMessages(state.messages, [action.message]) };
    case 'failed':
      return withPending(state, action.clientId, (p) => ({ ...p, status: 'failed', failure: action.failure }));
    case 'retrying':
      return withPending(state, action.clientId, (p) => ({ ...p, status: 'sending', failure: undefined }));
    case 'discarded':
      return withPending(state, action.clientId, () => null);
  }
};

/** The newest message of the other person that I have not read (what PUT …/read would mark). */
export const newestUnreadIncoming = (messages: readonly Message[], me: string | undefined): Message | undefined =>
  messages.findLast((m) => m.senderId !== me && m.readAt === null);

/** My newest message that reached the server (the one that carries "Read"). */
export const newestOwn = (messages: readonly Message[], me: string | undefined): Message | undefined => messages.findLast((m) => m.senderId === me);
