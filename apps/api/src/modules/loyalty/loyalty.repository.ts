import type { DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

const CHARGED = ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;

/** The loyalty ledger's reads and writes; `lock…`, `sync…` and the inserts belong inside a transaction. */
export function createLoyaltyRepository(db: DbOrTx) {
  return transactional(db, (client) => {
    const balance = async (userId: string): Promise<number> => {
      const sum = await client.loyaltyEntry.aggregate({ where: { userId }, _sum: { points: true } });
      return sum._sum.points ?? 0;
    };
    return {
      balance,

      /**
       * Serialises a person's ledger changes and returns their balance. NO KEY UPDATE: the payment or
       * entry just inserted in the same transaction holds a KEY SHARE lock on the user through its
       * foreign key, which FOR UPDATE would wait for (two payments of one customer deadlocked).
       */
      async lockBalance(userId: string): Promise<number> {
        await client.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`;
        return balance(userId);
      },

      /** users.loyalty_points set to the sum of the person's entries. */
      async syncBalance(userId: string): Promise<number> {
        const sum = await balance(userId);
        await client.user.update({ where: { id: userId }, data: { loyaltyPoints: sum } });
        return sum;
      },

      entriesOf: (userId: string) =>
        client.loyaltyEntry.findMany({ where: { userId }, select: { id: true, kind: true, points: true, sourceId: true, expiresAt: true, createdAt: true } }),

      bookingToEarn: (bookingId: string) => client.booking.findUnique({ where: { id: bookingId }, select: { status: true, customerId: true } }),

      /** What was paid for a booking and kept (refunds taken off), in minor units. */
      async keptMinorOf(bookingId: string): Promise<number> {
        const payments = await client.payment.findMany({ where: { bookingId, status: { in: [...CHARGED] } }, select: { amountMinor: true, refundedMinor: true } });
        return payments.reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0);
      },

      earnedLotOf: (bookingId: string) => client.loyaltyEntry.findFirst({ where: { bookingId, kind: 'EARN' }, select: { id: true, points: true } }),

      setLotPoints: (id: string, points: number) => client.loyaltyEntry.update({ where: { id }, data: { points } }),

      /** The booking's one EARN lot; 0 rows when another transaction inserted it first. */
      insertEarn: (e: { userId: string; points: number; bookingId: string; expiresAt: Date }) => client.$executeRaw`
        INSERT INTO loyalty_entries (user_id, kind, points, booking_id, expires_at)
        VALUES (${e.userId}::uuid, 'EARN', ${e.points}, ${e.bookingId}::uuid, ${e.expiresAt})
        ON CONFLICT DO NOTHING`,

      insertRedeem: (e: { userId: string; points: number; paymentId: string; bookingId: string }) =>
        client.loyaltyEntry.create({ data: { userId: e.userId, kind: 'REDEEM', points: -e.points, paymentId: e.paymentId, bookingId: e.bookingId } }),

      redeemOf: (paymentId: string) => client.loyaltyEntry.findFirst({ where: { paymentId, kind: 'REDEEM' } }),

      /** Gives back a REDEEM entry, once; 0 rows when it was given back already. */
      insertRestore: (redeem: { id: string; userId: string; points: number; bookingId: string | null }, paymentId: string) => client.$executeRaw`
        INSERT INTO loyalty_entries (user_id, kind, points, booking_id, payment_id, source_id)
        VALUES (${redeem.userId}::uuid, 'RESTORE', ${-redeem.points}, ${redeem.bookingId}::uuid, ${paymentId}::uuid, ${redeem.id}::uuid)
        ON CONFLICT DO NOTHING`,

      restoresOf: (paymentId: string) => client.loyaltyEntry.count({ where: { paymentId, kind: 'RESTORE' } }),

      async lifetimeEarned(userId: string): Promise<number> {
        return (await client.loyaltyEntry.aggregate({ where: { userId, kind: 'EARN' }, _sum: { points: true } }))._sum.points ?? 0;
      },

      entriesPage: (userId: string, page: { skip: number; take: number }) =>
        Promise.all([
          client.loyaltyEntry.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
          client.loyaltyEntry.count({ where: { userId } }),
        ]),

      async serviceNamesOf(bookingIds: string[]): Promise<Map<string, string>> {
        const rows = await client.booking.findMany({ where: { id: { in: bookingIds } }, select: { id: true, service: { select: { name: true } } } });
        return new Map(rows.map((b) => [b.id, b.service.name]));
      },

      /** People with an earned lot past its date (expired or not yet). */
      async usersWithLotsDue(now: Date): Promise<string[]> {
        const rows = await client.loyaltyEntry.findMany({ where: { kind: 'EARN', expiresAt: { lte: now } }, select: { userId: true }, distinct: ['userId'] });
        return rows.map((r) => r.userId);
      },

      insertExpire: (e: { userId: string; points: number; lotId: string }) =>
        client.loyaltyEntry.create({ data: { userId: e.userId, kind: 'EXPIRE', points: -e.points, sourceId: e.lotId } }),
    };
  });
}
export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
