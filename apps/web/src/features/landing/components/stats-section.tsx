import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Clock, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarketingNumbers } from '../model/use-marketing-numbers';
import { container } from './landing-styles';

interface StatTile {
  key: 'specialists' | 'completed' | 'rating' | 'response';
  value: string;
  icon: LucideIcon;
}

/** Platform figures from spec section 1; the numbers are marketing copy, not live data. */
export function StatsSection() {
  const { t } = useTranslation('landing');
  const numbers = useMarketingNumbers();

  const tiles: StatTile[] = [
    { key: 'specialists', value: t('stats.specialists.value', { value: numbers.integer(10_000) }), icon: Users },
    { key: 'completed', value: t('stats.completed.value', { value: numbers.integer(50_000) }), icon: CircleCheck },
    { key: 'rating', value: t('stats.rating.value', { value: numbers.oneDecimal(4.9) }), icon: Star },
    { key: 'response', value: t('stats.response.value', { value: numbers.integer(2) }), icon: Clock },
  ];

  return (
    <section aria-labelledby="landing-stats-title" className="bg-white py-10 sm:py-12 dark:bg-slate-950">
      <h2 id="landing-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className={`${container} grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4`}>
        {tiles.map(({ key, value, icon: Icon }) => (
          <div
            key={key}
            className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm break-words hyphens-auto text-slate-600 sm:text-base dark:text-slate-300">{t(`stats.${key}.label`)}</dt>
            <dd>
              <span className="mb-3 inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700 sm:size-11 dark:bg-brand-500/15 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="block text-2xl font-bold tracking-tight whitespace-nowrap text-slate-900 tabular-nums sm:text-3xl dark:text-white">
                {value}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
