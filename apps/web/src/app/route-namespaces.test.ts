/**
 * Each lazily loaded page declares the i18n namespaces it uses (router.tsx and the areas' page
 * tables app/routes/*-area.tsx, `lazyPage`), and
 * they download together with its chunk. This test reads the code to keep those lists true:
 * it follows each page's static imports inside src/ and collects every namespace the code
 * names (useTranslation, any 'ns:key' string, `ns` options, <Trans ns>). A namespace missing from a
 * list would still load, but only after the page rendered once (a second spinner), or never
 * for a bare `t('ns:key')` outside useTranslation (the key itself would show).
 */
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, DEFAULT_NAMESPACE } from '@/lib/i18n';

/** Every source file of the app, by path from src/ ('app/router.tsx'). */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })).map(([file, code]) => [
    file.replace(/^\/src\//, ''),
    code,
  ]),
);
const known = new Set(Object.keys(import.meta.glob('/src/locales/uk/*.json')).map((file) => /([^/]+)\.json$/.exec(file)?.[1] as string));

const normalize = (parts: string[]) => {
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
};

const resolveImport = (from: string, specifier: string): string | null => {
  let base: string;
  if (specifier.startsWith('@/')) base = normalize(specifier.slice(2).split('/'));
  else if (specifier.startsWith('.')) base = normalize([...from.split('/').slice(0, -1), ...specifier.split('/')]);
  else return null; // a package: no texts of ours
  if (/\.(css|json)$/.test(base)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (candidate in sources) return candidate;
  }
  throw new Error(`cannot resolve "${specifier}" imported by ${from}`);
};

/** Specifiers of static imports and re-exports that exist at run time (not `import type`). */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[\s\S]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1] as string);

const namespacesIn = (code: string): string[] => {
  const found: string[] = [];
  for (const [, args] of code.matchAll(/\buseTranslation\(([^)]*)\)/g)) {
    const first = /^\s*(\[[^\]]*\]|'[^']*'|"[^"]*")?/.exec(args ?? '')?.[1];
    if (!first) found.push(DEFAULT_NAMESPACE);
    else for (const [, ns] of first.matchAll(/['"]([^'"]+)['"]/g)) found.push(ns as string);
  }
  // Any string that starts with 'namespace:' (t('errors:…'), [`validation:${key}`, …]) but a
  // React key (`booking:${id}`), and `ns` options.
  for (const pattern of [/(?<!\bkey:\s*)['"`]([a-z-]+):[\w${.]/g, /\bns:\s*['"]([a-z-]+)['"]/g, /\bns=["']([a-z-]+)["']/g, /\bgetFixedT\([^,]*,\s*['"]([a-z-]+)['"]/g]) {
    for (const [, ns] of code.matchAll(pattern)) found.push(ns as string);
  }
  return found.filter((ns) => known.has(ns));
};

/** Namespaces named by `file` and everything it imports statically, with where each is used. */
const namespacesOfGraph = (file: string): Map<string, string> => {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const code = sources[current] ?? '';
    for (const ns of namespacesIn(code)) if (!used.has(ns)) used.set(ns, current);
    for (const specifier of staticImports(code)) {
      const next = resolveImport(current, specifier);
      if (next) visit(next);
    }
  };
  visit(file);
  return used;
};

/** router.tsx and the page tables of the areas it loads lazily (app/routes/*-area.tsx). */
const routeFiles = Object.keys(sources).filter((file) => file === 'app/router.tsx' || /^app\/routes\/[\w-]+-area\.tsx$/.test(file));
const pages = routeFiles.flatMap((routeFile) =>
  [...(sources[routeFile] ?? '').matchAll(/lazyPage(?:<[^(]*>)?\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)',\s*\[([^\]]*)\]/g)].map(([, module, name, list]) => ({
    name: `${name as string} (${routeFile})`,
    file: resolveImport(routeFile, module as string) as string,
    declared: [...(list as string).matchAll(/'([^']+)'/g)].map((match) => match[1] as string),
  })),
);

describe('namespaces loaded with each page', () => {
  it('finds the pages of router.tsx and of the areas', () => {
    expect(routeFiles).toEqual(expect.arrayContaining(['app/router.tsx', 'app/routes/customer-area.tsx', 'app/routes/specialist-area.tsx', 'app/routes/auth-area.tsx']));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.map((page) => page.name)).toContain('LandingPage (app/router.tsx)');
    expect(pages.map((page) => page.name)).toContain('SpecialistDashboardPage (app/routes/specialist-area.tsx)');
  });

  it.each(pages.map((page) => [page.name, page] as const))('%s declares every namespace its code uses', (_name, page) => {
    const missing = [...namespacesOfGraph(page.file)].filter(([ns]) => !page.declared.includes(ns) && !CORE_NAMESPACES.includes(ns));
    expect(missing.map(([ns, where]) => `${ns} (${where})`)).toEqual([]);
    for (const ns of page.declared) expect(known).toContain(ns);
  });

  it('the first render (main.tsx and its static imports) needs only the core namespaces', () => {
    // Two shell components fetch their texts on demand without suspending (useSuspense: false):
    // the page title (DocumentMeta, 'pages') and the crash screen (ErrorScreen, 'errors').
    const onDemand = new Map([
      ['pages', 'app/document-meta.tsx'],
      ['errors', 'components/errors/error-screen.tsx'],
    ]);
    const used = namespacesOfGraph('main.tsx');
    const unexpected = [...used].filter(([ns, where]) => !CORE_NAMESPACES.includes(ns) && onDemand.get(ns) !== where);
    expect(unexpected.map(([ns, where]) => `${ns} (${where})`)).toEqual([]);
    for (const [ns, where] of onDemand) expect(sources[where]).toMatch(new RegExp(`useTranslation\\('${ns}', \\{ useSuspense: false \\}\\)`));
  });

  it('index.html preloads the same texts (apps/web/vite.config.ts, firstPagePreload)', () => {
    const config = Object.values(import.meta.glob<string>('/vite.config.ts', { query: '?raw', import: 'default', eager: true }))[0] ?? '';
    const core = /coreNamespaces:\s*\[([^\]]*)\]/.exec(config)?.[1] ?? '';
    expect([...core.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([...CORE_NAMESPACES]);
    const firstPages = [...config.matchAll(/\{\s*path:\s*'[^']+',\s*module:\s*'src\/([^']+)\.tsx',\s*namespaces:\s*\[([^\]]*)\]\s*\}/g)];
    expect(firstPages.length).toBeGreaterThan(0);
    for (const [, module, list] of firstPages) {
      const page = pages.find((candidate) => candidate.file === `${module}.tsx`);
      expect(page, `${module} is a lazyPage of router.tsx`).toBeDefined();
      expect([...(list ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual(page?.declared);
    }
  });
});
