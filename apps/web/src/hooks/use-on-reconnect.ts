import { useEffect, useRef } from 'react';

/**
 * A first connection this soon after the screen mounted follows the screen's own first fetch:
 * nothing can have been missed in between worth a second request (the socket's handshake
 * usually takes well under a second).
 */
export const FIRST_CONNECT_GRACE_MS = 10_000;

/**
 * Calls `onReconnect` when a live connection comes (back) up after events may have been missed:
 * what was sent while it was down never arrives, so the screen asks again. The tab's first
 * connection right after mounting asks nothing (the data was just fetched); a first connection
 * that comes late (the screen polled meanwhile) or any connection after one was lost does ask.
 */
export function useOnReconnect(connected: boolean, onReconnect: () => void, enabled = true) {
  const wasConnected = useRef(connected);
  const mountedAt = useRef<number | null>(null);
  const lostOnce = useRef(false);
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => {
    mountedAt.current ??= Date.now();
    if (wasConnected.current && !connected) lostOnce.current = true;
    const cameUp = connected && !wasConnected.current;
    wasConnected.current = connected;
    const late = Date.now() - mountedAt.current > FIRST_CONNECT_GRACE_MS;
    if (cameUp && enabled && (lostOnce.current || late)) latest.current();
  }, [connected, enabled]);
}
