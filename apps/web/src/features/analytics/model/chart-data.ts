/**
 * The charts' points, labelled and formatted here so the chart module (recharts, its own chunk)
 * only draws. Dates of the series are local dates of the specialist's zone (YYYY-MM-DD): they are
 * read as calendar dates (UTC noon), never shifted by the viewer's zone.
 */
import type { AnalyticsPeriod, SpecialistAnalytics } from '@vizyt/contracts';
import { moneyLocale } from '@/lib/money';
import type { CustomerInsights } from '../api/analytics-api';
import { formatKpi } from './kpi';

export interface SeriesPoint {
  date: string;
  /** Axis tick: "пн", "12", "3 лист.", "лист.". */
  label: string;
  /** Tooltip and table row: "понеділок, 3 листопада 2026 р.", "тиждень від 3 листопада", "листопад 2026 р.". */
  longLabel: string;
  bookings: number;
  revenue: number;
  revenueText: string;
}

export interface BarPoint {
  key: string;
  label: string;
  longLabel: string;
  bookings: number;
}

const dateOf = (iso: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : null;
};

const fmt = (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(moneyLocale(language), { ...options, timeZone: 'UTC' });

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export const seriesLabel = (iso: string, period: AnalyticsPeriod, language: string): string => {
  const date = dateOf(iso);
  if (!date) return iso;
  switch (period) {
    case 'week':
      return fmt(language, { weekday: 'short' }).format(date);
    case 'month':
      return fmt(language, { day: 'numeric' }).format(date);
    case 'quarter':
      return fmt(language, { day: 'numeric', month: 'short' }).format(date);
    case 'year':
      return fmt(language, { month: 'short' }).format(date);
  }
};

export const seriesLongLabel = (iso: string, period: AnalyticsPeriod, language: string): string => {
  const date = dateOf(iso);
  if (!date) return iso;
  if (period === 'year') return capitalize(fmt(language, { month: 'long', year: 'numeric' }).format(date));
  const day = capitalize(fmt(language, { ...(period === 'quarter' ? {} : { weekday: 'long' as const }), day: 'numeric', month: 'long', year: 'numeric' }).format(date));
  return day;
};

export const seriesPoints = (analytics: Pick<SpecialistAnalytics, 'period' | 'series'>, language: string): SeriesPoint[] =>
  analytics.series.map((point) => ({
    ...point,
    label: seriesLabel(point.date, analytics.period, language),
    longLabel: seriesLongLabel(point.date, analytics.period, language),
    revenueText: formatKpi('money', point.revenue, language),
  }));

/** ISO weekday 1 (Monday)…7 as a date: 2024-01-01 was a Monday. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday, 12));

export const weekdayPoints = (byWeekday: CustomerInsights['byWeekday'], language: string): BarPoint[] =>
  [...byWeekday]
    .sort((a, b) => a.weekday - b.weekday)
    .map(({ weekday, bookings }) => ({
      key: String(weekday),
      label: fmt(language, { weekday: 'short' }).format(weekdayDate(weekday)),
      longLabel: capitalize(fmt(language, { weekday: 'long' }).format(weekdayDate(weekday))),
      bookings,
    }));

const pad = (hour: number) => String(hour).padStart(2, '0');

export const hourPoints = (byHour: CustomerInsights['byHour']): BarPoint[] =>
  [...byHour]
    .sort((a, b) => a.hour - b.hour)
    .map(({ hour, bookings }) => ({ key: String(hour), label: pad(hour), longLabel: `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`, bookings }));
