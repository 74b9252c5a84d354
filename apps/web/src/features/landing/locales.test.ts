import { describe, expect, it } from 'vitest';
import en from '@/locales/en/landing.json';
import ru from '@/locales/ru/landing.json';
import uk from '@/locales/uk/landing.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const valuesOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap(valuesOf) : [String(value)];

describe('landing translations', () => {
  it('have the same keys in uk, en and ru', () => {
    const ukKeys = keysOf(uk).sort();
    expect(keysOf(en).sort()).toEqual(ukKeys);
    expect(keysOf(ru).sort()).toEqual(ukKeys);
  });

  it('have no empty texts', () => {
    for (const texts of [uk, en, ru].map(valuesOf)) {
      expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('state the 8% platform commission in every language', () => {
    expect([uk, en, ru].map((texts) => texts.forSpecialists.commission)).toEqual(['8%', '8%', '8%']);
  });
});
