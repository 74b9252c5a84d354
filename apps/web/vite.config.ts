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
        { path: '/service/:serviceId', module: 'src/features/catalog/routes/service-page.tsx', namespaces: ['catalog'] },
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
    modulePreload: { polyfill: false },
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
            // The app's own modules of the first page load in one file (not five small ones).
            { name: 'shell', test: /[\\/]src[\\/]/, tags: ['$initial'] },
            // One small chunk per language and namespace, named so (locale-uk-common-<hash>.js).
            { name: (id: string) => localeChunkName(id), test: /[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/ },
          ],
          // An icon shared by several lazy pages would otherwise be a chunk of a few hundred bytes
          // of its own: a dozen extra requests for the landing. Icons are stateless, so a copy in
          // each chunk that uses one is harmless (no other module is ever copied).
          experimentalInlineCommonChunks: { maxSize: 4096, exclude: (id: string) => !/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id) },
        },
      },
    },
  },
});
