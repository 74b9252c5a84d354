import { Api, GrammyError } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Logger } from '../../../lib/logger.js';
import type { ChannelSender, Recipient, RenderedNotification } from '../notifications.ports.js';
import type { ChannelsRepository } from './channels.repository.js';
import { OPEN_BUTTON } from './telegram-texts.js';

export interface TelegramChannelOptions {
  token: string;
  /** Where Bot API calls go (tests: a local double). Default https://api.telegram.org. */
  apiRoot?: string;
  repo: ChannelsRepository;
  logger: Logger;
}

/** Seconds a Bot API call may take before it counts as failed (and is retried by the worker). */
const CALL_TIMEOUT_SECONDS = 15;

/** Text for Telegram's HTML parse mode: only these three characters are special there. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Telegram refuses URL buttons that are not public https addresses (http, localhost). */
const buttonWorthy = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.hostname !== 'localhost' && !/^(\d+\.){3}\d+$|^\[/.test(u.hostname);
  } catch {
    return false;
  }
};

/** The message and its "Open" button, as sent to Telegram. */
export function telegramMessage(notification: RenderedNotification, language: Recipient['language']): { text: string; replyMarkup: InlineKeyboardMarkup | undefined } {
  const lines = [`<b>${escapeHtml(notification.title)}</b>`, escapeHtml(notification.message)];
  const url = notification.url;
  if (url && buttonWorthy(url)) return { text: lines.join('\n'), replyMarkup: { inline_keyboard: [[{ text: OPEN_BUTTON[language], url }]] } };
  // A development server's link still helps as text (Telegram does not make it a button).
  if (url) lines.push('', escapeHtml(url));
  return { text: lines.join('\n'), replyMarkup: undefined };
}

/**
 * Telegram errors that mean this chat will never take a message: the person blocked the bot
 * (403) or the chat is gone (400 "chat not found"). The chat is unlinked instead of retried.
 */
const chatIsGone = (error: GrammyError) => error.error_code === 403 || (error.error_code === 400 && /chat not found|user is deactivated/i.test(error.description));

/**
 * The Telegram delivery channel: a message with the title in bold and an "Open" button, sent by
 * the notification bot to the recipient's linked chat. 429, 5xx and network failures throw
 * (the delivery worker retries them).
 */
export function createTelegramChannel({ token, apiRoot, repo, logger }: TelegramChannelOptions): ChannelSender {
  const api = new Api(token, { timeoutSeconds: CALL_TIMEOUT_SECONDS, ...(apiRoot ? { apiRoot } : {}) });
  return {
    async send(to, notification) {
      if (to.telegramChatId === null) return 'skipped';
      const { text, replyMarkup } = telegramMessage(notification, to.language);
      try {
        await api.sendMessage(Number(to.telegramChatId), text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...(replyMarkup ? { reply_markup: replyMarkup } : {}),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof GrammyError && chatIsGone(error)) {
          logger.info({ userId: to.userId, telegram: error.description }, 'Telegram chat no longer takes messages: unlinked');
          await repo.unlinkChat(to.telegramChatId);
          return 'skipped';
        }
        if (error instanceof GrammyError) throw new Error(`Telegram answered ${error.error_code}: ${error.description}`, { cause: error });
        throw error;
      }
    },
  };
}
