import { DEFAULT_CURRENCY, toMajorUnits, type AdminStats, type AdminStatsPeriod, type Language } from '@vizyt/contracts';
import type { AdminStatsRepository } from './admin-stats.repository.js';
import { ADMIN_STATS_ZONE, adminStatsWindow, bookingsByStatus, fillSeries, seriesKeys, seriesUnitOf } from './admin-stats.js';

/** GET /admin/stats: the platform's figures over a Kyiv calendar period. */
export function createAdminStatsService(deps: { repo: AdminStatsRepository; now?: () => Date }) {
  const { repo } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async stats(period: AdminStatsPeriod, language: Language): Promise<AdminStats> {
      const w = adminStatsWindow(period, clock());
      const unit = seriesUnitOf(period);
      const [users, bookings, money, queues, categories, cities, series] = await Promise.all([
        repo.users(w),
        repo.bookingsByStatus(w),
        repo.money(w),
        repo.queues(),
        repo.topCategories(w, language),
        repo.topCities(w),
        repo.series(w, unit, ADMIN_STATS_ZONE),
      ]);
      const byType = { CUSTOMER: 0, SPECIALIST: 0, ADMIN: 0 };
      const byStatus = { ACTIVE: 0, PENDING: 0, SUSPENDED: 0 };
      let created = 0;
      for (const u of users) {
        if (u.role in byType) byType[u.role as keyof typeof byType] += u.n;
        if (u.status in byStatus) byStatus[u.status as keyof typeof byStatus] += u.n;
        created += u.created;
      }
      const byBookingStatus = bookingsByStatus(bookings);
      return {
        period,
        timezone: ADMIN_STATS_ZONE,
        from: w.from.toISOString(),
        to: w.to.toISOString(),
        currency: DEFAULT_CURRENCY,
        users: { total: byType.CUSTOMER + byType.SPECIALIST + byType.ADMIN, byType, byStatus, new: created },
        bookings: { total: Object.values(byBookingStatus).reduce((a, b) => a + b, 0), byStatus: byBookingStatus },
        money: { paid: toMajorUnits(money.paidMinor), refunds: toMajorUnits(money.refundsMinor), commission: toMajorUnits(money.commissionMinor) },
        ...queues,
        topCategories: categories.map((c) => ({ id: c.id, name: c.name, bookings: c.bookings, revenue: toMajorUnits(c.revenueMinor) })),
        topCities: cities,
        series: fillSeries(seriesKeys(w, unit), series).map((p) => ({ date: p.date, newUsers: p.newUsers, bookings: p.bookings, paid: toMajorUnits(p.paidMinor) })),
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
