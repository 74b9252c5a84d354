/**
 * Live updates of the support inbox (issue #26), as a port: app/ composes it from the realtime
 * feature (features never import each other); without it the inbox polls.
 */
import { createContext, useContext } from 'react';

export interface SupportLive {
  /** Live events arrive now; false: poll instead. */
  connected: boolean;
  /** `message:new` reaches every admin for each message in a support conversation; returns the unsubscribe function. */
  subscribe: (event: 'message:new', handler: (payload: unknown) => void) => () => void;
}

export const OFFLINE_SUPPORT_LIVE: SupportLive = { connected: false, subscribe: () => () => undefined };
export const SupportLiveContext = createContext<SupportLive>(OFFLINE_SUPPORT_LIVE);
export const useSupportLive = (): SupportLive => useContext(SupportLiveContext);

/** How often the inbox asks the server when no live events arrive. */
export const SUPPORT_POLL_MS = 15_000;
