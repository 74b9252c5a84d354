import type { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';
import { reviewSelect, type ReviewRow } from './reviews.rows.js';

/** The filters of a review list; null when the specialist or service id cannot exist. */
export function reviewWhere(q: {
  specialistId?: string | undefined;
  serviceId?: string | undefined;
  rating?: number | undefined;
  verified?: boolean | undefined;
  withComments?: boolean | undefined;
}): Prisma.ReviewWhereInput | null {
  const id = q.specialistId ?? q.serviceId;
  if (!id || !isUuid(id)) return null;
  return {
    ...(q.specialistId ? { specialistId: q.specialistId } : { serviceId: q.serviceId! }),
    // Hidden by a moderator (a report resolved with "hide"): out of every list and summary.
    hiddenAt: null,
    ...(q.rating ? { rating: q.rating } : {}),
    ...(q.verified === true ? { isVerified: true } : {}),
    ...(q.withComments === true ? { comment: { not: null } } : {}),
  };
}

type ReviewOrder = Prisma.ReviewOrderByWithRelationInput[];

export function createReviewsRepository(db: DbOrTx) {
  return transactional(db, (client) => {
    /**
     * The specialist's and the service's rating average and count, recomputed from their reviews
     * that are not hidden, in the caller's transaction (averages to two decimals).
     */
    async function recomputeRatings(specialistId: string, serviceId: string): Promise<void> {
      // Lock both rows first (specialist, then service: always this order). An UPDATE that waited for
      // another review's transaction would count the reviews of its own older snapshot and lose that
      // review; the statements below start after the wait and see every committed review. NO KEY
      // UPDATE: the review's foreign keys hold KEY SHARE locks on these rows, which FOR UPDATE would
      // wait for (a deadlock between two reviews of one specialist).
      await client.$queryRaw`SELECT id FROM specialist_profiles WHERE id = ${specialistId}::uuid FOR NO KEY UPDATE`;
      await client.$queryRaw`SELECT id FROM services WHERE id = ${serviceId}::uuid FOR NO KEY UPDATE`;
      await client.$executeRaw`
        UPDATE specialist_profiles sp
           SET rating_average = COALESCE(r.avg, 0), rating_count = r.n
          FROM (SELECT round(avg(rating)::numeric, 2)::float8 AS avg, count(*)::int AS n FROM reviews WHERE specialist_id = ${specialistId}::uuid AND hidden_at IS NULL) r
         WHERE sp.id = ${specialistId}::uuid`;
      await client.$executeRaw`
        UPDATE services s
           SET rating_average = COALESCE(r.avg, 0), rating_count = r.n
          FROM (SELECT round(avg(rating)::numeric, 2)::float8 AS avg, count(*)::int AS n FROM reviews WHERE service_id = ${serviceId}::uuid AND hidden_at IS NULL) r
         WHERE s.id = ${serviceId}::uuid`;
    }

    return {
      recomputeRatings,

      /** The ids among `ids` the viewer voted helpful. */
      async votedBy(viewerId: string, ids: string[]): Promise<Set<string>> {
        const votes = await client.reviewVote.findMany({ where: { userId: viewerId, reviewId: { in: ids } }, select: { reviewId: true } });
        return new Set(votes.map((v) => v.reviewId));
      },

      findById: (id: string): Promise<ReviewRow | null> => client.review.findUnique({ where: { id }, select: reviewSelect }),

      /** The customer's booking that a review would be about. */
      bookingOfCustomer: (bookingId: string, customerId: string) =>
        client.booking.findFirst({
          where: { id: bookingId, customerId },
          select: { id: true, status: true, completedAt: true, specialistId: true, serviceId: true, specialist: { select: { userId: true } } },
        }),

      create: (data: Prisma.ReviewUncheckedCreateInput): Promise<ReviewRow> => client.review.create({ data, select: reviewSelect }),

      update: (id: string, data: Pick<Prisma.ReviewUncheckedUpdateInput, 'rating' | 'comment'>): Promise<ReviewRow> =>
        client.review.update({ where: { id }, data, select: reviewSelect }),

      /** The first answer; false when there is one already. */
      async answer(id: string, comment: string, now: Date): Promise<boolean> {
        const { count } = await client.review.updateMany({ where: { id, responseComment: null }, data: { responseComment: comment, responseAt: now, responseUpdatedAt: now } });
        return count > 0;
      },

      /** Edits the answer; false when there is none yet. */
      async editAnswer(id: string, comment: string, now: Date): Promise<boolean> {
        const { count } = await client.review.updateMany({ where: { id, NOT: { responseComment: null } }, data: { responseComment: comment, responseUpdatedAt: now } });
        return count > 0;
      },

      nameOf: (userId: string) => client.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true } }),

      /** Adds or takes back one person's helpful vote; the number of votes changed (0 or 1). */
      setVote: async (reviewId: string, userId: string, helpful: boolean): Promise<number> =>
        helpful
          ? client.$executeRaw`INSERT INTO review_votes (review_id, user_id) VALUES (${reviewId}::uuid, ${userId}::uuid) ON CONFLICT DO NOTHING`
          : (await client.reviewVote.deleteMany({ where: { reviewId, userId } })).count,

      moveHelpfulCount: (id: string, by: 1 | -1) => client.review.update({ where: { id }, data: { helpfulCount: { increment: by } }, select: { helpfulCount: true } }),

      helpfulCountOf: (id: string) => client.review.findUniqueOrThrow({ where: { id }, select: { helpfulCount: true } }),

      report: (data: { reviewId: string; reporterId: string; reason: string; details: string | null }) => client.reviewReport.create({ data }),

      page: (where: Prisma.ReviewWhereInput, orderBy: ReviewOrder, skip: number, take: number) =>
        Promise.all([client.review.findMany({ where, select: reviewSelect, orderBy, skip, take }), client.review.count({ where })]),

      ratingGroups: (where: Prisma.ReviewWhereInput) => client.review.groupBy({ by: ['rating', 'isVerified'], where, _count: { _all: true } }),

      ofCustomer: (customerId: string, take: number): Promise<ReviewRow[]> =>
        client.review.findMany({ where: { customerId }, select: reviewSelect, orderBy: { createdAt: 'desc' }, take }),

      /**
       * Hides a review (a moderator's decision) and takes it out of the rating aggregates, in the
       * caller's transaction. false when it was hidden already (nothing changes then).
       */
      async hide(reviewId: string, at: Date): Promise<boolean> {
        const review = await client.review.findUnique({ where: { id: reviewId }, select: { specialistId: true, serviceId: true } });
        if (!review) return false;
        // The review's row first, then the aggregates (recomputeRatings): the order every edit of a review takes.
        const { count } = await client.review.updateMany({ where: { id: reviewId, hiddenAt: null }, data: { hiddenAt: at } });
        if (count > 0) await recomputeRatings(review.specialistId, review.serviceId);
        return count > 0;
      },
    };
  });
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
