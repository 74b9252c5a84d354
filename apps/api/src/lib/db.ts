import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

export type Db = PrismaClient;
/** What repositories accept: the client, or the client of a running transaction. */
export type DbOrTx = PrismaClient | Prisma.TransactionClient;

/**
 * How close a word must be to count as a match in search (pg_trgm's `<%`), set for every
 * connection so search needs no transaction of its own.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** The connection pool under each client: hot reads run their one statement on it directly. */
const pools = new WeakMap<Db, pg.Pool>();

/** The one Prisma client of a process (tests make one per test database). */
export function createDb(databaseUrl: string): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // No parallel workers per query: under concurrent requests they only add processes that
    // compete for the same cores (measured in bench/RESULTS.md).
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0`,
  });
  // An idle connection the server ends (a restart, a database dropped by an admin or a test's
  // teardown) is dropped by the pool, and the next query opens a new one; unheard, the pool's
  // 'error' event would end the process.
  pool.on('error', () => {});
  // $disconnect ends the pool too.
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * One read statement straight on the client's pool, skipping Prisma's query engine (issue 16:
 * the hot public reads — a service, a profile, a search page — are one statement each, and
 * Prisma's per-query cost showed in profiles). Rows come back as node-postgres makes them:
 * timestamps as Date, arrays as arrays. Keep Prisma for writes and everything else.
 */
export async function readRows<T>(db: DbOrTx, query: SqlQuery): Promise<T[]> {
  const pool = pools.get(db as Db);
  if (!pool) return db.$queryRawUnsafe<T[]>(query.text, ...query.values);
  return (await pool.query<T & pg.QueryResultRow>(pgQuery(query))).rows;
}

/** A statement as the SQL builders make it (Prisma.sql or a plain object); `name`: prepared (see `prepared`). */
export type SqlQuery = Pick<Prisma.Sql, 'text' | 'values'> & { name?: string };

const statementNames = new Map<string, string>();
/**
 * The statement as a named prepared statement: each pool connection parses and plans it once and
 * then only binds values (issue 16: on the booking path PostgreSQL spent a good part of its time
 * parsing and planning the same few statements). Named by its text, so one text has one name.
 * Only for statements whose best plan does not depend on the values (lookups by key, inserts):
 * after five runs PostgreSQL may keep one generic plan for all values, so ranked searches stay unnamed.
 */
export function prepared(query: Pick<Prisma.Sql, 'text' | 'values'>): SqlQuery {
  let name = statementNames.get(query.text);
  if (!name) {
    name = `vizyt_${statementNames.size + 1}`;
    statementNames.set(query.text, name);
  }
  return { name, text: query.text, values: query.values };
}
const pgQuery = (q: SqlQuery): pg.QueryConfig => (q.name ? { name: q.name, text: q.text, values: q.values } : { text: q.text, values: q.values });

/** Runs statements in one place: a transaction on a pool connection, or a Prisma transaction client. */
export interface SqlRunner {
  rows<T>(query: SqlQuery): Promise<T[]>;
}

/** Raw statements in a Prisma transaction (callers that already hold one). */
export const runnerOf = (tx: DbOrTx): SqlRunner => ({ rows: <T>(q: SqlQuery) => tx.$queryRawUnsafe<T[]>(q.text, ...q.values) });
export const isSqlRunner = (x: DbOrTx | SqlRunner): x is SqlRunner => typeof (x as Partial<SqlRunner>).rows === 'function';

/**
 * `work` in one transaction on a connection of the client's pool, its statements sent as they
 * are (issue 16: the hot writes, a booking with its notifications, skip Prisma's engine). An
 * error rolls everything back and is thrown as node-postgres made it (`sqlState` reads its code).
 */
export async function inTransaction<T>(db: Db, work: (sql: SqlRunner) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (!pool) return db.$transaction((tx) => work(runnerOf(tx)));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work({ rows: async <R>(q: SqlQuery) => (await client.query<R & pg.QueryResultRow>(pgQuery(q))).rows });
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // A connection whose ROLLBACK fails is not given back to the pool.
    await client.query('ROLLBACK').then(
      () => client.release(),
      (rollbackError: unknown) => client.release(rollbackError instanceof Error ? rollbackError : true),
    );
    throw error;
  }
}

/**
 * The Postgres SQLSTATE of an error from Prisma 6 with the pg driver adapter, or null. Model calls
 * carry it in `cause.originalCode`; raw statements (and Prisma 7) in
 * `meta.driverAdapterError.cause.originalCode`. The top-level `code` is Prisma's own (P2010…).
 * Statements sent straight to node-postgres (`inTransaction`) throw its DatabaseError.
 */
export function sqlState(error: unknown): string | null {
  if (error instanceof pg.DatabaseError) return error.code ?? null;
  type Cause = { code?: unknown; originalCode?: unknown } | undefined;
  const e = error as { cause?: Cause; meta?: { driverAdapterError?: { cause?: Cause } } } | null;
  const candidates = [e?.cause?.originalCode, e?.cause?.code, e?.meta?.driverAdapterError?.cause?.originalCode, e?.meta?.driverAdapterError?.cause?.code];
  return candidates.find((c): c is string => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that cannot exist are "not found", never a database cast error: repositories check first. */
export const isUuid = (id: string) => UUID.test(id);
/** A unique index refused the write (P2002). */
export const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** Runs a write; when a unique index refused it (someone else's row won a race), runs it once more to use that row. */
export async function retryOnUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}
