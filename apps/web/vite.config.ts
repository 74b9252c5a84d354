import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstPagePreload } from './build/first-page-preload';

/** src/locales/uk/common.json → locale-uk-common. */
const localeChunkName = (id: string): string | null => {
  const match = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id);
  return match ? `locale-${match[1]}-${match[2]}` : null;
};

// The API binds 127.0.0.1 outside production; 'localhost' may resolve to ::1 first.
const backend = 'http://127.0.0.1:3000';

/**
 * Modules that may be copied into each lazy chunk that uses them instead of becoming a shared
 * chunk of their own: icons, the app's presentational form and UI pieces and a few pure helpers,
 * which keep no module-level state (money.ts's formatter cache is only a cache: a copy behaves
 * exactly like the original). Every extra chunk costs the
 * landing page a file name in the preload map, so small shared pieces are cheaper copied.
 */
const COPYABLE = [
  /[\\/]node_modules[\\/]lucide-react[\\/]/,
  /[\\/]src[\\/]components[\\/]form[\\/][^\\/]+\.tsx?$/,
  /[\\/]src[\\/]components[\\/](ui|errors)[\\/](button|danger-button|avatar|spinner|segmented-tabs|retry-error|checkbox-chip|page-padding)\.tsx?$/,
  /[\\/]src[\\/](hooks[\\/]use-format-price|lib[\\/]money|lib[\\/]download|app[\\/]layouts[\\/]layout-kind)\.ts$/,
];

/** The chunks of the first page load (the groups tagged $initial below, and the runtime). */
const INITIAL_CHUNK = /(^|\/)(react|vendor|shell|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The first page's texts (and, on the pages below, its chunk) download beside the entry script.
    firstPagePreload({
      languages: ['uk', 'en', 'ru'],
      defaultLanguage: 'uk',
      languageKey: 'booking-language', // STORAGE_KEYS.language in src/lib/storage.ts
      coreNamespaces: ['common'], // CORE_NAMESPACES in src/lib/i18n.ts
      // Namespaces as in src/app/router.tsx (route-namespaces.test.ts compares them).
      pages: [
        { path: '/', module: 'src/features/landing/routes/landing-page.tsx', namespaces: ['landing'] },
        { path: '/search', module: 'src/features/search/routes/search-page.tsx', namespaces: ['search', 'pages'] },
        { path: '/service/:serviceId', module: 'src/app/routes/catalog-pages.tsx', namespaces: ['catalog', 'reviews'] },
      ],
    }),
    // Brotli and gzip copies written at build time, so the server never compresses a file twice
    // (express-static-gzip in the API picks the best one the browser accepts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/], skipIfLargerOrEqual: true }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      // The development e-mail outbox page is served by the API too.
      '/dev/outbox': { target: backend, changeOrigin: true },
      // Live notifications and messages (socket.io on the API server, WebSocket upgrade included).
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // .vite/manifest.json: the chunk graph that scripts/check-web-budget.mjs walks.
    manifest: true,
    // Every browser of the build target but Safari 16 supports <link rel="modulepreload">; there
    // the chunks still load, only without the head start. Saves the polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // A lazy page preloads the chunks it imports; the first page load's own chunks are always
      // loaded by then, so listing them in every page's preload list only weighs on the shell.
      // A chunk that imports nothing else (a locale file, a leaf page) needs no preload list at
      // all: import() fetches it at once, and its name in the importer's map would be dead weight.
      resolveDependencies: (file, deps) => {
        const needed = deps.filter((dep) => !INITIAL_CHUNK.test(dep));
        return needed.length === 1 && needed[0] === file ? [] : needed;
      },
    },
    rolldownOptions: {
      // Rolldown 1.2's constant inlining dropped a constant of @vizyt/contracts (MONEY_AMOUNT_MAX)
      // from one chunk while leaving a use of it ("ReferenceError: MONEY_AMOUNT_MAX is not
      // defined" on /specialist/get-started), depending on how the chunks fall. The minifier
      // still folds constants inside each chunk; across modules correctness wins.
      optimization: { inlineConst: false },
      // The contracts build their zod schemas at module level (`export const X = z.object(…)`).
      // Marking zod's builder pure lets a page that only needs a constant from a schema file
      // (WEEKDAYS, REPORT_REASONS…) leave the unused schemas, and zod with them, behind.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The shell carries the name of every lazy chunk (its preload map): seven hash characters
        // instead of eight (rolldown's minimum for this many chunks) keep that list short; cache-busting is the same.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // A group is loaded as a whole, so only what the first page load needs is grouped here;
        // scripts/check-web-budget.mjs holds the line.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Every other library the first page load needs ($initial: statically imported from the
            // entry), and nothing else: RTK Query, axios, zod, sonner, forms, dates and maps stay in
            // the lazily loaded chunks of the pages that use them.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // zod for the pages that validate, in one file (rolldown would cut it into several).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The app's own modules of the first page load in one file (not five small ones).
            { name: 'shell', test: /[\\/]src[\\/]/, tags: ['$initial'] },
            // One small chunk per language and namespace, named so (locale-uk-common-<hash>.js).
            { name: (id: string) => localeChunkName(id), test: /[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/ },
          ],
          // An icon shared by several lazy pages would otherwise be a chunk of a few hundred bytes
          // of its own: a dozen extra requests for the landing. Icons are stateless, so a copy in
          // each chunk that uses one is harmless (no other module is ever copied).
          experimentalInlineCommonChunks: { maxSize: 4096, exclude: (id: string) => !COPYABLE.some((pattern) => pattern.test(id)) },
        },
      },
    },
  },
});
