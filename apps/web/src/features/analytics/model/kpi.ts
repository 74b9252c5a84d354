/**
 * The figures of the specialist's stats (spec section 3) as people read them. A figure the
 * server could not compute (null: no reviews, no answered requests, no views…) reads "—" and
 * carries a hint saying why; it never reads 0, which would be a claim.
 */
import type { SpecialistAnalytics } from '@vizyt/contracts';
import { formatPrice, moneyLocale } from '@/lib/money';

export const NO_VALUE = '—';

export type KpiKind = 'count' | 'money' | 'rating' | 'minutes' | 'share';

export const KPI_KEYS = [
  'bookingsTotal',
  'bookingsCompleted',
  'bookingsCancelled',
  'bookingsNoShow',
  'bookingsThisMonth',
  'revenueGross',
  'revenueNet',
  'revenueThisMonth',
  'averageRating',
  'responseTime',
  'completionRate',
  'conversionRate',
  'repeatClients',
  'punctuality',
  'profileViews',
  'favoriteCount',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

export interface Kpi {
  key: KpiKey;
  kind: KpiKind;
  value: number | null;
}

const KINDS: Record<KpiKey, KpiKind> = {
  bookingsTotal: 'count',
  bookingsCompleted: 'count',
  bookingsCancelled: 'count',
  bookingsNoShow: 'count',
  bookingsThisMonth: 'count',
  revenueGross: 'money',
  revenueNet: 'money',
  revenueThisMonth: 'money',
  averageRating: 'rating',
  responseTime: 'minutes',
  completionRate: 'share',
  conversionRate: 'share',
  repeatClients: 'share',
  punctuality: 'share',
  profileViews: 'count',
  favoriteCount: 'count',
};

const valueOf = (a: SpecialistAnalytics, key: KpiKey): number | null => {
  switch (key) {
    case 'bookingsTotal':
      return a.bookings.total;
    case 'bookingsCompleted':
      return a.bookings.completed;
    case 'bookingsCancelled':
      return a.bookings.cancelled;
    case 'bookingsNoShow':
      return a.bookings.noShow;
    case 'bookingsThisMonth':
      return a.bookings.thisMonth;
    case 'revenueGross':
      return a.revenue.gross;
    case 'revenueNet':
      return a.revenue.net;
    case 'revenueThisMonth':
      return a.revenue.thisMonth;
    case 'averageRating':
      return a.averageRating;
    case 'responseTime':
      return a.responseTimeMinutes;
    case 'completionRate':
      return a.completionRate;
    case 'conversionRate':
      return a.conversionRate;
    case 'repeatClients':
      return a.repeatClients;
    case 'punctuality':
      return a.punctuality;
    case 'profileViews':
      return a.profileViews;
    case 'favoriteCount':
      return a.favoriteCount;
  }
};

/** The figures named by `keys`, in that order. */
export const kpisOf = (analytics: SpecialistAnalytics, keys: readonly KpiKey[]): Kpi[] => keys.map((key) => ({ key, kind: KINDS[key], value: valueOf(analytics, key) }));

const number = (language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(moneyLocale(language), options);

/**
 * "12", "1 250 ₴" / "₴1,250", "4,8", "25 хв" / "25 min", "1,5 год" / "1.5 hr", "45 %" / "45%";
 * null (and anything not a finite number) → "—". Money is hryvnia (the API's major units),
 * shown in hryvnia: these are what the specialist earned, not a converted display price.
 */
export const formatKpi = (kind: KpiKind, value: number | null | undefined, language: string): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  switch (kind) {
    case 'count':
      return number(language, { maximumFractionDigits: 0 }).format(value);
    case 'money':
      return value < 0 ? `−${formatPrice(-value, 'UAH', language)}` : formatPrice(value, 'UAH', language);
    case 'rating':
      return number(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value);
    case 'share':
      return number(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'minutes': {
      const unit = (u: 'minute' | 'hour' | 'day', v: number) => number(language, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: u === 'minute' ? 0 : 1 }).format(v);
      if (value < 60) return unit('minute', Math.round(value));
      if (value < 24 * 60) return unit('hour', value / 60);
      return unit('day', value / (24 * 60));
    }
  }
};
