import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n, { i18nReady } from '@/lib/i18n';

// Routes are lazy chunks: on a busy CI machine the first import of one can take longer than
// Testing Library's 1 s default for findBy*/waitFor. A missing element still fails, just later.
configure({ asyncUtilTimeout: 4_000 });

// Vitest runs without globals, which turns off Testing Library's auto-cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no matchMedia; tests that care override it with `mockMatchMedia`.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

// Pages are unit tested without a Suspense boundary: give them every namespace of every
// language up front (the app loads them lazily, see src/lib/i18n.ts), and wait for i18next.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
for (const [file, module] of Object.entries(localeFiles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && namespace) i18n.addResourceBundle(language, namespace, module.default, true, true);
}
await i18nReady;
