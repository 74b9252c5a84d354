import type { AdminUserListQuery, UpdateUserStatusInput } from '@vizyt/contracts';
import { pageMeta } from '@vizyt/contracts';
import { NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { Logger } from '../../lib/logger.js';
import { recordAudit } from './audit.repository.js';
import { presentAdminUser, presentAdminUserDetail } from './admin-users.presenter.js';
import type { AdminUsersRepository } from './admin-users.repository.js';
import { assertMaySuspend, endAccessAfterCommit, setAccountStatus, type AccessEnders } from './suspension.js';

/** How many of a person's bookings and payments the detail shows. */
export const DETAIL_ITEMS = 50;

/**
 * What an admin's cancellation tells both sides (the booking's reason and its notifications). The
 * admin's own reason stays in the audit log and on the account: the other party is not told why
 * someone was suspended.
 */
export const ADMIN_CANCELLATION_REASON = 'Скасовано адміністрацією Vizyt · Cancelled by the Vizyt administration · Отменено администрацией Vizyt';

/** What the admin console needs of the bookings module: its ordinary cancellation. */
export interface BookingCanceller {
  cancel(actor: Actor, id: string, reason: string): Promise<{ refunded: number; refundPending: boolean }>;
}


export interface AdminUsersDeps {
  repo: AdminUsersRepository;
  bookings: BookingCanceller;
  gate: AccessEnders['gate'];
  realtime?: AccessEnders['realtime'];
  logger?: Logger;
}

/**
 * Cancels bookings as an admin, one by one through the bookings service: each is cancelled with
 * a full refund of what was paid (an admin's cancellation, whatever the window) and both sides
 * are notified, as any cancellation. One that cannot be cancelled any more (it started, or the
 * other side cancelled it meanwhile) is skipped. Moderation's "suspend the owner" uses it too.
 */
export async function cancelBookingsAsAdmin(bookings: BookingCanceller, admin: Actor, ids: string[], logger?: Logger) {
  let cancelled = 0;
  let refunds = 0;
  for (const id of ids) {
    try {
      const result = await bookings.cancel(admin, id, ADMIN_CANCELLATION_REASON);
      cancelled += 1;
      if (result.refunded > 0 || result.refundPending) refunds += 1;
    } catch (err) {
      logger?.warn({ err, bookingId: id }, 'admin cancellation of a booking skipped');
    }
  }
  return { cancelled, refunds };
}

export function createAdminUsersService({ repo, bookings, gate, realtime, logger }: AdminUsersDeps) {
  const userNotFound = () => NotFoundError('User not found');

  return {
    async list(query: AdminUserListQuery) {
      const { rows, total } = await repo.list(query);
      return { users: rows.map(presentAdminUser), ...pageMeta(total, query) };
    },

    async detail(id: string) {
      const row = await repo.findRow(id);
      if (!row) throw userNotFound();
      const [latestBookings, latestPayments] = await Promise.all([repo.latestBookings(row.id, DETAIL_ITEMS), repo.latestPayments(row.id, DETAIL_ITEMS)]);
      return presentAdminUserDetail(row, latestBookings, latestPayments);
    },

    /**
     * Suspends or reactivates an account: the status, the profile's is_suspended mirror, the end of
     * every session and the audit entry are one transaction; then the account's access tokens are
     * refused at once (gate) and, when asked, its upcoming bookings are cancelled with full refunds.
     */
    async setStatus(actor: Actor, id: string, input: Required<UpdateUserStatusInput>) {
      const suspending = input.status === 'SUSPENDED';
      const cancelBookings = suspending && input.cancelBookings;
      const change = await repo.transaction(async (_txRepo, tx) => {
        if (suspending) await assertMaySuspend(tx, actor.userId, id);
        const result = await setAccountStatus(tx, { userId: id, status: input.status, reason: input.reason });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: suspending ? 'user.suspend' : 'user.reactivate',
          targetType: 'user',
          targetId: result.userId,
          details: { reason: input.reason, cancelBookings, previousStatus: result.previousStatus, revokedSessions: result.revokedSessions },
        });
        return result;
      });
      endAccessAfterCommit({ gate, realtime }, { userId: change.userId, status: input.status });
      const outcome = cancelBookings ? await cancelBookingsAsAdmin(bookings, actor, change.upcomingBookingIds, logger) : { cancelled: 0, refunds: 0 };
      const row = await repo.findRow(change.userId);
      if (!row) throw userNotFound();
      return { user: presentAdminUser(row), cancelledBookings: outcome.cancelled, refunds: outcome.refunds };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
