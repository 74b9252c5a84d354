import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';

/** What a background e-mail about a booking needs: both parties' address, language and zone. */
const noticeSelect = {
  id: true,
  status: true,
  type: true,
  scheduledAt: true,
  location: true,
  cancellationReason: true,
  cancelledById: true,
  cancelledAt: true,
  service: { select: { name: true } },
  customer: { select: { id: true, email: true, firstName: true, lastName: true, language: true, timezone: true, deletedAt: true, notificationPrefs: true, telegramChatId: true } },
  specialist: {
    select: {
      address: true,
      city: true,
      user: { select: { id: true, email: true, firstName: true, lastName: true, language: true, timezone: true, deletedAt: true, notificationPrefs: true, telegramChatId: true } },
    },
  },
} satisfies Prisma.BookingSelect;
export type BookingNotice = Prisma.BookingGetPayload<{ select: typeof noticeSelect }>;

export interface SendClaim {
  bookingId: string;
  kind: string;
  recipientId: string;
  scheduledAt: Date;
}

/** Data access of the booking jobs (reminders, expiry); the only place they touch Prisma. */
export function createBookingJobsRepository(db: Db) {
  return {
    findNotice: (bookingId: string): Promise<BookingNotice | null> => db.booking.findUnique({ where: { id: bookingId }, select: noticeSelect }),

    /**
     * Claims the (booking, kind, recipient, start) key and runs `send` inside the same
     * transaction. A concurrent duplicate waits on the unique index and then finds the key
     * taken; if `send` throws, the claim rolls back and a retry may send. Returns whether this
     * call sent.
     */
    async claimAndSend(claim: SendClaim, send: (tx: Prisma.TransactionClient) => Promise<void>): Promise<boolean> {
      return db.$transaction(
        async (tx) => {
          const inserted = await tx.$executeRaw`
            INSERT INTO booking_reminders (booking_id, kind, recipient_id, scheduled_at)
            VALUES (${claim.bookingId}::uuid, ${claim.kind}, ${claim.recipientId}::uuid, ${claim.scheduledAt})
            ON CONFLICT (booking_id, kind, recipient_id, scheduled_at) DO NOTHING`;
          if (inserted === 0) return false;
          await send(tx);
          return true;
        },
        // Long enough for a slow SMTP server; the lock it holds is on one claim row only.
        { timeout: 30_000, maxWait: 10_000 },
      );
    },

    /**
     * Cancels the booking if, and only if, it is still pending and overdue: one conditional
     * UPDATE, so a confirmation committed first wins. Returns whether this call expired it.
     */
    async expireIfPending(bookingId: string, now: Date, reason: string): Promise<boolean> {
      const { count } = await db.booking.updateMany({
        where: { id: bookingId, status: 'PENDING', expiresAt: { lte: now } },
        data: { status: 'CANCELLED', cancelledAt: now, cancelledById: null, cancellationReason: reason, expiresAt: null },
      });
      return count === 1;
    },

    /**
     * Releases the booking if, and only if, it is still active, unpaid and past its deposit hold:
     * one conditional UPDATE, so a payment committed first wins. Returns whether this call released it.
     */
    async releaseIfDepositUnpaid(bookingId: string, now: Date, reason: string): Promise<boolean> {
      const { count } = await db.booking.updateMany({
        where: { id: bookingId, status: { in: ['PENDING', 'CONFIRMED'] }, paymentStatus: 'UNPAID', paymentDueAt: { lte: now } },
        data: { status: 'CANCELLED', cancelledAt: now, cancelledById: null, cancellationReason: reason, expiresAt: null, paymentDueAt: null },
      });
      return count === 1;
    },

    /** Pending bookings whose answer time has passed and unpaid ones past their deposit hold (oldest first), for the safety-net sweep. */
    overduePending: async (now: Date, limit: number): Promise<string[]> =>
      (
        await db.booking.findMany({
          where: {
            OR: [
              { status: 'PENDING', expiresAt: { lte: now } },
              { status: { in: ['PENDING', 'CONFIRMED'] }, paymentStatus: 'UNPAID', paymentDueAt: { lte: now } },
            ],
          },
          select: { id: true },
          orderBy: { createdAt: 'asc' },
          take: limit,
        })
      ).map((b) => b.id),
  };
}
export type BookingJobsRepository = ReturnType<typeof createBookingJobsRepository>;
