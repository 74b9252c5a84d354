import { describe, expect, it } from 'vitest';
import { analyseQuery, buildTsQuery, expandWord, MAX_QUERY_WORDS, queryWords, transliterate } from './search-terms.js';

describe('queryWords', () => {
  it('lower-cases, splits on anything but letters and digits, and drops repeats', () => {
    expect(queryWords('  Манікюр, ГЕЛЬ-лак!! манікюр 2 ')).toEqual(['манікюр', 'гель', 'лак', '2']);
    expect(queryWords("м'ясо")).toEqual(['м', 'ясо']);
    expect(queryWords('—  ')).toEqual([]);
  });

  it('keeps at most MAX_QUERY_WORDS words', () => {
    expect(queryWords('a b c d e f g h')).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('transliterate', () => {
  it('spells Latin words in Ukrainian Cyrillic, longest letter groups first', () => {
    expect(transliterate('kovalchuk')).toBe('ковалчук');
    expect(transliterate('shevchenko')).toBe('шевченко');
    expect(transliterate('yuliia')).toBe('юлія');
    expect(transliterate('shchuka')).toBe('щука');
  });

  it('leaves anything that is not plain Latin alone', () => {
    expect(transliterate('масаж')).toBeNull();
    expect(transliterate('ielts2')).toBeNull();
  });
});

describe('expandWord', () => {
  it('brings the whole synonym group for a word in any of the three languages', () => {
    expect(expandWord('massage')).toEqual(expect.arrayContaining(['massage', 'масаж', 'массаж']));
    expect(expandWord('масажу')).toEqual(expect.arrayContaining(['масаж', 'massag']));
    expect(expandWord('маникюр')).toEqual(expect.arrayContaining(['манікюр', 'manicur']));
  });

  it('recognises a word still being typed, but not a two-letter fragment', () => {
    expect(expandWord('massa')).toContain('масаж');
    expect(expandWord('ma')).toEqual(['ma']);
  });

  it('keeps unknown words as they are', () => {
    expect(expandWord('годинник')).toEqual(['годинник']);
  });
});

describe('buildTsQuery', () => {
  it('ANDs the words and ORs the vocabulary words found for each', () => {
    const terms = analyseQuery('педикюр змішувач')!;
    expect(buildTsQuery(terms, [['педикюр', 'педикюру'], ['змішувача']])).toBe("('педикюр' | 'педикюру') & ('змішувача')");
    expect(buildTsQuery(terms, [['педикюр'], ['змішувача']], 'any')).toBe("('педикюр') | ('змішувача')");
  });

  it('keeps a word the vocabulary does not know as typed (it matches nothing)', () => {
    expect(buildTsQuery(analyseQuery('zzqq манікюр')!, [[], ['манікюр']])).toBe("('zzqq') & ('манікюр')");
  });

  it('quotes what could break the query syntax', () => {
    expect(buildTsQuery({ words: ['x'] }, [["o'brien", 'it\\s']])).toBe("('o''brien' | 'it\\\\s')");
  });

  it('has nothing to search for an empty query', () => {
    expect(analyseQuery(' ,. ')).toBeNull();
  });
});
