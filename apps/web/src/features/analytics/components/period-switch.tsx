import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';

/** Week, month, quarter, year: toggle buttons, 44 px tall (a finger on a tablet). */
export const PeriodSwitch = ({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) => {
  const { t } = useTranslation('analytics');
  return (
    <div
      role="group"
      aria-label={t('period.label')}
      className="grid w-full grid-cols-4 rounded-lg border border-slate-300 bg-white p-0.5 @xl:inline-grid @xl:w-auto dark:border-slate-700 dark:bg-slate-900"
    >
      {ANALYTICS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className={cn(
            'h-11 min-w-0 rounded-md px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 @xl:px-4',
            period === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {t(`period.${period}`)}
        </button>
      ))}
    </div>
  );
};
