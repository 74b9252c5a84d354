import { DEFAULT_NOTIFICATION_SWITCHES, NOTIFICATION_TOPIC, type NotificationSwitches } from '@vizyt/contracts';
import type { RawTx, Tx } from '../../lib/unit-of-work.js';
import type { NotificationDraft, NotificationOutbox } from './notifications.ports.js';
import { outboxStatementsIn } from './notifications.repository.js';
import type { DeliveryDraft, RawRecipientState } from './notifications.sql.js';

/** PostgreSQL channel on which a committed notification is announced ("<id> <userId>"). */
export const NOTIFICATION_CHANNEL = 'vizyt_notifications';

export type DeliveryChannel = 'EMAIL' | 'PUSH' | 'TELEGRAM';
const SWITCH_OF: Record<DeliveryChannel, keyof NotificationSwitches> = { EMAIL: 'email', PUSH: 'push', TELEGRAM: 'telegram' };

/** The stored switches over the defaults (accounts made before a switch existed get its default). */
export function switchesOf(stored: unknown): NotificationSwitches {
  const given = stored && typeof stored === 'object' ? (stored as Partial<Record<string, unknown>>) : {};
  const out = { ...DEFAULT_NOTIFICATION_SWITCHES };
  for (const key of Object.keys(out) as (keyof NotificationSwitches)[]) if (typeof given[key] === 'boolean') out[key] = given[key];
  return out;
}

export interface RecipientState {
  notificationPrefs: unknown;
  email: string | null;
  telegramChatId: bigint | null;
  deletedAt: Date | null;
  /** Whether a browser of theirs is subscribed to web push (undefined: not looked up). */
  hasPush?: boolean;
}

/**
 * Why a channel does not carry a notification to this person now, or null when it should:
 * the channel or the type's topic is off, or there is nowhere to send it. Read when the
 * notification is recorded and again when it is sent (preferences may change in between).
 */
export function channelBlock(channel: DeliveryChannel, type: string, user: RecipientState, available: { telegram: boolean }): string | null {
  if (user.deletedAt) return 'account deleted';
  const switches = switchesOf(user.notificationPrefs);
  if (!switches[SWITCH_OF[channel]]) return 'channel off in preferences';
  const topic = NOTIFICATION_TOPIC[type as keyof typeof NOTIFICATION_TOPIC] ?? null;
  if (topic && !switches[topic]) return `${topic} off in preferences`;
  if (channel === 'EMAIL' && !user.email) return 'no e-mail address';
  if (channel === 'PUSH' && user.hasPush === false) return 'no browser subscribed to push';
  if (channel === 'TELEGRAM' && (!available.telegram || user.telegramChatId === null)) return available.telegram ? 'Telegram not linked' : 'no Telegram bot configured';
  return null;
}

/** A timestamp as Date, whether node-postgres or Prisma's raw query read it. */
export const dateOrNull = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
const recipientOf = (u: RawRecipientState): RecipientState & { snoozedUntil: Date | null } => ({
  notificationPrefs: u.notification_prefs,
  email: u.email,
  telegramChatId: u.telegram_chat_id === null ? null : BigInt(u.telegram_chat_id),
  deletedAt: dateOrNull(u.deleted_at),
  snoozedUntil: dateOrNull(u.notifications_snoozed_until),
  hasPush: u.has_push,
});

/**
 * The outbox: a notification and one delivery row per channel, written in the caller's
 * transaction. Channels that will not carry it are recorded as SKIPPED with the reason (the
 * delivery status shows it); the others wait as PENDING — until the snooze ends, if one is on.
 * A NOTIFY on the same transaction wakes the API instances once it commits (never before), so
 * sockets hear of it and the delivery worker starts without waiting for its next round.
 */
export function createNotificationOutbox(options: { telegramAvailable: boolean; now?: () => Date }): NotificationOutbox {
  const now = options.now ?? (() => new Date());
  return {
    async recordIn(tx: Tx | RawTx, drafts: NotificationDraft[]): Promise<string[]> {
      if (drafts.length === 0) return [];
      const sql = outboxStatementsIn(tx);
      const users = await sql.recipientStates([...new Set(drafts.map((d) => d.userId))]);
      const byId = new Map(users.map((u) => [u.id, recipientOf(u)]));
      const at = now();
      const recorded: string[] = [];
      for (const draft of drafts) {
        const user = byId.get(draft.userId);
        if (!user || user.deletedAt) continue;
        const snoozedUntil = user.snoozedUntil && user.snoozedUntil > at ? user.snoozedUntil : at;
        const deliveries = (['EMAIL', 'PUSH', 'TELEGRAM'] as const).map((channel): DeliveryDraft => {
          const blocked = channel === 'EMAIL' && draft.emailSentBy ? draft.emailSentBy : channelBlock(channel, draft.type, user, { telegram: options.telegramAvailable });
          return blocked ? { channel, status: 'SKIPPED', lastError: blocked, nextAttemptAt: at } : { channel, status: 'PENDING', lastError: null, nextAttemptAt: snoozedUntil };
        });
        const id = await sql.record(draft, deliveries, NOTIFICATION_CHANNEL);
        if (id) recorded.push(id);
      }
      return recorded;
    },
  };
}
