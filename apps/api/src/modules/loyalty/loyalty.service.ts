import {
  LOYALTY_EXPIRING_SOON_DAYS,
  LOYALTY_EXPIRY_MONTHS,
  LOYALTY_MAX_SHARE,
  LOYALTY_POINT_VALUE_UAH,
  LOYALTY_UAH_PER_POINT,
  maxRedeemablePoints,
  pageMeta,
  pointsEarnedFor,
} from '@vizyt/contracts';
import { DateTime } from 'luxon';
import { AppError } from '../../http/errors.js';
import type { Db, DbOrTx } from '../../lib/db.js';
import type { Logger } from '../../lib/logger.js';

/**
 * The loyalty ledger (issue #12). The balance is the sum of a customer's entries, never a
 * counter that could drift; users.loyalty_points is set to that sum in the same transaction as
 * every entry. Points: 1 per 10 ₴ paid online for a completed booking (credited at completion),
 * worth 1 ₴ each, at most 20 % of a payment, expiring 12 months after they were earned (oldest
 * spent first), given back when the payment they paid is refunded in full or never goes through.
 */

const CHARGED = ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;

/** What is left of each earned lot after everything spent, oldest lots spent first. */
export function remainingLots<T extends { id: string; points: number; createdAt: Date }>(lots: readonly T[], spent: number): { lot: T; remaining: number }[] {
  let left = Math.max(0, spent);
  return [...lots]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((lot) => {
      const used = Math.min(lot.points, left);
      left -= used;
      return { lot, remaining: lot.points - used };
    });
}

export function createLoyaltyService(deps: { db: Db; logger: Logger }) {
  const { db, logger } = deps;

  async function balanceIn(tx: DbOrTx, userId: string): Promise<number> {
    const sum = await tx.loyaltyEntry.aggregate({ where: { userId }, _sum: { points: true } });
    return sum._sum.points ?? 0;
  }

  /**
   * Serialises a person's ledger changes and returns their balance. NO KEY UPDATE: the payment or
   * entry just inserted in the same transaction holds a KEY SHARE lock on the user through its
   * foreign key, which FOR UPDATE would wait for (two payments of one customer deadlocked).
   */
  async function lockBalance(tx: DbOrTx, userId: string): Promise<number> {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`;
    return balanceIn(tx, userId);
  }

  async function syncBalance(tx: DbOrTx, userId: string): Promise<number> {
    const balance = await balanceIn(tx, userId);
    await tx.user.update({ where: { id: userId }, data: { loyaltyPoints: balance } });
    return balance;
  }

  /** Lots, what was spent from them (redeemed less restored) and what already expired, per lot. */
  async function lotsOf(tx: DbOrTx, userId: string) {
    const entries = await tx.loyaltyEntry.findMany({ where: { userId }, select: { id: true, kind: true, points: true, sourceId: true, expiresAt: true, createdAt: true } });
    const lots = entries.filter((e) => e.kind === 'EARN');
    const expiredBySource = new Map(entries.filter((e) => e.kind === 'EXPIRE' && e.sourceId).map((e) => [e.sourceId!, -e.points]));
    const spent = entries.filter((e) => e.kind === 'REDEEM' || e.kind === 'RESTORE').reduce((sum, e) => sum - e.points, 0);
    // An expired lot's expired part counts as used, so spending never draws on it again.
    const withExpired = lots.map((lot) => ({ ...lot, points: lot.points - (expiredBySource.get(lot.id) ?? 0) }));
    return { remaining: remainingLots(withExpired, spent), expiredBySource };
  }

  return {
    /**
     * The points a completed booking earns, once: by the money paid online and kept. Inside the
     * caller's transaction. Returns the points added now.
     */
    async earnForBooking(tx: DbOrTx, bookingId: string): Promise<number> {
      const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: { status: true, customerId: true } });
      if (!booking || booking.status !== 'COMPLETED') return 0;
      const payments = await tx.payment.findMany({ where: { bookingId, status: { in: [...CHARGED] } }, select: { amountMinor: true, refundedMinor: true } });
      const points = pointsEarnedFor(payments.reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0));
      if (points <= 0) return 0;
      await lockBalance(tx, booking.customerId);
      // The rest paid online after the visit (a deposit earned at completion): the booking's one
      // lot grows to what all of its money earns; it keeps its date, so it expires with the first part.
      const earned = await tx.loyaltyEntry.findFirst({ where: { bookingId, kind: 'EARN' }, select: { id: true, points: true } });
      if (earned) {
        if (earned.points >= points) return 0;
        await tx.loyaltyEntry.update({ where: { id: earned.id }, data: { points } });
        await syncBalance(tx, booking.customerId);
        return points - earned.points;
      }
      const inserted = await tx.$executeRaw`
        INSERT INTO loyalty_entries (user_id, kind, points, booking_id, expires_at)
        VALUES (${booking.customerId}::uuid, 'EARN', ${points}, ${bookingId}::uuid, ${DateTime.now().plus({ months: LOYALTY_EXPIRY_MONTHS }).toJSDate()})
        ON CONFLICT DO NOTHING`;
      if (inserted === 0) return 0;
      await syncBalance(tx, booking.customerId);
      return points;
    },

    /**
     * Spends points on a payment being created, inside its transaction: the balance is checked
     * under the person's lock and the 20 % cap against the payment's full amount.
     */
    async redeemIn(tx: DbOrTx, input: { userId: string; paymentId: string; bookingId: string; points: number; amountMinor: number }): Promise<void> {
      if (input.points <= 0) return;
      const balance = await lockBalance(tx, input.userId);
      const max = maxRedeemablePoints(input.amountMinor, balance);
      if (input.points > max) {
        throw new AppError('INSUFFICIENT_POINTS', `At most ${max} points can be used on this payment (balance ${balance}, up to ${Math.round(LOYALTY_MAX_SHARE * 100)} % of it)`);
      }
      await tx.loyaltyEntry.create({ data: { userId: input.userId, kind: 'REDEEM', points: -input.points, paymentId: input.paymentId, bookingId: input.bookingId } });
      await syncBalance(tx, input.userId);
    },

    /** Gives back the points a payment took (it failed, was replaced or refunded in full), once. */
    async restoreIn(tx: DbOrTx, paymentId: string): Promise<number> {
      const redeem = await tx.loyaltyEntry.findFirst({ where: { paymentId, kind: 'REDEEM' } });
      if (!redeem) return 0;
      await lockBalance(tx, redeem.userId);
      const inserted = await tx.$executeRaw`
        INSERT INTO loyalty_entries (user_id, kind, points, booking_id, payment_id, source_id)
        VALUES (${redeem.userId}::uuid, 'RESTORE', ${-redeem.points}, ${redeem.bookingId}::uuid, ${paymentId}::uuid, ${redeem.id}::uuid)
        ON CONFLICT DO NOTHING`;
      if (inserted === 0) return 0;
      await syncBalance(tx, redeem.userId);
      return -redeem.points;
    },

    /** Were the points of this payment given back (it failed, was cancelled or refunded in full)? */
    async restoredIn(tx: DbOrTx, paymentId: string): Promise<boolean> {
      return (await tx.loyaltyEntry.count({ where: { paymentId, kind: 'RESTORE' } })) > 0;
    },

    async balance(userId: string): Promise<number> {
      return balanceIn(db, userId);
    },

    async summary(userId: string, page: { page: number; limit: number }) {
      const now = new Date();
      const soon = new Date(now.getTime() + LOYALTY_EXPIRING_SOON_DAYS * 86_400_000);
      const [balance, earned, { remaining }, entries, total] = await Promise.all([
        balanceIn(db, userId),
        db.loyaltyEntry.aggregate({ where: { userId, kind: 'EARN' }, _sum: { points: true } }),
        lotsOf(db, userId),
        db.loyaltyEntry.findMany({
          where: { userId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page.page - 1) * page.limit,
          take: page.limit,
        }),
        db.loyaltyEntry.count({ where: { userId } }),
      ]);
      const bookingIds = [...new Set(entries.map((e) => e.bookingId).filter((id): id is string => id !== null))];
      const services = new Map(
        (await db.booking.findMany({ where: { id: { in: bookingIds } }, select: { id: true, service: { select: { name: true } } } })).map((b) => [b.id, b.service.name]),
      );
      const expiring = remaining.filter((r) => r.remaining > 0 && r.lot.expiresAt && r.lot.expiresAt > now && r.lot.expiresAt <= soon);
      const next = expiring.sort((a, b) => a.lot.expiresAt!.getTime() - b.lot.expiresAt!.getTime())[0];
      return {
        balance,
        lifetimeEarned: earned._sum.points ?? 0,
        expiringSoon: next ? { points: expiring.filter((r) => r.lot.expiresAt!.getTime() === next.lot.expiresAt!.getTime()).reduce((s, r) => s + r.remaining, 0), date: next.lot.expiresAt!.toISOString() } : null,
        rules: { uahPerPoint: LOYALTY_UAH_PER_POINT, pointValueUah: LOYALTY_POINT_VALUE_UAH, maxShare: LOYALTY_MAX_SHARE, expiryMonths: LOYALTY_EXPIRY_MONTHS },
        entries: entries.map((e) => ({
          id: e.id,
          kind: e.kind,
          points: e.points,
          bookingId: e.bookingId,
          serviceName: e.bookingId ? (services.get(e.bookingId) ?? null) : null,
          expiresAt: e.kind === 'EARN' ? (e.expiresAt?.toISOString() ?? null) : null,
          createdAt: e.createdAt.toISOString(),
        })),
        ...pageMeta(total, page),
      };
    },

    /**
     * Expires what is left of every lot past its date, once per lot (daily job; idempotent: a
     * lot with an EXPIRE entry is done, and the unique index holds under concurrent runs).
     */
    async expireDue(now = new Date()): Promise<number> {
      const due = await db.loyaltyEntry.findMany({
        where: { kind: 'EARN', expiresAt: { lte: now } },
        select: { userId: true },
        distinct: ['userId'],
      });
      let expired = 0;
      for (const { userId } of due) {
        try {
          expired += await db.$transaction(async (tx) => {
            await lockBalance(tx, userId);
            const { remaining, expiredBySource } = await lotsOf(tx, userId);
            let count = 0;
            for (const { lot, remaining: left } of remaining) {
              if (!lot.expiresAt || lot.expiresAt > now || expiredBySource.has(lot.id) || left <= 0) continue;
              await tx.loyaltyEntry.create({ data: { userId, kind: 'EXPIRE', points: -left, sourceId: lot.id } });
              count += left;
            }
            if (count > 0) await syncBalance(tx, userId);
            return count;
          });
        } catch (err) {
          logger.warn({ err, userId }, 'loyalty expiry failed for one customer; the next run retries');
        }
      }
      return expired;
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
