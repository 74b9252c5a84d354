import type { UserRole } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { prepared } from '../../lib/db.js';

/** What every authenticated request needs to know of its account (one keyed lookup; shared with the benchmark's floor). */
export const accountAccessSql = (userId: string) =>
  prepared(Prisma.sql`SELECT role::text AS role, status::text AS status, deleted_at FROM users WHERE id = ${userId}::uuid`);

export interface RawAccountAccess {
  role: UserRole;
  status: string;
  deleted_at: Date | null;
}

/** Usable: there, not deleted, not suspended. */
export const isAccountUsable = (row: RawAccountAccess | undefined): row is RawAccountAccess => row !== undefined && row.deleted_at === null && row.status !== 'SUSPENDED';
