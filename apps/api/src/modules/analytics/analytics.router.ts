import {
  SpecialistAnalyticsQuerySchema,
  CustomerInsightsSchema,
  CustomerStatsSchema,
  SpecialistAnalyticsSchema,
  SpecialistRevenueSchema,
  TopServicesSchema,
} from '@vizyt/contracts';
import { hasRole, signedIn } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { AnalyticsService } from './analytics.service.js';

const TAGS = ['Analytics'];
/** Analytics describe the caller's own business: a specialist account, on its own profile. */
const specialistsOnly = { ...hasRole('SPECIALIST'), name: 'specialistsOnly' };
const PERIOD =
  'The period is the calendar week (Monday first), month, quarter or year that holds now, whole (its future part included), on the wall calendar of my time zone ' +
  '(specialist profile); `from`/`to` are its bounds (the zone’s midnights, so a DST week lasts 167 or 169 hours). Money is in hryvnia (major units) and is my income ' +
  'BY VISIT DATE, the one definition GET /specialists/earnings and GET /bookings/stats share (modules/payments/specialist-income): gross = COMPLETED visits’ prices ' +
  'less loyalty points and refunds (paid online and at the visit) + what was paid online and kept of CANCELLED and NO_SHOW visits; commission = the platform’s share ' +
  'of the online payments at each one’s recorded rate (none on money paid at the visit); net = gross − commission. 422 without a specialist profile.';
const SERIES = '`series` has one point per local day (week, month), per week from Monday (quarter; the first may start before the quarter) or per month (year), empty ones included.';

/**
 * GET /auth/me/stats and the specialist analytics (issue #14). Paths are fixed (no parameter),
 * so they must be mounted before any /specialists/:id route.
 */
export const analyticsRoutes = (analytics: AnalyticsService): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/auth/me/stats',
    summary: 'My figures as a customer',
    description:
      'All time: my bookings as a customer (total; upcoming = PENDING or CONFIRMED scheduled after now; completed; cancelled); `totalSpent` = payments I made online ' +
      '(charged: SUCCEEDED, PARTIALLY_REFUNDED, REFUNDED) less what was refunded, in hryvnia (major units) — visits paid in cash are not counted; `favoriteCount` = ' +
      'favourite services + favourite specialists; `loyaltyPoints` = the current balance; `reviewsWritten`. A specialist gets the figures of the bookings they ' +
      'made as a customer (their business figures are GET /specialists/analytics).',
    tags: TAGS,
    policy: signedIn,
    response: CustomerStatsSchema,
    handler: async ({ actor }) => analytics.customerStats(actor),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/analytics',
    summary: 'My business at a glance',
    description:
      `${PERIOD} \`bookings\`: scheduled in the period by status; \`thisMonth\` = scheduled in the calendar month of now. \`revenue\`: gross, commission, net; ` +
      'thisMonth = gross of the visits of the calendar month of now (the dashboard’s “this month”). `averageRating`: all my reviews. `responseTimeMinutes`: median ' +
      'minutes from a request (booking createdAt, in the period) to my answer — confirmedAt, or cancelledAt when I cancelled it; null when none. `completionRate`: ' +
      'completed ÷ (completed + cancelled + no-show). `profileViews`: views of my services in the period (there is no separate profile view log; one per viewer, ' +
      'service and day). `favoriteCount`: people who favour me or a service of mine, now. `conversionRate`: of the signed-in people who viewed my services in the period (each once), the share who sent me ' +
      'a booking request in the period — never above 1; null without such views. `repeatClients` (“returning customers”): share of the period’s customers whose first ' +
      'booking with me is before the period — GET /specialists/customer-insights’ returningCustomers ÷ customers. `punctuality`: share of the period’s started bookings whose ' +
      `startedAt is within 10 minutes of scheduledAt (either side), null when none started. ${SERIES} Shares are 0–1 with three decimals; null = nothing to compute from.`,
    tags: TAGS,
    policy: specialistsOnly,
    request: { query: SpecialistAnalyticsQuerySchema },
    response: SpecialistAnalyticsSchema,
    errors: [422],
    handler: async ({ input, actor }) => analytics.overview(actor, input.query.period),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/revenue',
    summary: 'My revenue over the period',
    description:
      `${PERIOD} \`refunds\` = refunded of the counted visits’ online payments (already taken off gross); \`paymentsCount\` = their online payments; \`bookedValue\` = prices of the ` +
      `period’s COMPLETED bookings, paid online or not (other currencies at the fixed rates of GET /bookings/stats). ${SERIES}`,
    tags: TAGS,
    policy: specialistsOnly,
    request: { query: SpecialistAnalyticsQuerySchema },
    response: SpecialistRevenueSchema,
    errors: [422],
    handler: async ({ input, actor }) => analytics.revenue(actor, input.query.period),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/top-services',
    summary: 'My most booked services',
    description:
      `${PERIOD} Up to 10 services by bookings scheduled in the period (any status), then by revenue = prices of their COMPLETED bookings; with each service’s ` +
      'average rating (null without reviews).',
    tags: TAGS,
    policy: specialistsOnly,
    request: { query: SpecialistAnalyticsQuerySchema },
    response: TopServicesSchema,
    errors: [422],
    handler: async ({ input, actor }) => analytics.topServices(actor, input.query.period),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/customer-insights',
    summary: 'Who books me, and when',
    description:
      `${PERIOD} Customers with a booking scheduled in the period; new = their first booking with me ever (by scheduled time) is in the period, the rest returning. ` +
      '`byCity`: customer profiles hold no city, so each customer counts under the city of their default saved address (GET /users/addresses), "unknown" without one. ' +
      '`byWeekday` (ISO, 1 = Monday) and `byHour` (0–23): bookings of the period by their local start in my zone.',
    tags: TAGS,
    policy: specialistsOnly,
    request: { query: SpecialistAnalyticsQuerySchema },
    response: CustomerInsightsSchema,
    errors: [422],
    handler: async ({ input, actor }) => analytics.customerInsights(actor, input.query.period),
  }),
];
