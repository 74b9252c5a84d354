import { NOTIFICATION_GROUPS, SUPPORT_USER_ID, type NotificationFilter } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { prepared } from '../../lib/db.js';
import type { NotificationDraft } from './notifications.ports.js';

/** The Prisma side of notifications: filters, audiences and the insert of one notification. */

/** A user's notifications in the list (archived ones are not). */
export const ownNotifications = (userId: string): Prisma.NotificationWhereInput => ({ userId, archivedAt: null });

export const filterWhere = (filter: NotificationFilter): Prisma.NotificationWhereInput =>
  filter === 'all' ? {} : filter === 'unread' ? { readAt: null } : { type: { in: [...NOTIFICATION_GROUPS[filter]] } };

/** Active people a broadcast goes to (never the Vizyt support system account, issue #26). */
export const audienceWhere = (audience: string): Prisma.UserWhereInput => ({
  id: { not: SUPPORT_USER_ID },
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
  has_push: boolean;
}

/** What the outbox reads of the recipients before recording (one statement for all of them). */
export const recipientStatesSql = (userIds: string[]) => prepared(Prisma.sql`
  SELECT u.id::text AS id, u.notification_prefs, u.email, u.telegram_chat_id::text AS telegram_chat_id, u.deleted_at, u.notifications_snoozed_until,
         EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id) AS has_push
    FROM users u WHERE u.id = ANY(${userIds}::uuid[])`);

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
export const recordNotificationSql = (draft: NotificationDraft, deliveries: DeliveryDraft[], channel: string) => prepared(Prisma.sql`
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
  SELECT n.id::text AS id, pg_notify(${channel}, n.id::text || ' ' || n.user_id::text)::text AS notified FROM n`);

/** A due delivery with its notification and recipient, locked for sending (no row: gone, not due, or taken by another worker). */
export const claimDeliverySql = (deliveryId: string, now: Date) => prepared(Prisma.sql`
  SELECT d.channel::text AS channel, d.attempts,
         n.id::text AS notification_id, n.type, n.params, n.title, n.message, n.link,
         u.id::text AS user_id, u.email, u.first_name, u.language, u.timezone, u.telegram_chat_id::text AS telegram_chat_id,
         u.notification_prefs, u.deleted_at, u.notifications_snoozed_until,
         EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id) AS has_push
    FROM notification_deliveries d
    JOIN notifications n ON n.id = d.notification_id
    JOIN users u ON u.id = n.user_id
   WHERE d.id = ${deliveryId}::uuid AND d.status = 'PENDING' AND d.next_attempt_at <= ${now}::timestamptz
   FOR UPDATE OF d SKIP LOCKED`);

export interface RawClaimedDelivery {
  channel: 'EMAIL' | 'PUSH' | 'TELEGRAM';
  attempts: number;
  notification_id: string;
  type: string;
  params: unknown;
  title: string | null;
  message: string | null;
  link: string | null;
  user_id: string;
  email: string | null;
  first_name: string;
  language: string;
  timezone: string;
  telegram_chat_id: string | null;
  notification_prefs: unknown;
  deleted_at: Date | string | null;
  notifications_snoozed_until: Date | string | null;
  has_push: boolean;
}

/** What a delivery attempt changes (only the given fields). */
export interface DeliveryChanges {
  status?: 'SENT' | 'SKIPPED' | 'FAILED';
  attempts?: number;
  deliveredAt?: Date | null;
  lastError?: string | null;
  nextAttemptAt?: Date;
}

export function updateDeliverySql(deliveryId: string, set: DeliveryChanges) {
  const parts: Prisma.Sql[] = [];
  if (set.status !== undefined) parts.push(Prisma.sql`status = ${set.status}::"DeliveryStatus"`);
  if (set.attempts !== undefined) parts.push(Prisma.sql`attempts = ${set.attempts}::int`);
  if (set.deliveredAt !== undefined) parts.push(Prisma.sql`delivered_at = ${set.deliveredAt}::timestamptz`);
  if (set.lastError !== undefined) parts.push(Prisma.sql`last_error = ${set.lastError}::text`);
  if (set.nextAttemptAt !== undefined) parts.push(Prisma.sql`next_attempt_at = ${set.nextAttemptAt}::timestamptz`);
  return prepared(Prisma.sql`UPDATE notification_deliveries SET ${Prisma.join(parts, ', ')} WHERE id = ${deliveryId}::uuid`);
}

/** The next due deliveries, oldest due first. */
export const dueDeliveriesSql = (now: Date, limit: number) => prepared(Prisma.sql`
  SELECT id::text AS id FROM notification_deliveries
   WHERE status = 'PENDING' AND next_attempt_at <= ${now}::timestamptz
   ORDER BY next_attempt_at LIMIT ${limit}::int`);
