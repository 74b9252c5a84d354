/** A chart's hover card: the point's full label, then one "name: value" line per series. */
export const ChartTooltipCard = ({ title, rows }: { title: string; rows: ReadonlyArray<{ name: string; value: string }> }) => (
  <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
    <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
    {rows.map((row) => (
      <p key={row.name} className="text-slate-600 dark:text-slate-300">
        {row.name}: <span className="font-medium tabular-nums">{row.value}</span>
      </p>
    ))}
  </div>
);
