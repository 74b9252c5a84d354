import type { DbOrTx } from '../../lib/db.js';

/** The raw SQL of the payments module (payments.repository.ts runs it): locks, the event ledger, the booking's money. */

/** Locks one payment row until the end of the transaction (confirm, refunds: one at a time). */
export async function lockPayment(tx: DbOrTx, id: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM payments WHERE id = ${id}::uuid FOR UPDATE`;
}

/**
 * One change to a person's cards at a time (add, remove, make default): the database keeps one
 * default card per person, and racing changes would otherwise collide on it.
 */
export async function lockCardsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}

/** Serialises payout requests of one specialist, so two clicks cannot both take the same balance. */
export async function lockSpecialistProfile(tx: DbOrTx, profileId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM specialist_profiles WHERE id = ${profileId}::uuid FOR UPDATE`;
}

/** Stores a provider event's id; false when it was stored before (a replay). */
export async function insertEvent(tx: DbOrTx, event: { id: string; type: string; provider: string; paymentId: string | null }): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO payment_events (id, type, provider, payment_id) VALUES (${event.id}, ${event.type}, ${event.provider}, ${event.paymentId}::uuid)
    ON CONFLICT (id) DO NOTHING`;
  return inserted === 1;
}

/** A booking's price and what its payments charged and refunded (points count as paid while their payment stands). */
export async function bookingMoneySums(tx: DbOrTx, bookingId: string): Promise<{ charged: number; refunded: number; price: number } | null> {
  const [sums] = await tx.$queryRaw<{ charged: bigint; refunded: bigint; price: number }[]>`
    SELECT COALESCE(SUM(p.amount_minor) FILTER (WHERE p.status IN ('SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED')), 0)
           -- Points count as paid while their payment stands (a full refund gives them back).
           + COALESCE(SUM(p.points_redeemed * 100) FILTER (WHERE p.status IN ('SUCCEEDED', 'PARTIALLY_REFUNDED')), 0) AS charged,
           COALESCE(SUM(p.refunded_minor), 0) AS refunded,
           b.price_minor AS price
      FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id
     WHERE b.id = ${bookingId}::uuid
     GROUP BY b.price_minor`;
  return sums ? { charged: Number(sums.charged), refunded: Number(sums.refunded), price: sums.price } : null;
}
