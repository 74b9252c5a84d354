import { useMemo, type ReactNode } from 'react';
import { CLIENT_EVENTS, MessagesRealtimeContext, type MessagesRealtime } from '@/features/messages/model/realtime';
import { emitRealtime, subscribeRealtime, useRealtimeConnected } from '@/features/realtime';

const emit: MessagesRealtime['emit'] = (event, payload) => {
  // The server answers a join (may this user read it?); a refused or unsent join only means
  // a `new_message` notification may still arrive, and the next connection joins again.
  if (event === CLIENT_EVENTS.join) emitRealtime(event, payload, () => undefined);
  else emitRealtime(event, payload);
};

/** Messaging's live updates come from the realtime feature's one socket (features meet here, in app/). */
export const MessagesRealtimeProvider = ({ children }: { children: ReactNode }) => {
  const connected = useRealtimeConnected();
  const value = useMemo<MessagesRealtime>(() => ({ connected, subscribe: subscribeRealtime, emit }), [connected]);
  return <MessagesRealtimeContext.Provider value={value}>{children}</MessagesRealtimeContext.Provider>;
};
