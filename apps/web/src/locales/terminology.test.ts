import { describe, expect, it } from 'vitest';

/**
 * One word for a specialist in each language (issue #10): "фахівець" in Ukrainian, "специалист"
 * in Russian, "specialist" in English — never a synonym that makes people wonder whether a
 * "спеціаліст" and a "фахівець" are different roles.
 */
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

const textsOf = (value: unknown, path: string): Array<[string, string]> =>
  typeof value === 'string'
    ? [[path, value]]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => textsOf(child, `${path}.${key}`))
      : [];

const textsIn = (language: string) =>
  Object.entries(files)
    .filter(([file]) => file.startsWith(`./${language}/`))
    .flatMap(([file, module]) => textsOf(module.default, file.slice(2).replace('.json', '')));

const offending = (language: string, pattern: RegExp) => textsIn(language).filter(([, text]) => pattern.test(text)).map(([path]) => path);

describe('the word for a specialist', () => {
  it('reads every locale file of the three languages', () => {
    for (const language of ['uk', 'en', 'ru']) expect(textsIn(language).length).toBeGreaterThan(500);
  });

  it('is "фахівець" in Ukrainian: no "спеціаліст", "професіонал" or "експерт"', () => {
    expect(offending('uk', /спеціаліст|професіонал|експерт/i)).toEqual([]);
    expect(offending('uk', /фахів/i).length).toBeGreaterThan(10);
  });

  it('is "специалист" in Russian: no "профессионал" (the noun), "эксперт" or "исполнитель"', () => {
    expect(offending('ru', /профессионал(?!ьн)|эксперт|исполнител/i)).toEqual([]);
    expect(offending('ru', /специалист/i).length).toBeGreaterThan(10);
  });

  it('is "specialist" in English: no "professionals", "a professional" or "expert"', () => {
    expect(offending('en', /\bprofessionals\b|\ba professional\b|\bexperts?\b/i)).toEqual([]);
    expect(offending('en', /\bspecialist/i).length).toBeGreaterThan(10);
  });
});
