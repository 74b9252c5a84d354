/**
 * One open thread: its messages (newest page on open, polled every 10 s without live events,
 * earlier pages on demand, live arrivals and read receipts), marking it read while it is on
 * screen, telling the server it is being read (join/leave), and sending with an optimistic
 * copy that turns into the server's message or a failed one with retry.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Conversation } from '@vizyt/contracts';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { useOnReconnect } from '@/hooks/use-on-reconnect';
import {
  conversationListTag,
  messagesApi,
  useGetMessagesQuery,
  useLazyGetMessagesQuery,
  useMarkConversationReadMutation,
  useSendMessageMutation,
  useStartConversationMutation,
  type MessagePage,
} from '../api/messages-api';
import { applyNewMessage, upsertConversation } from './conversations';
import { CLIENT_EVENTS, isMessageNew, isMessageRead, isTyping, POLL_MS, useMessagesRealtime } from './realtime';
import type { NewConversationTarget } from './selection';
import { sendFailureOf } from './send-failure';
import { EMPTY_THREAD, newestUnreadIncoming, threadReducer, type PendingMessage } from './thread-state';
import { useDocumentVisible } from './use-document-visible';

/** How long "typing…" stays after the last typing event (the other side repeats it every ~3 s). */
export const TYPING_SHOWN_MS = 5_000;
/** At most one typing event per this long while writing. */
export const TYPING_THROTTLE_MS = 3_000;

export interface ThreadSubject {
  /** An existing conversation, or none yet: the first message starts one with `target`. */
  conversation: { id: string; unreadCount: number; lastMessageId: string | null } | null;
  target?: NewConversationTarget;
  /** After the first message created the conversation: its id. */
  onStarted?: (conversation: Conversation) => void;
}

let localIds = 0;

export const useThread = ({ conversation, target, onStarted }: ThreadSubject) => {
  const conversationId = conversation?.id;
  const realtime = useMessagesRealtime();
  const appDispatch = useAppDispatch();
  const me = useAppSelector((state) => state.auth.user?.id);
  const visible = useDocumentVisible();

  const latest = useGetMessagesQuery(conversationId ? { conversationId } : skipToken, {
    pollingInterval: realtime.connected ? 0 : POLL_MS.thread,
    refetchOnMountOrArgChange: true,
  });
  const [state, dispatch] = useReducer(threadReducer, latest.data, (page: MessagePage | undefined) =>
    page ? threadReducer(EMPTY_THREAD, { type: 'latest', page }) : EMPTY_THREAD,
  );
  useEffect(() => {
    if (latest.data) dispatch({ type: 'latest', page: latest.data });
  }, [latest.data]);

  // ── Earlier pages ──
  const [fetchPage] = useLazyGetMessagesQuery();
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'failed'>('idle');
  const oldestId = state.messages[0]?.id;
  const loadEarlier = useCallback(async () => {
    if (!conversationId || !oldestId) return;
    setEarlier('loading');
    try {
      const page = await fetchPage({ conversationId, before: oldestId }, true).unwrap();
      dispatch({ type: 'earlier', page });
      setEarlier('idle');
    } catch {
      setEarlier('failed');
    }
  }, [conversationId, oldestId, fetchPage]);

  // ── Live events ──
  const [typingSince, setTypingSince] = useState<number | null>(null);
  useEffect(() => {
    if (!conversationId) return;
    const unsubscribers = [
      realtime.subscribe('message:new', (payload) => {
        if (!isMessageNew(payload) || payload.conversationId !== conversationId) return;
        dispatch({ type: 'received', message: payload.message, me });
        if (payload.message.senderId !== me) setTypingSince(null);
      }),
      realtime.subscribe('message:read', (payload) => {
        if (isMessageRead(payload) && payload.conversationId === conversationId && payload.readerId !== me) {
          dispatch({ type: 'readByOther', readerId: payload.readerId, readAt: payload.readAt });
        }
      }),
      realtime.subscribe('conversation:typing', (payload) => {
        if (isTyping(payload) && payload.conversationId === conversationId && payload.userId !== me) setTypingSince(Date.now());
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [conversationId, realtime, me]);

  useEffect(() => {
    if (typingSince === null) return;
    const timer = setTimeout(() => setTypingSince(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingSince]);

  // Back online: what was said meanwhile.
  const { refetch } = latest;
  useOnReconnect(realtime.connected, () => void refetch(), Boolean(conversationId));

  // While the thread is on screen the server knows it is being read (no notification for it).
  const { emit, connected } = realtime;
  useEffect(() => {
    if (!conversationId || !connected || !visible) return;
    emit(CLIENT_EVENTS.join, { conversationId });
    return () => emit(CLIENT_EVENTS.leave, { conversationId });
  }, [conversationId, connected, visible, emit]);

  // ── Read ──
  const [markRead] = useMarkConversationReadMutation();
  const unread = newestUnreadIncoming(state.messages, me);
  // What to mark: the newest unread message shown, or the list's count when the page has none yet.
  const readKey = unread?.id ?? (conversation && conversation.unreadCount > 0 ? `list:${conversation.lastMessageId ?? ''}` : null);
  const markedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!conversationId || !me || !visible || !readKey || markedKey.current === readKey) return;
    markedKey.current = readKey;
    dispatch({ type: 'readByMe', me, readAt: new Date().toISOString() });
    void markRead(conversationId);
  }, [conversationId, me, visible, readKey, markRead]);

  // ── Sending ──
  const [sendMessage] = useSendMessageMutation();
  const [startConversation] = useStartConversationMutation();
  const deliver = useCallback(
    async (clientId: string, content: string) => {
      try {
        if (conversationId) {
          const message = await sendMessage({ conversationId, content }).unwrap();
          dispatch({ type: 'sent', clientId, message });
          let known = false;
          appDispatch(
            messagesApi.util.updateQueryData('getConversations', undefined, (list) => {
              known = applyNewMessage(list, message, me);
            }),
          );
          if (!known) appDispatch(messagesApi.util.invalidateTags([conversationListTag]));
          return;
        }
        if (!target) return;
        const result = await startConversation({ ...target, message: content }).unwrap();
        dispatch({ type: 'sent', clientId, message: result.message });
        // The thread of the new conversation opens with this message already in it.
        await appDispatch(messagesApi.util.upsertQueryData('getMessages', { conversationId: result.conversation.id }, { messages: [result.message], hasMore: false }));
        appDispatch(messagesApi.util.updateQueryData('getConversations', undefined, (list) => upsertConversation(list, result.conversation)));
        onStarted?.(result.conversation);
      } catch (error) {
        dispatch({ type: 'failed', clientId, failure: sendFailureOf(error) });
      }
    },
    [conversationId, target, me, sendMessage, startConversation, appDispatch, onStarted],
  );

  const sending = state.pending.some((p) => p.status === 'sending');
  const send = useCallback(
    (content: string) => {
      localIds += 1;
      const pending: PendingMessage = { clientId: `local-${localIds}`, content, createdAt: new Date().toISOString(), status: 'sending' };
      dispatch({ type: 'queued', pending });
      void deliver(pending.clientId, content);
    },
    [deliver],
  );
  const retry = useCallback(
    (pending: PendingMessage) => {
      dispatch({ type: 'retrying', clientId: pending.clientId });
      void deliver(pending.clientId, pending.content);
    },
    [deliver],
  );
  const discard = useCallback((pending: PendingMessage) => dispatch({ type: 'discarded', clientId: pending.clientId }), []);

  const lastTyped = useRef(0);
  const typed = useCallback(() => {
    if (!conversationId || !connected) return;
    const now = Date.now();
    if (now - lastTyped.current < TYPING_THROTTLE_MS) return;
    lastTyped.current = now;
    emit(CLIENT_EVENTS.typing, { conversationId });
  }, [conversationId, connected, emit]);

  return {
    me,
    state,
    /** The first page is on its way (nothing to show yet). */
    loading: Boolean(conversationId) && !state.loaded && !latest.isError,
    loadError: !state.loaded ? latest.error : undefined,
    reload: refetch,
    earlier,
    loadEarlier,
    typing: typingSince !== null,
    sending,
    /** The other side takes no messages from us (403): retrying will not help. */
    forbidden: state.pending.some((p) => p.failure === 'forbidden'),
    send,
    retry,
    discard,
    typed,
  };
};

export type ThreadModel = ReturnType<typeof useThread>;
