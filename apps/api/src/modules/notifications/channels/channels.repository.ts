import pg from 'pg';
import type { Db, DbOrTx } from '../../../lib/db.js';

/** Browsers one person may keep registered for push; the oldest go when a new one arrives. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

export type ChatLanguage = 'uk' | 'en' | 'ru';
const languageOf = (stored: string): ChatLanguage => (stored === 'en' || stored === 'ru' ? stored : 'uk');

/** Sets one switch of users.notification_prefs in place, so a concurrent preferences save keeps its other keys. */
const setTelegramSwitch = (db: DbOrTx, where: { userId: string } | { chatId: bigint }, on: boolean) =>
  'userId' in where
    ? db.$executeRaw`UPDATE users SET notification_prefs = notification_prefs || jsonb_build_object('telegram', ${on}::boolean) WHERE id = ${where.userId}::uuid`
    : db.$executeRaw`UPDATE users SET notification_prefs = notification_prefs || jsonb_build_object('telegram', ${on}::boolean) WHERE telegram_chat_id = ${where.chatId}`;

/**
 * Where notifications leave the app: the Telegram chat of a user (linked with a one-time token)
 * and the browsers registered for web push. The only Prisma access of the delivery channels.
 */
export function createChannelsRepository(db: Db) {
  return {
    // ── Telegram ──
    /** Replaces the user's earlier link tokens, so only the newest "Connect Telegram" link works. */
    async createTelegramLinkToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.$transaction([
        db.oneTimeToken.deleteMany({ where: { userId, purpose: 'LINK_TELEGRAM' } }),
        db.oneTimeToken.create({ data: { userId, purpose: 'LINK_TELEGRAM', tokenHash, expiresAt }, select: { id: true } }),
      ]);
    },

    /**
     * Uses a link token and links the chat to its user in one transaction: the token must be
     * LINK_TELEGRAM, unused, unexpired and its account active. A chat belongs to one account
     * (unique), so one that had it loses it — and its Telegram switch with it. Returns the
     * user's language, or null when the token is not usable.
     */
    async linkChatByToken(tokenHash: string, chatId: bigint, now: Date): Promise<{ userId: string; language: ChatLanguage } | null> {
      return db.$transaction(async (tx) => {
        const token = await tx.oneTimeToken.findFirst({
          where: { tokenHash, purpose: 'LINK_TELEGRAM', usedAt: null, expiresAt: { gt: now }, user: { deletedAt: null, status: 'ACTIVE' } },
          select: { id: true, userId: true, user: { select: { language: true } } },
        });
        // Flipped only by the caller that wins a race for the same token.
        if (!token || (await tx.oneTimeToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } })).count !== 1) return null;
        await setTelegramSwitch(tx, { chatId }, false);
        await tx.user.updateMany({ where: { telegramChatId: chatId, id: { not: token.userId } }, data: { telegramChatId: null } });
        await tx.user.update({ where: { id: token.userId }, data: { telegramChatId: chatId }, select: { id: true } });
        await setTelegramSwitch(tx, { userId: token.userId }, true);
        return { userId: token.userId, language: languageOf(token.user.language) };
      });
    },

    /** Unlinks a chat (/stop, or the bot was blocked): the Telegram switch goes off. Returns the user's language, or null when no account had the chat. */
    async unlinkChat(chatId: bigint): Promise<{ userId: string; language: ChatLanguage } | null> {
      return db.$transaction(async (tx) => {
        const user = await tx.user.findUnique({ where: { telegramChatId: chatId }, select: { id: true, language: true } });
        if (!user) return null;
        await setTelegramSwitch(tx, { userId: user.id }, false);
        await tx.user.update({ where: { id: user.id }, data: { telegramChatId: null }, select: { id: true } });
        return { userId: user.id, language: languageOf(user.language) };
      });
    },

    /** Unlinks whatever chat the user has (from the web app). */
    async unlinkUser(userId: string): Promise<void> {
      await db.$transaction([
        setTelegramSwitch(db, { userId }, false),
        db.user.updateMany({ where: { id: userId }, data: { telegramChatId: null } }),
      ]);
    },

    /** The language of the account linked to a chat, or null. */
    async languageOfChat(chatId: bigint): Promise<ChatLanguage | null> {
      const user = await db.user.findUnique({ where: { telegramChatId: chatId }, select: { language: true } });
      return user ? languageOf(user.language) : null;
    },

    // ── Web push ──
    /**
     * Registers a browser's subscription: an endpoint is one browser profile, so one that was
     * someone else's (another account signed in on the same browser) moves to this user.
     */
    async savePushSubscription(userId: string, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
      const { endpoint, p256dh, auth } = subscription;
      await db.$transaction(async (tx) => {
        await tx.pushSubscription.upsert({ where: { endpoint }, create: { userId, endpoint, p256dh, auth }, update: { userId, p256dh, auth, createdAt: new Date() }, select: { id: true } });
        const surplus = await tx.pushSubscription.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: MAX_PUSH_SUBSCRIPTIONS_PER_USER, select: { id: true } });
        if (surplus.length > 0) await tx.pushSubscription.deleteMany({ where: { id: { in: surplus.map((s) => s.id) } } });
      });
    },
    /** Removes the caller's own subscription with this endpoint; returns how many went (0 or 1). */
    deleteOwnPushSubscription: async (userId: string, endpoint: string) => (await db.pushSubscription.deleteMany({ where: { userId, endpoint } })).count,
    listPushSubscriptions: (userId: string) => db.pushSubscription.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { id: true, endpoint: true, p256dh: true, auth: true } }),
    /** The push service says the subscription is gone (404/410). */
    deletePushSubscription: async (id: string) => {
      await db.pushSubscription.deleteMany({ where: { id } });
    },
  };
}

export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;

/** Key of the advisory lock held by the polling process (any constant unique in this database). */
const POLLING_LOCK_KEY = 7_241_301_913;

/**
 * The Telegram bot's polling lock: a PostgreSQL advisory lock on a connection of its own (not the
 * pool's), so it is released when that process or connection dies. `lost`: the connection failed,
 * and the lock with it.
 */
export function createPollingLock(databaseUrl: string, lost: (err: Error) => void) {
  const connection = new pg.Client({ connectionString: databaseUrl });
  connection.on('error', lost);
  /** Closes the connection (a lock it held goes with it). */
  const close = async (): Promise<void> => {
    await connection.end().catch(() => {});
  };
  return {
    /** Connects and tries the lock once: true when this process holds it now. */
    async tryTake(): Promise<boolean> {
      await connection.connect();
      const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [POLLING_LOCK_KEY]);
      return rows[0]?.locked === true;
    },
    close,
    /** Gives the lock back and closes the connection. */
    async release(): Promise<void> {
      await connection.query('SELECT pg_advisory_unlock($1)', [POLLING_LOCK_KEY]).catch(() => {});
      await close();
    },
  };
}
export type PollingLock = ReturnType<typeof createPollingLock>;
