import { LOYALTY_EXPIRING_SOON_DAYS, LOYALTY_EXPIRY_MONTHS, LOYALTY_MAX_SHARE, LOYALTY_POINT_VALUE_UAH, LOYALTY_UAH_PER_POINT, maxRedeemablePoints, pageMeta, pageWindow, pointsEarnedFor } from '@vizyt/contracts';
import { DateTime } from 'luxon';
import { AppError } from '../../http/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Tx } from '../../lib/unit-of-work.js';
import type { LoyaltyRepository } from './loyalty.repository.js';

/**
 * The loyalty ledger (issue #12). The balance is the sum of a customer's entries, never a
 * counter that could drift; users.loyalty_points is set to that sum in the same transaction as
 * every entry. Points: 1 per 10 ₴ paid online for a completed booking (credited at completion),
 * worth 1 ₴ each, at most 20 % of a payment, expiring 12 months after they were earned (oldest
 * spent first), given back when the payment they paid is refunded in full or never goes through.
 */

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

export function createLoyaltyService(deps: { repo: LoyaltyRepository; logger: Logger }) {
  const { repo, logger } = deps;

  /** Lots, what was spent from them (redeemed less restored) and what already expired, per lot. */
  async function lotsOf(ledger: LoyaltyRepository, userId: string) {
    const entries = await ledger.entriesOf(userId);
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
    async earnForBooking(tx: Tx, bookingId: string): Promise<number> {
      const ledger = repo.in(tx);
      const booking = await ledger.bookingToEarn(bookingId);
      if (!booking || booking.status !== 'COMPLETED') return 0;
      const points = pointsEarnedFor(await ledger.keptMinorOf(bookingId));
      if (points <= 0) return 0;
      await ledger.lockBalance(booking.customerId);
      // The rest paid online after the visit (a deposit earned at completion): the booking's one
      // lot grows to what all of its money earns; it keeps its date, so it expires with the first part.
      const earned = await ledger.earnedLotOf(bookingId);
      if (earned) {
        if (earned.points >= points) return 0;
        await ledger.setLotPoints(earned.id, points);
        await ledger.syncBalance(booking.customerId);
        return points - earned.points;
      }
      const inserted = await ledger.insertEarn({ userId: booking.customerId, points, bookingId, expiresAt: DateTime.now().plus({ months: LOYALTY_EXPIRY_MONTHS }).toJSDate() });
      if (inserted === 0) return 0;
      await ledger.syncBalance(booking.customerId);
      return points;
    },

    /**
     * Spends points on a payment being created, inside its transaction: the balance is checked
     * under the person's lock and the 20 % cap against the payment's full amount.
     */
    async redeemIn(tx: Tx, input: { userId: string; paymentId: string; bookingId: string; points: number; amountMinor: number }): Promise<void> {
      if (input.points <= 0) return;
      const ledger = repo.in(tx);
      const balance = await ledger.lockBalance(input.userId);
      const max = maxRedeemablePoints(input.amountMinor, balance);
      if (input.points > max) {
        throw new AppError('INSUFFICIENT_POINTS', `At most ${max} points can be used on this payment (balance ${balance}, up to ${Math.round(LOYALTY_MAX_SHARE * 100)} % of it)`);
      }
      await ledger.insertRedeem(input);
      await ledger.syncBalance(input.userId);
    },

    /** Gives back the points a payment took (it failed, was replaced or refunded in full), once. */
    async restoreIn(tx: Tx, paymentId: string): Promise<number> {
      const ledger = repo.in(tx);
      const redeem = await ledger.redeemOf(paymentId);
      if (!redeem) return 0;
      await ledger.lockBalance(redeem.userId);
      const inserted = await ledger.insertRestore(redeem, paymentId);
      if (inserted === 0) return 0;
      await ledger.syncBalance(redeem.userId);
      return -redeem.points;
    },

    /** Were the points of this payment given back (it failed, was cancelled or refunded in full)? */
    async restoredIn(tx: Tx, paymentId: string): Promise<boolean> {
      return (await repo.in(tx).restoresOf(paymentId)) > 0;
    },

    async balance(userId: string): Promise<number> {
      return repo.balance(userId);
    },

    async summary(userId: string, page: { page: number; limit: number }) {
      const now = new Date();
      const soon = new Date(now.getTime() + LOYALTY_EXPIRING_SOON_DAYS * 86_400_000);
      const [balance, lifetimeEarned, { remaining }, [entries, total]] = await Promise.all([
        repo.balance(userId),
        repo.lifetimeEarned(userId),
        lotsOf(repo, userId),
        repo.entriesPage(userId, pageWindow(page.page, page.limit)),
      ]);
      const bookingIds = [...new Set(entries.map((e) => e.bookingId).filter((id): id is string => id !== null))];
      const services = await repo.serviceNamesOf(bookingIds);
      const expiring = remaining.filter((r) => r.remaining > 0 && r.lot.expiresAt && r.lot.expiresAt > now && r.lot.expiresAt <= soon);
      const next = expiring.sort((a, b) => a.lot.expiresAt!.getTime() - b.lot.expiresAt!.getTime())[0];
      return {
        balance,
        lifetimeEarned,
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
      const due = await repo.usersWithLotsDue(now);
      let expired = 0;
      for (const userId of due) {
        try {
          expired += await repo.transaction(async (ledger) => {
            await ledger.lockBalance(userId);
            const { remaining, expiredBySource } = await lotsOf(ledger, userId);
            let count = 0;
            for (const { lot, remaining: left } of remaining) {
              if (!lot.expiresAt || lot.expiresAt > now || expiredBySource.has(lot.id) || left <= 0) continue;
              await ledger.insertExpire({ userId, points: left, lotId: lot.id });
              count += left;
            }
            if (count > 0) await ledger.syncBalance(userId);
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
