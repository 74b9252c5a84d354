import { describe, expect, it } from 'vitest';
import { filterFaq, normalizeForSearch } from './faq';

const entries = [
  { question: 'How do I cancel?', answer: 'Up to 24 hours before the visit.' },
  { question: 'Як оплатити?', answer: 'Карткою онлайн або на місці — обовʼязково до візиту.' },
];

describe('filterFaq', () => {
  it('returns every entry for an empty or blank query', () => {
    expect(filterFaq(entries, '')).toHaveLength(2);
    expect(filterFaq(entries, '   ')).toHaveLength(2);
  });

  it('matches questions and answers, case-insensitively, every word', () => {
    expect(filterFaq(entries, 'CANCEL')).toEqual([entries[0]]);
    expect(filterFaq(entries, '24 hours')).toEqual([entries[0]]);
    expect(filterFaq(entries, 'hours карткою')).toEqual([]);
    expect(filterFaq(entries, 'карткою')).toEqual([entries[1]]);
  });

  it('treats the different apostrophes alike', () => {
    expect(normalizeForSearch('Обов’язково')).toBe(normalizeForSearch("обов'язково"));
    expect(filterFaq(entries, 'обов’язково')).toEqual([entries[1]]);
  });
});
