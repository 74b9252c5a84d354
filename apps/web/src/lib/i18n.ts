/**
 * i18next set up once. Every JSON file under src/locales/<language>/<namespace>.json is picked
 * up automatically: a feature adds its namespace by adding files, nothing to register here.
 *
 * Nothing is bundled: each file is its own small chunk, and only the interface language is
 * ever loaded (no fallback language: locales.test.ts keeps uk, en and ru key for key equal).
 * CORE_NAMESPACES (the shell's texts) load before the first render — main.tsx waits for
 * `i18nReady`, and index.html preloads them for the stored language while the entry script
 * downloads (build/first-page-preload.ts). A page's own namespaces load with its chunk
 * (router.tsx `lazyPage`), and any other namespace loads on first use: inside the page's
 * Suspense boundary for useTranslation, or through the missing-key handler below for a bare
 * t('ns:key'). Keys missing from a loaded namespace log a warning and show the key itself
 * (spec section 8).
 */
import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vizyt/contracts';
import { readStorage, STORAGE_KEYS } from './storage';

export const DEFAULT_NAMESPACE = 'common';

/** Texts of the shell: header, footer, spinners (page titles, 'pages', load beside the first paint). */
export const CORE_NAMESPACES: readonly string[] = [DEFAULT_NAMESPACE];

type LocaleModule = { default: ResourceLanguage[string] };

const LOCALE_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;
/** The default language's texts (uk: a literal, as import.meta.glob needs); the others load their map on demand. */
const defaultLocaleFiles = import.meta.glob<LocaleModule>('../locales/uk/*.json');
type LocaleLoader = () => Promise<LocaleModule>;
let otherLocaleFiles: Promise<Record<string, LocaleLoader>> | null = null;
const loaderOf = async (language: string, namespace: string): Promise<LocaleLoader | undefined> => {
  const file = fileOf(language, namespace);
  if (language === DEFAULT_LANGUAGE) return defaultLocaleFiles[file];
  otherLocaleFiles ??= import('./locale-files-other').then((m) => m.otherLocaleFiles as Record<string, LocaleLoader>);
  return (await otherLocaleFiles)[file];
};

const fileOf = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;

/** Every namespace that has a file (the uk set; the others are kept equal by a test). */
export const ALL_NAMESPACES: readonly string[] = Object.keys(defaultLocaleFiles)
  .map((file) => LOCALE_FILE.exec(file))
  .filter((match): match is RegExpExecArray => match?.[1] === DEFAULT_LANGUAGE)
  .map((match) => match[2] as string)
  .sort();

/** Reads a namespace from its own chunk; a missing file is an empty namespace. */
const localeChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    loaderOf(language, namespace)
      .then((load) => (load ? load().then((module) => module.default) : {}))
      .then(
        (texts) => callback(null, texts),
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

/** Resolves when the core namespaces of the interface language are loaded. */
export const i18nReady: Promise<unknown> = i18n
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...CORE_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // Start loading now (i18n.language is set at once; the texts arrive with their chunks).
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      // Not missing, only not loaded yet (a 't("ns:key")' outside useTranslation): fetch it; the
      // components re-render when it arrives ('loaded' below). route-namespaces.test.ts keeps
      // this rare by checking each page's list.
      if (!i18n.hasLoadedNamespace(namespace)) {
        void i18n.loadNamespaces(namespace);
        return;
      }
      console.warn(`[i18n] missing translation "${namespace}:${key}" (${[languages].flat().join(', ')})`);
    },
    // A namespace that is not loaded yet suspends the component (inside the page's Suspense).
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });

/** Loads namespaces of the interface language (a page's, before it renders); never rejects. */
export const loadNamespaces = (namespaces: readonly string[]): Promise<void> =>
  namespaces.length === 0 ? Promise.resolve() : i18n.loadNamespaces([...namespaces]).catch(() => undefined);

/** Keeps <html lang> equal to the interface language (screen readers, hyphenation, fonts). */
const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;
