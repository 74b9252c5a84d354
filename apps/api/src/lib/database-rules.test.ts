import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { buildBooking, buildService, buildSpecialist, buildUser } from '../test/factories.js';
import { migrate } from './migrator.js';
import { migrationsDir } from './paths.js';

const { db, url } = await useTestDatabase();

/** Postgres error code of a failed Prisma call, wherever the adapter put it. */
const pgCode = (error: unknown): string | undefined => {
  const e = error as { cause?: { code?: string }; meta?: { driverAdapterError?: { cause?: { code?: string; originalCode?: string } } } };
  return e.cause?.code ?? e.meta?.driverAdapterError?.cause?.originalCode ?? e.meta?.driverAdapterError?.cause?.code;
};

const at = (iso: string) => new Date(iso);

describe('migrations', () => {
  it('are already applied to the test database and re-running applies nothing', async () => {
    const result = await migrate(url, migrationsDir);
    expect(result.applied).toEqual([]);
    expect(result.alreadyApplied).toBeGreaterThan(0);
    const extensions = await db.$queryRaw<{ extname: string }[]>`SELECT extname::text AS extname FROM pg_extension ORDER BY 1`;
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm']));
  });
});

describe('text search support', () => {
  it('treats Cyrillic letters as word characters, so trigram matching works in Ukrainian', async () => {
    const [row] = await db.$queryRaw<{ similarity: number }[]>`SELECT word_similarity('манікур', 'манікюр класичний')::float8 AS similarity`;
    expect(row!.similarity).toBeGreaterThan(0.5);
  });

  it('uses the search threshold on every pooled connection', async () => {
    const rows = await Promise.all(
      Array.from({ length: 4 }, () => db.$queryRaw<{ t: string }[]>`SELECT current_setting('pg_trgm.word_similarity_threshold') AS t`),
    );
    expect(rows.map((r) => Number(r[0]!.t))).toEqual([0.4, 0.4, 0.4, 0.4]);
  });
});

describe('no two active bookings of one specialist overlap', () => {
  it('rejects an overlapping active booking with SQLSTATE 23P01', async () => {
    const specialist = await buildSpecialist(db);
    const service = await buildService(db, { specialistId: specialist.id, durationMinutes: 60 });
    await buildBooking(db, { serviceId: service.id, scheduledAt: at('2030-05-01T10:00:00Z') });
    const overlapping = buildBooking(db, { serviceId: service.id, scheduledAt: at('2030-05-01T10:30:00Z'), status: 'CONFIRMED' });
    await expect(overlapping).rejects.toSatisfy((e) => pgCode(e) === '23P01');
    expect(await db.booking.count({ where: { specialistId: specialist.id } })).toBe(1);
  });

  it('allows back-to-back bookings, other specialists, and overlaps with cancelled or finished ones', async () => {
    const specialist = await buildSpecialist(db);
    const service = await buildService(db, { specialistId: specialist.id, durationMinutes: 60 });
    await buildBooking(db, { serviceId: service.id, scheduledAt: at('2030-06-01T10:00:00Z') });
    await buildBooking(db, { serviceId: service.id, scheduledAt: at('2030-06-01T11:00:00Z') });
    await buildBooking(db, { serviceId: service.id, scheduledAt: at('2030-06-01T10:15:00Z'), status: 'CANCELLED' });
    await buildBooking(db, { serviceId: service.id, scheduledAt: at('2030-06-01T10:20:00Z'), status: 'NO_SHOW' });
    await buildBooking(db, { scheduledAt: at('2030-06-01T10:00:00Z') }); // another specialist
    expect(await db.booking.count({ where: { specialistId: specialist.id } })).toBe(4);
  });

  it('holds under concurrent inserts: exactly one of many simultaneous bookings wins', async () => {
    const specialist = await buildSpecialist(db);
    const service = await buildService(db, { specialistId: specialist.id, durationMinutes: 45 });
    const customers = await Promise.all(Array.from({ length: 8 }, () => buildUser(db)));
    const results = await Promise.allSettled(
      customers.map((c) => buildBooking(db, { serviceId: service.id, customerId: c.id, scheduledAt: at('2030-07-01T09:00:00Z') })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Racing inserts that wait on each other's unfinished row are resolved by PostgreSQL either as
    // an exclusion violation (23P01) or as a deadlock (40P01) whose victim is rolled back. Both
    // leave exactly one booking; the booking service retries a 40P01 once and then sees 23P01.
    for (const r of results) if (r.status === 'rejected') expect(['23P01', '40P01']).toContain(pgCode(r.reason));
    expect(await db.booking.count({ where: { specialistId: specialist.id } })).toBe(1);
  });
});

describe('check constraints', () => {
  it('refuse a non-positive price, a duration under 15 minutes and an upper-case e-mail', async () => {
    await expect(buildService(db, { priceMinor: 0 })).rejects.toSatisfy((e) => pgCode(e) === '23514');
    await expect(buildService(db, { durationMinutes: 10 })).rejects.toSatisfy((e) => pgCode(e) === '23514');
    await expect(buildUser(db, { email: 'Upper@Example.test' })).rejects.toSatisfy((e) => pgCode(e) === '23514');
  });
});
