/**
 * Server data of reviews (issue #12): a specialist's or a service's reviews and their summary
 * (public), the customer's own reviews (GET /reviews/mine), writing and editing a review, the
 * specialist's answer, helpful votes and reports. Every list page is its own cache entry tagged
 * with the ids of the reviews it holds, so a vote or an answer patches exactly the pages that show
 * that review; writing a review refetches the lists, the summaries and the rating of the
 * specialist and the service (catalog pages and search read those).
 */
import type { Review, ReviewSort, ReviewSummary } from '@vizyt/contracts';
import { api } from '@/lib/api';
import type { ReviewReportReason } from '../model/constants';

/** Whose reviews: exactly one of a specialist's profile id or a service id. */
export type ReviewTarget = { specialistId: string } | { serviceId: string };

export interface ReviewFilters {
  rating?: number;
  verified?: boolean;
  withComments?: boolean;
  sort: ReviewSort;
}

/** One list without its page: the key of a "Load more" list. */
export type ReviewQuery = ReviewTarget & ReviewFilters & { limit: number };
export type ReviewListArgs = ReviewQuery & { page: number };

export interface ReviewPage {
  reviews: Review[];
  total: number;
  page: number;
  totalPages: number;
}

export interface CreateReviewArgs {
  bookingId: string;
  rating: number;
  comment?: string;
}

export interface UpdateReviewArgs {
  id: string;
  rating: number;
  comment: string | null;
}

export interface RespondArgs {
  id: string;
  comment: string;
  /** POST the first answer, PUT to edit it. */
  mode: 'create' | 'edit';
}

export interface VoteArgs {
  id: string;
  helpful: boolean;
}

export interface ReportReviewArgs {
  id: string;
  reason: ReviewReportReason;
  details?: string;
}

const path = (id: string) => `/reviews/${encodeURIComponent(id)}`;
const silent = { silent: true } as const;

const LIST = { type: 'Review', id: 'LIST' } as const;
const SUMMARY = { type: 'Review', id: 'SUMMARY' } as const;
const MINE = { type: 'Review', id: 'MINE' } as const;

/** Query parameters of GET /reviews: false and empty filters are left out. */
export const listParams = ({ rating, verified, withComments, ...rest }: ReviewListArgs) => ({
  ...rest,
  ...(rating ? { rating } : {}),
  ...(verified ? { verified: true } : {}),
  ...(withComments ? { withComments: true } : {}),
});

/**
 * A review's rating changed or a new one exists: lists, summaries, the customer's own, the
 * specialist's profile and every service answer (search results and service pages carry the
 * specialist's rating).
 */
const ratingChanged = (review: Review | undefined) =>
  review ? [LIST, SUMMARY, MINE, { type: 'Specialist' as const, id: review.specialistId }, 'Service' as const] : [];

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in specialist's profile id (404, silent: no profile yet). Same tag as the profile itself. */
    getOwnSpecialistId: build.query<string, void>({
      query: () => ({ url: '/specialists/profile' }),
      transformResponse: (data: { profile: { id: string } }) => data.profile.id,
      extraOptions: silent,
      providesTags: ['Specialist'],
    }),
    getReviews: build.query<ReviewPage, ReviewListArgs>({
      query: (args) => ({ url: '/reviews', params: listParams(args) }),
      extraOptions: silent,
      providesTags: (result) => [LIST, ...(result?.reviews.map((review) => ({ type: 'Review' as const, id: review.id })) ?? [])],
    }),
    getReviewSummary: build.query<ReviewSummary, ReviewTarget>({
      query: (target) => ({ url: '/reviews/summary', params: target }),
      extraOptions: silent,
      providesTags: [SUMMARY],
    }),
    getMyReviews: build.query<Review[], void>({
      query: () => ({ url: '/reviews/mine' }),
      transformResponse: (data: { reviews: Review[] }) => data.reviews,
      extraOptions: silent,
      providesTags: [MINE],
    }),
    /** Silent: the dialog says why it failed (REVIEW_EXISTS, REVIEW_NOT_ALLOWED). */
    createReview: build.mutation<Review, CreateReviewArgs>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      transformResponse: (data: { review: Review }) => data.review,
      extraOptions: silent,
      invalidatesTags: (review) => ratingChanged(review),
    }),
    updateReview: build.mutation<Review, UpdateReviewArgs>({
      query: ({ id, ...body }) => ({ url: path(id), method: 'PUT', body }),
      transformResponse: (data: { review: Review }) => data.review,
      extraOptions: silent,
      invalidatesTags: (review) => ratingChanged(review),
    }),
    /** The answer changes one review only: the pages that show it take the new review as it is. */
    respondToReview: build.mutation<Review, RespondArgs>({
      query: ({ id, comment, mode }) => ({ url: `${path(id)}/response`, method: mode === 'create' ? 'POST' : 'PUT', body: { comment } }),
      transformResponse: (data: { review: Review }) => data.review,
      extraOptions: silent,
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          for (const args of cachedListsWith(getState(), id)) {
            dispatch(reviewsApi.util.updateQueryData('getReviews', args, (page) => replaceReview(page, data)));
          }
        } catch {
          // The form shows the error.
        }
      },
    }),
    /** Optimistic: the button flips at once and flips back when the server refuses. */
    setReviewHelpful: build.mutation<{ helpfulCount: number; votedHelpful: boolean }, VoteArgs>({
      query: ({ id, helpful }) => ({ url: `${path(id)}/helpful`, method: helpful ? 'POST' : 'DELETE' }),
      extraOptions: silent,
      async onQueryStarted({ id, helpful }, { dispatch, getState, queryFulfilled }) {
        const patches = cachedListsWith(getState(), id).map((args) =>
          dispatch(
            reviewsApi.util.updateQueryData('getReviews', args, (page) => {
              const review = page.reviews.find((r) => r.id === id);
              if (review && review.votedHelpful !== helpful) {
                review.votedHelpful = helpful;
                review.helpfulCount = Math.max(0, review.helpfulCount + (helpful ? 1 : -1));
              }
            }),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          // The server's count wins (others may have voted meanwhile).
          for (const args of cachedListsWith(getState(), id)) {
            dispatch(
              reviewsApi.util.updateQueryData('getReviews', args, (page) => {
                const review = page.reviews.find((r) => r.id === id);
                if (review) Object.assign(review, data);
              }),
            );
          }
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    /** Silent: the dialog explains a 409 (already reported) itself. */
    reportReview: build.mutation<{ reported: true }, ReportReviewArgs>({
      query: ({ id, ...body }) => ({ url: `${path(id)}/report`, method: 'POST', body }),
      extraOptions: silent,
    }),
  }),
});

/** The arguments of every cached list page that holds review `id`. */
const cachedListsWith = (state: Parameters<typeof reviewsApi.util.selectInvalidatedBy>[0], id: string): ReviewListArgs[] =>
  reviewsApi.util
    .selectInvalidatedBy(state, [{ type: 'Review', id }])
    .filter((entry) => entry.endpointName === 'getReviews')
    .map((entry) => entry.originalArgs as ReviewListArgs);

const replaceReview = (page: ReviewPage, review: Review) => {
  const index = page.reviews.findIndex((r) => r.id === review.id);
  // Keep what the viewer sees of their own vote: the answer comes from the specialist's view.
  if (index >= 0) page.reviews[index] = { ...review, votedHelpful: page.reviews[index]!.votedHelpful };
};

export const {
  useGetOwnSpecialistIdQuery,
  useGetReviewsQuery,
  useGetReviewSummaryQuery,
  useGetMyReviewsQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useRespondToReviewMutation,
  useSetReviewHelpfulMutation,
  useReportReviewMutation,
} = reviewsApi;
