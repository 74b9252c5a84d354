import { z } from 'zod';
import { CURRENCIES } from './constants.js';

/**
 * Money is stored as an integer count of minor units (kopiyky, cents) and travels in the API
 * as a decimal number of major units with a `currency` beside it. These two functions are the
 * only place that converts between the two.
 */
export const toMinorUnits = (major: number): number => Math.round(major * 100);
export const toMajorUnits = (minor: number): number => minor / 100;

export const CurrencySchema = z.enum(CURRENCIES).meta({ id: 'Currency', description: 'ISO 4217 code' });

/**
 * The largest amount the API accepts, in major units: one million hryvnia. Stored in minor units
 * it stays far inside a 32-bit integer, so sums of many bookings cannot overflow either.
 */
export const MONEY_AMOUNT_MAX = 1_000_000;

/** A price as the API sends it: major units (hryvnia) with at most two decimals. */
export const MoneyAmountSchema = z
  .number()
  .nonnegative()
  .max(MONEY_AMOUNT_MAX)
  .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'At most two decimal places',
  })
  .meta({ description: 'Amount in major units of `currency` (hryvnia for UAH)', example: 850 });
