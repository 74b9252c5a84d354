import type { Review, ReviewSummary } from '@vizyt/contracts';
import { callOf, errorReply, okReply, paramsOf, serveApi, type Override, type Reply } from '@/test/mock-api';

type ReviewOverrides = Partial<Omit<Review, 'customer' | 'service'>> & { customer?: Partial<Review['customer']>; service?: Partial<Review['service']> };

let sequence = 0;

/** A verified 5-star review of Taras Shevchuk's haircut by Olena K., 3 October 2026 (ids r1, r2, …). */
export const buildReview = (overrides: ReviewOverrides = {}): Review => {
  sequence += 1;
  const { customer, service, ...rest } = overrides;
  return {
    id: `r${sequence}`,
    bookingId: `bk${sequence}`,
    rating: 5,
    comment: 'Чудова стрижка, дякую!',
    isVerified: true,
    helpfulCount: 0,
    votedHelpful: false,
    service: { id: 'svc1', name: 'Men’s haircut', ...service },
    specialistId: 'sp1',
    customer: { firstName: 'Olena', lastInitial: 'K.', avatar: null, ...customer },
    response: null,
    editableUntil: '2026-10-10T10:00:00.000Z',
    createdAt: '2026-10-03T10:00:00.000Z',
    updatedAt: '2026-10-03T10:00:00.000Z',
    ...rest,
  };
};

/** A summary counted from `reviews` the way the API counts. */
export const summaryOf = (reviews: Review[]): ReviewSummary => {
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) distribution[String(review.rating) as keyof typeof distribution] += 1;
  const total = reviews.length;
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return {
    total,
    average: total === 0 ? 0 : Math.round((sum / total) * 100) / 100,
    verifiedCount: reviews.filter((r) => r.isVerified).length,
    recommendationRate: total === 0 ? 0 : Math.round(((distribution['4'] + distribution['5']) / total) * 1000) / 1000,
    distribution,
  };
};

/** A page of `reviews` as GET /reviews answers ?page&limit (no filtering: tests check the parameters). */
export const pageOf = (reviews: Review[], page = 1, limit = 10): Reply =>
  okReply({ reviews: reviews.slice((page - 1) * limit, page * limit), total: reviews.length, page, totalPages: Math.max(1, Math.ceil(reviews.length / limit)) });

/**
 * GET /reviews, /reviews/summary and /reviews/mine from `source` (a function for tests whose
 * reviews change); `override` answers first.
 */
export const serveReviewsApi = (source: Review[] | (() => Review[]), { mine = [] as Review[] | (() => Review[]), override }: { mine?: Review[] | (() => Review[]); override?: Override } = {}) =>
  serveApi((config) => {
    const reviews = typeof source === 'function' ? source() : source;
    const call = callOf(config);
    if (call === 'GET /reviews') {
      const params = paramsOf(config);
      return pageOf(reviews, Number(params.page ?? 1), Number(params.limit ?? 10));
    }
    if (call === 'GET /reviews/summary') return okReply(summaryOf(reviews));
    if (call === 'GET /reviews/mine') return okReply({ reviews: typeof mine === 'function' ? mine() : mine });
    return errorReply(404, 'ROUTE_NOT_FOUND');
  }, override);
