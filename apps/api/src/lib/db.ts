import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

export type Db = PrismaClient;
/** What repositories accept: the client, or the client of a running transaction. */
export type DbOrTx = PrismaClient | Prisma.TransactionClient;

/** The one Prisma client of a process (tests make one per test database). */
/**
 * How close a word must be to count as a match in search (pg_trgm's `<%`), set for every
 * connection so search needs no transaction of its own.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

export function createDb(databaseUrl: string): Db {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // No parallel workers per query: under concurrent requests they only add processes that
    // compete for the same cores (measured in bench/RESULTS.md).
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0`,
  });
  return new PrismaClient({ adapter });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that cannot exist are "not found", never a database cast error: repositories check first. */
export const isUuid = (id: string) => UUID.test(id);
/** A unique index refused the write (P2002). */
export const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
