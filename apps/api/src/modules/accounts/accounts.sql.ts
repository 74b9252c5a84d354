import type { UserRole } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { prepared } from '../../lib/db.js';

/**
 * What every authenticated request needs to know of its account and its session (one keyed
 * lookup of the user by id and of the session's refresh tokens by the family index; shared with
 * the benchmark's floor). `session_ended` is true when the sign-in has tokens and every one of
 * them is revoked (sign-out, password change, reuse detection, suspension…), null when it has
 * none: tokens are only deleted with the account, which `deleted_at` already refuses.
 */
export const accountAccessSql = (userId: string, sessionId: string) =>
  prepared(Prisma.sql`SELECT u.role::text AS role, u.status::text AS status, u.deleted_at, u.language,
    (SELECT bool_and(r.revoked_at IS NOT NULL) FROM refresh_tokens r WHERE r.family_id = ${sessionId}::uuid AND r.user_id = u.id) AS session_ended
    FROM users u WHERE u.id = ${userId}::uuid`);

export interface RawAccountAccess {
  role: UserRole;
  status: string;
  deleted_at: Date | null;
  language: string;
  session_ended: boolean | null;
}

/** Usable: there, not deleted, not suspended, and the session not ended. */
export const isAccountUsable = (row: RawAccountAccess): boolean => row.deleted_at === null && row.status !== 'SUSPENDED' && row.session_ended !== true;

/** The NOTIFY channel on which every change to an account's access is announced (see the gate). */
export const ACCOUNT_ACCESS_CHANNEL = 'vizyt_account_access';
