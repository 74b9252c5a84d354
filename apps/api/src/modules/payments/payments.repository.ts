import type { Prisma } from '../../generated/prisma/client.js';
import type { DbOrTx } from '../../lib/db.js';


export const paymentSelect = {
  id: true,
  bookingId: true,
  customerId: true,
  specialistId: true,
  type: true,
  status: true,
  amountMinor: true,
  currency: true,
  provider: true,
  providerIntentId: true,
  clientSecret: true,
  providerMethodId: true,
  cardBrand: true,
  cardLast4: true,
  refundedMinor: true,
  pointsRedeemed: true,
  commissionBps: true,
  failureCode: true,
  failureMessage: true,
  invoiceNo: true,
  paidAt: true,
  createdAt: true,
  booking: {
    select: {
      id: true,
      status: true,
      scheduledAt: true,
      durationMinutes: true,
      priceMinor: true,
      currency: true,
      cancelledAt: true,
      cancelledById: true,
      service: { select: { id: true, name: true } },
    },
  },
  specialist: {
    select: {
      id: true,
      userId: true,
      businessName: true,
      city: true,
      address: true,
      timezone: true,
      user: { select: { firstName: true, lastName: true } },
    },
  },
  customer: { select: { id: true, firstName: true, lastName: true, email: true, phone: true, showPhone: true, showEmail: true, language: true } },
} satisfies Prisma.PaymentSelect;
export type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof paymentSelect }>;

/** Statuses of a payment that took money (some of it may be refunded since). */
export const CHARGED = ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export const OPEN = ['PENDING', 'REQUIRES_ACTION'] as const;

/** Whose payments a caller sees: their own as a customer, their bookings' as a specialist, all as an admin. */
export type PaymentScope = { customerId: string } | { specialistUserId: string } | { all: true };
export const scopeWhere = (scope: PaymentScope): Prisma.PaymentWhereInput =>
  'customerId' in scope ? { customerId: scope.customerId } : 'specialistUserId' in scope ? { specialist: { userId: scope.specialistUserId } } : {};

/** Locks one payment row until the end of the transaction (confirm, refunds: one at a time). */
export async function lockPayment(tx: DbOrTx, id: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM payments WHERE id = ${id}::uuid FOR UPDATE`;
}

/** Recomputes the booking's money from its payments, in the caller's transaction. */
export async function recomputeBookingMoney(tx: DbOrTx, bookingId: string, statusOf: (price: number, charged: number, refunded: number) => string) {
  const [sums] = await tx.$queryRaw<{ charged: bigint; refunded: bigint; price: number }[]>`
    SELECT COALESCE(SUM(p.amount_minor) FILTER (WHERE p.status IN ('SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED')), 0)
           -- Points count as paid while their payment stands (a full refund gives them back).
           + COALESCE(SUM(p.points_redeemed * 100) FILTER (WHERE p.status IN ('SUCCEEDED', 'PARTIALLY_REFUNDED')), 0) AS charged,
           COALESCE(SUM(p.refunded_minor), 0) AS refunded,
           b.price_minor AS price
      FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id
     WHERE b.id = ${bookingId}::uuid
     GROUP BY b.price_minor`;
  if (!sums) return;
  const charged = Number(sums.charged);
  const refunded = Number(sums.refunded);
  await tx.booking.update({
    where: { id: bookingId },
    data: {
      amountPaidMinor: charged - refunded,
      amountRefundedMinor: refunded,
      paymentStatus: statusOf(sums.price, charged, refunded) as never,
      // Money arrived: a booking held for its deposit is held no longer.
      ...(charged > 0 ? { paymentDueAt: null } : {}),
    },
  });
}

export type PaymentWhere = Prisma.PaymentWhereInput;
