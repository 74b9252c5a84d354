import type { Server as HttpServer } from 'node:http';
import { LANGUAGES, SOCKET_EVENTS, type Language, type SessionEndedEvent } from '@vizyt/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import type { Logger } from '../../lib/logger.js';
import type { SharedRedis } from '../../lib/redis.js';
import type { AccessTokens } from '../../lib/tokens.js';
import type { AccountGate } from '../accounts/account-gate.js';
import type { Realtime } from './notifications.ports.js';

const userRoom = (userId: string) => `user:${userId}`;
const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

export interface RealtimeHubDeps {
  accessTokens: AccessTokens;
  accountGate: Pick<AccountGate, 'check'>;
  logger: Logger;
  corsOrigins: string[];
  /** May this user join this conversation's room (messaging decides; set once messaging is built). */
  conversationAccess: { current: ((userId: string, conversationId: string) => Promise<boolean>) | null };
  /** The admin's `realtime` switch: off → new connections are refused (the web app polls instead). */
  open?: () => Promise<boolean>;
  /**
   * Redis shared by the API instances (REDIS_URL): through socket.io's Redis adapter an event for
   * a user's or a conversation's room reaches the sockets of every instance. Null: this instance's only.
   */
  redis?: SharedRedis | null;
}

export interface RealtimeHub extends Realtime {
  /** Serves socket.io on the API's HTTP server (path /socket.io). */
  attach(server: HttpServer): void;
  /**
   * With Redis: plugs in socket.io's Redis adapter once its connections are up (after 2 s at most
   * when Redis is away; it then subscribes when Redis comes), so the instance hears the others
   * from its first socket on. Nothing without Redis.
   */
  ready(): Promise<void>;
  /** Emits to the user's sockets on THIS instance only (for events every instance hears itself, e.g. NOTIFY). */
  toLocalUser(userId: string, event: string, payload: unknown): void;
  /** Same, with a payload made for each socket's interface language (given in the handshake). */
  toLocalUserIn(userId: string, event: string, payloadIn: (language: Language | undefined) => Promise<unknown>): Promise<void>;
  hasLocalSockets(userId: string): boolean;
  closeEndedSessions(userId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * socket.io on the API server. The handshake carries the access token (`auth.token`); a socket
 * of an active account joins its user's room, so everything for a user reaches all their tabs.
 * A socket joins a conversation's room only if its user takes part in it, which is how the
 * server knows who is reading a thread (no new_message notification for them) and who hears
 * "typing".
 * A socket belongs to one session (the token's `sid`): when that session ends, or the account is
 * suspended or deleted, `closeEndedSessions` tells the socket why and closes it.
 */
export function createRealtimeHub(deps: RealtimeHubDeps): RealtimeHub {
  let io: Server | null = null;
  const { logger } = deps;

  function onConnection(socket: Socket) {
    const userId = socket.data.userId as string;
    void socket.join(userRoom(userId));
    socket.on('conversation:join', async (payload: unknown, ack?: unknown) => {
      const id = typeof payload === 'object' && payload !== null ? (payload as { conversationId?: unknown }).conversationId : undefined;
      const access = deps.conversationAccess.current;
      const ok = typeof id === 'string' && access !== null && (await access(userId, id).catch(() => false));
      if (ok) await socket.join(conversationRoom(id));
      if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok });
    });
    socket.on('conversation:leave', (payload: unknown) => {
      const id = typeof payload === 'object' && payload !== null ? (payload as { conversationId?: unknown }).conversationId : undefined;
      if (typeof id === 'string') void socket.leave(conversationRoom(id));
    });
    socket.on(SOCKET_EVENTS.typing, (payload: unknown) => {
      const id = typeof payload === 'object' && payload !== null ? (payload as { conversationId?: unknown }).conversationId : undefined;
      // Only into a room the socket was admitted to.
      if (typeof id === 'string' && socket.rooms.has(conversationRoom(id))) {
        socket.to(conversationRoom(id)).emit(SOCKET_EVENTS.typing, { conversationId: id, userId });
      }
    });
  }

  return {
    enabled: true,
    attach(server) {
      io = new Server(server, {
        path: '/socket.io',
        serveClient: false,
        cors: { origin: deps.corsOrigins, credentials: true },
        // The web app opens a WebSocket first and falls back to long-polling (SOCKET_CLIENT_OPTIONS); both are served.
        transports: ['polling', 'websocket'],
      });
      io.use(async (socket, next) => {
        if (deps.open && !(await deps.open().catch(() => false))) return next(new Error('realtime disabled'));
        const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
        const claims = typeof token === 'string' ? deps.accessTokens.verify(token) : 'invalid';
        if (claims === 'invalid' || claims === 'expired') return next(new Error(claims === 'expired' ? 'token expired' : 'unauthorized'));
        const account = await deps.accountGate.check(claims.sub, claims.sid).catch(() => ({ active: false as const }));
        if (!account.active) return next(new Error('unauthorized'));
        socket.data.userId = claims.sub;
        socket.data.sessionId = claims.sid;
        const language = (socket.handshake.auth as { language?: unknown }).language;
        socket.data.language = (LANGUAGES as readonly unknown[]).includes(language) ? language : undefined;
        next();
      });
      io.on('connection', onConnection);
      logger.debug('socket.io attached at /socket.io');
    },
    async ready() {
      const { redis } = deps;
      if (!redis || !io) return;
      // Subscribing through a connection that is still opening was seen to leave it without its
      // subscriptions now and then (ioredis replays queued commands on connect): wait for both.
      const up = (client: SharedRedis['sub']) => (client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve())));
      await Promise.race([Promise.all([up(redis.pub), up(redis.sub)]), new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref())]);
      // Asking the other instances (who is viewing a conversation) waits at most a second: while
      // Redis is away the answer comes from this instance alone (isViewing).
      io.adapter(createAdapter(redis.pub, redis.sub, { key: `${redis.prefix}:socket.io`, requestsTimeout: 1_000 }));
    },
    toUser(userId, event, payload) {
      io?.to(userRoom(userId)).emit(event, payload);
    },
    toLocalUser(userId, event, payload) {
      io?.local.to(userRoom(userId)).emit(event, payload);
    },
    async toLocalUserIn(userId, event, payloadIn) {
      if (!io) return;
      const made = new Map<string, unknown>();
      for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
        const language = socket.data.language as Language | undefined;
        const key = language ?? '';
        if (!made.has(key)) made.set(key, await payloadIn(language));
        socket.emit(event, made.get(key));
      }
    },
    async closeEndedSessions(userId) {
      if (!io) return;
      for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
        const access = await deps.accountGate.check(userId, socket.data.sessionId as string).catch(() => null);
        if (!access || access.active) continue;
        // Told first, so the tab can say why on the sign-in page; then closed (no reconnect).
        socket.emit(SOCKET_EVENTS.sessionEnded, { reason: access.reason } satisfies SessionEndedEvent);
        socket.disconnect(true);
      }
    },
    hasLocalSockets(userId) {
      return io?.sockets.adapter.rooms.has(userRoom(userId)) ?? false;
    },
    async isViewing(userId, conversationId) {
      if (!io) return false;
      const room = conversationRoom(conversationId);
      const sockets = await io
        .in(room)
        .fetchSockets()
        .catch(() => (io ? io.local.in(room).fetchSockets() : []));
      return sockets.some((s) => s.data.userId === userId);
    },
    async close() {
      if (!io) return;
      const closing = io;
      io = null;
      // The hint first (the client reconnects by itself, elsewhere): closing discards what is unsent.
      closing.local.emit(SOCKET_EVENTS.serverRestarting, {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      await closing.close();
    },
  };
}
