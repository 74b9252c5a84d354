import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import i18n, { ALL_NAMESPACES, CORE_NAMESPACES, loadNamespaces } from './i18n';

describe('i18n', () => {
  it('knows every namespace file, loads only the core ones at start, with uk as default and no fallback language', () => {
    expect(ALL_NAMESPACES).toEqual(expect.arrayContaining(['common', 'errors', 'pages', 'info', 'landing', 'legal']));
    expect(CORE_NAMESPACES).toEqual(['common']);
    expect(i18n.options.ns).toEqual(expect.arrayContaining([...CORE_NAMESPACES]));
    // Only the interface language is ever downloaded (locales.test.ts keeps the key sets equal).
    expect(i18n.options.fallbackLng).toBe(false);
    expect(i18n.options.lng).toBe('uk');
    expect(i18n.options.defaultNS).toBe('common');
  });

  it('loads a namespace from its own chunk, for the interface language only', async () => {
    // The test setup bundles every file; forget one namespace to load it the way the app does.
    const saved = Object.fromEntries(['uk', 'en', 'ru'].map((language) => [language, i18n.getResourceBundle(language, 'info') as object]));
    for (const language of ['uk', 'en', 'ru']) i18n.removeResourceBundle(language, 'info');
    try {
      // In English: a fallback language (uk) would be downloaded as well.
      await i18n.changeLanguage('en');
      await loadNamespaces(['info']);
      expect(i18n.getResourceBundle('en', 'info')).toEqual(saved.en);
      expect(i18n.hasResourceBundle('uk', 'info')).toBe(false);
      expect(i18n.hasResourceBundle('ru', 'info')).toBe(false);
    } finally {
      await i18n.changeLanguage('uk');
      for (const [language, bundle] of Object.entries(saved)) i18n.addResourceBundle(language, 'info', bundle, true, true);
    }
  });

  it('fetches a namespace that a bare t("ns:key") names before it was loaded, without a warning', async () => {
    // As if the app had never loaded it: no texts, and no "loaded" mark in i18next's loader.
    const saved = i18n.getResourceBundle('uk', 'search') as { subtitle: string };
    i18n.removeResourceBundle('uk', 'search');
    delete (i18n.services.backendConnector as unknown as { state: Record<string, number> }).state['uk|search'];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(i18n.t('search:subtitle')).toBe('subtitle');
      await waitFor(() => expect(i18n.hasResourceBundle('uk', 'search')).toBe(true));
      expect(i18n.t('search:subtitle')).toBe(saved.subtitle);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      i18n.addResourceBundle('uk', 'search', saved, true, true);
    }
  });

  it('shows the key itself and warns when a translation is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.t('common:no.such.key')).toBe('no.such.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:no.such.key'));
    warn.mockRestore();
  });

  it('keeps <html lang> in sync with the language', async () => {
    await i18n.changeLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
    await i18n.changeLanguage('uk');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('has the spec’s English texts for the global errors', () => {
    const en = i18n.getFixedT('en', 'errors');
    expect(en('api.network')).toBe('Network error. Please check your connection');
    expect(en('boundary.title')).toBe('Something went wrong');
    expect(en('boundary.refresh')).toBe('Refresh Page');
  });
});
