import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { useViewer } from '@/stores/viewer';
import { useOnReconnect } from '@/hooks/use-on-reconnect';
import { conversationListTag, messagesApi, useGetConversationsQuery } from '../api/messages-api';
import { applyNewMessage } from './conversations';
import { isMessageNew, POLL_MS, useMessagesRealtime } from './realtime';

/** Only customers and specialists have conversations. */
export const useCanMessage = (): boolean => {
  const role = useViewer()?.role;
  return role === 'CUSTOMER' || role === 'SPECIALIST';
};

/**
 * The signed-in person's conversations, kept current: live `message:new` events move a
 * conversation to the top and count it unread (an unknown conversation makes the list ask
 * again), and without live events the list is asked for every 30 s. Used by the page and the
 * navigation badge at once: the patch is idempotent, and RTK Query shares the request.
 */
export const useConversationList = () => {
  const realtime = useMessagesRealtime();
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.auth.user?.id);
  const enabled = useCanMessage();
  const query = useGetConversationsQuery(undefined, { skip: !enabled, pollingInterval: realtime.connected ? 0 : POLL_MS.list });

  useEffect(() => {
    if (!enabled) return;
    return realtime.subscribe('message:new', (payload) => {
      if (!isMessageNew(payload)) return;
      let known = false;
      dispatch(
        messagesApi.util.updateQueryData('getConversations', undefined, (list) => {
          known = applyNewMessage(list, payload.message, me);
        }),
      );
      if (!known) dispatch(messagesApi.util.invalidateTags([conversationListTag]));
    });
  }, [enabled, realtime, dispatch, me]);

  // Events sent while the connection was down are lost: ask again when it comes back.
  const { refetch } = query;
  useOnReconnect(realtime.connected, () => void refetch(), enabled);

  return query;
};
