import {
  CreateReviewInputSchema,
  LoyaltyQuerySchema,
  LoyaltySchema,
  MyReviewsSchema,
  ReviewEnvelopeSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewReportInputSchema,
  ReviewResponseInputSchema,
  ReviewSummaryQuerySchema,
  ReviewSummarySchema,
  UpdateReviewInputSchema,
} from '@vizyt/contracts';
import { z } from 'zod';
import { hasRole, publicAccess, signedIn } from '../../http/policies.js';
import { defineRoute, type ResourceDeclaration, type RouteDefinition } from '../../http/route.js';
import type { LoyaltyService } from '../loyalty/loyalty.service.js';
import type { ReviewsService } from './reviews.service.js';

const TAGS = ['Reviews'];
const customersOnly = { ...hasRole('CUSTOMER'), name: 'customersOnly' };
const specialistsOnly = { ...hasRole('SPECIALIST'), name: 'specialistsOnly' };
/** Public, readable by anyone; the writing rules are per endpoint. */
const REVIEW: ResourceDeclaration = { kind: 'review' };
const OWN_REVIEW: ResourceDeclaration = { kind: 'review', ownedBy: { sides: ['customer'], admin: false, others: 404 } };
const REVIEWED_SPECIALIST: ResourceDeclaration = { kind: 'review', ownedBy: { sides: ['specialist'], admin: false, others: 404 } };
const VoteResultSchema = z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() }).meta({ id: 'ReviewVoteResult' });

export const reviewsRoutes = ({ reviews, loyalty }: { reviews: ReviewsService; loyalty: LoyaltyService }): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/reviews',
    summary: 'Review a completed visit',
    description:
      'The customer of a COMPLETED booking, once, within 60 days of its completion: `REVIEW_EXISTS` (409) for a second, `REVIEW_NOT_ALLOWED` (422) when not completed or too late, ' +
      '404 for someone else’s booking. Reviews from bookings are verified. The specialist’s and the service’s rating and review count change in the same transaction.',
    tags: TAGS,
    policy: customersOnly,
    request: { body: CreateReviewInputSchema },
    response: ReviewEnvelopeSchema,
    successStatus: 201,
    errors: [404, 409, 422],
    handler: async ({ input, actor }) => ({ review: await reviews.create(actor, input.body) }),
  }),
  defineRoute({
    method: 'get',
    path: '/reviews',
    summary: 'Reviews of a specialist or a service',
    description:
      'Exactly one of `specialistId` and `serviceId`. Filters `rating` (1–5), `verified=true`, `withComments=true`; `sort` newest (default), rating (highest first) or helpful; paged (default 20). ' +
      'The customer shows as first name and initial.',
    tags: TAGS,
    policy: publicAccess,
    request: { query: ReviewListQuerySchema },
    response: ReviewPageSchema,
    handler: async ({ input, actor }) => reviews.list(actor?.userId ?? null, input.query),
  }),
  defineRoute({
    method: 'get',
    path: '/reviews/summary',
    summary: 'Rating summary of a specialist or a service',
    description: 'Total, average (two decimals), verified count, recommendation rate (share of 4 and 5 stars) and the count per star.',
    tags: TAGS,
    policy: publicAccess,
    request: { query: ReviewSummaryQuerySchema },
    response: ReviewSummarySchema,
    handler: async ({ input }) => reviews.summary(input.query),
  }),
  defineRoute({
    method: 'get',
    path: '/reviews/mine',
    summary: 'My reviews',
    description: 'The reviews I wrote (newest first), with their bookings: the bookings list shows each, or offers "Leave a review".',
    tags: TAGS,
    policy: customersOnly,
    response: MyReviewsSchema,
    handler: async ({ actor }) => ({ reviews: await reviews.mine(actor) }),
  }),
  defineRoute({
    method: 'put',
    path: '/reviews/:id',
    summary: 'Edit my review',
    description: 'Its author, within 7 days of writing it (`REVIEW_NOT_ALLOWED`, 422, after); the aggregates change in the same transaction.',
    tags: TAGS,
    policy: customersOnly,
    resource: OWN_REVIEW,
    request: { params: ReviewIdParamsSchema, body: UpdateReviewInputSchema },
    response: ReviewEnvelopeSchema,
    errors: [404, 422],
    handler: async ({ input, actor }) => ({ review: await reviews.update(actor, input.params.id, input.body) }),
  }),
  defineRoute({
    method: 'post',
    path: '/reviews/:id/response',
    summary: 'Answer a review (the specialist)',
    description: 'The specialist of the reviewed booking, once (409 after that: edit with PUT).',
    tags: TAGS,
    policy: specialistsOnly,
    resource: REVIEWED_SPECIALIST,
    request: { params: ReviewIdParamsSchema, body: ReviewResponseInputSchema },
    response: ReviewEnvelopeSchema,
    successStatus: 201,
    errors: [404, 409],
    handler: async ({ input, actor }) => ({ review: await reviews.respond(actor, input.params.id, input.body.comment, 'create') }),
  }),
  defineRoute({
    method: 'put',
    path: '/reviews/:id/response',
    summary: 'Edit my answer to a review',
    tags: TAGS,
    policy: specialistsOnly,
    resource: REVIEWED_SPECIALIST,
    request: { params: ReviewIdParamsSchema, body: ReviewResponseInputSchema },
    response: ReviewEnvelopeSchema,
    errors: [404],
    handler: async ({ input, actor }) => ({ review: await reviews.respond(actor, input.params.id, input.body.comment, 'update') }),
  }),
  defineRoute({
    method: 'post',
    path: '/reviews/:id/helpful',
    summary: 'Mark a review helpful',
    description: 'One vote per signed-in person (again: no change); never on one’s own review (`REVIEW_NOT_ALLOWED`, 422).',
    tags: TAGS,
    policy: signedIn,
    resource: REVIEW,
    request: { params: ReviewIdParamsSchema },
    response: VoteResultSchema,
    errors: [404, 422],
    handler: async ({ input, actor }) => reviews.vote(actor, input.params.id, true),
  }),
  defineRoute({
    method: 'delete',
    path: '/reviews/:id/helpful',
    summary: 'Take back my helpful vote',
    tags: TAGS,
    policy: signedIn,
    resource: REVIEW,
    request: { params: ReviewIdParamsSchema },
    response: VoteResultSchema,
    errors: [404, 422],
    handler: async ({ input, actor }) => reviews.vote(actor, input.params.id, false),
  }),
  defineRoute({
    method: 'post',
    path: '/reviews/:id/report',
    summary: 'Report a review to the moderators',
    description: 'Once per person (409 after); not one’s own (422).',
    tags: TAGS,
    policy: signedIn,
    resource: REVIEW,
    request: { params: ReviewIdParamsSchema, body: ReviewReportInputSchema },
    response: z.object({ reported: z.literal(true) }),
    successStatus: 201,
    errors: [404, 409, 422],
    handler: async ({ input, actor }) => reviews.report(actor, input.params.id, input.body),
  }),

  // ----- Loyalty -----
  defineRoute({
    method: 'get',
    path: '/loyalty',
    summary: 'My loyalty points',
    description:
      'The balance (the sum of the ledger), lifetime earned, what expires within 30 days, the rules and the ledger newest first (paged). ' +
      'Earn 1 point per 10 ₴ paid online for a completed booking (at completion); 1 point = 1 ₴ off a payment, at most 20 % of it (POST /payments/create-intent `redeemPoints`); ' +
      'points expire 12 months after they were earned (oldest spent first); points of a payment refunded in full, or that never went through, come back.',
    tags: ['Loyalty'],
    policy: customersOnly,
    request: { query: LoyaltyQuerySchema },
    response: LoyaltySchema,
    handler: async ({ input, actor }) => loyalty.summary(actor.userId, input.query),
  }),
];
