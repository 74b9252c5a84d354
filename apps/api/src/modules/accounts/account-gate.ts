import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type SessionEndReason, type UserRole } from '@vizyt/contracts';
import { LRUCache } from 'lru-cache';
import type { AccountsRepository } from './accounts.repository.js';
import { isAccountUsable } from './accounts.sql.js';

/** The account and session behind a valid access token, as the database has them now. */
export type AccountAccess = { active: true; role: UserRole; language: Language } | { active: false; reason: SessionEndReason };

const languageOf = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE);

export interface AccountGateOptions {
  /** How long an answer may be reused without asking the database again. */
  ttlMs?: number;
  max?: number;
}

/**
 * Access tokens are stateless, so on their own a deleted or suspended account, or a signed-out
 * session, would keep working until its token expires (15 minutes). Every authenticated request
 * asks the gate instead: one keyed lookup of the account's status and role and of whether the
 * token's session (its refresh-token family, claim `sid`) has ended, remembered for a few seconds.
 *
 * Forgetting (`forget(userId)`) happens on every change to an account's access, in every API
 * instance: the process that made the change calls it after its commit (so its next request
 * already sees it), and a database trigger (migration `*_account_access_notify`) NOTIFYs
 * `vizyt_account_access` with the user's id whenever a refresh token is revoked or deleted or the
 * account's status, role or deletion changes, whoever wrote it; every instance LISTENs and
 * forgets (container.ts). If that listener is down, an instance still looks again within `ttlMs`.
 */
export function createAccountGate(repo: Pick<AccountsRepository, 'accessOf'>, { ttlMs = 5_000, max = 50_000 }: AccountGateOptions = {}) {
  const cache = new LRUCache<string, AccountAccess>({ max, ttl: ttlMs });
  const inFlight = new Map<string, Promise<AccountAccess>>();
  // Bumped by forget(): a lookup that started before a change must not be remembered after it.
  let generation = 0;
  const keyOf = (userId: string, sessionId: string) => `${userId} ${sessionId}`;

  const load = async (userId: string, sessionId: string): Promise<AccountAccess> => {
    const row = await repo.accessOf(userId, sessionId);
    if (row && isAccountUsable(row)) return { active: true, role: row.role, language: languageOf(row.language) };
    const suspended = row?.deleted_at === null && row.status === 'SUSPENDED';
    return { active: false, reason: suspended ? 'ACCOUNT_SUSPENDED' : 'SESSION_ENDED' };
  };

  return {
    /** Whether this session of the account may use its tokens, and the account's current role. */
    async check(userId: string, sessionId: string): Promise<AccountAccess> {
      const key = keyOf(userId, sessionId);
      const cached = cache.get(key);
      if (cached) return cached;
      // Concurrent requests of one session share one lookup.
      const startedAt = generation;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = load(userId, sessionId);
        inFlight.set(key, pending);
        const settled = pending;
        void settled.finally(() => inFlight.get(key) === settled && inFlight.delete(key)).catch(() => {});
      }
      const access = await pending;
      if (startedAt === generation) cache.set(key, access);
      return access;
    },
    /** Call after changing an account's status or role or ending any of its sessions: the next request looks again. */
    forget(userId: string): void {
      generation += 1;
      const prefix = `${userId} `;
      for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
      for (const key of [...inFlight.keys()]) if (key.startsWith(prefix)) inFlight.delete(key);
    },
  };
}

export type AccountGate = ReturnType<typeof createAccountGate>;
