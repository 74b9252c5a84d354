import { useTranslation } from 'react-i18next';
import { EARNINGS_PERIODS } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import type { EarningsPeriod } from '../api/earnings-api';

/** Week, month, quarter, year, all time: toggle buttons (the pressed one is the period shown). */
export const PeriodSwitch = ({ value, onChange }: { value: EarningsPeriod; onChange: (period: EarningsPeriod) => void }) => {
  const { t } = useTranslation('earnings');
  return (
    <div
      role="group"
      aria-label={t('period.label')}
      className="grid w-full grid-cols-5 rounded-lg border border-slate-300 bg-white p-0.5 @xl:inline-grid @xl:w-auto dark:border-slate-700 dark:bg-slate-900"
    >
      {EARNINGS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className={cn(
            // Five labels share a phone's width: small type that may wrap ("Увесь / час") rather than be cut.
            'h-10 min-w-0 rounded-md px-1 text-xs leading-tight font-medium @sm:px-2 @sm:text-sm @xl:px-3',
            period === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {t(`period.${period}`)}
        </button>
      ))}
    </div>
  );
};
