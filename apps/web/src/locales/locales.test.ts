import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vizyt/contracts';

/**
 * uk, en and ru must have the same namespaces and the same keys, with no empty texts
 * (spec section 8: a missing key would show the key itself). Covers every namespace file,
 * including the ones features add later.
 */
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

const flatten = (value: unknown, prefix = ''): Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, unknown>>(
    (all, [key, inner]) => ({ ...all, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
};

const byLanguage: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  (byLanguage[language] ??= {})[namespace] = flatten(module.default);
}

const namespacesOf = (language: string) => Object.keys(byLanguage[language] ?? {}).sort();

describe('locale files', () => {
  it('exist for exactly the supported languages', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'uk'))('%s has the same namespaces as uk', (language) => {
    expect(namespacesOf(language)).toEqual(namespacesOf('uk'));
  });

  for (const namespace of namespacesOf('uk')) {
    it.each(LANGUAGES.filter((l) => l !== 'uk'))(`${namespace}: %s has the same keys as uk`, (language) => {
      const uk = Object.keys(byLanguage.uk?.[namespace] ?? {}).sort();
      const other = Object.keys(byLanguage[language]?.[namespace] ?? {}).sort();
      expect({ missing: uk.filter((k) => !other.includes(k)), extra: other.filter((k) => !uk.includes(k)) }).toEqual({
        missing: [],
        extra: [],
      });
    });
  }

  it('has no empty texts', () => {
    const empty = Object.entries(byLanguage).flatMap(([language, namespaces]) =>
      Object.entries(namespaces).flatMap(([namespace, keys]) =>
        Object.entries(keys)
          .filter(([, text]) => typeof text === 'string' && text.trim() === '')
          .map(([key]) => `${language}/${namespace}:${key}`),
      ),
    );
    expect(empty).toEqual([]);
  });

  it('keeps interpolation placeholders the same in every language', () => {
    const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/{{\s*\w+\s*}}/g) ?? []).sort() : []);
    const mismatches: string[] = [];
    for (const [namespace, keys] of Object.entries(byLanguage.uk ?? {})) {
      for (const [key, text] of Object.entries(keys)) {
        for (const language of LANGUAGES) {
          const other = byLanguage[language]?.[namespace]?.[key];
          if (JSON.stringify(placeholders(other)) !== JSON.stringify(placeholders(text))) {
            mismatches.push(`${language}/${namespace}:${key}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
