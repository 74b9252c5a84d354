import { NOTIFICATION_GROUPS, type NotificationFilter } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { DbOrTx } from '../../lib/db.js';
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

/**
 * Inserts the draft's notification; with a dedupe key, ON CONFLICT keeps the caller's
 * transaction usable (a failed INSERT would abort it). null: that key was recorded before.
 */
export async function insertNotification(tx: DbOrTx, draft: NotificationDraft): Promise<string | null> {
  const params = JSON.stringify(draft.params ?? {});
  const title = draft.literal?.title ?? null;
  const message = draft.literal?.message ?? null;
  const link = draft.link ?? null;
  if (!draft.dedupeKey) {
    const row = await tx.notification.create({
      data: { userId: draft.userId, type: draft.type, params: JSON.parse(params) as Prisma.InputJsonValue, title, message, link },
      select: { id: true },
    });
    return row.id;
  }
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO notifications (user_id, type, params, title, message, link, dedupe_key)
    VALUES (${draft.userId}::uuid, ${draft.type}, ${params}::jsonb, ${title}, ${message}, ${link}, ${draft.dedupeKey})
    ON CONFLICT (user_id, dedupe_key) DO NOTHING
    RETURNING id`;
  return rows[0]?.id ?? null;
}
