import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildAccount, bearerFor } from '../test/accounts.js';
import { useTestDatabase } from '../test/db.js';
import { buildCategory } from '../test/factories.js';
import { createTestApp } from '../test/test-app.js';
import { preferredLanguage } from './language.js';
import { api } from '../test/api.js';

/** Issue #26 item 5: `*` means "any", so the account's own language; only a concrete language overrides it. */
describe('preferredLanguage(Accept-Language)', () => {
  it.each([
    // header, the language it names (undefined: none of ours → the account's, else uk)
    [undefined, undefined],
    ['', undefined],
    ['*', undefined],
    ['*;q=0', undefined],
    ['*;q=0.5', undefined],
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['ru-RU,ru;q=0.9', 'ru'],
    ['de-DE, ru;q=0.8, en;q=0.5', 'ru'],
    ['en;q=0.2, ru;q=0.7', 'ru'],
    ['en, ru', 'en'],
    ['uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7,*;q=0.5', 'uk'],
    ['en;q=0.5, *', undefined], // "anything" is preferred to English: the account's language
    ['*, en', 'en'], // equal weight: the concrete one
    ['*;q=0, en', 'en'],
    ['en;q=0', undefined], // English refused
    ['en;q=0, ru;q=0.1', 'ru'],
    ['de, fr', undefined],
    // malformed entries are skipped, a header of only them counts as absent
    ['en;q=2', undefined],
    ['en;q=abc', undefined],
    ['en;q=0.12345', undefined],
    ['en;level=1', undefined],
    ['en;q=0.5;q=0.6', undefined],
    ['en;q=2, ru', 'ru'],
    ['€€€', undefined],
    [';;;,,,', undefined],
    ['toolonglanguage', undefined],
    ['en-', undefined],
    ['q=1', undefined],
  ] as const)('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});

describe('answers localised for a signed-in account', () => {
  it('`Accept-Language: *` keeps an English account English; a concrete language overrides it; a guest gets uk', async () => {
    const { db, url } = await useTestDatabase();
    const { app, container } = createTestApp(db, url);
    await buildCategory(db, { id: 'lang-test', nameUk: 'Краса', nameEn: 'Beauty', nameRu: 'Красота', sortOrder: -1 });
    const account = await buildAccount(db, { language: 'en' });
    const auth = bearerFor(container.accessTokens, account.id, 'CUSTOMER');
    const firstName = async (headers: Record<string, string>) =>
      (await request(app).get(api('/services/categories')).set(headers).expect(200)).body.data.categories[0].name as string;
    expect(await firstName({ ...auth, 'Accept-Language': '*' })).toBe('Beauty');
    expect(await firstName({ ...auth, 'Accept-Language': 'de-DE, *;q=0.1' })).toBe('Beauty');
    expect(await firstName({ ...auth, 'Accept-Language': 'en;q=bad' })).toBe('Beauty');
    expect(await firstName(auth)).toBe('Beauty');
    expect(await firstName({ ...auth, 'Accept-Language': 'ru, *;q=0.5' })).toBe('Красота');
    expect(await firstName({ 'Accept-Language': '*' })).toBe('Краса');
  });
});
