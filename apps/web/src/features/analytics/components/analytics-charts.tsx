/**
 * The analytics charts (recharts). Loaded on their own (React.lazy from the page), so the
 * figures show while the charting code downloads and no other page ever carries it. Points
 * arrive labelled and formatted (model/chart-data.ts). Each chart is hidden from screen readers
 * and followed by a table of the same numbers.
 */
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTheme } from '@/hooks/use-theme';
import type { BarPoint, SeriesPoint } from '../model/chart-data';

// brand-600 / brand-400 and emerald on white / slate-900 (styles/index.css); slate for the frame.
const PALETTE = {
  light: { bookings: 'oklch(0.54 0.2 259)', revenue: '#059669', revenueFill: '#a7f3d0', grid: '#e2e8f0', axis: '#64748b', cursor: '#f1f5f9' },
  dark: { bookings: 'oklch(0.707 0.165 254)', revenue: '#34d399', revenueFill: '#065f46', grid: '#1e293b', axis: '#94a3b8', cursor: '#1e293b' },
} as const;

const usePalette = () => PALETTE[useTheme().theme];

const TooltipBox = ({ title, lines }: { title: string; lines: Array<[string, string]> }) => (
  <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
    <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
    {lines.map(([label, value]) => (
      <p key={label} className="text-slate-600 dark:text-slate-300">
        {label}: <span className="font-medium tabular-nums">{value}</span>
      </p>
    ))}
  </div>
);

// The chart is hidden from assistive technology (and has no keyboard layer); this table says the
// same. It sits in a visually hidden <div>: a table given `sr-only` itself still lays out at its
// full width and scrolled the page sideways on phones (issue #26).
const SrTable = ({ caption, headers, rows }: { caption: string; headers: string[]; rows: Array<{ key: string; cells: string[] }> }) => (
  <div className="sr-only">
  <table>
    <caption>{caption}</caption>
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map(({ key, cells: [first, ...rest] }) => (
        <tr key={key}>
          <th scope="row">{first}</th>
          {rest.map((cell, index) => (
            <td key={index}>{cell}</td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
  </div>
);

const axisTick = (color: string) => ({ fill: color, fontSize: 12 });
const integer = (value: number) => (Number.isInteger(value) ? String(value) : '');

/** Bookings per bucket (bars) and revenue per bucket (area), one above the other. */
export const SeriesCharts = ({ points, formatTick }: { points: SeriesPoint[]; formatTick: (amount: number) => string }) => {
  const { t } = useTranslation('analytics');
  const colors = usePalette();
  const bookingsTooltip = ({ active, payload }: TooltipContentProps) => {
    const point = payload?.[0]?.payload as SeriesPoint | undefined;
    return active && point ? <TooltipBox title={point.longLabel} lines={[[t('series.bookings'), String(point.bookings)]]} /> : null;
  };
  const revenueTooltip = ({ active, payload }: TooltipContentProps) => {
    const point = payload?.[0]?.payload as SeriesPoint | undefined;
    return active && point ? <TooltipBox title={point.longLabel} lines={[[t('series.revenue'), point.revenueText]]} /> : null;
  };
  return (
    <div className="grid gap-6 @4xl:grid-cols-2">
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('series.bookings')}</figcaption>
        <div aria-hidden="true" data-testid="chart-bookings">
          <BarChart responsive accessibilityLayer={false} data={points} style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colors.grid} />
            <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: colors.grid }} tick={axisTick(colors.axis)} interval="preserveStartEnd" minTickGap={6} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={axisTick(colors.axis)} tickFormatter={integer} width="auto" />
            <Tooltip cursor={{ fill: colors.cursor, stroke: 'none' }} content={bookingsTooltip} />
            <Bar dataKey="bookings" fill={colors.bookings} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          </BarChart>
        </div>
      </figure>
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('series.revenue')}</figcaption>
        <div aria-hidden="true" data-testid="chart-revenue">
          <AreaChart responsive accessibilityLayer={false} data={points} style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colors.grid} />
            <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: colors.grid }} tick={axisTick(colors.axis)} interval="preserveStartEnd" minTickGap={6} />
            <YAxis tickLine={false} axisLine={false} tick={axisTick(colors.axis)} tickFormatter={formatTick} width="auto" />
            <Tooltip cursor={{ stroke: colors.axis }} content={revenueTooltip} />
            <Area type="linear" dataKey="revenue" stroke={colors.revenue} strokeWidth={2} fill={colors.revenueFill} fillOpacity={0.6} isAnimationActive={false} />
          </AreaChart>
        </div>
      </figure>
      <SrTable
        caption={t('series.tableCaption')}
        headers={[t('series.date'), t('series.bookings'), t('series.revenue')]}
        rows={points.map((p) => ({ key: p.date, cells: [p.longLabel, String(p.bookings), p.revenueText] }))}
      />
    </div>
  );
};

/** Bookings per category (a weekday, an hour, a service), as vertical bars, or horizontal bars for long names. */
export const BookingsBars = ({
  points,
  caption,
  categoryHeader,
  testId,
  horizontal = false,
  withTable = true,
}: {
  points: BarPoint[];
  caption: string;
  categoryHeader: string;
  testId: string;
  horizontal?: boolean;
  /** false: the page shows the same numbers in a table of its own. */
  withTable?: boolean;
}) => {
  const { t } = useTranslation('analytics');
  const colors = usePalette();
  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const point = payload?.[0]?.payload as BarPoint | undefined;
    return active && point ? <TooltipBox title={point.longLabel} lines={[[t('series.bookings'), String(point.bookings)]]} /> : null;
  };
  const height = horizontal ? Math.max(120, points.length * 40 + 24) : 200;
  return (
    <div className="min-w-0">
      <div aria-hidden="true" data-testid={testId}>
        {horizontal ? (
          <BarChart responsive accessibilityLayer={false} layout="vertical" data={points} style={{ width: '100%', height }} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid horizontal={false} stroke={colors.grid} />
            <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} tick={axisTick(colors.axis)} tickFormatter={integer} />
            <YAxis type="category" dataKey="label" tickLine={false} axisLine={false} tick={axisTick(colors.axis)} width={120} />
            <Tooltip cursor={{ fill: colors.cursor, stroke: 'none' }} content={tooltip} />
            <Bar dataKey="bookings" fill={colors.bookings} radius={[0, 4, 4, 0]} maxBarSize={24} isAnimationActive={false} />
          </BarChart>
        ) : (
          <BarChart responsive accessibilityLayer={false} data={points} style={{ width: '100%', height }} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colors.grid} />
            <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: colors.grid }} tick={axisTick(colors.axis)} interval="preserveStartEnd" minTickGap={4} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={axisTick(colors.axis)} tickFormatter={integer} width="auto" />
            <Tooltip cursor={{ fill: colors.cursor, stroke: 'none' }} content={tooltip} />
            <Bar dataKey="bookings" fill={colors.bookings} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          </BarChart>
        )}
      </div>
      {withTable && <SrTable caption={caption} headers={[categoryHeader, t('series.bookings')]} rows={points.map((p) => ({ key: p.key, cells: [p.longLabel, String(p.bookings)] }))} />}
    </div>
  );
};
