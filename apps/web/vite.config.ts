import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API binds 127.0.0.1 outside production; 'localhost' may resolve to ::1 first.
const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
    rolldownOptions: {
      // Rolldown 1.2's constant inlining dropped a constant of @vizyt/contracts (MONEY_AMOUNT_MAX)
      // from one chunk while leaving a use of it ("ReferenceError: MONEY_AMOUNT_MAX is not
      // defined" on /specialist/get-started), depending on how the chunks fall. The minifier
      // still folds constants inside each chunk; across modules correctness wins.
      optimization: { inlineConst: false },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect|axios|i18next|react-i18next|sonner|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
