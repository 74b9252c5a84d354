import { AppError, NotFoundError } from '../../http/errors.js';
import { isUuid } from '../../lib/db.js';
import type { Tx } from '../../lib/unit-of-work.js';
import { createSuspensionRepository } from './suspension.repository.js';

/**
 * Suspending and reactivating an account (issue #15). Used by PUT /admin/users/:id/status and by
 * moderation ("suspend the owner"). Everything here runs inside the caller's transaction, next to
 * its audit entry; what must happen after the commit is the caller's:
 *   1. `endAccessAfterCommit(...)`: the account gate forgets the account, so an access token of it
 *      stops working at once, and its open sockets are closed;
 *   2. cancelling `upcomingBookingIds` (when the admin chose so) through the bookings service
 *      (`cancelBookingsAsAdmin` in admin-users.service.ts), which refunds in full (cancelled by an
 *      admin) and notifies both sides.
 */

export type AccountStatusChange = {
  userId: string;
  status: 'ACTIVE' | 'SUSPENDED';
  /** Why; kept on the account while it is suspended (cleared on reactivation). */
  reason: string;
};

export interface AccountStatusResult {
  userId: string;
  role: 'CUSTOMER' | 'SPECIALIST' | 'ADMIN';
  /** The status before the change (a repeated change is harmless and changes nothing more). */
  previousStatus: 'ACTIVE' | 'PENDING' | 'SUSPENDED';
  /** Refresh-token sessions ended by this change (suspension only). */
  revokedSessions: number;
  /**
   * Upcoming bookings the account takes part in, as customer or as specialist (PENDING or
   * CONFIRMED, not started yet): what "cancel their bookings" cancels. Empty on reactivation.
   */
  upcomingBookingIds: string[];
}

const accountNotFound = () => NotFoundError('User not found');

/** What ends an account's access once its new status is committed. */
export interface AccessEnders {
  /** The account gate (accounts/account-gate.ts): the next request looks at the status again. */
  gate: { forget(userId: string): void };
  /** The realtime hub (notifications): closes the account's open sockets. */
  realtime?: { closeEndedSessions?(userId: string): Promise<void> };
}

/** Call after the status change has committed (never inside the transaction: a rollback would not undo it). */
export function endAccessAfterCommit({ gate, realtime }: AccessEnders, change: { userId: string; status: 'ACTIVE' | 'SUSPENDED' }): void {
  gate.forget(change.userId);
  // Open sockets were admitted with a token that is now refused: they are closed as well.
  if (change.status === 'SUSPENDED') void realtime?.closeEndedSessions?.(change.userId).catch(() => {});
}

/**
 * Sets users.status (and suspended_at / suspension_reason) and the specialist_profiles.is_suspended
 * mirror; a suspension also revokes every refresh token of the account. Deleted accounts are not
 * found (404): there is nothing left to suspend or to bring back.
 */
export async function setAccountStatus(tx: Tx, change: AccountStatusChange): Promise<AccountStatusResult> {
  if (!isUuid(change.userId)) throw accountNotFound();
  const repo = createSuspensionRepository(tx);
  const user = await repo.liveAccount(change.userId);
  if (!user) throw accountNotFound();
  const suspending = change.status === 'SUSPENDED';
  const now = new Date();
  await repo.setStatus(user.id, suspending ? { status: 'SUSPENDED', suspendedAt: user.status === 'SUSPENDED' ? undefined : now, reason: change.reason } : { status: 'ACTIVE' });
  if (!suspending) return { userId: user.id, role: user.role, previousStatus: user.status, revokedSessions: 0, upcomingBookingIds: [] };

  const revokedSessions = await repo.revokeSessions(user.id, now);
  return { userId: user.id, role: user.role, previousStatus: user.status, revokedSessions, upcomingBookingIds: await repo.upcomingBookingIds(user.id, now) };
}

/**
 * An admin may not suspend themselves, nor the last active admin (409 CANNOT_SUSPEND_ADMIN).
 * Call it in the suspension's transaction before `setAccountStatus`: it locks the admin rows, so
 * two admins suspending each other at the same moment cannot both succeed.
 */
export async function assertMaySuspend(tx: Tx, actorId: string, targetId: string): Promise<void> {
  if (actorId === targetId) throw new AppError('CANNOT_SUSPEND_ADMIN', 'You cannot suspend your own account');
  if (!isUuid(targetId)) return;
  const admins = await createSuspensionRepository(tx).lockAdmins();
  if (!admins.some((a) => a.id === targetId)) return;
  const othersActive = admins.filter((a) => a.id !== targetId && a.status !== 'SUSPENDED').length;
  if (othersActive === 0) throw new AppError('CANNOT_SUSPEND_ADMIN', 'The last active admin cannot be suspended');
}
