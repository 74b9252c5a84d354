import { useId, useState } from 'react';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { RangeCounters } from '../model/calendar';

/** Available, blocked and total slots of the visible period, with what they count. */
export const ScheduleCounters = ({ counters, period }: { counters: RangeCounters; period: string }) => {
  const { t } = useTranslation('schedule');
  const id = useId();
  const [open, setOpen] = useState(false);
  const tiles = [
    { key: 'available', value: counters.available, tone: 'text-emerald-700 dark:text-emerald-300' },
    { key: 'blocked', value: counters.blocked, tone: 'text-red-700 dark:text-red-300' },
    { key: 'total', value: counters.total, tone: 'text-slate-900 dark:text-white' },
  ] as const;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('counters.title', { period })}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-help`}
          aria-label={t('counters.help')}
          title={t('counters.explain')}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-lg bg-slate-50 p-2 text-center dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{t(`counters.${tile.key}`)}</dt>
            <dd data-testid={`counter-${tile.key}`} className={cn('text-2xl font-bold tabular-nums', tile.tone)}>
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      <p id={`${id}-help`} hidden={!open} className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {t('counters.explain')}
      </p>
    </section>
  );
};
