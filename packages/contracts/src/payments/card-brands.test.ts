import { describe, expect, it } from 'vitest';
import { cardBrandName } from './card-brands.js';

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['AMEX', 'American Express'],
    ['unionpay', 'UnionPay'],
    ['maestro', 'Maestro'],
    ['rupay', 'Rupay'],
    ['', ''],
  ])('%s → %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});
