/** The one place a payment's amounts are computed (issue #26 items 11 and 13): the parts always add up to the whole. */
import { describe, expect, it } from 'vitest';
import { buildPayment } from '../testing/fixtures';
import { intentMatchesQuote, paidResult, pointsCapFor, quotePayment } from './paid-result';

describe('quotePayment', () => {
  it.each([
    [150, 20, 130],
    [195, 39, 156],
    [180.3, 36, 144.3],
    [0.3, 0, 0.3],
    [10, 10, 0],
  ])('%s ₴ less %s points is %s ₴ by card', (amount, points, toPay) => {
    const quote = quotePayment('DEPOSIT', amount, points);
    expect(quote.toPay).toBe(toPay);
    expect(Math.round((quote.toPay + quote.discount) * 100)).toBe(Math.round(amount * 100));
  });
});

describe('intentMatchesQuote', () => {
  const quote = quotePayment('DEPOSIT', 150, 20);
  it('accepts only the intent of exactly the quoted amount, points and type', () => {
    expect(intentMatchesQuote({ amount: 130, pointsRedeemed: 20, type: 'DEPOSIT' }, quote)).toBe(true);
    expect(intentMatchesQuote({ amount: 150, pointsRedeemed: 0, type: 'DEPOSIT' }, quote)).toBe(false);
    expect(intentMatchesQuote({ amount: 120, pointsRedeemed: 30, type: 'DEPOSIT' }, quote)).toBe(false);
    expect(intentMatchesQuote({ amount: 130, pointsRedeemed: 20, type: 'FULL' }, quote)).toBe(false);
  });
});

describe('pointsCapFor', () => {
  it.each([
    [300, 100, 60],
    [300, 40, 40],
    [150, 80, 30],
    [4.99, 80, 0],
  ])('%s ₴ with %s points takes at most %s', (amount, balance, cap) => {
    expect(pointsCapFor(amount, balance)).toBe(cap);
  });
});

describe('paidResult', () => {
  it('adds up: price = paid before + points + paid now + left for the visit', () => {
    const result = paidResult(buildPayment({ amount: 120, pointsRedeemed: 30 }), { price: 500, amountPaid: 0, currency: 'UAH' });
    expect(result).toMatchObject({ price: 500, paidNow: 120, pointsUsed: 30, pointsDiscount: 30, paidTotal: 150, remaining: 350 });
    const rest = paidResult(buildPayment({ amount: 349.9, pointsRedeemed: 0 }), { price: 500.1, amountPaid: 150.2, currency: 'UAH' });
    expect(rest.remaining).toBe(0);
    expect(rest.paidTotal).toBe(500.1);
  });
});
