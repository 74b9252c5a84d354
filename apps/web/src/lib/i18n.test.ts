import { describe, expect, it, vi } from 'vitest';
import i18n, { LAZY_NAMESPACES, namespaces } from './i18n';

describe('i18n', () => {
  it('bundles every namespace file except the lazy ones, with uk as default', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors', 'pages', 'info', 'landing']));
    for (const lazy of LAZY_NAMESPACES) expect(namespaces).not.toContain(lazy);
    expect(i18n.options.fallbackLng).toEqual(['uk']);
    expect(i18n.options.defaultNS).toBe('common');
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
