// The API's data-layer lint rules fail on a violation (issue #27), so they cannot silently stop
// working: each case lints a small snippet as if it were a module file. Run by `npm test`
// (node --test scripts/).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const moduleFile = (name) => path.join(root, 'apps/api/src/modules/bookings', name);

/** The rule ids and messages ESLint reports for `code` linted as `file`. */
async function problems(code, file) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}
const rulesOf = (found) => found.map((p) => p.rule);

describe('the database client stays in the data layer', () => {
  // Names of files that do not exist: the rule is what is tested, not today's code.
  for (const name of ['things.service.ts', 'things.router.ts', 'things.jobs.ts', 'things-export.ts']) {
    test(`${name}: importing the client's types or helpers fails`, async () => {
      const found = await problems("import type { Db, DbOrTx } from '../../lib/db.js';\nexport const f = (db: Db, tx: DbOrTx) => [db, tx];\n", moduleFile(name));
      assert.deepEqual(rulesOf(found), ['no-restricted-imports', 'no-restricted-imports']);
    });

    test(`${name}: importing Prisma fails`, async () => {
      const found = await problems("import { Prisma } from '../../generated/prisma/client.js';\nexport const s = Prisma.sql`SELECT 1`;\n", moduleFile(name));
      assert.deepEqual(rulesOf(found), ['no-restricted-imports']);
    });

    test(`${name}: $transaction, $queryRaw and $executeRaw on anything fail`, async () => {
      const code = [
        'export async function f(db: { $transaction: (w: unknown) => unknown }, tx: Record<string, (...a: unknown[]) => unknown>) {',
        '  await db.$transaction(async () => 1);',
        '  await tx.$queryRaw`SELECT 1`;',
        '  await tx.$executeRaw`SELECT 1`;',
        '}',
        '',
      ].join('\n');
      assert.deepEqual(rulesOf(await problems(code, moduleFile(name))), ['no-restricted-syntax', 'no-restricted-syntax', 'no-restricted-syntax']);
    });

    test(`${name}: a model delegate call through an injected client fails`, async () => {
      const code = 'export async function f(deps: { db: { booking: { findMany(q: object): Promise<unknown> } } }) {\n  return deps.db.booking.findMany({ where: {} });\n}\n';
      const found = await problems(code, moduleFile(name));
      assert.deepEqual(rulesOf(found), ['no-restricted-syntax']);
      assert.match(found[0].message, /Prisma model call outside the data layer/);
    });
  }

  test('the same code in a repository passes', async () => {
    const code = [
      "import type { Db } from '../../lib/db.js';",
      'export function createThingsRepository(db: Db) {',
      '  return { list: () => db.booking.findMany({ where: {} }), run: () => db.$transaction(async () => 1) };',
      '}',
      '',
    ].join('\n');
    assert.deepEqual(await problems(code, moduleFile('things.repository.ts')), []);
  });

  test('a service using its repository and the transaction handle passes', async () => {
    const code = [
      "import type { Tx } from '../../lib/unit-of-work.js';",
      "import type { BookingsRepository } from './bookings.repository.js';",
      'export function createThingsService(repo: BookingsRepository) {',
      '  return { find: (id: string) => repo.findById(id), inside: (tx: Tx) => tx };',
      '}',
      '',
    ].join('\n');
    assert.deepEqual(await problems(code, moduleFile('things.service.ts')), []);
  });
});

describe('layers inside the data layer (repository → sql → rows), type imports included', () => {
  test('SQL importing a type from the repository fails', async () => {
    const found = await problems("import type { BookingRow } from './bookings.repository.js';\nexport type R = BookingRow;\n", moduleFile('things.sql.ts'));
    assert.ok(rulesOf(found).includes('no-restricted-imports'), JSON.stringify(found));
  });

  test('rows importing a type from the SQL fails', async () => {
    const found = await problems("import type { RawBooking } from './bookings.sql.js';\nexport type R = RawBooking;\n", moduleFile('things.rows.ts'));
    assert.ok(rulesOf(found).includes('no-restricted-imports'), JSON.stringify(found));
  });
});

describe('import cycles, type-only imports included', () => {
  // Two files on disk that import each other's types only (import-x/no-cycle would not see it).
  const dir = path.join(root, `apps/api/src/modules/.lint-fixture-${process.pid}`);
  before(() => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.js';\nexport type B = { a: A };\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "export type C = { c: true };\n");
    fs.writeFileSync(path.join(dir, 'a.ts'), "export type A = { a: true };\n");
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a type-only circle is reported', async () => {
    const found = await problems("import type { B } from './b.js';\nexport type A = { b?: B };\n", path.join(dir, 'a.ts'));
    assert.deepEqual(rulesOf(found), ['vizyt/no-import-cycle']);
    assert.match(found[0].message, /a\.ts → .*b\.ts → .*a\.ts/);
  });

  test('an import without a way back is not', async () => {
    assert.deepEqual(await problems("import type { C } from './c.js';\nexport type A = { c?: C };\n", path.join(dir, 'a.ts')), []);
  });
});
