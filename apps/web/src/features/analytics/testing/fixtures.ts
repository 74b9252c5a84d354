import type { SpecialistAnalytics } from '@vizyt/contracts';
import type { CustomerInsights, TopServices } from '../api/analytics-api';

const WINDOW = { period: 'month', timezone: 'Europe/Kyiv', from: '2026-10-31T22:00:00.000Z', to: '2026-11-30T22:00:00.000Z' } as const;

/** November 2026 of a busy specialist: three days with bookings, money on two. */
export const buildAnalytics = (overrides: Partial<SpecialistAnalytics> = {}): SpecialistAnalytics => ({
  ...WINDOW,
  bookings: { total: 12, completed: 8, cancelled: 2, noShow: 1, thisMonth: 12 },
  revenue: { gross: 4500, commission: 360, net: 4140, thisMonth: 4500, currency: 'UAH' },
  averageRating: 4.75,
  responseTimeMinutes: 25,
  completionRate: 0.727,
  profileViews: 240,
  favoriteCount: 9,
  conversionRate: 0.05,
  repeatClients: 0.4,
  punctuality: 0.9,
  series: Array.from({ length: 30 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, '0')}`;
    const busy = i === 2 ? 5 : i === 9 ? 4 : i === 20 ? 3 : 0;
    return { date, bookings: busy, revenue: i === 2 ? 3000 : i === 9 ? 1500 : 0 };
  }),
  ...overrides,
});

/** A specialist who has nothing yet: every share and average is unknown, every count 0. */
export const buildQuietAnalytics = (): SpecialistAnalytics =>
  buildAnalytics({
    bookings: { total: 0, completed: 0, cancelled: 0, noShow: 0, thisMonth: 0 },
    revenue: { gross: 0, commission: 0, net: 0, thisMonth: 0, currency: 'UAH' },
    averageRating: null,
    responseTimeMinutes: null,
    completionRate: null,
    profileViews: 0,
    favoriteCount: 0,
    conversionRate: null,
    repeatClients: null,
    punctuality: null,
    series: buildAnalytics().series.map((p) => ({ ...p, bookings: 0, revenue: 0 })),
  });

export const buildTopServices = (services: TopServices['services'] = [
  { serviceId: 'svc1', name: 'Manicure', bookings: 7, completed: 5, revenue: 2500, averageRating: 4.8 },
  { serviceId: 'svc2', name: 'Pedicure', bookings: 5, completed: 3, revenue: 2000, averageRating: null },
]): TopServices => ({ ...WINDOW, services });

export const buildInsights = (overrides: Partial<CustomerInsights> = {}): CustomerInsights => ({
  ...WINDOW,
  customers: 10,
  newCustomers: 6,
  returningCustomers: 4,
  byCity: [
    { city: 'Київ', customers: 7 },
    { city: 'unknown', customers: 3 },
  ],
  byWeekday: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, bookings: i === 4 ? 6 : 1 })),
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, bookings: hour === 10 ? 4 : hour === 15 ? 3 : 0 })),
  ...overrides,
});
