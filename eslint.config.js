// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir).filter((f) => !f.includes('.')) : [];

const prismaRestriction = {
  group: ['**/generated/prisma/**', '@prisma/client', '@prisma/client/*'],
  message: 'Only *.repository.ts files (and the SQL they run, *.sql.ts) use Prisma; go through the module’s repository.',
};
const stripeRestriction = { group: ['stripe'], message: 'Only modules/payments/stripe-provider.ts imports Stripe.' };
const nodemailerRestriction = { group: ['nodemailer'], message: 'Only lib/mailer.ts imports nodemailer.' };
const apiRestrictions = [
  prismaRestriction,
  // Same-module repositories are imported as ./x.repository.js; another module's never.
  { group: ['../**/*.repository.js', '../**/*.repository'], message: 'Use the other module’s service, not its repository.' },
  stripeRestriction,
  nodemailerRestriction,
];

// bulletproof-react's zone rule ({ target: './src/features', from: './src/app' }): app/ composes
// features, so a feature that imports app/ makes a circle. Store hooks and types are in stores/.
const noAppInFeatures = {
  group: ['@/app', '@/app/*', '@/app/**', '**/app', '**/app/**'],
  message: 'Features never import app/ (app/ composes them); store hooks and types are in @/stores/hooks and @/stores/viewer.',
};

const noExpress = { group: ['express'], message: 'Services, repositories and policies know nothing of HTTP.' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'e2e/**', 'bench/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },

  // ── API: layers per STYLE.md ────────────────────────────────────────────────────────────
  {
    files: ['apps/api/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: apiRestrictions }] },
  },
  {
    // Only repositories (with the SQL they run, *.sql.ts, and their selects, *.rows.ts; and the db factory, tests and the seed) touch Prisma.
    files: ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.sql.ts', 'apps/api/src/**/*.rows.ts', 'apps/api/src/lib/db.ts', 'apps/api/src/test/**', 'apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiRestrictions.filter((p) => p !== prismaRestriction) }] },
  },
  {
    files: ['apps/api/src/modules/payments/stripe-provider.ts', 'apps/api/src/modules/payments/stripe-provider*.test.ts', 'apps/api/src/modules/payments/payments-stripe.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiRestrictions.filter((p) => p !== stripeRestriction && p !== prismaRestriction) }] },
  },
  {
    files: ['apps/api/src/lib/mailer.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiRestrictions.filter((p) => p !== nodemailerRestriction) }] },
  },
  {
    // Services speak the domain; controllers and routers speak HTTP.
    files: ['apps/api/src/modules/**/*.service.ts', 'apps/api/src/modules/**/*.policy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiRestrictions, noExpress] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.sql.ts', 'apps/api/src/modules/**/*.rows.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiRestrictions.filter((p) => p !== prismaRestriction), noExpress] }] },
  },

  // ── Web: bulletproof-react boundaries ──────────────────────────────────────────────────
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Shared code never depends on features or on the app composition.
    files: ['apps/web/src/{components,hooks,lib,config,stores,locales}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**', '**/features/**', '**/app/**'], message: 'Shared code must not import features or app/.' }] },
      ],
    },
  },
  // Features never import each other nor app/; app/ composes them.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', `!@/features/${feature}`, `!@/features/${feature}/**`, '../../*/**', '../../../*/**'],
              message: `Features never import each other; compose them in app/ (feature: ${feature}).`,
            },
            noAppInFeatures,
          ],
        },
      ],
    },
  })),
);
