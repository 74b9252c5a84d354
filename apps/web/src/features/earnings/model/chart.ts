import type { Earnings } from '@vizyt/contracts';
import { formatMoney, monthLabel, monthLongLabel } from './format';

/** The chart's points: each month labelled (with the year when the months span more than one) and its amounts written out. */
export const chartPoints = (byMonth: Earnings['byMonth'], currency: Earnings['currency'], language: string) => {
  const years = new Set(byMonth.map((m) => m.month.slice(0, 4)));
  return byMonth.map((m) => ({
    ...m,
    label: monthLabel(m.month, language, years.size > 1),
    longLabel: monthLongLabel(m.month, language),
    grossText: formatMoney(m.gross, currency, language),
    netText: formatMoney(m.net, currency, language),
  }));
};
