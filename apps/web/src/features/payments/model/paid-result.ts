import type { Currency, Payment, PaymentType } from '@vizyt/contracts';
import { POINT_VALUE_UAH } from './points';

/** What a successful payment leaves: paid now (by card), paid in all, and what is left for the visit. */
export interface PaidResult {
  payment: Payment;
  paidNow: number;
  /** Loyalty points that paid part of it (1 point = 1 ₴); they count as paid. */
  pointsUsed: number;
  paidTotal: number;
  remaining: number;
  currency: Currency;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** From the booking's money as it was when the payment started (the options refetch afterwards). */
export const paidResult = (payment: Payment, before: { price: number; amountPaid: number; currency: Currency }): PaidResult => {
  const pointsUsed = payment.pointsRedeemed;
  const paidTotal = round2(before.amountPaid + payment.amount + pointsUsed * POINT_VALUE_UAH);
  return { payment, paidNow: payment.amount, pointsUsed, paidTotal, remaining: Math.max(0, round2(before.price - paidTotal)), currency: before.currency };
};

/** Points the chosen amount can take: GET /payments/options caps them at 20 % of it, within the balance. */
export const pointsMaxFor = (type: PaymentType, options: { points: { maxForDeposit: number; maxForFull: number } }): number =>
  type === 'DEPOSIT' ? options.points.maxForDeposit : options.points.maxForFull;

/** Which payment types the options allow, the deposit first. */
export const payableTypes = (options: { depositAmount: number | null; remainingAmount: number }): PaymentType[] => [
  ...(options.depositAmount !== null && options.depositAmount < options.remainingAmount ? (['DEPOSIT'] as const) : []),
  ...(options.remainingAmount > 0 ? (['FULL'] as const) : []),
];

export const amountOf = (type: PaymentType, options: { depositAmount: number | null; remainingAmount: number }): number =>
  type === 'DEPOSIT' && options.depositAmount !== null ? options.depositAmount : options.remainingAmount;
