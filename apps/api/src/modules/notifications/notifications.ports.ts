import type { NotificationType } from '@vizyt/contracts';
import type { RawTx, Tx } from '../../lib/unit-of-work.js';

/**
 * What other modules use to notify people (issue #13). A draft is written by `recordIn` in the
 * caller's transaction, so the notification exists exactly when the change it reports does;
 * its deliveries (e-mail, push, Telegram) are the outbox the delivery worker sends from.
 */
export interface NotificationDraft {
  /** Recipient (user id). */
  userId: string;
  type: NotificationType;
  /** What the type's templates need (names, service, times as ISO strings, amounts in minor units …). */
  params?: Record<string, string | number | boolean | null>;
  /** Path in the web app the notification opens, e.g. /bookings or /messages?c=<id>. */
  link?: string | null;
  /** The same key for the same recipient is recorded once (a retried job, a replayed webhook). */
  dedupeKey?: string;
  /** Admin custom notifications: literal words instead of the type's templates. */
  literal?: { title: string; message: string };
  /**
   * The e-mail went out another way (the booking reminder job sends its own, richer letter in
   * the same transaction): the e-mail delivery is recorded as SKIPPED with this reason.
   */
  emailSentBy?: string;
}

export interface NotificationOutbox {
  /** Writes the notifications and their pending deliveries in `tx`; returns the ids recorded (duplicates skipped). */
  recordIn(tx: Tx | RawTx, drafts: NotificationDraft[]): Promise<string[]>;
}

/** A notifier that records nothing (tests and tools that do not exercise notifications). */
export const noNotifications: NotificationOutbox = { recordIn: async () => [] };

/** Realtime fan-out (socket.io rooms per user), whatever instance the user's socket is on. */
export interface Realtime {
  /** false when REALTIME_ENABLED=false (nothing is emitted; clients poll). */
  readonly enabled: boolean;
  /** Emits to every socket of the user (all their tabs and devices). */
  toUser(userId: string, event: string, payload: unknown): void;
  /** Is the user reading that conversation right now (a socket of theirs joined it)? */
  isViewing(userId: string, conversationId: string): Promise<boolean>;
  /**
   * Closes the user's open sockets (on this instance) whose session has ended or whose account is
   * suspended or deleted, asking the account gate; each hears `session:ended` with the reason first.
   * Call after the change committed and the gate forgot the account.
   */
  closeEndedSessions?(userId: string): Promise<void>;
}

export const noRealtime: Realtime = { enabled: false, toUser: () => {}, isViewing: async () => false };

/** Who a delivery goes to, as the delivery worker read them at sending time. */
export interface Recipient {
  userId: string;
  email: string | null;
  firstName: string;
  language: 'uk' | 'en' | 'ru';
  telegramChatId: bigint | null;
}

/** A notification in the recipient's language, ready for a channel. */
export interface RenderedNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** Absolute URL in the web app (APP_URL + the notification's link), or null. */
  url: string | null;
}

/**
 * One delivery channel (e-mail, web push, Telegram). `send` resolves 'sent', or 'skipped' when
 * there is nowhere to send (no e-mail address, no registered browser, chat unlinked); it throws
 * on a failure worth retrying (the worker retries with back-off, then marks it FAILED).
 */
export interface ChannelSender {
  send(to: Recipient, notification: RenderedNotification): Promise<'sent' | 'skipped'>;
}
