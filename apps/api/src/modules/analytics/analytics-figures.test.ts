import { describe, expect, it } from 'vitest';
import { completionRate, conversionRate, returningShare, shareOf } from './analytics-figures.js';

describe('shareOf: part ÷ whole, 0–1 with three decimals', () => {
  it.each([
    [1, 4, 0.25],
    [2, 3, 0.667],
    [0, 5, 0],
    [5, 5, 1],
    // Nothing to divide by: no figure, not 0 % and not NaN.
    [0, 0, null],
    [3, 0, null],
    [1, -1, null],
    [Number.NaN, 4, null],
    // A part larger than its whole is clamped, never above 100 %.
    [8, 2, 1],
    [-1, 4, 0],
  ])('%d of %d → %s', (part, whole, share) => {
    expect(shareOf(part, whole)).toBe(share);
  });
});

describe('conversionRate: viewers who booked ÷ viewers', () => {
  it.each([
    ['half the viewers booked', 2, 4, 0.5],
    ['every viewer booked', 3, 3, 1],
    ['no viewer booked', 0, 7, 0],
    // The demo's 400 % / 800 %: bookings without a view must not lift it above 100 %.
    ['more bookers than viewers (bookings without a logged view)', 8, 1, 1],
    ['no views: nothing to compute', 0, 0, null],
    ['bookings but no views', 4, 0, null],
  ])('%s', (_name, booked, viewers, rate) => {
    expect(conversionRate(booked, viewers)).toBe(rate);
  });
});

describe('returningShare and completionRate', () => {
  it.each([
    [1, 2, 0.5],
    [0, 2, 0],
    [0, 0, null],
  ])('returning %d of %d customers → %s', (returning, customers, share) => {
    expect(returningShare(returning, customers)).toBe(share);
  });

  it.each([
    [3, 1, 0, 0.75],
    [0, 0, 0, null],
    [0, 2, 2, 0],
  ])('completed %d, cancelled %d, no-show %d → %s', (completed, cancelled, noShow, rate) => {
    expect(completionRate(completed, cancelled, noShow)).toBe(rate);
  });
});
