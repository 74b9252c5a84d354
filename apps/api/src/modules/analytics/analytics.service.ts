import { DEFAULT_TIMEZONE, toMajorUnits, type AnalyticsPeriod } from '@vizyt/contracts';
import { DateTime } from 'luxon';
import { UnprocessableError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { statsWindow } from '../bookings/stats-window.js';
import type { SpecialistIncome } from '../payments/specialist-income.service.js';
import { completionRate, conversionRate, returningShare, shareOf } from './analytics-figures.js';
import type { AnalyticsRepository, Bucket, Window } from './analytics.repository.js';

/** The size of a series point for each period: a day for a week or month, else a week or a month. */
export const SERIES_BUCKET: Record<AnalyticsPeriod, Bucket> = { week: 'day', month: 'day', quarter: 'week', year: 'month' };

/**
 * The period's window in `zone`: the calendar week/month/quarter/year that holds `now`, whole
 * (GET /bookings/stats' windows: bookings/stats-window.ts).
 */
export function periodWindow(period: AnalyticsPeriod, now: Date, zone: string): Window {
  const { from, to } = statsWindow(period, now, zone);
  return { from: from!, to: to! };
}

/**
 * The local start dates (YYYY-MM-DD) of every bucket of the window, empty ones included. Weeks
 * start on Monday, so the first week of a quarter may start before the quarter does.
 */
export function bucketKeys(w: Window, zone: string, bucket: Bucket): string[] {
  const keys: string[] = [];
  const end = DateTime.fromJSDate(w.to, { zone });
  for (let d = DateTime.fromJSDate(w.from, { zone }).startOf(bucket); d < end; d = d.plus({ [`${bucket}s`]: 1 }).startOf(bucket)) keys.push(d.toISODate()!);
  return keys;
}

export function createAnalyticsService(deps: { repo: AnalyticsRepository; income: SpecialistIncome; now?: () => Date }) {
  const { repo, income } = deps;
  const clock = deps.now ?? (() => new Date());

  async function specialist(actor: Actor) {
    const profile = await repo.specialistOf(actor.userId);
    if (!profile) throw UnprocessableError('Create your specialist profile first');
    const zone = DateTime.local().setZone(profile.timezone).isValid ? profile.timezone : DEFAULT_TIMEZONE;
    return { ...profile, zone };
  }

  async function context(actor: Actor, period: AnalyticsPeriod) {
    const profile = await specialist(actor);
    const now = clock();
    const window = periodWindow(period, now, profile.zone);
    return { profile, now, window, head: { period, timezone: profile.zone, from: window.from.toISOString(), to: window.to.toISOString() } };
  }

  /** The period's income (specialist-income: by visit date) and its series, whose revenue points add up to its gross. */
  async function moneyAndSeries(profile: { id: string; userId: string; zone: string }, window: Window, period: AnalyticsPeriod) {
    const bucket = SERIES_BUCKET[period];
    const [bookings, money] = await Promise.all([repo.bookingSeries(profile.id, profile.zone, window, bucket), income.withBuckets(profile.userId, window, profile.zone, bucket)]);
    const series = bucketKeys(window, profile.zone, bucket).map((date) => ({ date, bookings: bookings.get(date) ?? 0, revenue: toMajorUnits(money.buckets.get(date)?.grossMinor ?? 0) }));
    return { money: money.total, series };
  }

  return {
    /** The caller's figures as a customer (a specialist who books gets theirs as well). */
    async customerStats(actor: Actor) {
      const s = await repo.customerStats(actor.userId, clock());
      return {
        totalBookings: s.total,
        upcomingBookings: s.upcoming,
        completedBookings: s.completed,
        cancelledBookings: s.cancelled,
        totalSpent: toMajorUnits(s.spentMinor),
        currency: 'UAH' as const,
        favoriteCount: s.favorites,
        loyaltyPoints: s.points,
        reviewsWritten: s.reviews,
        memberSince: s.memberSince.toISOString(),
      };
    },

    async overview(actor: Actor, period: AnalyticsPeriod) {
      const { profile, now, window, head } = await context(actor, period);
      const month = periodWindow('month', now, profile.zone);
      const [counts, monthCounts, { money, series }, monthMoney, response, rating, views, viewers, favorites, mix, punctual] = await Promise.all([
        repo.bookingCounts(profile.id, window),
        repo.bookingCounts(profile.id, month),
        moneyAndSeries(profile, window, period),
        income.totals(profile.userId, month),
        repo.medianResponseMinutes(profile.id, profile.userId, window),
        repo.averageRating(profile.id),
        repo.views(profile.id, window),
        repo.viewersWhoBooked(profile.id, window),
        repo.favoriteCount(profile.id),
        repo.customerMix(profile.id, window),
        repo.punctuality(profile.id, window),
      ]);
      return {
        ...head,
        bookings: { total: counts.total, completed: counts.completed, cancelled: counts.cancelled, noShow: counts.noShow, thisMonth: monthCounts.total },
        revenue: {
          gross: toMajorUnits(money.grossMinor),
          commission: toMajorUnits(money.commissionMinor),
          net: toMajorUnits(money.netMinor),
          thisMonth: toMajorUnits(monthMoney.grossMinor),
          currency: 'UAH' as const,
        },
        averageRating: rating === null ? null : Math.round(rating * 100) / 100,
        responseTimeMinutes: response === null ? null : Math.round(response * 10) / 10,
        completionRate: completionRate(counts.completed, counts.cancelled, counts.noShow),
        profileViews: views,
        favoriteCount: favorites,
        conversionRate: conversionRate(viewers.booked, viewers.viewers),
        repeatClients: returningShare(mix.customers - mix.newCustomers, mix.customers),
        punctuality: shareOf(punctual.onTime, punctual.started),
        series,
      };
    },

    async revenue(actor: Actor, period: AnalyticsPeriod) {
      const { profile, window, head } = await context(actor, period);
      const [{ money, series }, counts] = await Promise.all([moneyAndSeries(profile, window, period), repo.bookingCounts(profile.id, window)]);
      return {
        ...head,
        currency: 'UAH' as const,
        gross: toMajorUnits(money.grossMinor),
        refunds: toMajorUnits(money.refundsMinor),
        commission: toMajorUnits(money.commissionMinor),
        net: toMajorUnits(money.netMinor),
        paymentsCount: money.payments,
        bookedValue: toMajorUnits(counts.completedMinor),
        series,
      };
    },

    async topServices(actor: Actor, period: AnalyticsPeriod) {
      const { profile, window, head } = await context(actor, period);
      const rows = await repo.topServices(profile.id, window);
      return {
        ...head,
        services: rows.map((r) => ({
          serviceId: r.serviceId,
          name: r.name,
          bookings: r.bookings,
          completed: r.completed,
          revenue: toMajorUnits(r.completedMinor),
          averageRating: r.averageRating === null ? null : Math.round(r.averageRating * 100) / 100,
        })),
      };
    },

    async customerInsights(actor: Actor, period: AnalyticsPeriod) {
      const { profile, window, head } = await context(actor, period);
      const [mix, raw] = await Promise.all([repo.customerMix(profile.id, window), repo.customerInsights(profile.id, profile.zone, window)]);
      return {
        ...head,
        customers: mix.customers,
        newCustomers: mix.newCustomers,
        returningCustomers: mix.customers - mix.newCustomers,
        byCity: raw.byCity,
        byWeekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, bookings: raw.byWeekday.get(weekday) ?? 0 })),
        byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, bookings: raw.byHour.get(hour) ?? 0 })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
