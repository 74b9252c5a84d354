import { BOOKING_STATUSES, type BookingAction, type BookingListQuery, bookingPagePath, type BookingStatus, type CreateBookingInput, type Currency, DEFAULT_TIMEZONE, pageMeta, pageWindow, PENDING_EXPIRY_HOURS, toMajorUnits, UAH_PER_UNIT } from '@vizyt/contracts';
import { AppError, AuthorizationError, NotFoundError, UnprocessableError, ValidationError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RawTx, Tx } from '../../lib/unit-of-work.js';
import type { SchedulingService } from '../scheduling/scheduling.service.js';
import type { NotificationDraft, NotificationOutbox } from '../notifications/notifications.ports.js';
import type { SpecialistIncome } from '../payments/specialist-income.service.js';
import type { BookingJobs, BookingTiming } from './booking-jobs.js';
import { cancelledNotices, confirmedNotices, createdNotices, updatedNotices } from './booking-notifications.js';
import { exportFile, type ExportFile, type ExportPerspective } from './bookings-export.js';
import { formatStart, languageOf, reminderMessage } from './bookings.emails.js';
import { bookingRoleOf, checkAction, freeCancellationDeadline, isFreeCancellation, transitionOf } from './bookings.policy.js';
import type { BookingsRepository } from './bookings.repository.js';
import type { BookingChanges, BookingRow, BookingScope } from './bookings.rows.js';
import { statsWindow, type StatsPeriod } from './stats-window.js';
import { bookingNotFound, guardedWrite, PROBLEMS } from './booking-errors.js';

export interface BookingsDeps {
  /** The bookings' data access (bookings.repository.ts `createBookingsRepository(db)`). */
  repo: BookingsRepository;
  scheduling: SchedulingService;
  jobs: BookingJobs;
  mailer: Mailer;
  appUrl: string;
  /** Money of a cancelled booking (modules/payments): what the rules refund, and refunding it. */
  payments?: BookingMoney;
  logger?: Logger;
  /** Points a completed booking earns (modules/loyalty), credited in the completion's transaction. */
  loyalty?: { earnForBooking(tx: Tx, bookingId: string): Promise<number> };
  /** Notifications of booking changes, recorded in the change's transaction (modules/notifications). */
  notifications?: NotificationOutbox;
  /** The specialist's income (modules/payments `specialistIncomeOf(db)`): the specialist view's `amount`, as every other screen counts it. */
  income: SpecialistIncome;
}

/** What bookings need of the payments module. */
export interface BookingMoney {
  cancellationTerms(bookingId: string, by: 'customer' | 'specialist' | 'admin' | 'system', at: Date): Promise<{ refundMinor: number; keptMinor: number; pointsReturned: number }>;
  settleCancellation(bookingId: string, by: 'customer' | 'specialist' | 'admin' | 'system', at: Date): Promise<number>;
  /** Does a new booking of this specialist wait for its deposit (required, and payable online now)? */
  depositHoldApplies(specialistId: string): Promise<boolean>;
}

type CreateInput = Required<Pick<CreateBookingInput, 'serviceId' | 'scheduledAt' | 'type' | 'videoCall'>> & Pick<CreateBookingInput, 'notes' | 'location'>;
export interface UpdateInput {
  type?: 'online' | 'in_person';
  notes?: string | null;
  location?: string | null;
  videoCall?: boolean;
}

/** An export is a list a person reads, not a backup: at most this many bookings, oldest first. */
export const EXPORT_MAX_ROWS = 5_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

const dbType = (t: 'online' | 'in_person') => (t === 'online' ? 'ONLINE' : 'IN_PERSON');
/** A pending booking waits for the specialist at most PENDING_EXPIRY_HOURS, and never past its start. */
export const pendingExpiry = (now: Date, start: Date) => new Date(Math.min(now.getTime() + PENDING_EXPIRY_HOURS * HOUR, start.getTime()));
const timingOf = (b: BookingRow): BookingTiming => ({ id: b.id, status: b.status, scheduledAt: b.scheduledAt, expiresAt: b.expiresAt, paymentDueAt: b.paymentDueAt });
const partiesOf = (b: BookingRow) => ({ customerId: b.customerId, specialistUserId: b.specialist.userId });
const timesOf = (b: BookingRow) => ({ status: b.status, scheduledAt: b.scheduledAt, cancellationWindowHours: b.specialist.cancellationWindowHours });


export function createBookingsService(deps: BookingsDeps) {
  const { repo, income, scheduling, jobs, mailer } = deps;

  /** Whose bookings the caller's lists show: by `view`, else by role (an admin sees all). */
  function scopeOf(actor: Actor, view?: 'customer' | 'specialist'): BookingScope {
    if (view === 'customer' || (!view && actor.role === 'CUSTOMER')) return { customerId: actor.userId };
    if (view === 'specialist' || (!view && actor.role === 'SPECIALIST')) return { specialistUserId: actor.userId };
    return { all: true };
  }

  /** The booking and the caller's side of it; strangers get 404, as if it did not exist. */
  async function loadVisible(actor: Actor, id: string) {
    const booking = await repo.findById(id);
    const role = booking ? bookingRoleOf(actor, partiesOf(booking)) : null;
    if (!booking || !role) throw bookingNotFound();
    return { booking, role };
  }

  /**
   * Loads the booking, applies the transition table's rules for the caller, then writes with one
   * conditional UPDATE (same status set, same start time as checked). A lost race → 409.
   */
  async function transition(
    actor: Actor,
    id: string,
    action: BookingAction,
    changesFor: (booking: BookingRow, role: NonNullable<ReturnType<typeof bookingRoleOf>>, now: Date) => BookingChanges | Promise<BookingChanges>,
    options: { countCompletedJob?: boolean; afterInTransaction?: (tx: Tx, bookingId: string) => Promise<void>; notify?: (row: BookingRow) => NotificationDraft[] } = {},
  ) {
    const { booking, role } = await loadVisible(actor, id);
    const now = new Date();
    const verdict = checkAction(action, role, timesOf(booking), now);
    if (!verdict.ok) throw verdict.code === 'FORBIDDEN' ? AuthorizationError(verdict.message) : new AppError(verdict.code, verdict.message);
    const changes = await changesFor(booking, role, now);
    const updated = await guardedWrite(() =>
      repo.transition({ id: booking.id, statuses: transitionOf(action).from, scheduledAt: booking.scheduledAt }, changes, {
        ...options,
        ...(options.notify ? { notifyInTransaction: notifyIn(options.notify) } : {}),
      }),
    );
    if (!updated) {
      const current = await repo.findById(id);
      throw new AppError('INVALID_TRANSITION', `The booking was changed meanwhile (now ${current?.status.toLowerCase() ?? 'gone'}); reload it`);
    }
    return { booking: updated, role, now };
  }

  const outbox = deps.notifications;
  /** Records the drafts for the written row in its transaction (nothing without notifications). */
  const notifyIn = (drafts: (row: BookingRow) => NotificationDraft[]) => async (tx: Tx | RawTx, row: BookingRow) => {
    if (outbox) await outbox.recordIn(tx, drafts(row));
  };

  /**
   * The specialist's booking toggles for this customer: with "require customer verification" an
   * unverified e-mail may not book (403, nothing created); the booking is confirmed at once with
   * auto-accept, or with "allow instant bookings" for a returning customer (an earlier completed visit).
   */
  async function admission(
    customerId: string,
    service: { specialistId: string; autoAccept: boolean; allowInstantBookings: boolean; requireCustomerVerification: boolean },
  ): Promise<{ confirmAtOnce: boolean }> {
    if (service.autoAccept && !service.requireCustomerVerification) return { confirmAtOnce: true };
    if (!service.allowInstantBookings && !service.requireCustomerVerification) return { confirmAtOnce: false };
    const standing = await repo.customerStanding(customerId, service.specialistId);
    if (service.requireCustomerVerification && !standing.emailVerified) {
      throw new AppError('CUSTOMER_NOT_VERIFIED', 'This specialist only takes bookings from customers with a verified e-mail address. Verify yours and try again');
    }
    return { confirmAtOnce: service.autoAccept || (service.allowInstantBookings && standing.returning) };
  }

  /** Online only with a specialist who works online; in person only with one who sees people. */
  function assertWorkMode(service: { worksOnline: boolean; worksInPerson: boolean }, type: 'online' | 'in_person' | undefined) {
    if (type === 'online' && !service.worksOnline) throw ValidationError([{ path: 'body.type', message: 'specialistNotOnline', code: 'custom' }]);
    if (type === 'in_person' && !service.worksInPerson) throw ValidationError([{ path: 'body.type', message: 'specialistNotInPerson', code: 'custom' }]);
  }

  return {
    async create(actor: Actor, input: CreateInput): Promise<BookingRow> {
      const now = new Date();
      const start = new Date(input.scheduledAt);
      if (start.getTime() <= now.getTime()) throw PROBLEMS.BOOKING_IN_PAST();
      const check = await scheduling.checkBookable(input.serviceId, start, { now });
      if (!check.ok) throw PROBLEMS[check.problem]();
      const service = check.service;
      assertWorkMode(service, input.type);
      const { confirmAtOnce: confirmed } = await admission(actor.userId, service);
      const endsAt = new Date(start.getTime() + service.durationMinutes * MINUTE);
      const depositHold = (await deps.payments?.depositHoldApplies(service.specialistId)) ?? false;
      const row = await guardedWrite(() =>
        repo.insert({
          customerId: actor.userId,
          specialistId: service.specialistId,
          serviceId: service.serviceId,
          status: confirmed ? 'CONFIRMED' : 'PENDING',
          type: dbType(input.type),
          scheduledAt: start,
          endsAt,
          busyUntil: new Date(endsAt.getTime() + service.bufferMinutes * MINUTE),
          durationMinutes: service.durationMinutes,
          priceMinor: service.priceMinor,
          currency: service.currency,
          notes: input.notes || null,
          location: input.location || null,
          videoCall: input.videoCall,
          expiresAt: confirmed ? null : pendingExpiry(now, start),
          confirmedAt: confirmed ? now : null,
          depositHold,
        }, outbox ? notifyIn(createdNotices) : undefined),
      );
      await jobs.bookingCreated(timingOf(row));
      await scheduling.refreshNextFree(row.specialistId, now, { booked: { from: row.scheduledAt, to: row.busyUntil } });
      return row;
    },

    async get(actor: Actor, id: string): Promise<BookingRow> {
      return (await loadVisible(actor, id)).booking;
    },

    async list(actor: Actor, query: BookingListQuery) {
      const { rows, total } = await repo.list(scopeOf(actor, query.view), {
        statuses: query.status,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        order: query.sortOrder,
        ...pageWindow(query.page, query.limit),
      });
      return { rows, ...pageMeta(total, query) };
    },

    async history(actor: Actor, page: { page: number; limit: number }) {
      const { rows, total } = await repo.history(scopeOf(actor), new Date(), pageWindow(page.page, page.limit));
      return { rows, ...pageMeta(total, page) };
    },

    async upcoming(actor: Actor, limit: number): Promise<BookingRow[]> {
      return repo.upcoming(scopeOf(actor), new Date(), limit);
    },

    /**
     * Counts of the bookings the list shows (same scope, same `view`, same date filter) in the
     * calendar `period` that holds now, on the wall calendar of the specialist (specialist view) or
     * of the customer: "this month" includes the rest of the month, not only what has passed.
     */
    async stats(actor: Actor, query: { period: StatsPeriod; view?: 'customer' | 'specialist'; from?: string; to?: string }) {
      const now = new Date();
      const scope = scopeOf(actor, query.view);
      const timezone = (await repo.timezoneOf(scope)) ?? DEFAULT_TIMEZONE;
      const { period } = query;
      const { from, to } = statsWindow(period, now, timezone, {
        ...(query.from ? { from: new Date(query.from) } : {}),
        ...(query.to ? { to: new Date(query.to) } : {}),
      });
      const [raw, earned] = await Promise.all([
        repo.stats(scope, from, to, now),
        'specialistUserId' in scope ? income.totals(scope.specialistUserId, { from, to }) : null,
      ]);
      const byStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<BookingStatus, number>;
      for (const g of raw.byStatus) byStatus[g.status] = g.count;
      const closed = byStatus.COMPLETED + byStatus.CANCELLED + byStatus.NO_SHOW;
      const amountMinorUah = raw.completedMinorByCurrency.reduce((sum, g) => sum + g.minor * (UAH_PER_UNIT[g.currency as Currency] ?? 1), 0);
      return {
        period,
        timezone,
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
        total: Object.values(byStatus).reduce((a, b) => a + b, 0),
        byStatus,
        upcoming: raw.upcoming,
        completionRate: closed === 0 ? 0 : Math.round((byStatus.COMPLETED / closed) * 1000) / 1000,
        // The specialist's revenue by visit date (specialist-income); a customer's completed visits' prices.
        amount: earned ? toMajorUnits(earned.grossMinor) : Math.round(amountMinorUah) / 100,
      };
    },

    async canCancel(actor: Actor, id: string) {
      const { booking, role } = await loadVisible(actor, id);
      const now = new Date();
      const verdict = checkAction('cancel', role, timesOf(booking), now);
      const times = timesOf(booking);
      const terms = verdict.ok && deps.payments ? await deps.payments.cancellationTerms(booking.id, role, now) : { refundMinor: 0, keptMinor: 0, pointsReturned: 0 };
      return {
        allowed: verdict.ok,
        reason: verdict.ok ? null : verdict.code,
        deadline: (role === 'customer' ? freeCancellationDeadline(times) : booking.scheduledAt).toISOString(),
        free: verdict.ok && isFreeCancellation(role, times, now),
        refundAmount: toMajorUnits(terms.refundMinor),
        keptAmount: toMajorUnits(terms.keptMinor),
        pointsReturned: terms.pointsReturned,
      };
    },

    async canReschedule(actor: Actor, id: string) {
      const { booking, role } = await loadVisible(actor, id);
      const verdict = checkAction('reschedule', role, timesOf(booking), new Date());
      return {
        allowed: verdict.ok,
        reason: verdict.ok ? null : verdict.code,
        deadline: (role === 'customer' ? freeCancellationDeadline(timesOf(booking)) : booking.scheduledAt).toISOString(),
        free: verdict.ok,
      };
    },

    /** Busy times of a specialist over [start, start + duration + buffer): only times; ids only of what the caller may see. */
    async checkConflicts(actor: Actor, q: { specialistId: string; scheduledAt: string; duration: number; excludeBookingId?: string }) {
      const specialist = await repo.specialistById(q.specialistId);
      if (!specialist) throw NotFoundError('Specialist not found');
      const start = new Date(q.scheduledAt);
      const end = new Date(start.getTime() + (q.duration + specialist.bufferMinutes) * MINUTE);
      const ranges = await repo.busyRanges(specialist.id, start, end, q.excludeBookingId ?? null);
      const owner = actor.role === 'ADMIN' || actor.userId === specialist.userId;
      const conflicts = ranges
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map((r) => ({
          id: owner || (r.kind === 'booking' && r.customerId === actor.userId) ? r.id : null,
          kind: r.kind,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
        }));
      return { hasConflicts: conflicts.length > 0, conflicts };
    },

    async exportFile(actor: Actor, format: 'csv' | 'ics'): Promise<ExportFile> {
      const perspective: ExportPerspective = actor.role === 'CUSTOMER' ? 'customer' : actor.role === 'SPECIALIST' ? 'specialist' : 'admin';
      const rows = await repo.forExport(scopeOf(actor), EXPORT_MAX_ROWS);
      return exportFile(rows, format, perspective, deps.appUrl, new Date());
    },

    async update(actor: Actor, id: string, input: UpdateInput): Promise<BookingRow> {
      const { booking } = await transition(
        actor,
        id,
        'update',
        (current) => {
        const type = input.type ? dbType(input.type) : current.type;
        if (input.type) assertWorkMode(current.specialist, input.type);
        if (input.videoCall === true && type !== 'ONLINE') {
          throw ValidationError([{ path: 'body.videoCall', message: 'videoCallOnlineOnly', code: 'custom' }]);
        }
        return {
          type,
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
          ...(input.location !== undefined ? { location: input.location || null } : {}),
          // An in-person visit has no video call.
          videoCall: type === 'ONLINE' ? (input.videoCall ?? current.videoCall) : false,
        };
      },
        { notify: (row) => updatedNotices(row, actor.userId, { kind: 'changed' }) },
      );
      return booking;
    },

    async cancel(actor: Actor, id: string, reason: string) {
      const { booking, role, now } = await transition(actor, id, 'cancel', (_b, _role, at) => ({
        status: 'CANCELLED',
        cancelledAt: at,
        cancelledById: actor.userId,
        cancellationReason: reason,
        expiresAt: null,
      }), { notify: (row) => cancelledNotices(row, actor.userId, reason) });
      await jobs.bookingClosed(booking.id);
      await scheduling.refreshNextFree(booking.specialistId);
      // Money back by the rules; the booking is re-read so its answer shows the refund.
      // A provider outage does not undo the cancellation: the refund sweep retries it.
      let refundPending = false;
      const refundedMinor = deps.payments
        ? await deps.payments.settleCancellation(booking.id, role, now).catch((err: unknown) => {
            refundPending = true;
            deps.logger?.warn({ err, bookingId: booking.id }, 'refund at cancellation failed; the refund sweep will retry');
            return 0;
          })
        : 0;
      return {
        booking: refundedMinor > 0 ? ((await repo.findById(booking.id)) ?? booking) : booking,
        freeCancellation: isFreeCancellation(role, { scheduledAt: booking.scheduledAt, cancellationWindowHours: booking.specialist.cancellationWindowHours }, now),
        refunded: toMajorUnits(refundedMinor),
        refundPending,
      };
    },

    async confirm(actor: Actor, id: string): Promise<BookingRow> {
      const { booking } = await transition(actor, id, 'confirm', (_b, _role, now) => ({ status: 'CONFIRMED', confirmedAt: now, expiresAt: null }), { notify: confirmedNotices });
      await jobs.bookingChanged(timingOf(booking));
      return booking;
    },

    async start(actor: Actor, id: string): Promise<BookingRow> {
      return (await transition(actor, id, 'start', (_b, _role, now) => ({ status: 'IN_PROGRESS', startedAt: now }))).booking;
    },

    async complete(actor: Actor, id: string): Promise<BookingRow> {
      const { booking } = await transition(actor, id, 'complete', (_b, _role, now) => ({ status: 'COMPLETED', completedAt: now }), {
        countCompletedJob: true,
        ...(deps.loyalty ? { afterInTransaction: (tx: Tx, bookingId: string) => deps.loyalty!.earnForBooking(tx, bookingId).then(() => undefined) } : {}),
      });
      await jobs.bookingClosed(booking.id);
      return booking;
    },

    async noShow(actor: Actor, id: string): Promise<BookingRow> {
      const { booking } = await transition(actor, id, 'no_show', () => ({ status: 'NO_SHOW' }));
      await jobs.bookingClosed(booking.id);
      return booking;
    },

    async reschedule(actor: Actor, id: string, scheduledAt: string): Promise<BookingRow> {
      const start = new Date(scheduledAt);
      let previous = start;
      const { booking } = await transition(actor, id, 'reschedule', async (current, role, now) => {
        previous = current.scheduledAt;
        if (start.getTime() <= now.getTime()) throw PROBLEMS.BOOKING_IN_PAST();
        const check = await scheduling.checkBookable(current.serviceId, start, { excludeBookingId: current.id, now });
        if (!check.ok) throw check.problem === 'NOT_FOUND' ? UnprocessableError('The service is no longer available') : PROBLEMS[check.problem]();
        const endsAt = new Date(start.getTime() + current.durationMinutes * MINUTE);
        // A customer's new time needs the specialist's consent again, unless they accept automatically
        // (everyone, or a returning customer with instant bookings on).
        const backToPending =
          current.status === 'PENDING' ||
          (role === 'customer' && !check.service.autoAccept && !(check.service.allowInstantBookings && (await repo.customerStanding(current.customerId, current.specialistId)).returning));
        return {
          scheduledAt: start,
          endsAt,
          busyUntil: new Date(endsAt.getTime() + check.service.bufferMinutes * MINUTE),
          rescheduleCount: { increment: 1 },
          ...(backToPending ? { status: 'PENDING' as const, confirmedAt: null, expiresAt: pendingExpiry(now, start) } : { expiresAt: null }),
        };
      }, { notify: (row) => updatedNotices(row, actor.userId, { kind: 'rescheduled', previous }) });
      await jobs.bookingChanged(timingOf(booking));
      await scheduling.refreshNextFree(booking.specialistId);
      return booking;
    },

    async remind(actor: Actor, id: string) {
      const { booking, role } = await loadVisible(actor, id);
      const verdict = checkAction('reminder', role, timesOf(booking), new Date());
      if (!verdict.ok) throw verdict.code === 'FORBIDDEN' ? AuthorizationError(verdict.message) : new AppError(verdict.code, verdict.message);
      const to = booking.customer.email;
      if (!to) throw UnprocessableError('The customer has no e-mail address');
      const lang = languageOf(booking.customer.language);
      const place = booking.type === 'ONLINE' ? null : (booking.location ?? ([booking.specialist.address, booking.specialist.city].filter(Boolean).join(', ') || null));
      await mailer.send(
        reminderMessage(lang, to, {
          name: booking.customer.firstName,
          service: booking.service.name,
          specialist: `${booking.specialist.user.firstName} ${booking.specialist.user.lastName}`.trim(),
          when: formatStart(booking.scheduledAt, lang, booking.customer.timezone),
          place,
          link: `${deps.appUrl.replace(/\/$/, '')}${bookingPagePath('customer', booking.id)}`,
        }),
      );
      return { sent: true as const, channel: 'email' as const };
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
