import type { BookingPaymentStatus, PaymentStatus, PaymentType } from '@vizyt/contracts';

/**
 * The money rules of issue #11 as pure functions (table-tested in payment-rules.test.ts): what an
 * intent charges, what state a booking's money is in, and what a cancellation refunds.
 * Every amount is integer minor units.
 */

/** The deposit of a price: depositPercent of it, rounded to whole kopiyky, at least 1. */
export const depositOf = (priceMinor: number, depositPercent: number) => Math.max(1, Math.round((priceMinor * depositPercent) / 100));

export interface PayableBooking {
  status: string;
  currency: string;
  priceMinor: number;
  amountPaidMinor: number;
  /** A deposit has been charged for this booking before (even if refunded since). */
  depositTaken: boolean;
}

export type IntentAmount = { ok: true; amountMinor: number } | { ok: false; code: 'ALREADY_PAID' | 'BOOKING_NOT_PAYABLE'; message: string };

/**
 * What an intent of `type` charges for the booking, from the server's data only. DEPOSIT: the
 * specialist's percent of the price, only while nothing is paid. FULL: whatever is left.
 */
export function intentAmount(booking: PayableBooking, type: PaymentType, depositPercent: number): IntentAmount {
  if (booking.currency !== 'UAH') return { ok: false, code: 'BOOKING_NOT_PAYABLE', message: 'Online payment is available for prices in hryvnia only' };
  if (booking.status === 'CANCELLED' || booking.status === 'NO_SHOW') {
    return { ok: false, code: 'BOOKING_NOT_PAYABLE', message: 'This booking is closed and cannot be paid' };
  }
  const remaining = booking.priceMinor - booking.amountPaidMinor;
  if (remaining <= 0) return { ok: false, code: 'ALREADY_PAID', message: 'This booking is already paid in full' };
  if (type === 'FULL') return { ok: true, amountMinor: remaining };
  if (booking.status === 'COMPLETED') return { ok: false, code: 'BOOKING_NOT_PAYABLE', message: 'The visit has taken place: pay the rest in full' };
  if (booking.amountPaidMinor > 0 || booking.depositTaken) {
    return { ok: false, code: 'ALREADY_PAID', message: 'The deposit is already paid; pay the rest in full' };
  }
  return { ok: true, amountMinor: Math.min(remaining, depositOf(booking.priceMinor, depositPercent)) };
}

/** The money state of a booking from its payments' sums. */
export function bookingPaymentStatus(priceMinor: number, chargedMinor: number, refundedMinor: number): BookingPaymentStatus {
  const net = chargedMinor - refundedMinor;
  if (chargedMinor === 0) return 'UNPAID';
  // Covered in full is PAID, even when an earlier part was refunded and paid again.
  if (net >= priceMinor) return 'PAID';
  if (refundedMinor > 0) return net <= 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  return 'DEPOSIT_PAID';
}

/** The status of one charged payment after refunds. */
export const chargedPaymentStatus = (amountMinor: number, refundedMinor: number): PaymentStatus =>
  refundedMinor <= 0 ? 'SUCCEEDED' : refundedMinor >= amountMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';

export type CancelledBy = 'customer' | 'specialist' | 'admin' | 'system';

export interface RefundSituation {
  /** Who cancelled (or would cancel) the booking. */
  by: CancelledBy;
  /** The customer's cancellation came before the free-cancellation deadline. */
  beforeDeadline: boolean;
  priceMinor: number;
  /** The deposit the specialist keeps on a late cancellation: the deposit charged, else the percent of the price. */
  depositMinor: number;
  /** Charged minus refunded, over all the booking's payments. */
  paidMinor: number;
}

export type RefundReason = 'full_refund' | 'deposit_kept' | 'not_paid';

/**
 * What a cancellation refunds. The customer before the deadline, or the specialist, an admin or
 * the expiry job at any time → everything paid. The customer after the deadline → everything
 * above the deposit (the deposit part is kept). Never more than was paid.
 */
export function cancellationRefund(s: RefundSituation): { refundMinor: number; keptMinor: number; reason: RefundReason } {
  if (s.paidMinor <= 0) return { refundMinor: 0, keptMinor: 0, reason: 'not_paid' };
  if (s.by !== 'customer' || s.beforeDeadline) return { refundMinor: s.paidMinor, keptMinor: 0, reason: 'full_refund' };
  const kept = Math.min(s.paidMinor, s.depositMinor);
  return { refundMinor: s.paidMinor - kept, keptMinor: kept, reason: 'deposit_kept' };
}

/**
 * Splits a refund over a booking's charged payments, the latest first (the balance before the
 * deposit), each up to what is left of it.
 */
export function splitRefund<T extends { id: string; amountMinor: number; refundedMinor: number; paidAt: Date | null }>(
  payments: readonly T[],
  refundMinor: number,
): { payment: T; amountMinor: number }[] {
  const parts: { payment: T; amountMinor: number }[] = [];
  let left = refundMinor;
  const latestFirst = [...payments].sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0));
  for (const payment of latestFirst) {
    if (left <= 0) break;
    const take = Math.min(left, payment.amountMinor - payment.refundedMinor);
    if (take > 0) parts.push({ payment, amountMinor: take });
    left -= take;
  }
  return parts;
}

/** The platform's commission on what was kept of a payment, at the rate recorded on it. */
export const commissionOf = (amountMinor: number, refundedMinor: number, commissionBps: number) =>
  Math.round(((amountMinor - refundedMinor) * commissionBps) / 10_000);

/**
 * The loyalty points a cancellation gives back: those of every payment the refund leaves refunded
 * in full (points come back with a full refund, never with a partial one), and those held by
 * unfinished payments (cancelled with the booking). Points already given back count nothing.
 */
export function pointsReturnedOnCancel<T extends { id: string; amountMinor: number; refundedMinor: number; paidAt: Date | null; pointsRedeemed: number }>(
  charged: readonly T[],
  refundMinor: number,
  heldByUnfinished: number,
): number {
  const refunds = new Map(splitRefund(charged, refundMinor).map((part) => [part.payment.id, part.amountMinor]));
  const fromRefunds = charged
    .filter((p) => p.refundedMinor < p.amountMinor && p.refundedMinor + (refunds.get(p.id) ?? 0) >= p.amountMinor)
    .reduce((sum, p) => sum + p.pointsRedeemed, 0);
  return fromRefunds + heldByUnfinished;
}

/** Our status of a refund for the provider's: pending stays pending, anything not succeeded failed. */
export const refundStatusOf = (provider: 'pending' | 'succeeded' | 'failed' | 'canceled'): 'PENDING' | 'SUCCEEDED' | 'FAILED' =>
  provider === 'succeeded' ? 'SUCCEEDED' : provider === 'pending' ? 'PENDING' : 'FAILED';

/** Who cancelled a booking, from its cancelled_by and its parties: nobody → the system (expiry). */
export function cancelledBy(booking: { cancelledById: string | null; customerId: string; specialistUserId: string }): CancelledBy {
  if (!booking.cancelledById) return 'system';
  if (booking.cancelledById === booking.customerId) return 'customer';
  if (booking.cancelledById === booking.specialistUserId) return 'specialist';
  return 'admin';
}

/** A payment in this status took money (some of it may be refunded since). */
export const isCharged = (status: string): boolean => status === 'SUCCEEDED' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED';

/** What is left to refund of a payment: 0 when it took no money or all of it went back. */
export const leftToRefund = (p: { status: string; amountMinor: number; refundedMinor: number }): number =>
  isCharged(p.status) ? Math.max(0, p.amountMinor - p.refundedMinor) : 0;
