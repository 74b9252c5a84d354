import type { Prisma } from '../../generated/prisma/client.js';
import { isUuid, readRows, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';
import { accountAccessSql, type RawAccountAccess } from './accounts.sql.js';

/** Every column the account presenter and the auth rules need, and nothing else. */
export const accountSelect = {
  id: true,
  email: true,
  passwordHash: true,
  googleSub: true,
  telegramId: true,
  firstName: true,
  lastName: true,
  phone: true,
  avatarUrl: true,
  role: true,
  status: true,
  /** Told to the person when a suspended account tries to sign in (issue #15). */
  suspensionReason: true,
  emailVerifiedAt: true,
  language: true,
  currency: true,
  timezone: true,
  loyaltyPoints: true,
  notificationPrefs: true,
  pendingEmail: true,
  showPhone: true,
  showEmail: true,
  allowDirectMessages: true,
  dataProcessingConsent: true,
  dataProcessingConsentAt: true,
  deletedAt: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export type AccountRow = Prisma.UserGetPayload<{ select: typeof accountSelect }>;

/** Single-use links sent by e-mail. */
export type EmailTokenPurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL';

export function createAccountsRepository(client: DbOrTx) {
  const live = { deletedAt: null };
  return transactional(client, (db) => ({
    findById: (id: string) => db.user.findFirst({ where: { id, ...live }, select: accountSelect }),
    findByEmail: (email: string) => db.user.findFirst({ where: { email, ...live }, select: accountSelect }),
    findByGoogleSub: (sub: string) => db.user.findFirst({ where: { googleSub: sub, ...live }, select: accountSelect }),
    findByTelegramId: (id: bigint) => db.user.findFirst({ where: { telegramId: id, ...live }, select: accountSelect }),
    emailExists: async (email: string) => (await db.user.count({ where: { email } })) > 0,
    /** The account's access and whether the session (refresh-token family) ended (accounts.sql.ts); undefined for ids that cannot exist. */
    accessOf: async (userId: string, sessionId: string): Promise<RawAccountAccess | undefined> => {
      if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
      const [row] = await readRows<RawAccountAccess>(db, accountAccessSql(userId, sessionId));
      return row;
    },

    create: (data: Prisma.UserCreateInput) => db.user.create({ data, select: accountSelect }),
    update: (id: string, data: Prisma.UserUpdateInput) => db.user.update({ where: { id }, data, select: accountSelect }),

    // ── refresh-token families ──
    createRefreshToken: (data: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; userAgent?: string; ip?: string }) =>
      db.refreshToken.create({ data, select: { id: true } }),
    findRefreshToken: (tokenHash: string) =>
      db.refreshToken.findUnique({
        where: { tokenHash },
        select: { id: true, userId: true, familyId: true, expiresAt: true, rotatedAt: true, revokedAt: true },
      }),
    /** Marks a token rotated only if nobody rotated it first: true when this caller won. */
    markRotated: async (id: string) =>
      (await db.refreshToken.updateMany({ where: { id, rotatedAt: null, revokedAt: null }, data: { rotatedAt: new Date() } })).count === 1,
    revokeFamily: (familyId: string) =>
      db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } }),
    revokeAllFamilies: (userId: string, exceptFamilyId?: string) =>
      db.refreshToken.updateMany({
        where: { userId, revokedAt: null, ...(exceptFamilyId ? { familyId: { not: exceptFamilyId } } : {}) },
        data: { revokedAt: new Date() },
      }),

    // ── single-use e-mail tokens ──
    createOneTimeToken: (data: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date }) =>
      db.oneTimeToken.create({ data, select: { id: true } }),
    findOneTimeToken: (tokenHash: string) =>
      db.oneTimeToken.findUnique({ where: { tokenHash }, select: { id: true, userId: true, purpose: true, expiresAt: true, usedAt: true } }),
    /** Uses a token once: true only for the caller that flipped it. */
    useOneTimeToken: async (id: string) =>
      (await db.oneTimeToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } })).count === 1,
    voidOneTimeTokens: (userId: string, purpose: EmailTokenPurpose) =>
      db.oneTimeToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }),

    // ── numbers for GET /auth/me/stats ──
    bookingStats: async (userId: string, role: string, now: Date) => {
      const where: Prisma.BookingWhereInput =
        role === 'SPECIALIST' ? { specialist: { userId } } : { customerId: userId };
      const [total, upcoming, completed, cancelled, completedSum] = await Promise.all([
        db.booking.count({ where }),
        db.booking.count({ where: { ...where, status: { in: ['PENDING', 'CONFIRMED'] }, scheduledAt: { gte: now } } }),
        db.booking.count({ where: { ...where, status: 'COMPLETED' } }),
        db.booking.count({ where: { ...where, status: 'CANCELLED' } }),
        db.booking.aggregate({ where: { ...where, status: 'COMPLETED' }, _sum: { priceMinor: true } }),
      ]);
      return { total, upcoming, completed, cancelled, completedMinor: completedSum._sum.priceMinor ?? 0 };
    },

    /**
     * Erases personal data but keeps the row, so bookings and payments stay whole for the
     * other party and for accounting. Sessions and pending e-mail tokens go with it.
     */
    anonymise: async (id: string) => {
      await db.refreshToken.deleteMany({ where: { userId: id } });
      await db.oneTimeToken.deleteMany({ where: { userId: id } });
      // No more notifications reach a deleted account: its browsers and its Telegram chat go.
      await db.pushSubscription.deleteMany({ where: { userId: id } });
      // Saved places are personal data: they go with the account.
      await db.address.deleteMany({ where: { userId: id } });
      await db.specialistProfile.updateMany({ where: { userId: id }, data: { isVisible: false, bio: null, address: null, businessName: null } });
      await db.service.updateMany({ where: { specialist: { userId: id } }, data: { isActive: false } });
      return db.user.update({
        where: { id },
        data: {
          email: null,
          passwordHash: null,
          googleSub: null,
          telegramId: null,
          telegramChatId: null,
          firstName: 'Deleted',
          lastName: 'user',
          phone: null,
          pendingEmail: null,
          avatarUrl: null,
          status: 'SUSPENDED',
          deletedAt: new Date(),
        },
        select: { id: true },
      });
    },
  }));
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
