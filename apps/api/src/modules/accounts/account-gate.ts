import type { UserRole } from '@vizyt/contracts';
import { LRUCache } from 'lru-cache';
import { isUuid, readRows, type Db } from '../../lib/db.js';
import { accountAccessSql, isAccountUsable, type RawAccountAccess } from './accounts.sql.js';

/** The account behind a valid access token, as the database has it now. */
export type AccountAccess = { active: true; role: UserRole } | { active: false };

export interface AccountGateOptions {
  /** How long an answer may be reused without asking the database again. */
  ttlMs?: number;
  max?: number;
}

/**
 * Access tokens are stateless, so on their own a deleted or suspended account would keep
 * working until its token expires (15 minutes). Every authenticated request asks the gate
 * instead: one keyed lookup of the account's status and role, remembered for a few seconds.
 * Changes made by this process (`forget`) take effect at once; another API instance sees them
 * within `ttlMs` (the multi-instance work replaces this with a broadcast invalidation).
 */
export function createAccountGate(db: Db, { ttlMs = 5_000, max = 50_000 }: AccountGateOptions = {}) {
  const cache = new LRUCache<string, AccountAccess>({ max, ttl: ttlMs });
  const inFlight = new Map<string, Promise<AccountAccess>>();
  // Bumped by forget(): a lookup that started before a change must not be remembered after it.
  let generation = 0;

  const load = async (userId: string): Promise<AccountAccess> => {
    const [row] = isUuid(userId) ? await readRows<RawAccountAccess>(db, accountAccessSql(userId)) : [];
    return isAccountUsable(row) ? { active: true, role: row.role } : { active: false };
  };

  return {
    /** Whether the account may use its tokens, and its current role. */
    async check(userId: string): Promise<AccountAccess> {
      const cached = cache.get(userId);
      if (cached) return cached;
      // Concurrent requests of one user share one lookup.
      const startedAt = generation;
      let pending = inFlight.get(userId);
      if (!pending) {
        pending = load(userId);
        inFlight.set(userId, pending);
        const settled = pending;
        void settled.finally(() => inFlight.get(userId) === settled && inFlight.delete(userId)).catch(() => {});
      }
      const access = await pending;
      if (startedAt === generation) cache.set(userId, access);
      return access;
    },
    /** Call after changing an account's status or role: the next request looks again. */
    forget(userId: string): void {
      generation += 1;
      cache.delete(userId);
      inFlight.delete(userId);
    },
  };
}

export type AccountGate = ReturnType<typeof createAccountGate>;
