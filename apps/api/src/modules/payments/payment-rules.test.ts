import { describe, expect, it } from 'vitest';
import {
  bookingPaymentStatus,
  cancellationRefund,
  chargedPaymentStatus,
  commissionOf,
  depositOf,
  intentAmount,
  pointsReturnedOnCancel,
  splitRefund,
  type PayableBooking,
  type RefundSituation,
} from './payment-rules.js';

/** A 600 ₴ booking (60 000 kopiyky), nothing paid yet, unless overridden. */
const booking = (overrides: Partial<PayableBooking> = {}): PayableBooking => ({
  status: 'CONFIRMED',
  currency: 'UAH',
  priceMinor: 60_000,
  amountPaidMinor: 0,
  depositTaken: false,
  ...overrides,
});

describe('depositOf', () => {
  it.each([
    [60_000, 30, 18_000],
    [60_000, 100, 60_000],
    [60_000, 10, 6_000],
    // 9 999.9 kopiyky → rounded to whole kopiyky.
    [33_333, 30, 10_000],
    [33_331, 30, 9_999],
    // Never a zero deposit.
    [1, 10, 1],
  ])('%i kopiyky at %i %% → %i', (price, percent, deposit) => {
    expect(depositOf(price, percent)).toBe(deposit);
  });
});

describe('intentAmount: what an intent charges, from the server’s data only', () => {
  it.each([
    ['a deposit while nothing is paid: the percent of the price', booking(), 'DEPOSIT', 30, 18_000],
    ['a deposit at 100 % is the whole price', booking(), 'DEPOSIT', 100, 60_000],
    ['a deposit of a pending booking', booking({ status: 'PENDING' }), 'DEPOSIT', 30, 18_000],
    ['full while nothing is paid: the price', booking(), 'FULL', 30, 60_000],
    ['full after the deposit: the remainder', booking({ amountPaidMinor: 18_000, depositTaken: true }), 'FULL', 30, 42_000],
    ['full after part of the deposit came back: what is left', booking({ amountPaidMinor: 10_000, depositTaken: true }), 'FULL', 30, 50_000],
    ['full after the visit (pay the rest then)', booking({ status: 'COMPLETED', amountPaidMinor: 18_000, depositTaken: true }), 'FULL', 30, 42_000],
  ] as const)('%s', (_name, b, type, percent, amountMinor) => {
    expect(intentAmount(b, type, percent)).toEqual({ ok: true, amountMinor });
  });

  it.each([
    ['a second deposit', booking({ amountPaidMinor: 18_000, depositTaken: true }), 'DEPOSIT', 'ALREADY_PAID'],
    ['a deposit after a refunded one (one deposit per booking)', booking({ amountPaidMinor: 0, depositTaken: true }), 'DEPOSIT', 'ALREADY_PAID'],
    ['a deposit after a full payment', booking({ amountPaidMinor: 60_000 }), 'DEPOSIT', 'ALREADY_PAID'],
    ['full when paid in full', booking({ amountPaidMinor: 60_000 }), 'FULL', 'ALREADY_PAID'],
    ['a deposit after the visit', booking({ status: 'COMPLETED' }), 'DEPOSIT', 'BOOKING_NOT_PAYABLE'],
    ['a cancelled booking, deposit', booking({ status: 'CANCELLED' }), 'DEPOSIT', 'BOOKING_NOT_PAYABLE'],
    ['a cancelled booking, full', booking({ status: 'CANCELLED' }), 'FULL', 'BOOKING_NOT_PAYABLE'],
    ['a cancelled booking paid in full is closed, not "paid"', booking({ status: 'CANCELLED', amountPaidMinor: 60_000 }), 'FULL', 'BOOKING_NOT_PAYABLE'],
    ['a no-show', booking({ status: 'NO_SHOW' }), 'FULL', 'BOOKING_NOT_PAYABLE'],
    ['a price in another currency', booking({ currency: 'USD' }), 'FULL', 'BOOKING_NOT_PAYABLE'],
  ] as const)('refuses %s → %s', (_name, b, type, code) => {
    const result = intentAmount(b, type, 30);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ code });
    expect(result.ok ? '' : result.message).not.toBe('');
  });
});

describe('bookingPaymentStatus: the booking’s money from its payments’ sums', () => {
  it.each([
    ['nothing charged', 0, 0, 'UNPAID'],
    ['a deposit', 18_000, 0, 'DEPOSIT_PAID'],
    ['deposit and the rest', 60_000, 0, 'PAID'],
    ['everything refunded', 60_000, 60_000, 'REFUNDED'],
    ['a refunded deposit', 18_000, 18_000, 'REFUNDED'],
    ['the deposit kept, the rest refunded', 60_000, 42_000, 'PARTIALLY_REFUNDED'],
    ['a little refunded of a full payment', 60_000, 1, 'PARTIALLY_REFUNDED'],
    ['part of the deposit refunded, then the price paid in full', 61_000, 1_000, 'PAID'],
  ] as const)('%s (charged %i, refunded %i) → %s', (_name, charged, refunded, status) => {
    expect(bookingPaymentStatus(60_000, charged, refunded)).toBe(status);
  });
});

describe('chargedPaymentStatus: one payment after refunds', () => {
  it.each([
    [0, 'SUCCEEDED'],
    [1, 'PARTIALLY_REFUNDED'],
    [17_999, 'PARTIALLY_REFUNDED'],
    [18_000, 'REFUNDED'],
  ] as const)('18 000 charged, %i refunded → %s', (refunded, status) => {
    expect(chargedPaymentStatus(18_000, refunded)).toBe(status);
  });
});

describe('cancellationRefund: the refund rules', () => {
  const PRICE = 60_000;
  const DEPOSIT = 18_000;
  const situation = (overrides: Partial<RefundSituation>): RefundSituation => ({
    by: 'customer',
    beforeDeadline: true,
    priceMinor: PRICE,
    depositMinor: DEPOSIT,
    paidMinor: 0,
    ...overrides,
  });

  it.each([
    // The customer before the free-cancellation deadline: everything back.
    ['customer, before the deadline, deposit paid', { by: 'customer', beforeDeadline: true, paidMinor: DEPOSIT }, DEPOSIT, 0, 'full_refund'],
    ['customer, before the deadline, paid in full', { by: 'customer', beforeDeadline: true, paidMinor: PRICE }, PRICE, 0, 'full_refund'],
    ['customer, before the deadline, deposit + balance', { by: 'customer', beforeDeadline: true, paidMinor: DEPOSIT + 42_000 }, PRICE, 0, 'full_refund'],
    // The customer after it: the deposit part is kept, the rest refunded.
    ['customer, after the deadline, deposit paid: all kept', { by: 'customer', beforeDeadline: false, paidMinor: DEPOSIT }, 0, DEPOSIT, 'deposit_kept'],
    ['customer, after the deadline, paid in full: the deposit part kept', { by: 'customer', beforeDeadline: false, paidMinor: PRICE }, PRICE - DEPOSIT, DEPOSIT, 'deposit_kept'],
    ['customer, after the deadline, deposit + balance', { by: 'customer', beforeDeadline: false, paidMinor: DEPOSIT + 42_000 }, 42_000, DEPOSIT, 'deposit_kept'],
    ['customer, after the deadline, less than a deposit left: all of it kept', { by: 'customer', beforeDeadline: false, paidMinor: 5_000 }, 0, 5_000, 'deposit_kept'],
    ['customer, after the deadline, a bigger deposit (100 %)', { by: 'customer', beforeDeadline: false, paidMinor: PRICE, depositMinor: PRICE }, 0, PRICE, 'deposit_kept'],
    // Anyone else cancelling, at any time: everything back.
    ['specialist, after the deadline, paid in full', { by: 'specialist', beforeDeadline: false, paidMinor: PRICE }, PRICE, 0, 'full_refund'],
    ['specialist, before the deadline, deposit', { by: 'specialist', beforeDeadline: true, paidMinor: DEPOSIT }, DEPOSIT, 0, 'full_refund'],
    ['admin, after the deadline, deposit + balance', { by: 'admin', beforeDeadline: false, paidMinor: PRICE }, PRICE, 0, 'full_refund'],
    ['system (expiry), after the deadline, deposit', { by: 'system', beforeDeadline: false, paidMinor: DEPOSIT }, DEPOSIT, 0, 'full_refund'],
    // Nothing paid: nothing to refund or keep.
    ['customer, after the deadline, nothing paid', { by: 'customer', beforeDeadline: false, paidMinor: 0 }, 0, 0, 'not_paid'],
    ['specialist, nothing paid', { by: 'specialist', beforeDeadline: true, paidMinor: 0 }, 0, 0, 'not_paid'],
  ] as const)('%s → refund %i, keep %i (%s)', (_name, overrides, refundMinor, keptMinor, reason) => {
    const result = cancellationRefund(situation(overrides));
    expect(result).toEqual({ refundMinor, keptMinor, reason });
    // Never more than was paid, and nothing lost between the two.
    expect(result.refundMinor + result.keptMinor).toBe(overrides.paidMinor);
  });
});

describe('splitRefund: a refund over the booking’s payments', () => {
  const deposit = { id: 'deposit', amountMinor: 18_000, refundedMinor: 0, paidAt: new Date('2026-12-01T10:00:00Z') };
  const balance = { id: 'balance', amountMinor: 42_000, refundedMinor: 0, paidAt: new Date('2026-12-02T10:00:00Z') };
  const parts = (payments: Parameters<typeof splitRefund>[0], refund: number) => splitRefund(payments, refund).map((p) => [p.payment.id, p.amountMinor]);

  it('takes the latest payment first (the balance before the deposit), whatever the order given', () => {
    expect(parts([deposit, balance], 42_000)).toEqual([['balance', 42_000]]);
    expect(parts([balance, deposit], 42_000)).toEqual([['balance', 42_000]]);
  });

  it('goes on to the earlier payment for what is left', () => {
    expect(parts([deposit, balance], 60_000)).toEqual([
      ['balance', 42_000],
      ['deposit', 18_000],
    ]);
    expect(parts([deposit, balance], 50_000)).toEqual([
      ['balance', 42_000],
      ['deposit', 8_000],
    ]);
  });

  it('never takes more than is left of a payment, and skips one refunded already', () => {
    const partlyRefunded = { ...balance, refundedMinor: 40_000 };
    expect(parts([deposit, partlyRefunded], 10_000)).toEqual([
      ['balance', 2_000],
      ['deposit', 8_000],
    ]);
    const refunded = { ...balance, refundedMinor: 42_000 };
    expect(parts([deposit, refunded], 5_000)).toEqual([['deposit', 5_000]]);
  });

  it('asked for more than was paid, gives back only what was paid', () => {
    const result = splitRefund([deposit, balance], 100_000);
    expect(result.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(60_000);
  });

  it('nothing to refund → no parts; a payment not yet paid counts as the oldest', () => {
    expect(parts([deposit, balance], 0)).toEqual([]);
    expect(parts([], 1_000)).toEqual([]);
    const unpaidAt = { ...balance, id: 'no-date', paidAt: null };
    expect(parts([unpaidAt, deposit], 20_000)).toEqual([
      ['deposit', 18_000],
      ['no-date', 2_000],
    ]);
  });
});

describe('commissionOf: the platform’s cut of what was kept', () => {
  it.each([
    ['8 % of 1000 ₴', 100_000, 0, 800, 8_000],
    ['8 % of what was kept after a partial refund', 100_000, 70_000, 800, 2_400],
    ['nothing on a full refund', 100_000, 100_000, 800, 0],
    ['rounded to whole kopiyky (987.6 → 988)', 12_345, 0, 800, 988],
    ['at the rate recorded on the payment (5 %)', 100_000, 0, 500, 5_000],
    ['no commission at 0 bps', 100_000, 0, 0, 0],
  ] as const)('%s', (_name, amount, refunded, bps, commission) => {
    expect(commissionOf(amount, refunded, bps)).toBe(commission);
  });
});

describe('pointsReturnedOnCancel', () => {
  const paid = (id: string, amountMinor: number, pointsRedeemed: number, refundedMinor = 0, paidAt = new Date('2026-11-01T10:00:00Z')) => ({ id, amountMinor, refundedMinor, paidAt, pointsRedeemed });
  it.each([
    ['a full refund gives the payment’s points back', [paid('a', 13_000, 20)], 13_000, 0, 20],
    ['a partial refund gives none', [paid('a', 13_000, 20)], 12_999, 0, 0],
    ['nothing refunded, nothing back', [paid('a', 13_000, 20)], 0, 0, 0],
    ['points already given back (refunded in full before) count nothing', [paid('a', 13_000, 20, 13_000)], 0, 0, 0],
    ['the rest refunded in full after a partial refund: back', [paid('a', 13_000, 20, 3_000)], 10_000, 0, 20],
    ['two payments, the later one refunded in full, the deposit kept', [paid('dep', 4_000, 10, 0, new Date('2026-11-01T10:00:00Z')), paid('rest', 9_000, 5, 0, new Date('2026-11-02T10:00:00Z'))], 9_000, 0, 5],
    ['points held by an unfinished payment come back too', [], 0, 30, 30],
  ])('%s', (_name, charged, refundMinor, held, expected) => {
    expect(pointsReturnedOnCancel(charged, refundMinor, held)).toBe(expected);
  });
});
