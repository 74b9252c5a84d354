/**
 * The one place the amounts of a payment are computed (issue #26 items 11 and 13): what the
 * Pay button says, what the bank's dialog asks, what the confirmation adds up and what the
 * booking flow promises all come from `quotePayment` before paying and `paidResult` after.
 * Amounts are major units on the wire; every sum here is done in kopiyky (integers) so the
 * parts always add up to the whole.
 */
import { maxRedeemablePoints, type Currency, type Payment, type PaymentType } from '@vizyt/contracts';
import { POINT_VALUE_UAH } from './points';

const toMinor = (amount: number): number => Math.round(amount * 100);
const fromMinor = (minor: number): number => minor / 100;

/** What one payment attempt charges, frozen when the customer presses Pay. */
export interface PaymentQuote {
  type: PaymentType;
  /** The chosen amount before points (the deposit, or the rest). */
  amount: number;
  /** Loyalty points taken off it (0: none). */
  points: number;
  /** What the points are worth (1 point = 1 ₴). */
  discount: number;
  /** What the card is charged: amount − discount. The button, the bank dialog and the intent all say this. */
  toPay: number;
}

export const quotePayment = (type: PaymentType, amount: number, points: number): PaymentQuote => {
  const discountMinor = toMinor(points * POINT_VALUE_UAH);
  return { type, amount, points, discount: fromMinor(discountMinor), toPay: fromMinor(Math.max(0, toMinor(amount) - discountMinor)) };
};

/** The intent the server made is exactly the attempt the customer saw (same amount, same points). */
export const intentMatchesQuote = (intent: { amount: number; pointsRedeemed: number; type: PaymentType }, quote: PaymentQuote): boolean =>
  toMinor(intent.amount) === toMinor(quote.toPay) && intent.pointsRedeemed === quote.points && intent.type === quote.type;

/**
 * The most points an amount can take before the server has said so (the booking flow, before the
 * booking exists): 20 % of it in whole points, within the balance — GET /payments/options' rule.
 */
export const pointsCapFor = (amount: number, balance: number): number => maxRedeemablePoints(toMinor(amount), Math.floor(balance));

/** What a successful payment leaves: price = paid before + paid now by card + points + left for the visit. */
export interface PaidResult {
  payment: Payment;
  price: number;
  /** Paid online before this payment. */
  paidBefore: number;
  paidNow: number;
  /** Loyalty points that paid part of it (1 point = 1 ₴); they count as paid. */
  pointsUsed: number;
  pointsDiscount: number;
  paidTotal: number;
  remaining: number;
  currency: Currency;
}

/** From the booking's money as it was when the payment started (the options refetch afterwards). */
export const paidResult = (payment: Payment, before: { price: number; amountPaid: number; currency: Currency }): PaidResult => {
  const pointsUsed = payment.pointsRedeemed;
  const discountMinor = toMinor(pointsUsed * POINT_VALUE_UAH);
  const paidTotalMinor = toMinor(before.amountPaid) + toMinor(payment.amount) + discountMinor;
  return {
    payment,
    price: before.price,
    paidBefore: before.amountPaid,
    paidNow: payment.amount,
    pointsUsed,
    pointsDiscount: fromMinor(discountMinor),
    paidTotal: fromMinor(paidTotalMinor),
    remaining: fromMinor(Math.max(0, toMinor(before.price) - paidTotalMinor)),
    currency: before.currency,
  };
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
