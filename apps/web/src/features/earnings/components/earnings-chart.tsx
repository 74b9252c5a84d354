/**
 * Gross and net by month as bars (recharts). Loaded on its own (React.lazy from the page), so the
 * tiles show while the charting code downloads and nothing outside this page ever carries it.
 * It takes its points already labelled and formatted (model/chart.ts) and imports nothing of the
 * page's chunk, so that chunk loads as a plain module. The same numbers are in a table for screen
 * readers.
 */
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTheme } from '@/hooks/use-theme';

/** One month: its labels, amounts, and the amounts as people read them. */
export interface ChartPoint {
  month: string;
  label: string;
  longLabel: string;
  gross: number;
  net: number;
  grossText: string;
  netText: string;
}

const PALETTE = {
  // brand-300 / brand-600 on white, brand-800 / brand-400 on slate-900 (styles/index.css); slate for the frame.
  light: { gross: 'oklch(0.809 0.105 251)', net: 'oklch(0.54 0.2 259)', grid: '#e2e8f0', axis: '#64748b', cursor: '#f1f5f9' },
  dark: { gross: 'oklch(0.4 0.14 259)', net: 'oklch(0.707 0.165 254)', grid: '#1e293b', axis: '#94a3b8', cursor: '#1e293b' },
} as const;

const ChartTooltip = ({ active, payload }: TooltipContentProps) => {
  const { t } = useTranslation('earnings');
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <p className="font-semibold text-slate-900 dark:text-white">{point.longLabel}</p>
      <p className="text-slate-600 dark:text-slate-300">
        {t('chart.gross')}: <span className="font-medium tabular-nums">{point.grossText}</span>
      </p>
      <p className="text-slate-600 dark:text-slate-300">
        {t('chart.net')}: <span className="font-medium tabular-nums">{point.netText}</span>
      </p>
    </div>
  );
};

export const EarningsChart = ({ points, formatTick }: { points: ChartPoint[]; formatTick: (amount: number) => string }) => {
  const { t } = useTranslation('earnings');
  const { theme } = useTheme();
  const colors = PALETTE[theme];

  return (
    <div>
      <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
        <li className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm" style={{ background: colors.gross }} />
          {t('chart.gross')}
        </li>
        <li className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm" style={{ background: colors.net }} />
          {t('chart.net')}
        </li>
      </ul>
      <div aria-hidden="true" data-testid="earnings-chart">
        <BarChart responsive accessibilityLayer={false} data={points} style={{ width: '100%', height: 260 }} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} barGap={2}>
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: colors.grid }} tick={{ fill: colors.axis, fontSize: 12 }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis tickLine={false} axisLine={false} tick={{ fill: colors.axis, fontSize: 12 }} tickFormatter={formatTick} width="auto" />
          <Tooltip cursor={{ fill: colors.cursor, stroke: 'none' }} content={(props) => <ChartTooltip {...props} />} />
          <Bar dataKey="gross" name={t('chart.gross')} fill={colors.gross} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          <Bar dataKey="net" name={t('chart.net')} fill={colors.net} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </div>
      {/* Hidden in a <div>: a table given `sr-only` itself keeps its width and scrolls a phone sideways. */}
      <div className="sr-only">
      <table>
        <caption>{t('chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.month')}</th>
            <th scope="col">{t('chart.gross')}</th>
            <th scope="col">{t('chart.net')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{point.longLabel}</th>
              <td>{point.grossText}</td>
              <td>{point.netText}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
};
