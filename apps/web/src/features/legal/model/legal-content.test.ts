import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './format-legal-date';
import { toBlock, toParagraphs, toSections } from './legal-content';
import { pickActiveAnchor } from './use-active-section';

describe('toSections', () => {
  it('keeps the JSON order and prefixes anchors with the document', () => {
    const sections = toSections('privacy', {
      about: { title: 'About', body: ['First.', { list: ['a', 'b'] }] },
      rights: { title: 'Rights', body: ['Second.'] },
    });
    expect(sections).toEqual([
      {
        key: 'about',
        anchor: 'privacy-about',
        title: 'About',
        blocks: [
          { kind: 'paragraph', text: 'First.' },
          { kind: 'list', items: ['a', 'b'] },
        ],
      },
      { key: 'rights', anchor: 'privacy-rights', title: 'Rights', blocks: [{ kind: 'paragraph', text: 'Second.' }] },
    ]);
  });

  it('drops what is malformed instead of rendering it', () => {
    // A missing namespace makes i18next return the key itself, a string.
    expect(toSections('terms', 'terms.sections')).toEqual([]);
    expect(toSections('terms', { a: 'not a section', b: { body: ['no title'] }, c: { title: 'C', body: 'x' } })).toEqual([
      { key: 'c', anchor: 'terms-c', title: 'C', blocks: [] },
    ]);
    expect(toBlock({ list: [] })).toBeNull();
    expect(toBlock({ table: [] })).toBeNull();
    expect(toBlock('   ')).toBeNull();
    expect(toParagraphs(['a', 3, '', 'b'])).toEqual(['a', 'b']);
    expect(toParagraphs('privacy.intro')).toEqual([]);
  });
});

describe('formatLegalDate', () => {
  it.each([
    ['uk', '22 листопада 2026 р.'],
    ['en', '22 November 2026'],
    ['ru', '22 ноября 2026 г.'],
    ['en-US', '22 November 2026'],
  ])('formats 2026-11-22 in %s', (language, expected) => {
    expect(formatLegalDate('2026-11-22', language)).toBe(expected);
  });

  it('never shifts the calendar date, whatever the time zone', () => {
    expect(formatLegalDate('2026-01-01', 'en')).toBe('1 January 2026');
  });

  it('falls back to the raw value when it is not a date or the language is unusable', () => {
    expect(formatLegalDate('soon', 'uk')).toBe('soon');
    expect(formatLegalDate('2026-11-22', '!!')).toBe('2026-11-22');
  });
});

describe('pickActiveAnchor', () => {
  const headings = [
    { id: 'a', top: -400 },
    { id: 'b', top: 100 },
    { id: 'c', top: 600 },
  ];

  it('picks the last heading above the reading line', () => {
    expect(pickActiveAnchor(headings, 800, false)).toBe('b');
  });

  it('picks nothing before the first heading is reached', () => {
    expect(pickActiveAnchor([{ id: 'a', top: 500 }], 800, false)).toBeNull();
  });

  it('picks the last visible heading at the bottom of the page, where short sections never reach the line', () => {
    expect(pickActiveAnchor(headings, 800, true)).toBe('c');
  });
});
