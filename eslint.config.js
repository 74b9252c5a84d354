// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import importCycles from './eslint-rules/no-import-cycle.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir).filter((f) => !f.includes('.')) : [];

const prismaRestriction = {
  group: ['**/generated/prisma/**', '@prisma/client', '@prisma/client/*'],
  message: 'Only the data layer (*.repository.ts, the SQL it runs in *.sql.ts, the rows under both in *.rows.ts) uses Prisma; go through the module’s repository.',
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

// ── The database client stays in the data layer (issue #27) ──────────────────────────────
// `createXRepository(db)` is a module's only way to the database; services, routers, jobs and
// every other module file get repositories. ESLint sees no types, so the rule is what it can see:
// the client's imports and types, its `$` methods, and model delegates called on anything.
/** The files that may touch the client: repositories, the SQL they run, the rows under both. */
const apiDataLayer = ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.sql.ts', 'apps/api/src/**/*.rows.ts', 'apps/api/src/lib/db.ts'];
/** A module's composition root (`<module>.module.ts`): like container.ts, it hands the client to the module's repositories and to nothing else. */
const apiModuleRoots = ['apps/api/src/modules/**/*.module.ts'];
const apiTests = [
  'apps/api/src/test/**',
  'apps/api/src/**/*.test.ts',
  'apps/api/src/**/*.test-support.ts',
  'apps/api/src/**/*.suite.ts',
  // Route examples beside their routers (modules/<module>/<module>.examples.ts): test support, gathered by test/route-examples.ts.
  'apps/api/src/**/*.examples.ts',
];
const dbClientRestriction = {
  group: ['**/lib/db.js', '**/lib/db'],
  importNames: ['Db', 'DbOrTx', 'SqlRunner', 'SqlQuery', 'createDb', 'readRows', 'inTransaction', 'runnerOf', 'isSqlRunner', 'prepared'],
  message: 'Only repositories reach the database client; take the module’s repository (a transaction handle is lib/unit-of-work.ts `Tx`).',
};
/** Prisma's model delegates (db.booking, tx.user, …), read from the schema so a new model is covered. */
const prismaModels = [...fs.readFileSync(new URL('./prisma/schema.prisma', import.meta.url), 'utf8').matchAll(/^model\s+(\w+)/gm)].map(
  ([, name]) => name.charAt(0).toLowerCase() + name.slice(1),
);
const DELEGATE_METHODS =
  'findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy';
const dbClientSyntax = [
  {
    selector: 'MemberExpression[property.name=/^\\$(transaction|queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe)$/]',
    message: 'Only repositories run transactions and raw SQL; use the repository (`repo.transaction(async (txRepo) => …)`, lib/unit-of-work.ts).',
  },
  {
    selector: `CallExpression > MemberExpression.callee[property.name=/^(${DELEGATE_METHODS})$/] > MemberExpression.object[property.name=/^(${prismaModels.join('|')})$/]`,
    message: 'A Prisma model call outside the data layer: move it into the module’s repository.',
  },
  {
    selector: 'TSTypeReference[typeName.name=/^(PrismaClient|TransactionClient)$/], TSQualifiedName[left.name="Prisma"][right.name="TransactionClient"]',
    message: 'Only repositories hold the Prisma client; take the module’s repository.',
  },
];
/** Layers inside the data layer, type imports included: repository → sql → rows. */
const sqlLayer = { regex: '^\\.{1,2}/.*\\.(repository|service|router)(\\.js)?$', message: 'SQL builders sit under the repository: import rows (*.rows.ts), never the repository or the layers above it.' };
const rowsLayer = { regex: '^\\.{1,2}/.*\\.(repository|sql|service|router)(\\.js)?$', message: 'Rows are the bottom layer: they import nothing of the module above them.' };
/**
 * Not yet converted (issue #27, still open): these files reach the client directly. Each one
 * leaves this list when its module's repository takes over; the list may only shrink.
 * @type {string[]}
 */
const notYetConverted = [];

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
    plugins: { vizyt: importCycles },
    rules: {
      'no-restricted-imports': ['error', { patterns: apiRestrictions }],
      // Type-only imports count (import-x/no-cycle skips them; see eslint-rules/no-import-cycle.js).
      'vizyt/no-import-cycle': 'error',
    },
  },
  {
    // Only the data layer (with the db factory, tests and the seed) touches Prisma.
    files: [...apiDataLayer, ...apiTests],
    rules: { 'no-restricted-imports': ['error', { patterns: apiRestrictions.filter((p) => p !== prismaRestriction) }] },
  },
  {
    // Every other module file: services, routers, jobs, policies, presenters, helpers.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...apiDataLayer, ...apiModuleRoots, ...apiTests, ...notYetConverted],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...apiRestrictions, dbClientRestriction] }],
      'no-restricted-syntax': ['error', ...dbClientSyntax],
    },
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
    ignores: notYetConverted,
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiRestrictions, dbClientRestriction, noExpress] }] },
  },
  {
    files: ['apps/api/src/modules/payments/*.service.ts', 'apps/api/src/modules/payments/*.policy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiRestrictions, noExpress] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiRestrictions.filter((p) => p !== prismaRestriction), noExpress] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.sql.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiRestrictions.filter((p) => p !== prismaRestriction), noExpress, sqlLayer] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.rows.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiRestrictions.filter((p) => p !== prismaRestriction), noExpress, rowsLayer] }] },
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
