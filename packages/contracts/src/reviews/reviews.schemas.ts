import { z } from 'zod';
import { PageQuerySchema, pagedSchema, pageMetaFields } from '../common/pagination.js';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_RESPONSE_MAX,
  REVIEW_RESPONSE_MIN,
  REVIEW_SORTS,
} from '../common/reviews.js';

/** Issue #12: verified reviews of completed bookings, the specialist's response, helpful votes. */

const Id = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(64, 'tooLong');
const Rating = z
  .number({ error: 'ratingRequired' })
  .int('ratingWhole')
  .min(REVIEW_RATING_MIN, 'ratingRange')
  .max(REVIEW_RATING_MAX, 'ratingRange')
  .meta({ description: '1–5 stars' });
const Comment = z.string().trim().max(REVIEW_COMMENT_MAX, 'tooLong');

export const CreateReviewInputSchema = z
  .object({ bookingId: Id('Booking ID'), rating: Rating, comment: Comment.optional() })
  .meta({ id: 'CreateReviewInput' });
export type CreateReviewInput = z.input<typeof CreateReviewInputSchema>;
export const UpdateReviewInputSchema = z
  .object({ rating: Rating.optional(), comment: Comment.nullable().optional() })
  .refine((v) => v.rating !== undefined || v.comment !== undefined, { message: 'nothingToUpdate', path: ['rating'] })
  .meta({ id: 'UpdateReviewInput' });
export const ReviewResponseInputSchema = z
  .object({ comment: z.string({ error: 'commentRequired' }).trim().min(REVIEW_RESPONSE_MIN, 'tooShort').max(REVIEW_RESPONSE_MAX, 'tooLong') })
  .meta({ id: 'ReviewResponseInput' });
export const ReviewReportInputSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: 'invalidReason' }),
    details: z.string().trim().max(REVIEW_REPORT_DETAILS_MAX, 'tooLong').optional(),
  })
  .meta({ id: 'ReviewReportInput' });
export const ReviewIdParamsSchema = z.object({ id: Id('Review ID') });

export const ReviewSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    isVerified: z.boolean().meta({ description: 'Written by the customer of a completed booking' }),
    helpfulCount: z.number().int(),
    votedHelpful: z.boolean().meta({ description: 'The caller marked it helpful (false for guests)' }),
    service: z.object({ id: z.string(), name: z.string() }),
    specialistId: z.string(),
    customer: z.object({ firstName: z.string(), lastInitial: z.string(), avatar: z.string().nullable() }),
    response: z.object({ comment: z.string(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() }).nullable(),
    editableUntil: z.iso.datetime().meta({ description: 'The customer may edit until then' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewEnvelopeSchema = z.object({ review: ReviewSchema }).meta({ id: 'ReviewResponse' });

const optionalBool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v), z.boolean().optional());
/** Reviews of a specialist or of a service: exactly one of the two (400 specialistOrService otherwise). */
const ONE_OF = 'Exactly one of `specialistId` and `serviceId` is required (400 `specialistOrService` otherwise)';
const ReviewSubjectQuery = {
  specialistId: z.string().trim().max(64).optional().meta({ description: `Reviews of this specialist. ${ONE_OF}.` }),
  serviceId: z.string().trim().max(64).optional().meta({ description: `Reviews of this service. ${ONE_OF}.` }),
};
export const ReviewListQuerySchema = PageQuerySchema.extend({
  ...ReviewSubjectQuery,
  rating: z.coerce.number().int().min(1).max(5).optional(),
  verified: optionalBool,
  withComments: optionalBool,
  sort: z.enum(REVIEW_SORTS).default('newest'),
})
  .refine((q) => Boolean(q.specialistId) !== Boolean(q.serviceId), { message: 'specialistOrService', path: ['specialistId'] })
  .meta({ id: 'ReviewListQuery', description: 'Exactly one of specialistId and serviceId' });
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;
export const ReviewPageSchema = pagedSchema('reviews', ReviewSchema).meta({ id: 'ReviewPage' });

export const ReviewSummaryQuerySchema = z
  .object(ReviewSubjectQuery)
  .refine((q) => Boolean(q.specialistId) !== Boolean(q.serviceId), { message: 'specialistOrService', path: ['specialistId'] })
  .meta({ id: 'ReviewSummaryQuery', description: ONE_OF });
export const ReviewSummarySchema = z
  .object({
    total: z.number().int(),
    average: z.number().meta({ description: 'Mean rating rounded to two decimals; 0 without reviews' }),
    verifiedCount: z.number().int(),
    recommendationRate: z.number().meta({ description: 'Share of 4- and 5-star reviews, 0–1' }),
    distribution: z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), '4': z.number().int(), '5': z.number().int() }),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** GET /reviews/mine: the caller's own reviews by booking (to show "Leave a review" or the review on /bookings). */
export const MyReviewsSchema = z.object({ reviews: z.array(ReviewSchema) }).meta({ id: 'MyReviews' });

// ----- Loyalty -----

export const LOYALTY_ENTRY_KINDS = ['EARN', 'REDEEM', 'EXPIRE', 'RESTORE'] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

export const LoyaltyQuerySchema = PageQuerySchema.meta({ id: 'LoyaltyQuery' });
export const LoyaltyEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(LOYALTY_ENTRY_KINDS),
    points: z.number().int().meta({ description: 'Signed: + earned or restored, − redeemed or expired' }),
    bookingId: z.string().nullable(),
    serviceName: z.string().nullable(),
    expiresAt: z.iso.datetime().nullable().meta({ description: 'EARN: when these points expire' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LoyaltyEntry' });
export const LoyaltySchema = z
  .object({
    balance: z.number().int(),
    lifetimeEarned: z.number().int(),
    expiringSoon: z.object({ points: z.number().int(), date: z.iso.datetime() }).nullable(),
    rules: z.object({ uahPerPoint: z.number(), pointValueUah: z.number(), maxShare: z.number(), expiryMonths: z.number().int() }),
    entries: z.array(LoyaltyEntrySchema),
    ...pageMetaFields,
  })
  .meta({ id: 'Loyalty' });
export type Loyalty = z.infer<typeof LoyaltySchema>;
