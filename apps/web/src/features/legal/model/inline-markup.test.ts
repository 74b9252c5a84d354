import { describe, expect, it } from 'vitest';
import { linkTarget, parseInline } from './inline-markup';

describe('parseInline', () => {
  it('leaves plain text alone', () => {
    expect(parseInline('Просто текст.')).toEqual([{ kind: 'text', text: 'Просто текст.' }]);
  });

  it('turns **…** into strong text', () => {
    expect(parseInline('**Сесія** — токени доступу.')).toEqual([
      { kind: 'strong', text: 'Сесія' },
      { kind: 'text', text: ' — токени доступу.' },
    ]);
  });

  it('recognises internal, e-mail and https links', () => {
    expect(parseInline('See [Terms](/terms), [us](mailto:privacy@vizyt.ua) and [site](https://ombudsman.gov.ua).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'Terms', href: '/terms', target: 'internal' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'us', href: 'mailto:privacy@vizyt.ua', target: 'email' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'site', href: 'https://ombudsman.gov.ua', target: 'external' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps only the label of a link to an unsafe or unknown address', () => {
    for (const href of ['javascript:void0', 'http://example.com', '//evil.example', 'data:text/html,x']) {
      expect(parseInline(`a [click](${href}) b`)).toEqual([{ kind: 'text', text: 'a click b' }]);
    }
  });

  it('never links a javascript: address, even one with parentheses', () => {
    expect(parseInline('a [click](javascript:alert(1)) b').some((node) => node.kind === 'link')).toBe(false);
  });

  it('leaves unmatched markers as they are', () => {
    expect(parseInline('2 ** 3 and [x] (y)')).toEqual([{ kind: 'text', text: '2 ** 3 and [x] (y)' }]);
  });
});

describe('linkTarget', () => {
  it.each([
    ['/privacy', 'internal'],
    ['mailto:support@vizyt.ua', 'email'],
    ['https://ombudsman.gov.ua', 'external'],
    ['mailto:not-an-address', null],
    ['ftp://files.example', null],
  ] as const)('%s → %s', (href, target) => {
    expect(linkTarget(href)).toBe(target);
  });
});
