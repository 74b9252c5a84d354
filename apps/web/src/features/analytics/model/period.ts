import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@vizyt/contracts';

export const DEFAULT_PERIOD: AnalyticsPeriod = 'month';

export const isAnalyticsPeriod = (value: string | null | undefined): value is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly string[]).includes(value ?? '');

/** `?period=` of the URL; anything else (missing, misspelt) is the default month. */
export const periodFromParams = (params: URLSearchParams): AnalyticsPeriod => {
  const value = params.get('period');
  return isAnalyticsPeriod(value) ? value : DEFAULT_PERIOD;
};

/** The URL's query for a period: the default leaves it out, other parameters stay. */
export const paramsWithPeriod = (params: URLSearchParams, period: AnalyticsPeriod): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (period === DEFAULT_PERIOD) next.delete('period');
  else next.set('period', period);
  return next;
};
