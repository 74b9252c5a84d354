/**
 * i18next set up once. Every JSON file under src/locales/<language>/<namespace>.json is picked
 * up automatically: a feature adds its namespace by adding files, nothing to register here.
 * Namespaces are bundled eagerly, except the long texts of LAZY_NAMESPACES (the legal
 * documents, ~190 kB for three languages), which load with their page so that the landing
 * bundle stays small. Missing keys log a warning and show the key itself (spec section 8).
 */
import i18n, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vizyt/contracts';
import { readStorage, STORAGE_KEYS } from './storage';

export const DEFAULT_NAMESPACE = 'common';

type LocaleModule = { default: ResourceLanguage[string] };

/**
 * Namespaces loaded on first use; their pages render inside a Suspense boundary. Keep the
 * exclusion in the eager glob below in step (import.meta.glob only takes literals).
 */
export const LAZY_NAMESPACES: readonly string[] = ['legal'];

const LOCALE_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;

const lazyFiles = import.meta.glob<LocaleModule>('../locales/*/legal.json');
const eagerFiles = import.meta.glob<LocaleModule>(['../locales/*/*.json', '!../locales/*/legal.json'], {
  eager: true,
});

/** `../locales/uk/common.json` → resources.uk.common (lazy namespaces left out). */
const buildResources = (modules: Record<string, LocaleModule>): Resource => {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(modules)) {
    const match = LOCALE_FILE.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    if (LAZY_NAMESPACES.includes(namespace)) continue;
    (resources[language] ??= {})[namespace] = module.default;
  }
  return resources;
};

const resources = buildResources(eagerFiles);
/** The bundled namespaces (i18next adds lazy ones to its own list once they load). */
export const namespaces: readonly string[] = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))].sort();

/** Reads a lazy namespace from its own chunk; a missing file is an empty namespace. */
const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazyFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const initialLanguage = (): Language => {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`[i18n] missing translation "${namespace}:${key}" (${[languages].flat().join(', ')})`);
    },
    // Only a lazy namespace suspends (inside the page's Suspense boundary); bundled ones never do.
    react: { useSuspense: true },
  });

/** Keeps <html lang> equal to the interface language (screen readers, hyphenation, fonts). */
const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;
