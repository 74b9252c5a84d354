import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { Prisma } from '../generated/prisma/client.js';
import { inTransaction, prepared, readRows, sqlState } from './db.js';

const { db } = await useTestDatabase();

const category = (id: string) =>
  Prisma.sql`INSERT INTO categories (id, name_uk, name_en, name_ru, description_uk, description_en, description_ru, icon, sort_order)
             VALUES (${id}, 'Тест', 'Test', 'Тест', '', '', '', 'x', 99) RETURNING id`;
const countOf = (id: string) => db.category.count({ where: { id } });

describe('inTransaction', () => {
  it('commits every statement of the work together and returns its result', async () => {
    const result = await inTransaction(db, async (sql) => {
      const [a] = await sql.rows<{ id: string }>(category('tx-commit-a'));
      const [b] = await sql.rows<{ id: string }>(category('tx-commit-b'));
      return [a!.id, b!.id];
    });
    expect(result).toEqual(['tx-commit-a', 'tx-commit-b']);
    expect((await countOf('tx-commit-a')) + (await countOf('tx-commit-b'))).toBe(2);
  });

  it('rolls back what ran before an error and throws the SQLSTATE as node-postgres gives it', async () => {
    const failed = inTransaction(db, async (sql) => {
      await sql.rows(category('tx-rollback'));
      await sql.rows(category('tx-rollback')); // the same key again: 23505
    });
    const error = await failed.catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
    expect(await countOf('tx-rollback')).toBe(0);
    // The connection went back to the pool clean: the next transaction works.
    await inTransaction(db, (sql) => sql.rows(category('tx-after')));
    expect(await countOf('tx-after')).toBe(1);
  });

  it('rolls back when the work itself throws', async () => {
    await expect(
      inTransaction(db, async (sql) => {
        await sql.rows(category('tx-thrown'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countOf('tx-thrown')).toBe(0);
  });
});

describe('prepared', () => {
  it('names a statement by its text: one name per text, the values apart', () => {
    const a1 = prepared(Prisma.sql`SELECT ${1}::int AS n`);
    const a2 = prepared(Prisma.sql`SELECT ${2}::int AS n`);
    const b = prepared(Prisma.sql`SELECT ${1}::int + 1 AS n`);
    expect(a1.name).toBeDefined();
    expect(a2.name).toBe(a1.name);
    expect(b.name).not.toBe(a1.name);
    expect(a2.values).toEqual([2]);
  });

  it('runs again and again on the pool with new values (parsed once per connection)', async () => {
    for (let i = 0; i < 25; i++) {
      const [row] = await readRows<{ n: number }>(db, prepared(Prisma.sql`SELECT ${i}::int * 2 AS n`));
      expect(row!.n).toBe(i * 2);
    }
  });
});
