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

const textAt = (language: string, file: string, path: string): string => {
  const module = files[`./${language}/${file}.json`];
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], module?.default);
  if (typeof value !== 'string') throw new Error(`${language}/${file}:${path} is not a text`);
  return value;
};

describe('one spelling, one word (issue #26)', () => {
  it('English is British throughout: "Favourites", "specialisation", "cancelled", never the American forms', () => {
    expect(offending('en', /\bfavorit|speciali[z]ation|\bcolor\b|\bcanceled\b|\bcanceling\b|\bbehavior\b|\bcenter\b/i)).toEqual([]);
    expect(offending('en', /\bfavourit/i).length).toBeGreaterThan(3);
  });

  it('a verified specialist is "Перевірений" / "Проверенный" everywhere, not "Верифіковано"', () => {
    expect(offending('uk', /верифікован/i)).toEqual([]);
    expect(offending('ru', /верифицирован/i)).toEqual([]);
    expect(textAt('uk', 'verification', 'statusLabel.APPROVED')).toBe(textAt('uk', 'admin', 'users.verified'));
  });

  it('the earnings section is named as in the menu ("Доходи"), never "Заробіток"', () => {
    expect(textAt('uk', 'common', 'nav.earnings')).toBe('Доходи');
    expect(offending('uk', /[«(]заробіток/i)).toEqual([]);
    expect(offending('ru', /[«(]заработок/i)).toEqual([]);
  });

  it('feature switches describe what switching off does ("Якщо вимкнути: …"), not a state they are not in', () => {
    for (const [language, prefix] of [['uk', 'Якщо вимкнути: '], ['ru', 'Если выключить: '], ['en', 'If switched off: ']] as const) {
      for (const flag of ['notifications', 'realtime', 'payments', 'uploads', 'realtimeAnalytics']) {
        expect(textAt(language, 'admin', `settings.flags.${flag}.description`)).toMatch(new RegExp(`^${prefix}`));
      }
    }
  });

  it('the greeting needs no grammatical case: no name in the nominative where Ukrainian wants the vocative ("Добрий день, Ірина!")', () => {
    for (const language of ['uk', 'ru', 'en']) {
      for (const part of ['morning', 'afternoon', 'evening']) expect(textAt(language, 'dashboard', `greeting.${part}`)).not.toContain('{{name}}');
    }
  });
});
