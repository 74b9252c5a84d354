import { describe, expect, it } from 'vitest';
import en from '@/locales/en/legal.json';
import ru from '@/locales/ru/legal.json';
import uk from '@/locales/uk/legal.json';
import { parseInline } from './model/inline-markup';
import { LEGAL_DOCUMENT_KEYS } from './model/legal-content';

const languages = { uk, en, ru } as const;

/** Every leaf as `path:type`, arrays by index, so lists must also have the same length. */
const shapeOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => shapeOf(child, `${prefix}${key}.`))
    : [`${prefix.slice(0, -1)}:${typeof value}`];

const textsOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap(textsOf) : [String(value)];

describe('legal translations', () => {
  it('have identical keys, in the same order, in uk, en and ru', () => {
    const ukShape = shapeOf(uk);
    expect(shapeOf(en)).toEqual(ukShape);
    expect(shapeOf(ru)).toEqual(ukShape);
  });

  it('have no empty texts and only the known placeholders', () => {
    for (const texts of Object.values(languages).map(textsOf)) {
      expect(texts.filter((text) => text.trim() === '')).toEqual([]);
      const placeholders = new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])));
      expect([...placeholders].sort()).toEqual(['address', 'company']);
    }
  });

  it('only link to addresses the renderer accepts', () => {
    for (const texts of Object.values(languages).map(textsOf)) {
      for (const text of texts) {
        const labelsInMarkup = [...text.matchAll(/\]\(([^)]*)\)/g)].length;
        const links = parseInline(text).filter((node) => node.kind === 'link');
        expect(links).toHaveLength(labelsInMarkup);
      }
    }
  });

  it('have an intro and at least ten sections per document', () => {
    for (const texts of Object.values(languages)) {
      for (const key of LEGAL_DOCUMENT_KEYS) {
        expect(texts[key].intro.length).toBeGreaterThan(0);
        expect(Object.keys(texts[key].sections).length).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('state the business facts the product promises, in every language', () => {
    for (const texts of Object.values(languages)) {
      const terms = JSON.stringify(texts.terms);
      const privacy = JSON.stringify(texts.privacy);
      expect(terms).toMatch(/8(\u00a0| )?%/);
      expect(terms).toContain('2, 6, 12, 24');
      expect(terms).toContain('48');
      expect(terms).toMatch(/24/);
      expect(terms).toContain('9:00');
      expect(privacy).toContain('privacy@vizyt.ua');
      expect(privacy).toContain('2297-VI');
    }
  });
});
