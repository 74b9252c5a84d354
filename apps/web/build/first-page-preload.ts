/**
 * Vite plugin: lets the first page start downloading everything it needs while the entry
 * script downloads, instead of after it has run.
 *
 * Texts are split per language (src/lib/i18n.ts) and the language is only known in the
 * browser, so index.html gets a small inline script, first in <head>, that reads the stored
 * language (localStorage, as the app does) and adds <link rel="modulepreload"> for that
 * language's core texts, and — on a page listed in `pages` — for the page's chunk, its static
 * imports and its texts. It also writes .vite/first-page-preloads.json (what is preloaded per
 * page and language), which scripts/check-web-budget.mjs counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface FirstPage {
  /** Pathname, with `:name` for one path segment: '/', '/service/:serviceId'. */
  path: string;
  /** Source of the page module, relative to the app root, e.g. 'src/features/landing/routes/landing-page.tsx'. */
  module: string;
  /** Namespaces the page loads with its chunk (the `lazyPage` list in src/app/router.tsx). */
  namespaces: readonly string[];
}

interface Options {
  languages: readonly string[];
  defaultLanguage: string;
  /** localStorage key of the interface language (STORAGE_KEYS.language in src/lib/storage.ts). */
  languageKey: string;
  coreNamespaces: readonly string[];
  pages: readonly FirstPage[];
}

type Chunk = { type: 'chunk'; fileName: string; name: string; facadeModuleId: string | null; moduleIds: string[]; isEntry: boolean; imports: string[] };

export const PRELOADS_FILE = '.vite/first-page-preloads.json';

/** '/service/:serviceId' → '^/service/[^/]+/?$' (a trailing slash is allowed, as in the router). */
export const pathPattern = (path: string): string =>
  `^${path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/$/, '')}/?$`;

export function firstPagePreload({ languages, defaultLanguage, languageKey, coreNamespaces, pages }: Options): Plugin {
  let base = '/';
  let report: unknown = null;
  return {
    name: 'vizyt:first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    writeBundle(output) {
      if (!report || !output.dir) return;
      const file = path.join(output.dir, PRELOADS_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Chunk & typeof item => item.type === 'chunk') as unknown as Chunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('first-page-preload: no entry chunk');
        const loadedByEntry = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        };
        closure(entry.fileName, loadedByEntry);

        const localeFile = (language: string, namespace: string) => {
          const chunk = chunks.find((c) => c.name === `locale-${language}-${namespace}`);
          if (!chunk) throw new Error(`first-page-preload: no chunk for the ${language} texts of "${namespace}"`);
          return chunk.fileName;
        };
        const pageFiles = (page: FirstPage) => {
          // The chunk a dynamic import of the page resolves to: the page's own, or the common
          // chunk Rolldown put the page module in.
          const isPage = (id: string | null) => Boolean(id?.replace(/\\/g, '/').endsWith(`/${page.module}`));
          const chunk = chunks.find((c) => isPage(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isPage));
          if (!chunk) throw new Error(`first-page-preload: no chunk for ${page.module}`);
          const files = new Set<string>();
          closure(chunk.fileName, files);
          return [...files].filter((file) => !loadedByEntry.has(file));
        };

        // Another language first loads the map of its text chunks (src/lib/locale-files-other.ts).
        const otherMap = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/lib/locale-files-other.ts'));
        if (!otherMap) throw new Error('first-page-preload: no chunk for src/lib/locale-files-other.ts');
        const core = Object.fromEntries(
          languages.map((language) => [language, [...(language === defaultLanguage ? [] : [otherMap.fileName]), ...coreNamespaces.map((ns) => localeFile(language, ns))]]),
        );
        const byPage = Object.fromEntries(
          pages.map((page) => {
            const code = pageFiles(page);
            return [page.path, Object.fromEntries(languages.map((language) => [language, [...code, ...page.namespaces.map((ns) => localeFile(language, ns))]]))];
          }),
        );
        report = { defaultLanguage, core, pages: byPage };
        const routes = pages.map((page) => [pathPattern(page.path), byPage[page.path]]);
        // First in <head>: an inline script after a stylesheet would wait for it to load.
        const script = `(function(){var c=${JSON.stringify(core)},r=${JSON.stringify(routes)},d=document,l,a,i;try{l=localStorage.getItem(${JSON.stringify(languageKey)})}catch(e){}var f=(c[l]?l:${JSON.stringify(defaultLanguage)});a=c[f];for(i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(location.pathname)){a=a.concat(r[i][1][f]);break;}for(i=0;i<a.length;i++){var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=${JSON.stringify(base)}+a[i];d.head.appendChild(k);}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
