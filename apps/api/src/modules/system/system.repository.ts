import { readRows, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

/** The system module's one look at the database: whether it answers. */
export function createSystemRepository(client: DbOrTx) {
  return transactional(client, (db) => ({
    /** `SELECT 1` straight on the pool (lib/db.ts `readRows`); rejects when the database does not answer. */
    ping: () => readRows(db, { text: 'SELECT 1', values: [] }),
  }));
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
