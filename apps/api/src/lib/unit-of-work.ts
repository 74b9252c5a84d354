import type { Db, DbOrTx, SqlRunner } from './db.js';

/**
 * The one way a module's work shares a transaction (issue #27). Repositories are the only code
 * that reaches the database; each is built by `createXRepository(db)` through `transactional`, so
 * every repository offers the same two things:
 *
 * - `repo.transaction(async (txRepo, tx) => …)`: the work with the repository bound to one
 *   transaction (when the repository is already in one, the work joins it);
 * - `repo.in(tx)`: the repository inside a transaction something else opened — another module's
 *   repository, a booking's transition — so a service can hand `tx` on (`loyalty.earnForBooking(tx, …)`).
 *
 * Services see `tx` only as this handle: they pass it along and never query it (the lint rule in
 * eslint.config.js fails on `$transaction`, raw SQL and model calls outside the data layer).
 */
export type Tx = DbOrTx;
/** A transaction of raw statements on a pool connection (lib/db.ts `inTransaction`: the hot booking writes). */
export type RawTx = SqlRunner;
/** Prisma's interactive-transaction limits, for work that waits on the network (a mail server, a big broadcast). */
export interface TransactionOptions {
  timeout?: number;
  maxWait?: number;
}

export interface Transactional<R> {
  /** `work` in one transaction, with this repository (and `tx`, for other modules' repositories) bound to it. */
  transaction<T>(work: (txRepo: R & Transactional<R>, tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** This repository inside the transaction `tx` (opened by another repository). */
  in(tx: Tx): R & Transactional<R>;
}

const isClient = (client: DbOrTx): client is Db => typeof (client as Partial<Db>).$transaction === 'function';

/** A repository (`make(client)`) with `transaction` and `in`; what every `createXRepository(db)` returns. */
export function transactional<R extends object>(client: DbOrTx, make: (client: DbOrTx) => R): R & Transactional<R> {
  const bound = (c: DbOrTx) => transactional(c, make);
  const unit: Transactional<R> = {
    transaction: (work, options) => (isClient(client) ? client.$transaction((tx) => work(bound(tx), tx), options) : work(bound(client), client)),
    in: bound,
  };
  return Object.assign(make(client), unit);
}
