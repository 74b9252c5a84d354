import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import i18n, { i18nReady } from '@/lib/i18n';
import { matchMediaStub } from './match-media';

// Routes are lazy chunks: on a busy CI machine the first import of one can take longer than
// Testing Library's 1 s default for findBy*/waitFor. A missing element still fails, just later.
configure({ asyncUtilTimeout: 4_000 });

// Vitest runs without globals, which turns off Testing Library's auto-cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Most files share one window (vitest.config.ts): what a file changed of it ends with the file.
afterAll(async () => {
  // A lazy page a test started to load finishes loading here: cut off at the end of its file,
  // the failed import would stay in the shared module graph and fail the next file that needs it.
  await vi.dynamicImportSettled();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

// jsdom has no matchMedia: each file starts with one that matches nothing (tests that care
// override it with `mockViewport`, which would otherwise outlive their file).
Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMediaStub(() => false) });

// Pages are unit tested without a Suspense boundary: give them every namespace of every
// language up front (the app loads them lazily, see src/lib/i18n.ts), and wait for i18next.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
for (const [file, module] of Object.entries(localeFiles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && namespace) i18n.addResourceBundle(language, namespace, module.default, true, true);
}
await i18nReady;

// The language a file starts in is the one i18next chose at start-up: a file that switches it
// switches it back when it ends (so, file by file, every file starts in that language).
const startLanguage = i18n.language;
afterAll(async () => {
  if (i18n.language !== startLanguage) await i18n.changeLanguage(startLanguage);
});
