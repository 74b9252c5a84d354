import type { NotificationDraft, NotificationOutbox } from '../notifications/notifications.ports.js';
import { bookingPagePath, pageMeta, pageWindow, type Review, REVIEW_EDIT_DAYS, REVIEW_WINDOW_DAYS, type ReviewListQuery, type ReviewSummary } from '@vizyt/contracts';
import { AppError, ConflictError, NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { isUniqueViolation, isUuid } from '../../lib/db.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { Tx } from '../../lib/unit-of-work.js';
import { createReviewsRepository, reviewWhere, type ReviewsRepository } from './reviews.repository.js';
import type { ReviewRow } from './reviews.rows.js';

const DAY = 86_400_000;
const reviewNotFound = () => NotFoundError('Review not found');

/** A review as anyone may see it: the customer's first name and initial, never their full name. */
export function presentReview(row: ReviewRow, viewerId: string | null, votedIds: ReadonlySet<string>): Review {
  return {
    id: row.id,
    bookingId: row.bookingId,
    rating: row.rating,
    comment: row.comment,
    isVerified: row.isVerified,
    helpfulCount: row.helpfulCount,
    votedHelpful: viewerId !== null && votedIds.has(row.id),
    service: { id: row.service.id, name: row.service.name },
    specialistId: row.specialistId,
    customer: {
      firstName: row.customer.deletedAt ? '—' : row.customer.firstName,
      lastInitial: row.customer.deletedAt ? '' : `${row.customer.lastName.slice(0, 1)}.`,
      avatar: row.customer.deletedAt ? null : row.customer.avatarUrl,
    },
    response: row.responseComment && row.responseAt ? { comment: row.responseComment, createdAt: row.responseAt.toISOString(), updatedAt: (row.responseUpdatedAt ?? row.responseAt).toISOString() } : null,
    editableUntil: new Date(row.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY).toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Reviews (issue #12): one verified review per completed booking by its customer, within
 * REVIEW_WINDOW_DAYS of completion, editable for REVIEW_EDIT_DAYS; one response by the booking's
 * specialist; one helpful vote per person, never on one's own. Every change to a rating
 * recomputes the specialist's and the service's aggregates in the same transaction, so search
 * sorts and rating filters see it at once.
 */
export function createReviewsService(deps: { repo: ReviewsRepository; events: DomainEvents; notifications?: NotificationOutbox }) {
  const { repo, events } = deps;
  const notify = async (tx: Tx, drafts: NotificationDraft[]) => {
    if (deps.notifications) await deps.notifications.recordIn(tx, drafts);
  };

  async function votedBy(viewerId: string | null, ids: string[]): Promise<Set<string>> {
    if (!viewerId || ids.length === 0) return new Set();
    return repo.votedBy(viewerId, ids);
  }

  async function load(id: string): Promise<ReviewRow> {
    if (!isUuid(id)) throw reviewNotFound();
    const row = await repo.findById(id);
    if (!row) throw reviewNotFound();
    return row;
  }

  const present = async (row: ReviewRow, viewerId: string | null) => presentReview(row, viewerId, await votedBy(viewerId, [row.id]));

  return {
    async create(actor: Actor, input: { bookingId: string; rating: number; comment?: string | undefined }): Promise<Review> {
      if (!isUuid(input.bookingId)) throw NotFoundError('Booking not found');
      const booking = await repo.bookingOfCustomer(input.bookingId, actor.userId);
      if (!booking) throw NotFoundError('Booking not found');
      if (booking.status !== 'COMPLETED' || !booking.completedAt) throw new AppError('REVIEW_NOT_ALLOWED', 'Only a completed visit can be reviewed');
      if (Date.now() - booking.completedAt.getTime() > REVIEW_WINDOW_DAYS * DAY) {
        throw new AppError('REVIEW_NOT_ALLOWED', `A visit can be reviewed within ${REVIEW_WINDOW_DAYS} days of it`);
      }
      let row: ReviewRow;
      try {
        row = await repo.transaction(async (txRepo, tx) => {
          const created = await txRepo.create({
            bookingId: booking.id,
            customerId: actor.userId,
            specialistId: booking.specialistId,
            serviceId: booking.serviceId,
            rating: input.rating,
            comment: input.comment || null,
            isVerified: true,
          });
          await txRepo.recomputeRatings(booking.specialistId, booking.serviceId);
          await notify(tx, [
            {
              userId: booking.specialist.userId,
              type: 'review_received',
              params: { service: created.service.name, rating: created.rating, customer: `${created.customer.firstName} ${created.customer.lastName.slice(0, 1)}.` },
              link: '/specialist/reviews',
              dedupeKey: `review:${created.id}`,
            },
          ]);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS', 'This visit has already been reviewed; edit your review instead');
        throw error;
      }
      events.publish({ type: 'review.created', reviewId: row.id, specialistUserId: booking.specialist.userId, rating: row.rating, bookingId: booking.id });
      return presentReview(row, actor.userId, new Set());
    },

    async update(actor: Actor, id: string, input: { rating?: number | undefined; comment?: string | null | undefined }): Promise<Review> {
      const current = await load(id);
      if (current.customerId !== actor.userId) throw reviewNotFound();
      if (Date.now() - current.createdAt.getTime() > REVIEW_EDIT_DAYS * DAY) {
        throw new AppError('REVIEW_NOT_ALLOWED', `A review can be edited within ${REVIEW_EDIT_DAYS} days of writing it`);
      }
      const row = await repo.transaction(async (txRepo) => {
        const updated = await txRepo.update(current.id, {
          ...(input.rating !== undefined ? { rating: input.rating } : {}),
          ...(input.comment !== undefined ? { comment: input.comment || null } : {}),
        });
        await txRepo.recomputeRatings(current.specialistId, current.serviceId);
        return updated;
      });
      return present(row, actor.userId);
    },

    /** The specialist of the booking answers once (409 after that; PUT edits). */
    async respond(actor: Actor, id: string, comment: string, mode: 'create' | 'update'): Promise<Review> {
      const current = await load(id);
      if (current.specialist.userId !== actor.userId) throw reviewNotFound();
      const now = new Date();
      if (mode === 'create') {
        await repo.transaction(async (txRepo, tx) => {
          if (!(await txRepo.answer(current.id, comment, now))) throw ConflictError('You have already answered this review; edit your answer instead');
          const specialist = await txRepo.nameOf(actor.userId);
          await notify(tx, [
            {
              userId: current.customerId,
              type: 'review_response',
              params: { service: current.service.name, specialist: `${specialist.firstName} ${specialist.lastName}`.trim() },
              link: bookingPagePath('customer', current.bookingId),
              dedupeKey: `review:${current.id}:response`,
            },
          ]);
        });
      } else {
        if (!(await repo.editAnswer(current.id, comment, now))) throw NotFoundError('There is no answer to edit yet');
      }
      return present(await load(id), actor.userId);
    },

    /** One helpful vote per person; the count moves in the same transaction as the vote. */
    async vote(actor: Actor, id: string, helpful: boolean): Promise<{ helpfulCount: number; votedHelpful: boolean }> {
      const current = await load(id);
      if (current.customerId === actor.userId) throw new AppError('REVIEW_NOT_ALLOWED', 'You cannot vote on your own review');
      // Nor on reviews of oneself: "helpful" would let a specialist push their praise up.
      if (current.specialist.userId === actor.userId) throw new AppError('REVIEW_NOT_ALLOWED', 'You cannot vote on reviews of your own work');
      return repo.transaction(async (txRepo) => {
        const changed = await txRepo.setVote(current.id, actor.userId, helpful);
        const row = changed > 0 ? await txRepo.moveHelpfulCount(current.id, helpful ? 1 : -1) : await txRepo.helpfulCountOf(current.id);
        return { helpfulCount: row.helpfulCount, votedHelpful: helpful };
      });
    },

    async report(actor: Actor, id: string, input: { reason: string; details?: string | undefined }) {
      const current = await load(id);
      if (current.customerId === actor.userId) throw new AppError('REVIEW_NOT_ALLOWED', 'You cannot report your own review');
      try {
        await repo.report({ reviewId: current.id, reporterId: actor.userId, reason: input.reason, details: input.details || null });
      } catch (error) {
        if (isUniqueViolation(error)) throw ConflictError('You have already reported this review');
        throw error;
      }
      return { reported: true as const };
    },

    async list(viewerId: string | null, query: ReviewListQuery) {
      const where = reviewWhere(query);
      if (!where) return { reviews: [], ...pageMeta(0, query) };
      const orderBy =
        query.sort === 'rating'
          ? [{ rating: 'desc' as const }, { createdAt: 'desc' as const }, { id: 'asc' as const }]
          : query.sort === 'helpful'
            ? [{ helpfulCount: 'desc' as const }, { createdAt: 'desc' as const }, { id: 'asc' as const }]
            : [{ createdAt: 'desc' as const }, { id: 'asc' as const }];
      const [rows, total] = await repo.page(where, orderBy, pageWindow(query.page, query.limit).skip, query.limit);
      const voted = await votedBy(viewerId, rows.map((r) => r.id));
      return { reviews: rows.map((r) => presentReview(r, viewerId, voted)), ...pageMeta(total, query) };
    },

    async summary(query: { specialistId?: string | undefined; serviceId?: string | undefined }): Promise<ReviewSummary> {
      const where = reviewWhere(query);
      const groups = where ? await repo.ratingGroups(where) : [];
      const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let total = 0;
      let sum = 0;
      let verified = 0;
      for (const g of groups) {
        const n = g._count._all;
        distribution[String(g.rating) as keyof typeof distribution] += n;
        total += n;
        sum += g.rating * n;
        if (g.isVerified) verified += n;
      }
      const recommended = distribution['4'] + distribution['5'];
      return {
        total,
        average: total === 0 ? 0 : Math.round((sum / total) * 100) / 100,
        verifiedCount: verified,
        recommendationRate: total === 0 ? 0 : Math.round((recommended / total) * 1000) / 1000,
        distribution,
      };
    },

    /** The caller's own reviews (the bookings list shows them, or offers "Leave a review"). */
    async mine(actor: Actor): Promise<Review[]> {
      const rows = await repo.ofCustomer(actor.userId, 500);
      return rows.map((r) => presentReview(r, actor.userId, new Set()));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/**
 * Hides a review (a moderator's decision, issue #15) and takes it out of the rating aggregates, in
 * the caller's transaction. Answers false when it was hidden already (nothing changes then).
 */
export async function hideReviewIn(tx: Tx, reviewId: string, at: Date): Promise<boolean> {
  return createReviewsRepository(tx).hide(reviewId, at);
}
