import { createHmac, timingSafeEqual } from 'node:crypto';
import { Bot, BotError } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Logger } from '../../../lib/logger.js';
import { hashToken } from '../../../lib/tokens.js';
import { createPollingLock, type ChannelsRepository, type PollingLock } from './channels.repository.js';
import { BILINGUAL_TEXTS, BOT_TEXTS } from './telegram-texts.js';

/** The only update type the bot acts on; Telegram need not send others. */
const ALLOWED_UPDATES = ['message'] as const;
/** A link token is base64url (newOpaqueToken); Telegram's start parameter allows [A-Za-z0-9_-]{1,64}. */
const START_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export interface TelegramBotOptions {
  token: string;
  /** Where Bot API calls go (tests: a local double). Default https://api.telegram.org. */
  apiRoot?: string;
  repo: ChannelsRepository;
  logger: Logger;
  /** The bot's own user (getMe); asked of Telegram on the first update when not given. */
  botInfo?: UserFromGetMe;
  now?: () => Date;
}

/**
 * The secret Telegram sends with every webhook call (X-Telegram-Bot-Api-Secret-Token). Derived
 * from the bot token, so it needs no setting of its own and changes when the token does; it is
 * 43 characters of [A-Za-z0-9_-], as Telegram requires.
 */
export const webhookSecretOf = (token: string) => createHmac('sha256', token).update('vizyt:telegram-webhook').digest('base64url');

/**
 * The notification bot: `/start <token>` links the chat to the account that asked for the
 * token (POST /notifications/telegram/link), `/stop` unlinks it, anything else gets a short
 * help. Updates arrive through the webhook route or long polling (startTelegramUpdates).
 */
export function createTelegramBot({ token, apiRoot, repo, logger, botInfo, now = () => new Date() }: TelegramBotOptions) {
  const bot = new Bot(token, { ...(botInfo ? { botInfo } : {}), client: { timeoutSeconds: 15, ...(apiRoot ? { apiRoot } : {}) } });
  const secret = Buffer.from(webhookSecretOf(token));

  // Personal notifications belong in the person's own chat, never in a group.
  const chats = bot.chatType('private');
  chats.command('start', async (ctx) => {
    const payload = typeof ctx.match === 'string' ? ctx.match.trim() : '';
    if (payload === '') return void (await ctx.reply(BILINGUAL_TEXTS.help));
    const linked = START_TOKEN.test(payload) ? await repo.linkChatByToken(hashToken(payload), BigInt(ctx.chat.id), now()) : null;
    if (!linked) return void (await ctx.reply(BILINGUAL_TEXTS.invalidLink));
    logger.info({ userId: linked.userId }, 'Telegram chat linked');
    await ctx.reply(BOT_TEXTS.linked[linked.language]);
  });
  chats.command('stop', async (ctx) => {
    const unlinked = await repo.unlinkChat(BigInt(ctx.chat.id));
    if (!unlinked) return void (await ctx.reply(BILINGUAL_TEXTS.notLinked));
    logger.info({ userId: unlinked.userId }, 'Telegram chat unlinked with /stop');
    await ctx.reply(BOT_TEXTS.stopped[unlinked.language]);
  });
  chats.on('message', async (ctx) => {
    await ctx.reply(BILINGUAL_TEXTS.help);
  });
  // Long polling's error handler: a failed update is logged and the bot goes on.
  bot.catch((error) => logger.warn({ err: error.error, updateId: error.ctx.update.update_id }, 'Telegram update failed'));

  let initializing: Promise<void> | null = null;
  /** The bot's own user, asked once (getMe); a failed attempt is tried again with the next update. */
  const ready = () =>
    bot.isInited()
      ? Promise.resolve()
      : (initializing ??= bot.api
          .getMe()
          .then((me) => {
            if (!bot.isInited()) bot.botInfo = me;
          })
          .finally(() => {
            initializing = null;
          }));

  return {
    bot,
    webhookSecret: secret.toString(),
    /** Does a webhook call carry our secret (compared in constant time)? */
    isWebhookSecret(header: string | undefined): boolean {
      const given = Buffer.from(header ?? '');
      return given.length === secret.length && timingSafeEqual(given, secret);
    },
    /**
     * Runs one update from the webhook. Failures are logged, not thrown: Telegram would only
     * send the same update again and again, and a person can always send /start once more.
     */
    async handleUpdate(update: Update): Promise<void> {
      try {
        await ready();
        await bot.handleUpdate(update);
      } catch (error) {
        logger.warn({ err: error instanceof BotError ? error.error : error, updateId: update.update_id }, 'Telegram webhook update failed');
      }
    },
  };
}

export type TelegramBot = ReturnType<typeof createTelegramBot>;

export type TelegramUpdatesMode = 'webhook' | 'polling';

export interface TelegramUpdatesOptions {
  telegram: TelegramBot;
  mode: TelegramUpdatesMode;
  /** webhook: the public address Telegram calls (APP_URL + /api/v1/telegram/webhook; https). */
  webhookUrl: string;
  /** polling: the database whose advisory lock elects the one polling process. */
  databaseUrl: string;
  logger: Logger;
  /** polling: how often a process without the lock tries again (the poller may have stopped). */
  lockRetryMs?: number;
}

export interface TelegramUpdates {
  /** Is this process the one that polls right now? */
  isPolling(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts receiving the bot's updates. webhook: tells Telegram where to send them (with the
 * secret). polling: getUpdates in a loop — Telegram allows one poller per bot (a second one
 * gets 409), so of all processes on this database only the one holding a PostgreSQL advisory
 * lock polls; the lock lives on its own connection, so it is released when that process or
 * connection dies and another process takes over at its next try.
 */
export async function startTelegramUpdates({ telegram, mode, webhookUrl, databaseUrl, logger, lockRetryMs = 60_000 }: TelegramUpdatesOptions): Promise<TelegramUpdates> {
  if (mode === 'webhook') {
    try {
      await telegram.bot.api.setWebhook(webhookUrl, { secret_token: telegram.webhookSecret, allowed_updates: [...ALLOWED_UPDATES] });
      logger.info({ webhookUrl }, 'Telegram webhook set');
    } catch (err) {
      // Telegram only calls public https addresses; the rest of the app works without the bot.
      logger.error({ err, webhookUrl }, 'Telegram did not accept the webhook: the bot will not receive messages');
    }
    return { isPolling: () => false, stop: async () => {} };
  }

  let lock: PollingLock | null = null;
  let polling: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const release = async () => {
    const held = lock;
    lock = null;
    if (!held) return;
    await held.release();
  };
  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(() => void attempt(), lockRetryMs);
    timer.unref();
  };

  async function attempt(): Promise<void> {
    timer = null;
    // A lost connection drops the lock: stop polling, so another process can take over.
    const candidate = createPollingLock(databaseUrl, (err) => {
      logger.warn({ err }, 'Telegram polling lock connection lost');
      void telegram.bot.stop().catch(() => {});
    });
    try {
      if (!(await candidate.tryTake()) || stopped) {
        await candidate.close();
        return retryLater();
      }
    } catch (err) {
      logger.warn({ err }, 'Telegram polling: could not reach the database for the lock');
      await candidate.close();
      return retryLater();
    }
    lock = candidate;
    logger.info('Telegram: this process polls for bot updates');
    polling = telegram.bot
      .start({ allowed_updates: [...ALLOWED_UPDATES] })
      .catch((err: unknown) => logger.error({ err }, 'Telegram polling stopped with an error'))
      .then(release)
      .then(() => {
        polling = null;
        retryLater();
      });
  }

  await attempt();
  return {
    isPolling: () => lock !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (polling) {
        await telegram.bot.stop().catch((err: unknown) => logger.warn({ err }, 'Telegram polling did not stop cleanly'));
        await polling;
      }
      await release();
    },
  };
}
