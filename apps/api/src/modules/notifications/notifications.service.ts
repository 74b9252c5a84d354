import { stringify } from 'csv-stringify/sync';
import {
  pageMeta,
  SOCKET_EVENTS,
  type Language,
  type Notification,
  type NotificationFilter,
  type NotificationType,
} from '@vizyt/contracts';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { isUuid, type Db } from '../../lib/db.js';
import { languageOf } from '../bookings/bookings.emails.js';
import { isNotificationType, renderNotification, templateCatalogue } from './notification-templates.js';
import { switchesOf } from './notifications.outbox.js';
import { audienceWhere, filterWhere, ownNotifications } from './notifications.repository.js';
import type { NotificationOutbox, Realtime } from './notifications.ports.js';

const DAY = 86_400_000;
const notFound = () => NotFoundError('Notification not found');
const EXPORT_MAX_ROWS = 10_000;
const BROADCAST_BATCH = 500;

type Row = { id: string; type: string; params: unknown; title: string | null; message: string | null; link: string | null; readAt: Date | null; createdAt: Date };
const rowSelect = { id: true, type: true, params: true, title: true, message: true, link: true, readAt: true, createdAt: true } as const;
interface Reader {
  language: Language;
  timezone: string;
}

export function presentNotification(row: Row, reader: Reader): Notification {
  const words = renderNotification(row, reader);
  return {
    id: row.id,
    type: (isNotificationType(row.type) ? row.type : 'system') as NotificationType,
    title: words.title,
    message: words.message,
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    link: row.link,
  };
}


export interface NotificationsServiceDeps {
  db: Db;
  outbox: NotificationOutbox;
  realtime: Realtime;
  telegramAvailable: boolean;
  pushAvailable: boolean;
  /** Wakes the delivery worker (a snooze ended early). */
  wake?: () => void;
  now?: () => Date;
}

/** The in-app side of notifications: what a user reads and changes of their own, and the admin tools. */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { db, realtime } = deps;
  const now = deps.now ?? (() => new Date());
  const mine = ownNotifications;

  /** The reader's zone, and the language they see the app in now (asked), else their account's. */
  async function readerOf(userId: string, asked?: Language): Promise<Reader> {
    const user = await db.user.findUnique({ where: { id: userId }, select: { language: true, timezone: true } });
    return { language: asked ?? languageOf(user?.language ?? 'uk'), timezone: user?.timezone ?? 'Europe/Kyiv' };
  }
  const unreadCount = (userId: string) => db.notification.count({ where: { ...mine(userId), readAt: null } });
  /** The user's other tabs and devices learn the new count at once. */
  async function announceCount(userId: string): Promise<number> {
    const count = await unreadCount(userId);
    realtime.toUser(userId, SOCKET_EVENTS.notificationCount, { unreadCount: count });
    return count;
  }
  async function ownRow(userId: string, id: string) {
    if (!isUuid(id)) throw notFound();
    const row = await db.notification.findFirst({ where: { id, ...mine(userId) }, select: rowSelect });
    if (!row) throw notFound();
    return row;
  }

  async function preferencesOf(userId: string) {
    const user = await db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { notificationPrefs: true, telegramChatId: true, notificationsSnoozedUntil: true, allowDirectMessages: true, _count: { select: { pushSubscriptions: true } } },
    });
    const snoozed = user.notificationsSnoozedUntil && user.notificationsSnoozedUntil > now() ? user.notificationsSnoozedUntil : null;
    return {
      ...switchesOf(user.notificationPrefs),
      telegramLinked: user.telegramChatId !== null,
      telegramAvailable: deps.telegramAvailable,
      pushAvailable: deps.pushAvailable,
      pushSubscriptions: user._count.pushSubscriptions,
      snoozedUntil: snoozed?.toISOString() ?? null,
      allowDirectMessages: user.allowDirectMessages,
    };
  }

  return {
    presentFor: async (userId: string, row: Row, language?: Language) => presentNotification(row, await readerOf(userId, language)),
    unreadCount,

    async list(userId: string, query: { limit: number; page: number; filter: NotificationFilter }, language?: Language) {
      const where = { ...mine(userId), ...filterWhere(query.filter) };
      const [rows, total, unread, reader] = await Promise.all([
        db.notification.findMany({ where, select: rowSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
        db.notification.count({ where }),
        unreadCount(userId),
        readerOf(userId, language),
      ]);
      const meta = pageMeta(total, query);
      return { notifications: rows.map((r) => presentNotification(r, reader)), unreadCount: unread, total, page: meta.page, totalPages: meta.totalPages };
    },

    /** Idempotent: reading a read one keeps its first readAt. */
    async markRead(userId: string, id: string, language?: Language) {
      await ownRow(userId, id);
      await db.notification.updateMany({ where: { id, readAt: null }, data: { readAt: now() } });
      const row = await ownRow(userId, id);
      return { notification: presentNotification(row, await readerOf(userId, language)), unreadCount: await announceCount(userId) };
    },

    async markAllRead(userId: string) {
      const { count } = await db.notification.updateMany({ where: { ...mine(userId), readAt: null }, data: { readAt: now() } });
      return { count, unreadCount: await announceCount(userId) };
    },

    async remove(userId: string, id: string) {
      await ownRow(userId, id);
      const { count } = await db.notification.deleteMany({ where: { id, userId } });
      return { count, unreadCount: await announceCount(userId) };
    },

    async removeAll(userId: string) {
      const { count } = await db.notification.deleteMany({ where: { userId } });
      return { count, unreadCount: await announceCount(userId) };
    },

    /** Hides notifications older than the given days from the list (they stay for delivery status and analytics). */
    async archive(userId: string, olderThanDays: number) {
      const { count } = await db.notification.updateMany({ where: { ...mine(userId), createdAt: { lt: new Date(now().getTime() - olderThanDays * DAY) } }, data: { archivedAt: now() } });
      return { count, unreadCount: await announceCount(userId) };
    },

    preferences: preferencesOf,

    /** One UPDATE merging the given switches into the stored ones (concurrent changes of other switches survive). */
    async updatePreferences(userId: string, input: Record<string, boolean | undefined>) {
      const { allowDirectMessages, ...switches } = input;
      const given = Object.fromEntries(Object.entries(switches).filter(([, v]) => typeof v === 'boolean'));
      await db.$transaction(async (tx) => {
        if (Object.keys(given).length > 0) {
          await tx.$executeRaw`UPDATE users SET notification_prefs = notification_prefs || ${JSON.stringify(given)}::jsonb, updated_at = now() WHERE id = ${userId}::uuid`;
        }
        if (allowDirectMessages !== undefined) await tx.user.update({ where: { id: userId }, data: { allowDirectMessages } });
      });
      return preferencesOf(userId);
    },

    async snooze(userId: string, until: Date) {
      await db.user.update({ where: { id: userId }, data: { notificationsSnoozedUntil: until } });
      return { snoozedUntil: until.toISOString() };
    },

    /** Ends the snooze; what waited for it is sent now. */
    async unsnooze(userId: string) {
      const at = now();
      await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: userId }, data: { notificationsSnoozedUntil: null } });
        await tx.notificationDelivery.updateMany({ where: { status: 'PENDING', nextAttemptAt: { gt: at }, attempts: 0, notification: { userId } }, data: { nextAttemptAt: at } });
      });
      deps.wake?.();
      return { snoozedUntil: null };
    },

    async deliveryStatus(userId: string, id: string) {
      const row = await ownRow(userId, id);
      const deliveries = await db.notificationDelivery.findMany({ where: { notificationId: id }, orderBy: { channel: 'asc' } });
      return {
        notificationId: id,
        inApp: { status: 'delivered' as const, readAt: row.readAt?.toISOString() ?? null },
        channels: deliveries.map((d) => ({
          channel: d.channel.toLowerCase() as 'email' | 'push' | 'telegram',
          status: d.status.toLowerCase() as 'pending' | 'sent' | 'failed' | 'skipped',
          attempts: d.attempts,
          deliveredAt: d.deliveredAt?.toISOString() ?? null,
          lastError: d.lastError,
        })),
      };
    },

    /** The user's notifications (archived ones too) as CSV, newest first, in their language. */
    async exportCsv(userId: string, language?: Language): Promise<string> {
      const [rows, reader] = await Promise.all([
        db.notification.findMany({ where: { userId }, select: rowSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: EXPORT_MAX_ROWS }),
        readerOf(userId, language),
      ]);
      const records = rows.map((r) => {
        const n = presentNotification(r, reader);
        return [n.createdAt, n.type, n.title, n.message, n.isRead ? 'read' : 'unread', n.readAt ?? '', n.link ?? ''];
      });
      // A BOM makes spreadsheet programs read the Cyrillic as UTF-8.
      return `\uFEFF${stringify([['createdAt', 'type', 'title', 'message', 'status', 'readAt', 'link'], ...records])}`;
    },

    /** POST /notifications/test: a system notification to oneself, through every channel that is on. */
    async sendTest(userId: string, language?: Language) {
      const [id] = await db.$transaction((tx) => deps.outbox.recordIn(tx, [{ userId, type: 'system', params: { key: 'test' }, link: '/notifications' }]));
      const row = await db.notification.findUniqueOrThrow({ where: { id: id! }, select: rowSelect });
      return { notification: presentNotification(row, await readerOf(userId, language)), unreadCount: await unreadCount(userId) };
    },

    // ── Admin ──

    /** To the given active users; unknown or deleted ids are left out (the answer counts who got it). */
    async sendCustom(input: { userIds: string[]; title: string; message: string; link?: string | undefined }) {
      const ids = [...new Set(input.userIds)].filter(isUuid);
      const users = await db.user.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } });
      const recorded = await db.$transaction((tx) =>
        deps.outbox.recordIn(
          tx,
          users.map((u) => ({ userId: u.id, type: 'system' as const, literal: { title: input.title, message: input.message }, link: input.link ?? null })),
        ),
      );
      return { sent: recorded.length, skipped: input.userIds.length - recorded.length };
    },

    async schedule(adminId: string, input: { audience: 'all' | 'customers' | 'specialists'; title: string; message: string; link?: string | undefined; sendAt: string }) {
      const row = await db.scheduledNotification.create({
        data: { createdById: adminId, audience: input.audience, title: input.title, message: input.message, link: input.link ?? null, sendAt: new Date(input.sendAt) },
      });
      return presentScheduled(row);
    },

    async cancelScheduled(id: string) {
      if (!isUuid(id)) throw NotFoundError('Scheduled notification not found');
      const row = await db.scheduledNotification.findUnique({ where: { id } });
      if (!row) throw NotFoundError('Scheduled notification not found');
      if (row.sentAt) throw ConflictError('This notification has already been sent');
      const updated = row.cancelledAt ? row : await db.scheduledNotification.update({ where: { id }, data: { cancelledAt: now() } });
      return presentScheduled(updated);
    },

    /**
     * Sends the broadcasts that are due: each claimed by one conditional UPDATE (so one instance
     * sends it), its notifications recorded in batches in the claim's transaction.
     */
    async sendDueBroadcasts(): Promise<number> {
      const due = await db.scheduledNotification.findMany({ where: { sentAt: null, cancelledAt: null, sendAt: { lte: now() } }, select: { id: true } });
      let sent = 0;
      for (const { id } of due) {
        sent += await db.$transaction(
          async (tx) => {
            const claimed = await tx.scheduledNotification.updateMany({ where: { id, sentAt: null, cancelledAt: null }, data: { sentAt: now() } });
            if (claimed.count === 0) return 0;
            const b = await tx.scheduledNotification.findUniqueOrThrow({ where: { id } });
            let count = 0;
            let cursor: string | undefined;
            for (;;) {
              const users = await tx.user.findMany({
                where: audienceWhere(b.audience),
                select: { id: true },
                orderBy: { id: 'asc' },
                take: BROADCAST_BATCH,
                ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
              });
              if (users.length === 0) break;
              const recorded = await deps.outbox.recordIn(
                tx,
                users.map((u) => ({ userId: u.id, type: 'system' as const, literal: { title: b.title, message: b.message }, link: b.link, dedupeKey: `broadcast:${b.id}` })),
              );
              count += recorded.length;
              cursor = users[users.length - 1]!.id;
            }
            await tx.scheduledNotification.update({ where: { id }, data: { recipients: count } });
            return count;
          },
          { timeout: 120_000 },
        );
      }
      return sent;
    },

    templates: () => templateCatalogue(),

    async analytics(days: number) {
      const since = new Date(now().getTime() - days * DAY);
      const [byType, deliveries] = await Promise.all([
        db.$queryRaw<{ type: string; total: bigint; read: bigint }[]>`
          SELECT type, count(*) AS total, count(read_at) AS read FROM notifications WHERE created_at >= ${since} GROUP BY type ORDER BY count(*) DESC`,
        db.$queryRaw<{ channel: string; status: string; n: bigint }[]>`
          SELECT d.channel::text, d.status::text, count(*) AS n FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
           WHERE n.created_at >= ${since} GROUP BY 1, 2`,
      ]);
      const total = byType.reduce((s, r) => s + Number(r.total), 0);
      const read = byType.reduce((s, r) => s + Number(r.read), 0);
      const channels = (['EMAIL', 'PUSH', 'TELEGRAM'] as const).map((channel) => {
        const of = (status: string) => Number(deliveries.find((d) => d.channel === channel && d.status === status)?.n ?? 0);
        return { channel: channel.toLowerCase() as 'email' | 'push' | 'telegram', sent: of('SENT'), failed: of('FAILED'), pending: of('PENDING'), skipped: of('SKIPPED') };
      });
      return {
        days,
        total,
        read,
        readRate: total === 0 ? 0 : Math.round((read / total) * 1000) / 1000,
        byType: byType.map((r) => ({ type: r.type, total: Number(r.total), read: Number(r.read) })),
        deliveries: channels,
      };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

function presentScheduled(row: { id: string; audience: string; title: string; message: string; link: string | null; sendAt: Date; sentAt: Date | null; cancelledAt: Date | null; recipients: number }) {
  return {
    id: row.id,
    audience: row.audience as 'all' | 'customers' | 'specialists',
    title: row.title,
    message: row.message,
    link: row.link,
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    recipients: row.recipients,
  };
}
