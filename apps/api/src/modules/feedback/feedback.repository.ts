import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';

export const feedbackSelect = {
  id: true,
  category: true,
  subject: true,
  message: true,
  email: true,
  createdAt: true,
  user: { select: { id: true, firstName: true, lastName: true, role: true, deletedAt: true } },
} satisfies Prisma.FeedbackSelect;
export type FeedbackRow = Prisma.FeedbackGetPayload<{ select: typeof feedbackSelect }>;

export interface FeedbackData {
  category: string;
  subject: string;
  message: string;
}

export function createFeedbackRepository(db: Db) {
  return {
    /** A guest's message: where to answer is the address they gave. */
    createFromGuest: (email: string, data: FeedbackData) => db.feedback.create({ data: { ...data, email }, select: feedbackSelect }),

    /**
     * A signed-in person's message, with their account's e-mail at the time of sending (kept, so
     * support can still answer after the account changes); the address they typed only when the
     * account has none (Telegram sign-ins).
     */
    async createFromAccount(userId: string, typedEmail: string | null, data: FeedbackData) {
      const account = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
      return db.feedback.create({ data: { ...data, userId, email: account?.email ?? typedEmail }, select: feedbackSelect });
    },

    async page(skip: number, take: number) {
      const [rows, total] = await Promise.all([
        db.feedback.findMany({ select: feedbackSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        db.feedback.count(),
      ]);
      return { rows, total };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
