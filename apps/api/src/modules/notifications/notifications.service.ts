import { stringify } from 'csv-stringify/sync';
import { type Language, type Notification, type NotificationFilter, type NotificationType, pageMeta, pageWindow, SOCKET_EVENTS } from '@vizyt/contracts';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { isUuid } from '../../lib/db.js';
import { languageOf } from '../bookings/bookings.emails.js';
import { isNotificationType, renderNotification, templateCatalogue } from './notification-templates.js';
import { switchesOf } from './notifications.outbox.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { NotificationOutbox, Realtime } from './notifications.ports.js';

const DAY = 86_400_000;
const notFound = () => NotFoundError('Notification not found');
const EXPORT_MAX_ROWS = 10_000;
const BROADCAST_BATCH = 500;

type Row = { id: string; type: string; params: unknown; title: string | null; message: string | null; link: string | null; readAt: Date | null; createdAt: Date };
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
  repo: NotificationsRepository;
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
  const { repo, realtime } = deps;
  const now = deps.now ?? (() => new Date());

  /** The reader's zone, and the language they see the app in now (asked), else their account's. */
  async function readerOf(userId: string, asked?: Language): Promise<Reader> {
    const user = await repo.readerOf(userId);
    return { language: asked ?? languageOf(user?.language ?? 'uk'), timezone: user?.timezone ?? 'Europe/Kyiv' };
  }
  const unreadCount = (userId: string) => repo.unreadCount(userId);
  /** The user's other tabs and devices learn the new count at once. */
  async function announceCount(userId: string): Promise<number> {
    const count = await unreadCount(userId);
    realtime.toUser(userId, SOCKET_EVENTS.notificationCount, { unreadCount: count });
    return count;
  }
  async function ownRow(userId: string, id: string) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.ownRow(userId, id);
    if (!row) throw notFound();
    return row;
  }

  async function preferencesOf(userId: string) {
    const user = await repo.preferencesOf(userId);
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
      const [[rows, total], unread, reader] = await Promise.all([
        repo.page(userId, query.filter, pageWindow(query.page, query.limit).skip, query.limit),
        unreadCount(userId),
        readerOf(userId, language),
      ]);
      const meta = pageMeta(total, query);
      return { notifications: rows.map((r) => presentNotification(r, reader)), unreadCount: unread, total, page: meta.page, totalPages: meta.totalPages };
    },

    /** Idempotent: reading a read one keeps its first readAt. */
    async markRead(userId: string, id: string, language?: Language) {
      await ownRow(userId, id);
      await repo.markRead(id, now());
      const row = await ownRow(userId, id);
      return { notification: presentNotification(row, await readerOf(userId, language)), unreadCount: await announceCount(userId) };
    },

    async markAllRead(userId: string) {
      const { count } = await repo.markAllRead(userId, now());
      return { count, unreadCount: await announceCount(userId) };
    },

    async remove(userId: string, id: string) {
      await ownRow(userId, id);
      const { count } = await repo.removeOwn(userId, id);
      return { count, unreadCount: await announceCount(userId) };
    },

    async removeAll(userId: string) {
      const { count } = await repo.removeAll(userId);
      return { count, unreadCount: await announceCount(userId) };
    },

    /** Hides notifications older than the given days from the list (they stay for delivery status and analytics). */
    async archive(userId: string, olderThanDays: number) {
      const { count } = await repo.archiveOlder(userId, new Date(now().getTime() - olderThanDays * DAY), now());
      return { count, unreadCount: await announceCount(userId) };
    },

    preferences: preferencesOf,

    /** One UPDATE merging the given switches into the stored ones (concurrent changes of other switches survive). */
    async updatePreferences(userId: string, input: Record<string, boolean | undefined>) {
      const { allowDirectMessages, ...switches } = input;
      const given = Object.fromEntries(Object.entries(switches).filter(([, v]) => typeof v === 'boolean'));
      await repo.transaction(async (txRepo) => {
        if (Object.keys(given).length > 0) await txRepo.mergeSwitches(userId, given);
        if (allowDirectMessages !== undefined) await txRepo.setAllowDirectMessages(userId, allowDirectMessages);
      });
      return preferencesOf(userId);
    },

    async snooze(userId: string, until: Date) {
      await repo.setSnoozedUntil(userId, until);
      return { snoozedUntil: until.toISOString() };
    },

    /** Ends the snooze; what waited for it is sent now. */
    async unsnooze(userId: string) {
      const at = now();
      await repo.transaction(async (txRepo) => {
        await txRepo.setSnoozedUntil(userId, null);
        await txRepo.releaseSnoozed(userId, at);
      });
      deps.wake?.();
      return { snoozedUntil: null };
    },

    async deliveryStatus(userId: string, id: string) {
      const row = await ownRow(userId, id);
      const deliveries = await repo.deliveriesOf(id);
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
        repo.forExport(userId, EXPORT_MAX_ROWS),
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
      const [id] = await repo.transaction((_txRepo, tx) => deps.outbox.recordIn(tx, [{ userId, type: 'system', params: { key: 'test' }, link: '/notifications' }]));
      const row = await repo.byId(id!);
      return { notification: presentNotification(row, await readerOf(userId, language)), unreadCount: await unreadCount(userId) };
    },

    // ── Admin ──

    /** To the given active users; unknown or deleted ids are left out (the answer counts who got it). */
    async sendCustom(input: { userIds: string[]; title: string; message: string; link?: string | undefined }) {
      const ids = [...new Set(input.userIds)].filter(isUuid);
      const users = await repo.activeUsersAmong(ids);
      const recorded = await repo.transaction((_txRepo, tx) =>
        deps.outbox.recordIn(
          tx,
          users.map((u) => ({ userId: u.id, type: 'system' as const, literal: { title: input.title, message: input.message }, link: input.link ?? null })),
        ),
      );
      return { sent: recorded.length, skipped: input.userIds.length - recorded.length };
    },

    async schedule(adminId: string, input: { audience: 'all' | 'customers' | 'specialists'; title: string; message: string; link?: string | undefined; sendAt: string }) {
      const row = await repo.createScheduled({ createdById: adminId, audience: input.audience, title: input.title, message: input.message, link: input.link ?? null, sendAt: new Date(input.sendAt) });
      return presentScheduled(row);
    },

    async cancelScheduled(id: string) {
      if (!isUuid(id)) throw NotFoundError('Scheduled notification not found');
      const row = await repo.scheduledById(id);
      if (!row) throw NotFoundError('Scheduled notification not found');
      if (row.sentAt) throw ConflictError('This notification has already been sent');
      const updated = row.cancelledAt ? row : await repo.cancelScheduled(id, now());
      return presentScheduled(updated);
    },

    /**
     * Sends the broadcasts that are due: each claimed by one conditional UPDATE (so one instance
     * sends it), its notifications recorded in batches in the claim's transaction.
     */
    async sendDueBroadcasts(): Promise<number> {
      const due = await repo.dueBroadcastIds(now());
      let sent = 0;
      for (const id of due) {
        sent += await repo.transaction(
          async (txRepo, tx) => {
            if (!(await txRepo.claimBroadcast(id, now()))) return 0;
            const b = await txRepo.broadcastById(id);
            let count = 0;
            let cursor: string | undefined;
            for (;;) {
              const users = await txRepo.audienceBatch(b.audience, cursor, BROADCAST_BATCH);
              if (users.length === 0) break;
              const recorded = await deps.outbox.recordIn(
                tx,
                users.map((u) => ({ userId: u.id, type: 'system' as const, literal: { title: b.title, message: b.message }, link: b.link, dedupeKey: `broadcast:${b.id}` })),
              );
              count += recorded.length;
              cursor = users[users.length - 1]!.id;
            }
            await txRepo.setRecipients(id, count);
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
      const [byType, deliveries] = await repo.analytics(since);
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
