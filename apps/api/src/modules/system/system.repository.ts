import { readRows, type DbOrTx } from '../../lib/db.js';
import { LISTENER_APPLICATION_PREFIX } from '../../lib/instance.js';
import { transactional } from '../../lib/unit-of-work.js';

/** The system module's looks at the database: whether it answers, and who else uses it. */
export function createSystemRepository(client: DbOrTx) {
  return transactional(client, (db) => ({
    /** `SELECT 1` straight on the pool (lib/db.ts `readRows`); rejects when the database does not answer. */
    ping: () => readRows(db, { text: 'SELECT 1', values: [] }),
    /** How many other API instances listen on this database now (their LISTEN connections' application_name, lib/instance.ts). */
    otherInstances: async (own: string): Promise<number> => {
      const [row] = await readRows<{ n: number }>(db, {
        text: `SELECT count(DISTINCT application_name)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND starts_with(application_name, $1) AND application_name <> $2`,
        values: [LISTENER_APPLICATION_PREFIX, own],
      });
      return row?.n ?? 0;
    },
  }));
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
