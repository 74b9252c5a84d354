import { describe, expect, it } from 'vitest';
import { convertFromUah, formatPrice } from './money';

const NBSP = '\u00a0';

describe('convertFromUah', () => {
  it('uses the fixed rates and rounds to 2 decimals', () => {
    expect(convertFromUah(3700, 'USD')).toBe(100);
    expect(convertFromUah(3150, 'USD')).toBe(85.14);
    expect(convertFromUah(3150, 'EUR')).toBe(78.75);
    expect(convertFromUah(1, 'USD')).toBe(0.03);
    expect(convertFromUah(850, 'UAH')).toBe(850);
  });
});

describe('formatPrice', () => {
  it('UAH below 1000 is the plain number', () => {
    expect(formatPrice(999, 'UAH')).toBe('₴999');
    expect(formatPrice(0, 'UAH')).toBe('₴0');
    expect(formatPrice(99.5, 'UAH')).toBe('₴99.5');
  });

  it('UAH from 1000 uses Ukrainian grouping and no decimals', () => {
    expect(formatPrice(1000, 'UAH')).toBe(`₴1${NBSP}000`);
    expect(formatPrice(5550, 'UAH')).toBe(`₴5${NBSP}550`);
    expect(formatPrice(1234567.89, 'UAH')).toBe(`₴1${NBSP}234${NBSP}568`);
  });

  it('USD and EUR show 2 decimals below 100', () => {
    expect(formatPrice(99.99 * 37, 'USD')).toBe('$99.99');
    expect(formatPrice(37, 'USD')).toBe('$1.00');
    expect(formatPrice(3150, 'EUR')).toBe('€78.75');
    expect(formatPrice(0, 'EUR')).toBe('€0.00');
  });

  it('USD and EUR show rounded whole numbers from 100', () => {
    expect(formatPrice(100 * 37, 'USD')).toBe('$100');
    expect(formatPrice(5550, 'USD')).toBe('$150');
    expect(formatPrice(4020, 'EUR')).toBe('€101');
    expect(formatPrice(100.5 * 40, 'EUR')).toBe('€101');
  });

  it('a missing or invalid price shows the symbol followed by 0', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -5]) {
      expect(formatPrice(value, 'UAH')).toBe('₴0');
      expect(formatPrice(value, 'USD')).toBe('$0');
      expect(formatPrice(value, 'EUR')).toBe('€0');
    }
    expect(formatPrice('120' as unknown as number, 'UAH')).toBe('₴0');
  });
});
