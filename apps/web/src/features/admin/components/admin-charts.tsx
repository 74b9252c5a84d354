/**
 * The console's charts (recharts), loaded on their own (React.lazy from the analytics tab) so
 * the figures show while the charting code downloads. Each chart is hidden from screen readers;
 * the tab shows the same numbers in tables.
 */
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTheme } from '@/hooks/use-theme';

export interface ChartPoint {
  key: string;
  label: string;
  longLabel: string;
  value: number;
  valueText: string;
}

const PALETTE = {
  light: { bar: 'oklch(0.54 0.2 259)', second: '#7c3aed', area: '#059669', areaFill: '#a7f3d0', grid: '#e2e8f0', axis: '#64748b', cursor: '#f1f5f9' },
  dark: { bar: 'oklch(0.707 0.165 254)', second: '#a78bfa', area: '#34d399', areaFill: '#065f46', grid: '#1e293b', axis: '#94a3b8', cursor: '#1e293b' },
} as const;

const axisTick = (color: string) => ({ fill: color, fontSize: 12 });
const integer = (value: number) => (Number.isInteger(value) ? String(value) : '');

const tooltipOf =
  (name: string) =>
  ({ active, payload }: TooltipContentProps) => {
    const point = payload?.[0]?.payload as ChartPoint | undefined;
    if (!active || !point) return null;
    return (
      <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="font-semibold text-slate-900 dark:text-white">{point.longLabel}</p>
        <p className="text-slate-600 dark:text-slate-300">
          {name}: <span className="font-medium tabular-nums">{point.valueText}</span>
        </p>
      </div>
    );
  };

/** Counts per day or month as bars. */
export const CountBars = ({ points, name, testId, tone = 'bar' }: { points: ChartPoint[]; name: string; testId: string; tone?: 'bar' | 'second' }) => {
  const colors = PALETTE[useTheme().theme];
  return (
    <div aria-hidden="true" data-testid={testId}>
      <BarChart responsive accessibilityLayer={false} data={points} style={{ width: '100%', height: 200 }} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: colors.grid }} tick={axisTick(colors.axis)} interval="preserveStartEnd" minTickGap={6} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={axisTick(colors.axis)} tickFormatter={integer} width={32} />
        <Tooltip cursor={{ fill: colors.cursor, stroke: 'none' }} content={tooltipOf(name)} />
        <Bar dataKey="value" fill={colors[tone]} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      </BarChart>
    </div>
  );
};

/** Money per day or month as an area. */
export const MoneyArea = ({ points, name, testId, formatTick }: { points: ChartPoint[]; name: string; testId: string; formatTick: (value: number) => string }) => {
  const colors = PALETTE[useTheme().theme];
  return (
    <div aria-hidden="true" data-testid={testId}>
      <AreaChart responsive accessibilityLayer={false} data={points} style={{ width: '100%', height: 200 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: colors.grid }} tick={axisTick(colors.axis)} interval="preserveStartEnd" minTickGap={6} />
        <YAxis tickLine={false} axisLine={false} tick={axisTick(colors.axis)} tickFormatter={formatTick} width="auto" />
        <Tooltip cursor={{ stroke: colors.axis }} content={tooltipOf(name)} />
        <Area type="linear" dataKey="value" stroke={colors.area} strokeWidth={2} fill={colors.areaFill} fillOpacity={0.6} isAnimationActive={false} />
      </AreaChart>
    </div>
  );
};
