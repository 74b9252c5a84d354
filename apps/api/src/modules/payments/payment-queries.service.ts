import { DEFAULT_TIMEZONE, pageMeta, pageWindow, type PaymentHistoryQuery } from '@vizyt/contracts';
import { DateTime } from 'luxon';
import { AppError, NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { paymentStats } from './payment-statistics.js';
import type { PaymentsRepository, PaymentRow, PaymentScope } from './payments.repository.js';

export const paymentNotFound = () => NotFoundError('Payment not found');
const bookingNotFound = () => NotFoundError('Booking not found');

/** Whose payments a caller sees: their own as a customer, their bookings' as a specialist, all as an admin. */
export function scopeOf(actor: Actor): PaymentScope {
  if (actor.role === 'ADMIN') return { all: true };
  if (actor.role === 'SPECIALIST') return { specialistUserId: actor.userId };
  return { customerId: actor.userId };
}

/** The start of a platform-zone day (`end`: of the day after), for the history's from/to. */
const platformDay = (day: string, end: boolean) => {
  const start = DateTime.fromISO(day, { zone: DEFAULT_TIMEZONE }).startOf('day');
  return (end ? start.plus({ days: 1 }) : start).toJSDate();
};

/** The read side of payments: one payment, the history and its totals, the booking a customer pays. */
export function createPaymentQueries(repo: PaymentsRepository) {
  /** A payment its caller may see; anyone else's → 404. */
  async function loadVisible(actor: Actor, id: string): Promise<PaymentRow> {
    const row = await repo.visiblePayment(id, scopeOf(actor));
    if (!row) throw paymentNotFound();
    return row;
  }

  return {
    scopeOf,

    loadVisible,

    /** A payment its caller may see, for its invoice: one that took no money has none (409). */
    async invoiced(actor: Actor, id: string): Promise<PaymentRow> {
      const row = await loadVisible(actor, id);
      if (!row.paidAt) throw new AppError('CONFLICT', 'There is no invoice for a payment that took no money');
      return row;
    },

    /** The booking the customer wants to pay, with what the specialist allows. Not theirs → 404. */
    async payableBooking(actor: Actor, bookingId: string) {
      const booking = await repo.payableBooking(bookingId, actor.userId);
      if (!booking) throw bookingNotFound();
      return { ...booking, depositTaken: booking.payments.length > 0 };
    },

    async history(actor: Actor, query: PaymentHistoryQuery) {
      const { rows, total } = await repo.history(
        {
          scope: scopeOf(actor),
          status: query.status,
          bookingId: query.bookingId,
          createdFrom: query.from ? platformDay(query.from, false) : undefined,
          createdBefore: query.to ? platformDay(query.to, true) : undefined,
        },
        pageWindow(query.page, query.limit),
      );
      return { rows, ...pageMeta(total, query) };
    },

    /** Totals of the payments the history shows the caller (payment-statistics.ts). */
    async stats(actor: Actor) {
      return paymentStats(await repo.statsRows(scopeOf(actor)), DEFAULT_TIMEZONE);
    },
  };
}

export type PaymentQueries = ReturnType<typeof createPaymentQueries>;
