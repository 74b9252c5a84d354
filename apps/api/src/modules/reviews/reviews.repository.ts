import type { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';


export const reviewSelect = {
  id: true,
  bookingId: true,
  customerId: true,
  specialistId: true,
  serviceId: true,
  rating: true,
  comment: true,
  isVerified: true,
  helpfulCount: true,
  responseComment: true,
  responseAt: true,
  responseUpdatedAt: true,
  createdAt: true,
  updatedAt: true,
  service: { select: { id: true, name: true } },
  specialist: { select: { userId: true } },
  customer: { select: { firstName: true, lastName: true, avatarUrl: true, deletedAt: true } },
} satisfies Prisma.ReviewSelect;
export type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;

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

/**
 * The specialist's and the service's rating average and count, recomputed from their reviews
 * that are not hidden, in the caller's transaction (averages to two decimals).
 */
export async function recomputeRatings(tx: DbOrTx, specialistId: string, serviceId: string): Promise<void> {
  // Lock both rows first (specialist, then service: always this order). An UPDATE that waited for
  // another review's transaction would count the reviews of its own older snapshot and lose that
  // review; the statements below start after the wait and see every committed review. NO KEY
  // UPDATE: the review's foreign keys hold KEY SHARE locks on these rows, which FOR UPDATE would
  // wait for (a deadlock between two reviews of one specialist).
  await tx.$queryRaw`SELECT id FROM specialist_profiles WHERE id = ${specialistId}::uuid FOR NO KEY UPDATE`;
  await tx.$queryRaw`SELECT id FROM services WHERE id = ${serviceId}::uuid FOR NO KEY UPDATE`;
  await tx.$executeRaw`
    UPDATE specialist_profiles sp
       SET rating_average = COALESCE(r.avg, 0), rating_count = r.n
      FROM (SELECT round(avg(rating)::numeric, 2)::float8 AS avg, count(*)::int AS n FROM reviews WHERE specialist_id = ${specialistId}::uuid AND hidden_at IS NULL) r
     WHERE sp.id = ${specialistId}::uuid`;
  await tx.$executeRaw`
    UPDATE services s
       SET rating_average = COALESCE(r.avg, 0), rating_count = r.n
      FROM (SELECT round(avg(rating)::numeric, 2)::float8 AS avg, count(*)::int AS n FROM reviews WHERE service_id = ${serviceId}::uuid AND hidden_at IS NULL) r
     WHERE s.id = ${serviceId}::uuid`;
}

