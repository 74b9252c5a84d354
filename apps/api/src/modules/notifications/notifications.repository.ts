import type { NotificationFilter } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { isSqlRunner, readRows, runnerOf, type DbOrTx, type SqlRunner } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';
import type { NotificationDraft } from './notifications.ports.js';
import {
  audienceWhere,
  claimDeliverySql,
  dueDeliveriesSql,
  filterWhere,
  ownNotifications,
  recipientStatesSql,
  recordNotificationSql,
  updateDeliverySql,
  type DeliveryChanges,
  type DeliveryDraft,
  type RawClaimedDelivery,
  type RawRecipientState,
} from './notifications.sql.js';

/** A notification as the list, the socket and the export show it. */
export const notificationRowSelect = { id: true, type: true, params: true, title: true, message: true, link: true, readAt: true, createdAt: true } as const;

/**
 * The outbox's statements in the caller's transaction: a Prisma transaction, or the raw one of a
 * booking's hot write (lib/db.ts inTransaction).
 */
export function outboxStatementsIn(tx: DbOrTx | SqlRunner) {
  const sql = isSqlRunner(tx) ? tx : runnerOf(tx);
  return {
    recipientStates: (userIds: string[]) => sql.rows<RawRecipientState>(recipientStatesSql(userIds)),
    async record(draft: NotificationDraft, deliveries: DeliveryDraft[], channel: string): Promise<string | null> {
      const [row] = await sql.rows<{ id: string }>(recordNotificationSql(draft, deliveries, channel));
      return row?.id ?? null;
    },
  };
}

export function createNotificationsRepository(db: DbOrTx) {
  return transactional(db, (client) => {
    const mine = ownNotifications;
    const sql = runnerOf(client);
    return {
      readerOf: (userId: string) => client.user.findUnique({ where: { id: userId }, select: { language: true, timezone: true } }),
      unreadCount: (userId: string) => client.notification.count({ where: { ...mine(userId), readAt: null } }),
      ownRow: (userId: string, id: string) => client.notification.findFirst({ where: { id, ...mine(userId) }, select: notificationRowSelect }),
      byId: (id: string) => client.notification.findUniqueOrThrow({ where: { id }, select: notificationRowSelect }),
      /** A committed notification for the owner's sockets (archived ones too; the caller skips them). */
      forSocket: (id: string) => client.notification.findUnique({ where: { id }, select: { ...notificationRowSelect, archivedAt: true } }),

      preferencesOf: (userId: string) =>
        client.user.findUniqueOrThrow({
          where: { id: userId },
          select: { notificationPrefs: true, telegramChatId: true, notificationsSnoozedUntil: true, allowDirectMessages: true, _count: { select: { pushSubscriptions: true } } },
        }),

      page: (userId: string, filter: NotificationFilter, skip: number, take: number) => {
        const where = { ...mine(userId), ...filterWhere(filter) };
        return Promise.all([
          client.notification.findMany({ where, select: notificationRowSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
          client.notification.count({ where }),
        ]);
      },

      markRead: (id: string, at: Date) => client.notification.updateMany({ where: { id, readAt: null }, data: { readAt: at } }),
      markAllRead: (userId: string, at: Date) => client.notification.updateMany({ where: { ...mine(userId), readAt: null }, data: { readAt: at } }),
      removeOwn: (userId: string, id: string) => client.notification.deleteMany({ where: { id, userId } }),
      removeAll: (userId: string) => client.notification.deleteMany({ where: { userId } }),
      archiveOlder: (userId: string, before: Date, at: Date) => client.notification.updateMany({ where: { ...mine(userId), createdAt: { lt: before } }, data: { archivedAt: at } }),

      /** One UPDATE merging the given switches into the stored ones (concurrent changes of other switches survive). */
      mergeSwitches: (userId: string, given: Record<string, boolean | undefined>) =>
        client.$executeRaw`UPDATE users SET notification_prefs = notification_prefs || ${JSON.stringify(given)}::jsonb, updated_at = now() WHERE id = ${userId}::uuid`,
      setAllowDirectMessages: (userId: string, allowDirectMessages: boolean) => client.user.update({ where: { id: userId }, data: { allowDirectMessages } }),
      setSnoozedUntil: (userId: string, until: Date | null) => client.user.update({ where: { id: userId }, data: { notificationsSnoozedUntil: until } }),
      /** The user's deliveries that waited for the snooze are due at `at`. */
      releaseSnoozed: (userId: string, at: Date) =>
        client.notificationDelivery.updateMany({ where: { status: 'PENDING', nextAttemptAt: { gt: at }, attempts: 0, notification: { userId } }, data: { nextAttemptAt: at } }),

      deliveriesOf: (notificationId: string) => client.notificationDelivery.findMany({ where: { notificationId }, orderBy: { channel: 'asc' } }),
      forExport: (userId: string, take: number) =>
        client.notification.findMany({ where: { userId }, select: notificationRowSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take }),

      activeUsersAmong: (ids: string[]) => client.user.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } }),

      createScheduled: (data: Prisma.ScheduledNotificationUncheckedCreateInput) => client.scheduledNotification.create({ data }),
      scheduledById: (id: string) => client.scheduledNotification.findUnique({ where: { id } }),
      cancelScheduled: (id: string, at: Date) => client.scheduledNotification.update({ where: { id }, data: { cancelledAt: at } }),
      dueBroadcastIds: async (at: Date) =>
        (await client.scheduledNotification.findMany({ where: { sentAt: null, cancelledAt: null, sendAt: { lte: at } }, select: { id: true } })).map((b) => b.id),
      /** One conditional UPDATE: of two instances, one claims the broadcast. */
      async claimBroadcast(id: string, at: Date): Promise<boolean> {
        const claimed = await client.scheduledNotification.updateMany({ where: { id, sentAt: null, cancelledAt: null }, data: { sentAt: at } });
        return claimed.count > 0;
      },
      broadcastById: (id: string) => client.scheduledNotification.findUniqueOrThrow({ where: { id } }),
      /** The next `take` people of an audience after `cursor`, by id. */
      audienceBatch: (audience: string, cursor: string | undefined, take: number) =>
        client.user.findMany({ where: audienceWhere(audience), select: { id: true }, orderBy: { id: 'asc' }, take, ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}) }),
      setRecipients: (id: string, recipients: number) => client.scheduledNotification.update({ where: { id }, data: { recipients } }),

      analytics: (since: Date) =>
        Promise.all([
          client.$queryRaw<{ type: string; total: bigint; read: bigint }[]>`
            SELECT type, count(*) AS total, count(read_at) AS read FROM notifications WHERE created_at >= ${since} GROUP BY type ORDER BY count(*) DESC`,
          client.$queryRaw<{ channel: string; status: string; n: bigint }[]>`
            SELECT d.channel::text, d.status::text, count(*) AS n FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
             WHERE n.created_at >= ${since} GROUP BY 1, 2`,
        ]),

      // ── The delivery worker ──
      /** Locks one due delivery (FOR UPDATE SKIP LOCKED) with what sending it needs; undefined when gone or taken. */
      claimDelivery: async (deliveryId: string, at: Date) => (await sql.rows<RawClaimedDelivery>(claimDeliverySql(deliveryId, at)))[0],
      updateDelivery: (deliveryId: string, set: DeliveryChanges) => sql.rows(updateDeliverySql(deliveryId, set)),
      dueDeliveryIds: (at: Date, limit: number) => readRows<{ id: string }>(client, dueDeliveriesSql(at, limit)),
      skipDue: (at: Date, lastError: string) =>
        client.notificationDelivery.updateMany({ where: { status: 'PENDING', nextAttemptAt: { lte: at } }, data: { status: 'SKIPPED', lastError } }),
    };
  });
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
