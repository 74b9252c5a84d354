import { describe, expect, it } from 'vitest';
import { MoneyAmountSchema, toMajorUnits, toMinorUnits } from './money.js';

describe('money conversion between major and minor units', () => {
  it('converts hryvnia to kopiyky without floating-point drift', () => {
    expect(toMinorUnits(850)).toBe(85_000);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.99)).toBe(1_999);
    expect(toMinorUnits(1_234_567.89)).toBe(123_456_789);
  });

  it('converts kopiyky back to hryvnia exactly for two-decimal amounts', () => {
    expect(toMajorUnits(1_999)).toBe(19.99);
    expect(toMajorUnits(toMinorUnits(4_321.07))).toBe(4_321.07);
  });

  it('accepts amounts with at most two decimals and rejects others', () => {
    expect(MoneyAmountSchema.safeParse(850).success).toBe(true);
    expect(MoneyAmountSchema.safeParse(19.99).success).toBe(true);
    expect(MoneyAmountSchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(MoneyAmountSchema.safeParse(19.999).success).toBe(false);
    expect(MoneyAmountSchema.safeParse(-1).success).toBe(false);
    expect(MoneyAmountSchema.safeParse(Number.NaN).success).toBe(false);
  });
});
