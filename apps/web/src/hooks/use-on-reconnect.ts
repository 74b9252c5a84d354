import { useEffect, useRef } from 'react';

/**
 * Calls `onReconnect` every time a live connection comes up after the screen mounted: what was
 * sent while it was not up never arrives, so the screen asks again. That includes the tab's first
 * connection, however soon it follows the mount: an event between the screen's first fetch and
 * the socket joining its rooms would otherwise be lost (issue #26 item 17; a grace period of 10 s
 * used to skip it). A connection already up at mount asks nothing: the screen's fetch came after.
 */
export function useOnReconnect(connected: boolean, onReconnect: () => void, enabled = true) {
  const wasConnected = useRef(connected);
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => {
    const cameUp = connected && !wasConnected.current;
    wasConnected.current = connected;
    if (cameUp && enabled) latest.current();
  }, [connected, enabled]);
}
