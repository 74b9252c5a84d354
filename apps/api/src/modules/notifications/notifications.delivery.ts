import { NOTIFICATION_DELIVERY_ATTEMPTS, type Language } from '@vizyt/contracts';
import { ensureQueue, type JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import { renderMail } from '../../lib/mail-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import { languageOf } from '../bookings/bookings.emails.js';
import { renderNotification } from './notification-templates.js';
import { channelBlock, dateOrNull, type DeliveryChannel } from './notifications.outbox.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { DeliveryChanges } from './notifications.sql.js';
import type { ChannelSender, Recipient, RenderedNotification } from './notifications.ports.js';

export const DELIVERY_QUEUE = 'notifications-deliver';
export const DELIVERY_CRON = '* * * * *';
const BATCH = 50;
/** Deliveries sent at the same time by one process (each holds a pool connection while it sends). */
export const DELIVERY_CONCURRENCY = 4;
/** lastError of the deliveries skipped while an admin has notifications switched off. */
export const SWITCHED_OFF = 'notifications switched off in the platform settings';
/** Back-off after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min. */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

const OPEN: Record<Language, string> = { uk: 'Відкрити у Vizyt', en: 'Open in Vizyt', ru: 'Открыть в Vizyt' };
const WHY: Record<Language, string> = {
  uk: 'Ви отримали цей лист, бо ввімкнули сповіщення електронною поштою. Змінити це можна в Налаштуваннях → Сповіщення.',
  en: 'You receive this because e-mail notifications are on. Change it in Settings → Notifications.',
  ru: 'Вы получили это письмо, потому что включили уведомления по почте. Изменить это можно в Настройках → Уведомления.',
};

/** E-mail through the existing mailer and layout, in the recipient's language. */
export function createEmailChannel(mailer: Mailer, appUrl: string): ChannelSender {
  return {
    async send(to, n) {
      if (!to.email) return 'skipped';
      await mailer.send(renderMail(to.language, to.email, { subject: n.title, lines: [n.message], action: OPEN[to.language], after: [WHY[to.language]] }, n.url ?? appUrl));
      return 'sent';
    },
  };
}

export interface DeliveryDeps {
  repo: NotificationsRepository;
  logger: Logger;
  appUrl: string;
  channels: Partial<Record<DeliveryChannel, ChannelSender>>;
  telegramAvailable: boolean;
  /**
   * The admin's `notifications` switch (GET/PUT /admin/settings). Off: due deliveries are marked
   * SKIPPED, not kept for later, so switching it back on does not send a backlog of stale
   * reminders; the in-app notifications themselves are unaffected.
   */
  enabled?: () => Promise<boolean>;
  now?: () => Date;
}

type Outcome = 'sent' | 'skipped' | 'retry' | 'failed' | 'deferred' | 'gone';

/**
 * The delivery worker: sends each PENDING delivery that is due, once. A delivery is claimed
 * with FOR UPDATE SKIP LOCKED inside the transaction that records its outcome, so two workers
 * (two instances, the cron and a wake-up) never send the same one; a crash between sending
 * and committing leaves it PENDING, and it is sent again (at least once, never twice in a row
 * of successes). Preferences and snooze are read again at sending time.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { repo, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.appUrl.replace(/\/$/, '');
  let running: Promise<number> | null = null;
  let again = false;

  async function deliverOne(deliveryId: string): Promise<Outcome> {
    return repo.transaction(
      async (txRepo) => {
        const update = (set: DeliveryChanges) => txRepo.updateDelivery(deliveryId, set);
        const claimed = await txRepo.claimDelivery(deliveryId, now());
        if (!claimed) return 'gone';
        const user = {
          id: claimed.user_id,
          email: claimed.email,
          firstName: claimed.first_name,
          language: claimed.language,
          timezone: claimed.timezone,
          telegramChatId: claimed.telegram_chat_id === null ? null : BigInt(claimed.telegram_chat_id),
          notificationPrefs: claimed.notification_prefs,
          deletedAt: dateOrNull(claimed.deleted_at),
          snoozedUntil: dateOrNull(claimed.notifications_snoozed_until),
          hasPush: claimed.has_push,
        };
        const notification = { id: claimed.notification_id, type: claimed.type, params: claimed.params, title: claimed.title, message: claimed.message, link: claimed.link };
        const at = now();
        if (user.snoozedUntil && user.snoozedUntil > at) {
          await update({ nextAttemptAt: user.snoozedUntil });
          return 'deferred';
        }
        const blocked = channelBlock(claimed.channel, notification.type, user, { telegram: deps.telegramAvailable });
        const sender = deps.channels[claimed.channel];
        if (blocked || !sender) {
          await update({ status: 'SKIPPED', lastError: blocked ?? 'channel not configured' });
          return 'skipped';
        }
        const language = languageOf(user.language);
        const words = renderNotification(notification, { language, timezone: user.timezone });
        const rendered: RenderedNotification = { id: notification.id, type: notification.type as RenderedNotification['type'], ...words, url: notification.link ? `${base}${notification.link}` : null };
        const to: Recipient = { userId: user.id, email: user.email, firstName: user.firstName, language, telegramChatId: user.telegramChatId };
        const attempts = claimed.attempts + 1;
        try {
          const result = await sender.send(to, rendered);
          await update({ status: result === 'sent' ? 'SENT' : 'SKIPPED', attempts, deliveredAt: result === 'sent' ? now() : null, lastError: result === 'sent' ? null : 'nowhere to send' });
          return result;
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const final = attempts >= NOTIFICATION_DELIVERY_ATTEMPTS;
          logger.warn({ err: error, deliveryId, channel: claimed.channel, attempts }, final ? 'notification delivery failed for good' : 'notification delivery failed; will retry');
          await update({ attempts, lastError: message, ...(final ? { status: 'FAILED' as const } : { nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)) }) });
          return final ? 'failed' : 'retry';
        }
      },
      // Long enough for a slow SMTP server or push service; the lock is on one delivery row.
      { timeout: 45_000, maxWait: 10_000 },
    );
  }

  /** Sends every due delivery (in batches); returns how many were sent. */
  async function deliverDue(): Promise<number> {
    if (deps.enabled && !(await deps.enabled())) {
      await repo.skipDue(now(), SWITCHED_OFF);
      return 0;
    }
    let sent = 0;
    for (;;) {
      const due = await repo.dueDeliveryIds(now(), BATCH);
      // A few at a time: sending waits on the network (SMTP, push services) far more than on
      // this process; each delivery still has its own transaction and lock.
      let next = 0;
      const worker = async () => {
        while (next < due.length) {
          const { id } = due[next++]!;
          const outcome = await deliverOne(id).catch((err: unknown) => {
            logger.warn({ err, deliveryId: id }, 'notification delivery could not run');
            return 'gone' as const;
          });
          if (outcome === 'sent') sent++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, due.length) }, worker));
      if (due.length < BATCH) return sent;
    }
  }

  return {
    deliverDue,
    /**
     * Wakes the worker (a notification was committed): one run at a time in this process; a
     * wake-up during a run makes one more run after it.
     */
    kick(): void {
      if (running) {
        again = true;
        return;
      }
      running = deliverDue()
        .catch((err: unknown) => {
          logger.warn({ err }, 'notification delivery run failed');
          return 0;
        })
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            this.kick();
          }
        });
    },
    /** Resolves when the current run (if any) is over (tests, shutdown). */
    idle: async () => {
      while (running) await running;
    },
  };
}
export type Delivery = ReturnType<typeof createDelivery>;

/** The minute-by-minute round on the job queue: retries, snoozes that ended, missed wake-ups. */
export async function registerDeliveryJobs(queue: JobQueue, delivery: Delivery, extra: () => Promise<unknown>, logger: Logger, options: { pollingIntervalSeconds?: number } = {}) {
  const { boss } = queue;
  await ensureQueue(boss, DELIVERY_QUEUE, { retryLimit: 0, expireInSeconds: 300 });
  await boss.schedule(DELIVERY_QUEUE, DELIVERY_CRON);
  await boss.work(DELIVERY_QUEUE, { ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}) }, async () => {
    await extra().catch((err: unknown) => logger.warn({ err }, 'scheduled notifications round failed'));
    const sent = await delivery.deliverDue();
    if (sent > 0) logger.info({ sent }, 'notifications delivered');
  });
}
