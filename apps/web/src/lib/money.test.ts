import { CURRENCIES, UAH_PER_UNIT, type Currency, type Language } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import { convertFromUah, convertToUah, formatAmountRange, formatPrice, formatWholeAmount, moneyLocale } from './money';

/** No-break space: between groups of thousands and before a trailing symbol. */
const _ = '\u00a0';

describe('convertFromUah / convertToUah', () => {
  it('use the fixed rates and round to 2 decimals', () => {
    expect(convertFromUah(3700, 'USD')).toBe(100);
    expect(convertFromUah(3150, 'USD')).toBe(85.14);
    expect(convertFromUah(3150, 'EUR')).toBe(78.75);
    expect(convertFromUah(1, 'USD')).toBe(0.03);
    expect(convertFromUah(850, 'UAH')).toBe(850);
    expect(convertToUah(15, 'USD')).toBe(555);
    expect(convertToUah(12.5, 'EUR')).toBe(500);
    expect(convertToUah(0.01, 'USD')).toBe(0.37);
    expect(convertToUah(640, 'UAH')).toBe(640);
  });
});

/**
 * The spec's edges, given in the display currency (the test converts them to hryvnia):
 * 0, 99.99, 100, 999, 1000, 12 345, then an invalid price.
 */
const EDGES = [0, 99.99, 100, 999, 1000, 12_345] as const;

const EXPECTED: Record<Language, Record<Currency, string[]>> = {
  uk: {
    UAH: [`0${_}₴`, `99,99${_}₴`, `100${_}₴`, `999${_}₴`, `1${_}000${_}₴`, `12${_}345${_}₴`, `0${_}₴`],
    USD: [`0,00${_}$`, `99,99${_}$`, `100${_}$`, `999${_}$`, `1${_}000${_}$`, `12${_}345${_}$`, `0${_}$`],
    EUR: [`0,00${_}€`, `99,99${_}€`, `100${_}€`, `999${_}€`, `1${_}000${_}€`, `12${_}345${_}€`, `0${_}€`],
  },
  ru: {
    UAH: [`0${_}₴`, `99,99${_}₴`, `100${_}₴`, `999${_}₴`, `1${_}000${_}₴`, `12${_}345${_}₴`, `0${_}₴`],
    USD: [`0,00${_}$`, `99,99${_}$`, `100${_}$`, `999${_}$`, `1${_}000${_}$`, `12${_}345${_}$`, `0${_}$`],
    EUR: [`0,00${_}€`, `99,99${_}€`, `100${_}€`, `999${_}€`, `1${_}000${_}€`, `12${_}345${_}€`, `0${_}€`],
  },
  en: {
    UAH: ['₴0', '₴99.99', '₴100', '₴999', '₴1,000', '₴12,345', '₴0'],
    USD: ['$0.00', '$99.99', '$100', '$999', '$1,000', '$12,345', '$0'],
    EUR: ['€0.00', '€99.99', '€100', '€999', '€1,000', '€12,345', '€0'],
  },
};

describe('formatPrice', () => {
  for (const language of ['uk', 'ru', 'en'] as const) {
    for (const currency of CURRENCIES) {
      it(`${language} ${currency}: 0, 99.99, 100, 999, 1000, 12 345 and an invalid price`, () => {
        const shown = [...EDGES.map((amount) => formatPrice(amount * UAH_PER_UNIT[currency], currency, language)), formatPrice(Number.NaN, currency, language)];
        expect(shown).toEqual(EXPECTED[language][currency]);
      });
    }
  }

  it('UAH below 1000 is the plain number, decimals only when there are some', () => {
    expect(formatPrice(99.5, 'UAH', 'uk')).toBe(`99,5${_}₴`);
    expect(formatPrice(99.5, 'UAH', 'en')).toBe('₴99.5');
    expect(formatPrice(450, 'UAH', 'uk')).toBe(`450${_}₴`);
  });

  it('UAH from 1000 and USD/EUR from 100 are rounded half up to whole numbers', () => {
    expect(formatPrice(1234567.89, 'UAH', 'uk')).toBe(`1${_}234${_}568${_}₴`);
    expect(formatPrice(999.995, 'UAH', 'en')).toBe('₴1,000');
    expect(formatPrice(5550, 'USD', 'en')).toBe('$150');
    expect(formatPrice(4020, 'EUR', 'uk')).toBe(`101${_}€`); // 100.5 → 101
    expect(formatPrice(99.999 * 37, 'USD', 'en')).toBe('$100'); // 99.999 rounds to 100.00 first
  });

  it('USD and EUR below 100 always show two decimals', () => {
    expect(formatPrice(450, 'USD', 'en')).toBe('$12.16');
    expect(formatPrice(450, 'EUR', 'uk')).toBe(`11,25${_}€`);
    expect(formatPrice(37, 'USD', 'ru')).toBe(`1,00${_}$`);
  });

  it('every kind of missing or invalid price shows the symbol and 0', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -5, '120' as unknown as number]) {
      expect(formatPrice(value, 'UAH', 'uk')).toBe(`0${_}₴`);
      expect(formatPrice(value, 'USD', 'en')).toBe('$0');
      expect(formatPrice(value, 'EUR', 'ru')).toBe(`0${_}€`);
    }
  });

  it('an unknown or regional language falls back sensibly', () => {
    expect(moneyLocale('en-GB')).toBe('en-US');
    expect(moneyLocale('de')).toBe('uk-UA');
    expect(formatPrice(3150, 'UAH')).toBe(`3${_}150${_}₴`);
  });
});

describe('whole amounts and ranges (price band edges)', () => {
  it('have no decimals, in every currency', () => {
    expect(formatWholeAmount(15, 'USD', 'en')).toBe('$15');
    expect(formatWholeAmount(15, 'USD', 'uk')).toBe(`15${_}$`);
    expect(formatWholeAmount(1500, 'UAH', 'ru')).toBe(`1${_}500${_}₴`);
  });

  it('name the symbol once where the language does', () => {
    expect(formatAmountRange(600, 800, 'UAH', 'uk')).toBe(`600–800${_}₴`);
    expect(formatAmountRange(1000, 1500, 'UAH', 'ru')).toBe(`1${_}000–1${_}500${_}₴`);
    expect(formatAmountRange(15, 20, 'USD', 'en')).toBe('$15 – $20');
  });
});
