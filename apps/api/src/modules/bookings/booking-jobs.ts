import { createHash } from 'node:crypto';
import { bookingPagePath, REMINDER_HOURS_BEFORE, type BookingSide, type Language, type NotificationType } from '@vizyt/contracts';
import { ensureQueue, JOBS_SCHEMA, type JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { channelBlock } from '../notifications/notifications.outbox.js';
import { noNotifications, type NotificationDraft, type NotificationOutbox } from '../notifications/notifications.ports.js';
import { depositUnpaidNoticeMessage, expiredNoticeMessage, specialistReminderMessage } from './booking-jobs.emails.js';
import type { BookingJobsRepository, BookingNotice } from './booking-jobs.repository.js';
import { formatStart, languageOf, reminderMessage } from './bookings.emails.js';

/** The booking facts background work depends on. */
export interface BookingTiming {
  id: string;
  status: string;
  scheduledAt: Date;
  expiresAt: Date | null;
  /** Held for a required deposit until then (released unless paid). */
  paymentDueAt?: Date | null;
}

export interface BookingJobs {
  /** A new booking: plan its reminders and expiry (one insert; it has no jobs yet). */
  bookingCreated(booking: BookingTiming): Promise<void>;
  /** A booking was rescheduled (or its status changed): re-plan its reminders and expiry. */
  bookingChanged(booking: BookingTiming): Promise<void>;
  /** A booking was cancelled or finished: nothing more should run for it. */
  bookingClosed(bookingId: string): Promise<void>;
}

/** For tests and tools that do not exercise background work. */
export const noBookingJobs: BookingJobs = {
  bookingCreated: async () => {},
  bookingChanged: async () => {},
  bookingClosed: async () => {},
};

export const BOOKING_QUEUES = {
  reminder: 'booking-reminder',
  expire: 'booking-expire',
  /** Safety net: every few minutes, expire pending bookings whose own job was missed. */
  sweep: 'booking-expiry-sweep',
} as const;
export const EXPIRY_SWEEP_CRON = '*/5 * * * *';
/** cancellationReason of a booking the system cancelled because the specialist did not answer. */
export const EXPIRY_REASON = 'expired';
/** cancellationReason of a booking the system released because its required deposit was not paid in time. */
export const DEPOSIT_UNPAID_REASON = 'deposit_not_paid';
const SWEEP_BATCH = 200;
const HOUR = 3_600_000;

export type ReminderKind = `reminder_${(typeof REMINDER_HOURS_BEFORE)[number]}h`;
export interface ReminderJob {
  bookingId: string;
  kind: ReminderKind;
  /** The start the reminder was planned for (ISO); a rescheduled booking makes the job a no-op. */
  scheduledAt: string;
}
export interface ExpireJob {
  bookingId: string;
  expiresAt: string;
}

const REMINDABLE = new Set(['PENDING', 'CONFIRMED']);
const reminderKind = (hours: number) => `reminder_${hours}h` as ReminderKind;
const hoursOf = (kind: ReminderKind) => Number(kind.slice('reminder_'.length, -1));

/**
 * A job id derived from what the job is for, so planning the same thing twice (a retried
 * request, two instances) inserts one job: pg-boss ignores an insert whose id exists.
 */
function jobId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('|')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface BookingJobsDeps {
  queue: JobQueue;
  /** The jobs' data access (booking-jobs.repository.ts `createBookingJobsRepository(db)`). */
  repo: BookingJobsRepository;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  now?: () => Date;
  /** Notifications of reminders and expiry, recorded with their claim (modules/notifications). */
  outbox?: NotificationOutbox;
  /** Refunds what an expired booking took (payments module); expiry refunds in full. */
  settleCancellation?: (bookingId: string, by: 'system', at: Date) => Promise<number>;
}

/**
 * Reminders (REMINDER_HOURS_BEFORE the start, to the customer and the specialist) and the
 * expiry of unanswered pending bookings, on pg-boss.
 *
 * Run-once comes from the handlers, not from the queue: a job may be delivered twice (retry
 * after a crash, expiry of a slow handler), so every handler re-reads the booking and
 * - a reminder sends only while the booking is active and still starts at the job's time, and
 *   only after claiming its row in booking_reminders (unique per booking, kind, recipient, start)
 *   in the transaction that sends;
 * - expiry is one conditional UPDATE … WHERE status = 'PENDING', so a confirmation that commits
 *   first wins, and its notice is claimed the same way.
 * Planning is best effort: a failure is logged, never turned into an error of the request that
 * already committed the booking; the sweep catches missed expiries.
 */
export interface PlannedJob {
  name: string;
  id: string;
  data: ReminderJob | ExpireJob;
  startAfter: Date;
}

/** The jobs a booking in this state should have waiting at `at`: its reminders still ahead, and its expiry while pending. */
export function plannedJobs(booking: BookingTiming, at: Date): PlannedJob[] {
  const out: PlannedJob[] = [];
  if (REMINDABLE.has(booking.status)) {
    for (const hours of REMINDER_HOURS_BEFORE) {
      const sendAt = new Date(booking.scheduledAt.getTime() - hours * HOUR);
      if (sendAt <= at) continue;
      const data: ReminderJob = { bookingId: booking.id, kind: reminderKind(hours), scheduledAt: booking.scheduledAt.toISOString() };
      out.push({ name: BOOKING_QUEUES.reminder, id: jobId(BOOKING_QUEUES.reminder, data.bookingId, data.kind, data.scheduledAt), data, startAfter: sendAt });
    }
  }
  if (booking.status === 'PENDING' && booking.expiresAt) {
    const data: ExpireJob = { bookingId: booking.id, expiresAt: booking.expiresAt.toISOString() };
    out.push({ name: BOOKING_QUEUES.expire, id: jobId(BOOKING_QUEUES.expire, data.bookingId, data.expiresAt), data, startAfter: booking.expiresAt });
  }
  // The deposit hold ends on the same queue: the handler releases a booking still unpaid then.
  if (REMINDABLE.has(booking.status) && booking.paymentDueAt) {
    const data: ExpireJob = { bookingId: booking.id, expiresAt: booking.paymentDueAt.toISOString() };
    out.push({ name: BOOKING_QUEUES.expire, id: jobId(BOOKING_QUEUES.expire, data.bookingId, data.expiresAt), data, startAfter: booking.paymentDueAt });
  }
  return out;
}

/** The jobs as pg-boss's `insert` takes them (several queues in one statement). */
export const insertableJobs = (jobs: PlannedJob[]) => jobs.map((j) => ({ id: j.id, name: j.name, data: j.data, startAfter: j.startAfter.toISOString() }));

export function createBookingJobs(deps: BookingJobsDeps) {
  const { queue, mailer, logger, repo } = deps;
  const { boss } = queue;
  const now = deps.now ?? (() => new Date());
  /** The booking's page for one side, as an absolute link for e-mails. */
  const bookingLink = (side: BookingSide, bookingId: string) => `${deps.appUrl.replace(/\/$/, '')}${bookingPagePath(side, bookingId)}`;

  let queuesReady: Promise<void> | null = null;
  const ensureQueues = () =>
    (queuesReady ??= (async () => {
      const retry = { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };
      await ensureQueue(boss, BOOKING_QUEUES.reminder, retry);
      await ensureQueue(boss, BOOKING_QUEUES.expire, retry);
      await ensureQueue(boss, BOOKING_QUEUES.sweep, { retryLimit: 0, expireInSeconds: 240 });
    })().catch((error: unknown) => {
      queuesReady = null;
      throw error;
    }));

  /** Cancels the booking's waiting jobs except `keep` (tidiness: the handlers would no-op anyway). */
  async function cancelWaiting(bookingId: string, keep: string[]) {
    const { rows } = await boss.getDb().executeSql(
      `SELECT name, id FROM ${JOBS_SCHEMA}.job
        WHERE name = ANY($1::text[]) AND data->>'bookingId' = $2 AND state < 'active' AND NOT (id = ANY($3::uuid[]))`,
      [[BOOKING_QUEUES.reminder, BOOKING_QUEUES.expire], bookingId, keep],
    );
    const byQueue = new Map<string, string[]>();
    for (const r of rows as { name: string; id: string }[]) byQueue.set(r.name, [...(byQueue.get(r.name) ?? []), r.id]);
    for (const [name, ids] of byQueue) await boss.cancel(name, ids);
  }

  /**
   * Inserts the job unless one with this id exists. A job cancelled earlier (the booking moved
   * away from this time and back) is resumed instead, since its id is taken.
   */
  async function sendOnce(name: string, data: object, startAfter: Date, id: string): Promise<string> {
    const created = await boss.send(name, data, { id, startAfter });
    if (created === null) await boss.resume(name, id);
    return id;
  }

  async function plan(booking: BookingTiming) {
    await ensureQueues();
    const keep: string[] = [];
    for (const job of plannedJobs(booking, now())) keep.push(await sendOnce(job.name, job.data, job.startAfter, job.id));
    await cancelWaiting(booking.id, keep);
  }

  /** A new booking has no jobs to resume or cancel: all of its jobs in one statement (ids keep it idempotent). */
  async function planNew(booking: BookingTiming) {
    await ensureQueues();
    const jobs = plannedJobs(booking, now());
    if (jobs.length > 0) await boss.insert(insertableJobs(jobs));
  }

  type Party = BookingNotice['customer'];
  const fullName = (u: Party) => `${u.firstName} ${u.lastName}`.trim();
  /** The letter goes out when the person has an address and their e-mail and topic switches are on. */
  const mailable = (u: Party, type: NotificationType): u is Party & { email: string } =>
    Boolean(u.email) && channelBlock('EMAIL', type, u, { telegram: false }) === null;
  const outbox = deps.outbox ?? noNotifications;

  interface Notice {
    to: Party;
    /** The e-mail of this notice (rich: place, both parties); sent only when `mailable`. */
    build: (lang: Language, email: string) => MailMessage;
    /** The same notice in-app, by push and Telegram, recorded in the claim's transaction. */
    draft: NotificationDraft;
  }

  /** Claims and sends each notice; tries them all, then fails (for a retry) if any failed. */
  async function sendClaimed(notice: BookingNotice, kind: string, notices: Notice[]) {
    let sent = 0;
    const failures: unknown[] = [];
    for (const { to, build, draft } of notices) {
      if (to.deletedAt) continue;
      try {
        const claim = { bookingId: notice.id, kind, recipientId: to.id, scheduledAt: notice.scheduledAt };
        const mail = mailable(to, draft.type);
        const claimed = await repo.claimAndSend(claim, async (tx) => {
          await outbox.recordIn(tx, [{ ...draft, emailSentBy: mail ? `sent as the booking ${kind} letter` : 'no e-mail for this person' }]);
          if (mail) await mailer.send(build(languageOf(to.language), to.email!));
        });
        if (claimed && mail) sent++;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} booking e-mail(s) failed`);
    return sent;
  }

  /** Handles one reminder job; returns how many e-mails it sent (0 when there is nothing to do). */
  async function runReminder(job: ReminderJob): Promise<number> {
    const notice = await repo.findNotice(job.bookingId);
    if (!notice || !REMINDABLE.has(notice.status) || notice.scheduledAt.getTime() !== Date.parse(job.scheduledAt)) return 0;
    const at = now().getTime();
    const start = notice.scheduledAt.getTime();
    // Late delivery (after an outage): no reminder once the start has passed, and none that a
    // nearer reminder already covers.
    const nearer = REMINDER_HOURS_BEFORE.filter((h) => h < hoursOf(job.kind));
    if (at >= start || nearer.some((h) => at >= start - h * HOUR)) return 0;

    const customer = notice.customer;
    const specialist = notice.specialist.user;
    const place = notice.type === 'ONLINE' ? null : (notice.location ?? ([notice.specialist.address, notice.specialist.city].filter(Boolean).join(', ') || null));
    const params = { service: notice.service.name, when: notice.scheduledAt.toISOString(), customer: fullName(customer), specialist: fullName(specialist) };
    const dedupeKey = `reminder:${notice.id}:${job.kind}:${job.scheduledAt}`;
    return sendClaimed(notice, job.kind, [
      {
        to: customer,
        build: (lang, email) =>
          reminderMessage(lang, email, {
            name: customer.firstName,
            service: notice.service.name,
            specialist: fullName(specialist),
            when: formatStart(notice.scheduledAt, lang, customer.timezone),
            place,
            link: bookingLink('customer', notice.id),
          }),
        draft: { userId: customer.id, type: 'booking_reminder', params: { ...params, role: 'customer' }, link: bookingPagePath('customer', notice.id), dedupeKey },
      },
      {
        to: specialist,
        build: (lang, email) =>
          specialistReminderMessage(lang, email, {
            name: specialist.firstName,
            service: notice.service.name,
            other: fullName(customer),
            when: formatStart(notice.scheduledAt, lang, specialist.timezone),
            link: bookingLink('specialist', notice.id),
          }),
        draft: { userId: specialist.id, type: 'booking_reminder', params: { ...params, role: 'specialist' }, link: bookingPagePath('specialist', notice.id), dedupeKey },
      },
    ]);
  }

  /**
   * Expires the booking if it is still pending and overdue, then tells the customer. Run again
   * (a retry after a crash between the two steps), it finds the booking already expired and
   * only sends the notice if that has not gone out.
   */
  async function runExpiry(bookingId: string): Promise<boolean> {
    const expired = (await repo.expireIfPending(bookingId, now(), EXPIRY_REASON)) || (await repo.releaseIfDepositUnpaid(bookingId, now(), DEPOSIT_UNPAID_REASON));
    const notice = await repo.findNotice(bookingId);
    const reason = notice?.cancellationReason;
    const expiredBySystem = notice?.status === 'CANCELLED' && (reason === EXPIRY_REASON || reason === DEPOSIT_UNPAID_REASON) && notice.cancelledById === null;
    if (notice && expiredBySystem) {
      const customer = notice.customer;
      const letter = reason === DEPOSIT_UNPAID_REASON ? depositUnpaidNoticeMessage : expiredNoticeMessage;
      await sendClaimed(notice, reason, [
        {
          to: customer,
          build: (lang, email) =>
            letter(lang, email, {
              name: customer.firstName,
              service: notice.service.name,
              other: fullName(notice.specialist.user),
              when: formatStart(notice.scheduledAt, lang, customer.timezone),
              link: bookingLink('customer', notice.id),
            }),
          draft: {
            userId: customer.id,
            type: 'booking_cancelled',
            params: { service: notice.service.name, when: notice.scheduledAt.toISOString(), by: 'system', reason },
            link: bookingPagePath('customer', notice.id),
            dedupeKey: `expired:${notice.id}`,
          },
        },
      ]);
    }
    if (expired) logger.info({ bookingId }, 'pending booking expired');
    // Run again after a crash, it finds nothing left to refund.
    if (expiredBySystem && deps.settleCancellation) await deps.settleCancellation(bookingId, 'system', notice.cancelledAt ?? now());
    return expired;
  }

  /** Expires every overdue pending booking (the cron safety net); returns how many it expired. */
  async function sweepExpired(): Promise<number> {
    let count = 0;
    for (const id of await repo.overduePending(now(), SWEEP_BATCH)) {
      try {
        if (await runExpiry(id)) count++;
      } catch (err) {
        logger.warn({ err, bookingId: id }, 'expiring a booking failed; the next sweep retries');
      }
    }
    return count;
  }

  return {
    async bookingCreated(booking: BookingTiming) {
      try {
        await planNew(booking);
      } catch (err) {
        logger.error({ err, bookingId: booking.id }, 'could not plan the booking’s reminders and expiry');
      }
    },
    async bookingChanged(booking: BookingTiming) {
      try {
        await plan(booking);
      } catch (err) {
        logger.error({ err, bookingId: booking.id }, 'could not plan the booking’s reminders and expiry');
      }
    },
    async bookingClosed(bookingId: string) {
      try {
        await ensureQueues();
        await cancelWaiting(bookingId, []);
      } catch (err) {
        logger.warn({ err, bookingId }, 'could not cancel the booking’s jobs (they will find it closed and do nothing)');
      }
    },

    /** Registers this process's workers and the sweep's schedule (pg-boss runs a cron once across instances). */
    async startWorkers(options: { pollingIntervalSeconds?: number } = {}) {
      await ensureQueues();
      const work = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
      await boss.work<ReminderJob>(BOOKING_QUEUES.reminder, work, async (jobs) => {
        for (const job of jobs) await runReminder(job.data);
      });
      await boss.work<ExpireJob>(BOOKING_QUEUES.expire, work, async (jobs) => {
        for (const job of jobs) await runExpiry(job.data.bookingId);
      });
      await boss.work(BOOKING_QUEUES.sweep, work, async () => {
        const expired = await sweepExpired();
        if (expired > 0) logger.info({ expired }, 'expiry sweep cancelled overdue pending bookings');
      });
      await boss.schedule(BOOKING_QUEUES.sweep, EXPIRY_SWEEP_CRON);
    },

    // The handlers, callable directly (tests simulate duplicate delivery with them).
    runReminder,
    runExpiry,
    sweepExpired,
  };
}
export type PgBookingJobs = ReturnType<typeof createBookingJobs>;
