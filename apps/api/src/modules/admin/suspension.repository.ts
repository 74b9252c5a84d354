import type { DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

/** The statements of suspending and reactivating an account (suspension.ts), in the caller's transaction. */
export function createSuspensionRepository(db: DbOrTx) {
  return transactional(db, (client) => ({
    liveAccount: (id: string) => client.user.findFirst({ where: { id, deletedAt: null }, select: { id: true, role: true, status: true } }),

    async setStatus(userId: string, change: { status: 'ACTIVE' } | { status: 'SUSPENDED'; suspendedAt: Date | undefined; reason: string }): Promise<void> {
      await client.user.update({
        where: { id: userId },
        data:
          change.status === 'SUSPENDED'
            ? { status: 'SUSPENDED', suspendedAt: change.suspendedAt, suspensionReason: change.reason }
            : { status: 'ACTIVE', suspendedAt: null, suspensionReason: null },
        select: { id: true },
      });
      await client.specialistProfile.updateMany({ where: { userId }, data: { isSuspended: change.status === 'SUSPENDED' } });
    },

    /** Ends every session: refresh answers 401 from now on (rows are kept, revoked, for "last seen"). */
    async revokeSessions(userId: string, at: Date): Promise<number> {
      return (await client.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } })).count;
    },

    /** Upcoming bookings (PENDING or CONFIRMED, not started) the person takes part in, as customer or specialist. */
    async upcomingBookingIds(userId: string, now: Date): Promise<string[]> {
      const rows = await client.booking.findMany({
        where: { status: { in: ['PENDING', 'CONFIRMED'] }, scheduledAt: { gt: now }, OR: [{ customerId: userId }, { specialist: { userId } }] },
        select: { id: true },
        orderBy: { scheduledAt: 'asc' },
      });
      return rows.map((b) => b.id);
    },

    /** Every admin that is not deleted, their rows locked for the rest of the transaction. */
    lockAdmins: () => client.$queryRaw<{ id: string; status: string }[]>`
      SELECT id::text AS id, status::text AS status FROM users
      WHERE role = 'ADMIN' AND deleted_at IS NULL
      ORDER BY id
      FOR UPDATE`,
  }));
}
