import type { Prisma } from '../../generated/prisma/client.js';
import type { DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

const feedBookingSelect = {
  id: true,
  status: true,
  type: true,
  scheduledAt: true,
  endsAt: true,
  location: true,
  notes: true,
  customerId: true,
  createdAt: true,
  updatedAt: true,
  service: { select: { name: true } },
  customer: { select: { firstName: true, lastName: true } },
  specialist: { select: { userId: true, address: true, city: true, timezone: true, user: { select: { firstName: true, lastName: true } } } },
} satisfies Prisma.BookingSelect;
export type FeedBookingRow = Prisma.BookingGetPayload<{ select: typeof feedBookingSelect }>;

/** Data access of the iCal feeds: the only place the calendar module touches Prisma. */
export function createCalendarRepository(client: DbOrTx) {
  return transactional(client, (db) => ({
    async tokenOf(userId: string): Promise<string | null> {
      const user = await db.user.findUnique({ where: { id: userId }, select: { calendarToken: true } });
      return user?.calendarToken ?? null;
    },

    /** Sets the token only if the user has none yet, so two first calls agree on one token. */
    async setTokenIfMissing(userId: string, token: string): Promise<void> {
      await db.user.updateMany({ where: { id: userId, calendarToken: null }, data: { calendarToken: token } });
    },

    async replaceToken(userId: string, token: string): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { calendarToken: token }, select: { id: true } });
    },

    /** The owner of a feed token, if the account can still use it. */
    findActiveOwner: (token: string) =>
      db.user.findFirst({ where: { calendarToken: token, deletedAt: null, status: 'ACTIVE' }, select: { id: true } }),

    /** The user's bookings as customer and as specialist, starting at or after `since`, oldest first. */
    bookingsOf: (userId: string, since: Date, limit: number): Promise<FeedBookingRow[]> =>
      db.booking.findMany({
        where: { scheduledAt: { gte: since }, OR: [{ customerId: userId }, { specialist: { userId } }] },
        select: feedBookingSelect,
        orderBy: { scheduledAt: 'asc' },
        take: limit,
      }),
  }));
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
