import { z } from 'zod';

/**
 * Customer stats (GET /auth/me/stats) and specialist analytics (GET /specialists/analytics,
 * /revenue, /top-services, /customer-insights). Money is in major units (UAH), as every other
 * answer of the API; shares are fractions 0–1 rounded to three decimals; null = nothing to
 * compute it from (never an invented 0).
 */

export const ANALYTICS_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const SpecialistAnalyticsQuerySchema = z
  .object({
    period: z
      .enum(ANALYTICS_PERIODS)
      .default('month')
      .meta({ description: 'The calendar week (Monday first), month, quarter or year that holds now, on the wall calendar of the specialist’s time zone' }),
  })
  .meta({ id: 'SpecialistAnalyticsQuery' });
export type SpecialistAnalyticsQuery = z.infer<typeof SpecialistAnalyticsQuerySchema>;

const Share = z.number().min(0).max(1);
const Window = {
  period: z.enum(ANALYTICS_PERIODS),
  timezone: z.string().meta({ description: 'The specialist’s IANA zone: periods, days, weekdays and hours follow its calendar' }),
  from: z.iso.datetime().meta({ description: 'Start of the period (the zone’s midnight), inclusive' }),
  to: z.iso.datetime().meta({ description: 'End of the period, exclusive' }),
};

export const CustomerStatsSchema = z
  .object({
    totalBookings: z.number().int().meta({ description: 'All my bookings as a customer, any status' }),
    upcomingBookings: z.number().int().meta({ description: 'PENDING or CONFIRMED bookings scheduled after now' }),
    completedBookings: z.number().int(),
    cancelledBookings: z.number().int(),
    totalSpent: z.number().meta({ description: 'Paid online (charged payments) less refunds, major units' }),
    currency: z.literal('UAH'),
    favoriteCount: z.number().int().meta({ description: 'Favourite services + favourite specialists' }),
    loyaltyPoints: z.number().int().meta({ description: 'The current loyalty balance' }),
    reviewsWritten: z.number().int(),
    memberSince: z.iso.datetime().meta({ description: 'When the account was created' }),
  })
  .meta({ id: 'CustomerStats' });
export type CustomerStats = z.infer<typeof CustomerStatsSchema>;

/** The one definition of money earned (specialist income, issue #26): the same on every endpoint that shows it. */
export const INCOME_GROSS =
  'Income by visit date (the visit’s start on my calendar), major units: for COMPLETED visits the price (other currencies at the fixed rates) less loyalty points used and refunds — ' +
  'paid online and at the visit; for CANCELLED and NO_SHOW visits what was paid online and kept (a kept deposit); visits still to come count nothing yet';
export const INCOME_COMMISSION = 'The platform’s commission on the online payments of those visits, at the rate recorded on each payment, on what was kept (none on money paid at the visit)';

export const SeriesPointSchema = z
  .object({
    date: z.string().meta({ description: 'Start of the bucket as a local date YYYY-MM-DD: a day (week, month), a Monday (quarter) or the 1st of a month (year)' }),
    bookings: z.number().int().meta({ description: 'Bookings scheduled in the bucket, any status' }),
    revenue: z.number().meta({ description: 'gross (specialist income, by visit date) of the visits that start in the bucket, major units; the points add up to the period’s gross' }),
  })
  .meta({ id: 'AnalyticsSeriesPoint' });

export const SpecialistAnalyticsSchema = z
  .object({
    ...Window,
    bookings: z.object({
      total: z.number().int().meta({ description: 'Bookings scheduled in the period, any status' }),
      completed: z.number().int(),
      cancelled: z.number().int(),
      noShow: z.number().int(),
      thisMonth: z.number().int().meta({ description: 'Bookings scheduled in the calendar month that holds now, whatever the period' }),
    }),
    revenue: z.object({
      gross: z.number().meta({ description: INCOME_GROSS }),
      commission: z.number().meta({ description: INCOME_COMMISSION }),
      net: z.number().meta({ description: 'gross − commission, major units' }),
      thisMonth: z.number().meta({ description: 'gross of the visits of the calendar month that holds now, whatever the period (the dashboard’s “this month”)' }),
      currency: z.literal('UAH'),
    }),
    averageRating: z.number().nullable().meta({ description: 'Average of all my reviews (two decimals); null without reviews' }),
    responseTimeMinutes: z.number().nullable().meta({
      description: 'Median minutes from a booking request (createdAt) to my answer (confirmedAt, or cancelledAt when I cancelled it) for requests made in the period; null when none',
    }),
    completionRate: Share.nullable().meta({ description: 'completed / (completed + cancelled + no-show) of the period; null when none closed' }),
    profileViews: z.number().int().meta({ description: 'Views of my services in the period (a viewer counts once per service and day); there is no separate profile view log' }),
    favoriteCount: z.number().int().meta({ description: 'People who have me or one of my services as a favourite now (a person counts once)' }),
    conversionRate: Share.nullable().meta({ description: 'Of the signed-in people who viewed my services in the period, the share who sent me a booking request in the period (never above 1); null when no such views' }),
    repeatClients: Share.nullable().meta({ description: 'Returning customers: share of the period’s customers whose first booking with me is before the period (GET /specialists/customer-insights’ returningCustomers ÷ customers); null when no customers' }),
    punctuality: Share.nullable().meta({ description: 'Share of the period’s started bookings whose startedAt is within 10 minutes of scheduledAt; null when none started' }),
    series: z.array(SeriesPointSchema).meta({ description: 'One point per day (week, month), per week (quarter) or per month (year), empty buckets included' }),
  })
  .meta({ id: 'SpecialistAnalytics' });
export type SpecialistAnalytics = z.infer<typeof SpecialistAnalyticsSchema>;

export const SpecialistRevenueSchema = z
  .object({
    ...Window,
    currency: z.literal('UAH'),
    gross: z.number().meta({ description: INCOME_GROSS }),
    refunds: z.number().meta({ description: 'Refunded of the online payments of those visits (already taken off gross)' }),
    commission: z.number().meta({ description: INCOME_COMMISSION }),
    net: z.number().meta({ description: 'gross − commission' }),
    paymentsCount: z.number().int().meta({ description: 'Online payments of the counted visits' }),
    bookedValue: z.number().meta({ description: 'Prices of the period’s COMPLETED bookings, paid online or not, major units' }),
    series: z.array(SeriesPointSchema),
  })
  .meta({ id: 'SpecialistRevenue' });

export const TopServicesSchema = z
  .object({
    ...Window,
    services: z.array(
      z.object({
        serviceId: z.string(),
        name: z.string(),
        bookings: z.number().int().meta({ description: 'Bookings scheduled in the period, any status' }),
        completed: z.number().int(),
        revenue: z.number().meta({ description: 'Prices of its COMPLETED bookings of the period, major units' }),
        averageRating: z.number().nullable(),
      }),
    ).meta({ description: 'At most 10, most booked first' }),
  })
  .meta({ id: 'TopServices' });

export const CustomerInsightsSchema = z
  .object({
    ...Window,
    customers: z.number().int().meta({ description: 'Distinct customers with a booking scheduled in the period' }),
    newCustomers: z.number().int().meta({ description: 'Of those, whose first booking with me ever is in the period' }),
    returningCustomers: z.number().int().meta({ description: 'customers − newCustomers: their first booking with me is before the period' }),
    byCity: z.array(z.object({ city: z.string(), customers: z.number().int() })).meta({
      description: 'Distinct customers of the period by the city of their default saved address; "unknown" when they saved none',
    }),
    byWeekday: z.array(z.object({ weekday: z.number().int().min(1).max(7), bookings: z.number().int() })).meta({ description: 'ISO weekday (1 = Monday) in my zone, all seven' }),
    byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), bookings: z.number().int() })).meta({ description: 'Local start hour in my zone, all 24' }),
  })
  .meta({ id: 'CustomerInsights' });
