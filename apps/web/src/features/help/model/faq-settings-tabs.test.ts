import { describe, expect, it } from 'vitest';
import enAccount from '@/locales/en/account.json';
import enCommon from '@/locales/en/common.json';
import enHelp from '@/locales/en/help.json';
import ruAccount from '@/locales/ru/account.json';
import ruCommon from '@/locales/ru/common.json';
import ruHelp from '@/locales/ru/help.json';
import ukAccount from '@/locales/uk/account.json';
import ukCommon from '@/locales/uk/common.json';
import ukHelp from '@/locales/uk/help.json';
import { FAQ_ITEMS } from './faq';

const languages = [
  { language: 'uk', help: ukHelp, account: ukAccount, common: ukCommon },
  { language: 'en', help: enHelp, account: enAccount, common: enCommon },
  { language: 'ru', help: ruHelp, account: ruAccount, common: ruCommon },
];

/** "«Налаштування» → «Акаунт»" or "Settings → Account." → ['Налаштування', 'Акаунт'] for every arrow in the text. */
const settingsPaths = (text: string): Array<[string, string]> =>
  [...text.matchAll(/«?([^«»\s]+)»?\s*→\s*«?([^«»:.,]+?)»?(?=[:.,]|$|\s[a-zа-яіїєґ])/giu)].map((match) => [match[1]!, match[2]!.trim()]);

describe('the help FAQ names settings tabs that exist', () => {
  it.each(languages)('$language: every "Settings → tab" of an answer is a tab of the settings page', ({ help, account, common }) => {
    const tabNames = Object.values(account.tabs);
    const named = FAQ_ITEMS.flatMap(({ id }) => settingsPaths((help.faq.items as Record<string, { a: string }>)[id]!.a));
    // The answers about the e-mail and privacy lead to the account and privacy tabs.
    expect(named.map(([, tab]) => tab)).toEqual(expect.arrayContaining([account.tabs.account, account.tabs.privacy]));
    for (const [settings, tab] of named) {
      expect(settings).toBe(common.nav.settings);
      expect(tabNames).toContain(tab);
    }
  });
});
