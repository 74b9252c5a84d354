import { LOYALTY_POINT_VALUE_UAH, UAH_PER_UNIT, type Currency } from '@vizyt/contracts';
import { DateTime } from 'luxon';
import { commissionOf } from './payment-rules.js';

/**
 * The specialist's income as pure functions (issue #26, item 14; table-tested in
 * specialist-income.rules.test.ts). One definition for every screen that shows money earned:
 *
 * - A visit's money counts in the period of the VISIT (its scheduled start on the specialist's
 *   wall calendar), not of the payment: a visit paid this month for next month is next month's.
 * - gross of a COMPLETED visit = its price (in hryvnia at the fixed rates) less the loyalty points
 *   the customer paid with (a discount, not income) less what was refunded: money paid online and
 *   the rest paid at the visit.
 * - gross of a CANCELLED or NO_SHOW visit = what was paid online and kept (a kept deposit).
 * - A visit still to come (PENDING, CONFIRMED, IN_PROGRESS) has earned nothing yet.
 * - commission = the platform's share of money paid online, at the rate recorded on each payment
 *   when it was paid, on what was kept (payment-rules' commissionOf); the platform takes nothing
 *   of money paid at the visit.
 * - net = gross − commission.
 * Every amount is integer minor units (kopiyky).
 */

export type IncomeBookingStatus = 'PENDING' | 'CONFIRMED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'NO_SHOW';
/** A payment whose money was taken (SUCCEEDED, PARTIALLY_REFUNDED or REFUNDED). */
export interface IncomePayment {
  status: 'SUCCEEDED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amountMinor: number;
  refundedMinor: number;
  commissionBps: number | null;
  pointsRedeemed: number;
}
export interface IncomeVisit {
  status: IncomeBookingStatus;
  scheduledAt: Date;
  priceMinor: number;
  currency: string;
  payments: readonly IncomePayment[];
}

export interface IncomeFigures {
  grossMinor: number;
  commissionMinor: number;
  netMinor: number;
  /** Refunded of the counted visits' online payments (already taken off gross). */
  refundsMinor: number;
  /** Paid at the visit (gross less what was kept online). */
  atVisitMinor: number;
  /** Loyalty points the customers paid with, in kopiyky (not income). */
  pointsMinor: number;
  /** Visits that earned something or were closed: completed, cancelled with money kept, no-shows. */
  visits: number;
  /** Online payments of those visits. */
  payments: number;
}

export const ZERO_INCOME: IncomeFigures = { grossMinor: 0, commissionMinor: 0, netMinor: 0, refundsMinor: 0, atVisitMinor: 0, pointsMinor: 0, visits: 0, payments: 0 };

/** A price in kopiyky of hryvnia (other currencies at the fixed rates of GET /bookings/stats). */
export const uahMinorOf = (priceMinor: number, currency: string) => Math.round(priceMinor * (UAH_PER_UNIT[currency as Currency] ?? 1));

/** Points stand as paid while their payment stands; a full refund gives them back. */
const pointsOf = (p: IncomePayment) => (p.status === 'REFUNDED' ? 0 : p.pointsRedeemed * 100 * LOYALTY_POINT_VALUE_UAH);

/** The money one visit earned, by the definitions above. */
export function visitIncome(v: IncomeVisit): IncomeFigures {
  const closed = v.status === 'COMPLETED' || v.status === 'CANCELLED' || v.status === 'NO_SHOW';
  if (!closed) return ZERO_INCOME;
  let charged = 0;
  let refunds = 0;
  let points = 0;
  let commission = 0;
  for (const p of v.payments) {
    charged += p.amountMinor;
    refunds += p.refundedMinor;
    points += pointsOf(p);
    commission += commissionOf(p.amountMinor, p.refundedMinor, p.commissionBps ?? 0);
  }
  const keptOnline = charged - refunds;
  // What the price left after online charges and points was paid at the visit (never below 0).
  const atVisit = v.status === 'COMPLETED' ? Math.max(0, uahMinorOf(v.priceMinor, v.currency) - charged - points) : 0;
  const gross = keptOnline + atVisit;
  return { grossMinor: gross, commissionMinor: commission, netMinor: gross - commission, refundsMinor: refunds, atVisitMinor: atVisit, pointsMinor: v.status === 'COMPLETED' ? points : 0, visits: 1, payments: v.payments.length };
}

const add = (a: IncomeFigures, b: IncomeFigures): IncomeFigures => ({
  grossMinor: a.grossMinor + b.grossMinor,
  commissionMinor: a.commissionMinor + b.commissionMinor,
  netMinor: a.netMinor + b.netMinor,
  refundsMinor: a.refundsMinor + b.refundsMinor,
  atVisitMinor: a.atVisitMinor + b.atVisitMinor,
  pointsMinor: a.pointsMinor + b.pointsMinor,
  visits: a.visits + b.visits,
  payments: a.payments + b.payments,
});

/** The sum over visits. */
export const totalIncome = (visits: readonly IncomeVisit[]): IncomeFigures => visits.reduce((sum, v) => add(sum, visitIncome(v)), ZERO_INCOME);

/**
 * The income per local bucket of the visit's start in `zone` (a day, a week from Monday or a
 * month), keyed by the bucket's first day YYYY-MM-DD: the series' points add up to the total.
 */
export function incomeByBucket(visits: readonly IncomeVisit[], zone: string, bucket: 'day' | 'week' | 'month'): Map<string, IncomeFigures> {
  const out = new Map<string, IncomeFigures>();
  for (const v of visits) {
    const key = DateTime.fromJSDate(v.scheduledAt, { zone }).startOf(bucket).toISODate()!;
    out.set(key, add(out.get(key) ?? ZERO_INCOME, visitIncome(v)));
  }
  return out;
}
