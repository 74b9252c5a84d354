import type { AdminStats } from '@vizyt/contracts';
import { moneyLocale } from '@/lib/money';

export type SeriesMetric = 'newUsers' | 'bookings' | 'paid';

export interface LabelledPoint {
  key: string;
  label: string;
  longLabel: string;
  value: number;
}

/**
 * One chart's points from the stats' series: a day ('2026-11-03') is labelled "3 лист." and
 * read "3 листопада 2026 р."; a month ('2026-11', the year's series) "лист." and "листопад 2026 р.".
 * The dates are calendar dates already (Kyiv's), so they are formatted in UTC, unshifted.
 */
export const seriesPoints = (series: AdminStats['series'], metric: SeriesMetric, language: string): LabelledPoint[] => {
  const locale = moneyLocale(language);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLong = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return series.map((point) => {
    const isMonth = /^\d{4}-\d{2}$/.test(point.date);
    const at = new Date(`${isMonth ? `${point.date}-01` : point.date}T00:00:00Z`);
    return {
      key: point.date,
      label: (isMonth ? month : day).format(at),
      longLabel: (isMonth ? monthLong : dayLong).format(at),
      value: point[metric],
    };
  });
};
