import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isRealtimeConnected, subscribeRealtime, subscribeRealtimeConnection, type RealtimeHandler } from './realtime-client';

/** Calls `handler` for every `event` from the server while the component is mounted (the latest handler, no resubscribing). */
export const useRealtimeEvent = (event: string, handler: RealtimeHandler): void => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(event, (payload) => latest.current(payload)), [event]);
};

/** Is the tab's socket connected (re-renders when that changes)? */
export const useRealtimeConnected = (): boolean => useSyncExternalStore(subscribeRealtimeConnection, isRealtimeConnected, () => false);
