/**
 * The tab's one socket.io connection (issue #13): live notifications and messages.
 *
 * socket.io-client is imported on demand, in its own chunk: guests and the landing page never
 * download it, and a server without live updates (config.notifications.realtime false) never
 * makes a signed-in tab download it either. Handlers register here whether or not a socket
 * exists yet, so a screen can subscribe before the connection is up (or while it is down).
 *
 * Lifetime: the signed-in layouts `retainRealtime` while mounted; the last release disconnects
 * after a short grace period (switching layouts unmounts one and mounts the next, possibly
 * after a chunk download), and signing out or switching users disconnects at once (the
 * session's store subscription).
 */
import type { Socket } from 'socket.io-client';
import { SESSION_END_REASONS, SOCKET_CLIENT_OPTIONS, SOCKET_EVENTS, type SessionEndReason } from '@vizyt/contracts';
import i18n from '@/lib/i18n';

export type RealtimeHandler = (payload: unknown) => void;
export type RealtimeAck = (response: unknown) => void;

/** What the connection needs from the signed-in session (the app's store, in production). */
export interface RealtimeSession {
  /** The access token now: read at every (re)connection, so reconnects use a refreshed one. */
  getToken: () => string | null;
  /** The signed-in user now (null when signed out): another user or none ends the connection. */
  getUserId: () => string | null;
  /** Calls `listener` on every change of the session (the store's subscribe). */
  subscribe: (listener: () => void) => () => void;
  /** The server refused the handshake: renew the access token (null when it cannot be renewed). */
  refreshToken: () => Promise<string | null>;
  /** Where the socket server is; undefined: this page's origin. */
  url?: string;
  /**
   * The server ended this session (signed out elsewhere, password changed, account suspended…)
   * and is closing the socket: the tab signs out and says why.
   */
  onSessionEnded?: (reason: SessionEndReason) => void;
}

const sessionEndReasonOf = (payload: unknown): SessionEndReason => {
  const reason = typeof payload === 'object' && payload !== null ? (payload as { reason?: unknown }).reason : undefined;
  return (SESSION_END_REASONS as readonly unknown[]).includes(reason) ? (reason as SessionEndReason) : 'SESSION_ENDED';
};

/** How long the connection outlives its last layout (a layout switch that downloads a chunk). */
export const REALTIME_LINGER_MS = 5_000;
/** What `emitRealtime`'s ack receives when there is no connection to send on. */
export const NOT_CONNECTED = { ok: false, error: 'NOT_CONNECTED' } as const;

const handlers = new Map<string, Set<RealtimeHandler>>();
const connectionListeners = new Set<() => void>();

let socket: Socket | null = null;
let connected = false;
let enabled = false;
let retained = 0;
let lingerTimer: ReturnType<typeof setTimeout> | null = null;
/** Bumped by every connect and disconnect: a socket.io-client import that finishes late is ignored. */
let generation = 0;
let stopWatchingSession: (() => void) | null = null;

const setConnected = (value: boolean) => {
  if (connected === value) return;
  connected = value;
  for (const listener of connectionListeners) listener();
};

const deliver = (event: string, payload: unknown) => {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      // One screen's broken handler must not keep the event from the others.
      console.error(`[realtime] handler of "${event}" failed`, error);
    }
  }
};

const connect = async (session: RealtimeSession) => {
  const mine = ++generation;
  const userId = session.getUserId();
  // Sign-out, or another user signing in, ends this user's connection at once.
  stopWatchingSession = session.subscribe(() => {
    if (session.getUserId() !== userId) disconnectRealtime();
  });
  const { io } = await import('socket.io-client');
  if (mine !== generation) return;

  let tokenUsed: string | null = null;
  let renewing = false;
  let renewedOnce = false;
  const created = io(session.url ?? '', {
    ...SOCKET_CLIENT_OPTIONS,
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
    // A fresh Manager per session: a later user must never share the previous one's connection.
    forceNew: true,
    // The interface language: live notifications arrive in it (as GET /notifications answers in Accept-Language).
    auth: (callback) => {
      tokenUsed = session.getToken();
      callback({ token: tokenUsed, language: i18n.language });
    },
  });
  socket = created;
  // A new language takes a new handshake, so what arrives live is in it too.
  const relanguage = () => {
    if (created.connected) created.disconnect().connect();
  };
  i18n.on('languageChanged', relanguage);
  stopRelanguage = () => i18n.off('languageChanged', relanguage);
  created.on('connect', () => {
    renewedOnce = false;
    setConnected(true);
  });
  created.on('disconnect', () => setConnected(false));
  created.on('connect_error', () => {
    setConnected(false);
    // socket.io retries network trouble by itself (`active`); a refused handshake (an expired
    // access token) it does not: renew the token once and try again with it.
    if (created.active || renewing || renewedOnce) return;
    renewing = true;
    const refused = tokenUsed;
    void session
      .refreshToken()
      .catch(() => null)
      .then((fresh) => {
        renewing = false;
        if (!fresh || fresh === refused || socket !== created) return;
        renewedOnce = true;
        created.connect();
      });
  });
  created.on(SOCKET_EVENTS.sessionEnded, (payload: unknown) => session.onSessionEnded?.(sessionEndReasonOf(payload)));
  created.onAny((event: string, payload: unknown) => deliver(event, payload));
};

let stopRelanguage: (() => void) | null = null;

/** Ends the connection (if any) at once. */
export function disconnectRealtime(): void {
  generation += 1;
  if (lingerTimer) clearTimeout(lingerTimer);
  lingerTimer = null;
  stopWatchingSession?.();
  stopWatchingSession = null;
  stopRelanguage?.();
  stopRelanguage = null;
  const current = socket;
  socket = null;
  current?.removeAllListeners();
  current?.offAny();
  current?.disconnect();
  setConnected(false);
}

/**
 * Keeps the connection up while the caller holds it; connects the first time. Returns the
 * release. The session is the one of the first holder (every holder is the same signed-in tab).
 */
export function retainRealtime(session: RealtimeSession): () => void {
  retained += 1;
  if (lingerTimer) {
    clearTimeout(lingerTimer);
    lingerTimer = null;
  }
  if (!socket && !stopWatchingSession && session.getUserId()) void connect(session);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    retained -= 1;
    if (retained > 0) return;
    lingerTimer = setTimeout(() => {
      lingerTimer = null;
      if (retained === 0) disconnectRealtime();
    }, REALTIME_LINGER_MS);
  };
}

/** Registers `handler` for a server event (whether connected or not); returns the unsubscribe. */
export function subscribeRealtime(event: string, handler: RealtimeHandler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0 && handlers.get(event) === set) handlers.delete(event);
  };
}

/**
 * Sends an event to the server. Without a connection nothing is queued (a join sent late could
 * arrive after a leave): `ack`, if given, gets `{ ok: false, error: 'NOT_CONNECTED' }` at once.
 */
export function emitRealtime(event: string, payload: unknown, ack?: RealtimeAck): void {
  if (!socket || !connected) {
    ack?.(NOT_CONNECTED);
    return;
  }
  if (ack) socket.emit(event, payload, ack);
  else socket.emit(event, payload);
}

/** Is the socket connected now? */
export const isRealtimeConnected = (): boolean => connected;

export function subscribeRealtimeConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/**
 * Are live updates in use in this tab (the websockets flag on, the server offering them and
 * someone signed in)? False means: poll (NOTIFICATIONS_POLL_MS).
 */
export const isRealtimeEnabled = (): boolean => enabled;

/** Set by the connection component from the flag, the sign-in and the server's config. */
export const setRealtimeEnabled = (value: boolean): void => {
  enabled = value;
};
