import { NOTIFICATION_GROUPS, type NotificationFilter } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import type { NotificationDraft } from './notifications.ports.js';

/** The Prisma side of notifications: filters, audiences and the insert of one notification. */

/** A user's notifications in the list (archived ones are not). */
export const ownNotifications = (userId: string): Prisma.NotificationWhereInput => ({ userId, archivedAt: null });

export const filterWhere = (filter: NotificationFilter): Prisma.NotificationWhereInput =>
  filter === 'all' ? {} : filter === 'unread' ? { readAt: null } : { type: { in: [...NOTIFICATION_GROUPS[filter]] } };

/** Active people a broadcast goes to. */
export const audienceWhere = (audience: string): Prisma.UserWhereInput => ({
  ...(audience === 'customers' ? { role: 'CUSTOMER' } : audience === 'specialists' ? { role: 'SPECIALIST' } : { role: { in: ['CUSTOMER', 'SPECIALIST'] } }),
  deletedAt: null,
  status: 'ACTIVE',
});

export interface RawRecipientState {
  id: string;
  notification_prefs: unknown;
  email: string | null;
  telegram_chat_id: string | null;
  deleted_at: Date | string | null;
  notifications_snoozed_until: Date | string | null;
}

/** What the outbox reads of the recipients before recording (one statement for all of them). */
export const recipientStatesSql = (userIds: string[]) => Prisma.sql`
  SELECT id::text AS id, notification_prefs, email, telegram_chat_id::text AS telegram_chat_id, deleted_at, notifications_snoozed_until
    FROM users WHERE id = ANY(${userIds}::uuid[])`;

export interface DeliveryDraft {
  channel: 'EMAIL' | 'PUSH' | 'TELEGRAM';
  status: 'PENDING' | 'SKIPPED';
  nextAttemptAt: Date;
  lastError: string | null;
}

/**
 * One statement per draft: its notification, a delivery row per channel, and a NOTIFY on
 * `channel` ("<id> <userId>", heard once the transaction commits). With a dedupe key that was
 * recorded before, ON CONFLICT writes nothing at all (and keeps the caller's transaction
 * usable) and no row comes back.
 */
export const recordNotificationSql = (draft: NotificationDraft, deliveries: DeliveryDraft[], channel: string) => Prisma.sql`
  WITH n AS (
    INSERT INTO notifications (user_id, type, params, title, message, link, dedupe_key)
    VALUES (${draft.userId}::uuid, ${draft.type}, ${JSON.stringify(draft.params ?? {})}::jsonb, ${draft.literal?.title ?? null}, ${draft.literal?.message ?? null},
            ${draft.link ?? null}, ${draft.dedupeKey ?? null})
    ON CONFLICT (user_id, dedupe_key) DO NOTHING
    RETURNING id, user_id),
  d AS (
    INSERT INTO notification_deliveries (notification_id, channel, status, next_attempt_at, last_error)
    SELECT n.id, c.channel::"NotificationChannel", c.status::"DeliveryStatus", c."nextAttemptAt", c."lastError"
      FROM n CROSS JOIN jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb) AS c(channel text, status text, "nextAttemptAt" timestamptz, "lastError" text))
  SELECT n.id::text AS id, pg_notify(${channel}, n.id::text || ' ' || n.user_id::text)::text AS notified FROM n`;
