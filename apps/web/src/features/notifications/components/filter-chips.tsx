import { NOTIFICATION_FILTERS, type NotificationFilter } from '@vizyt/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { focusRing } from './styles';

const chipClasses = (pressed: boolean) =>
  cn(
    'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
    focusRing,
    pressed
      ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/** All, unread, booking, payment, review, system (spec section 2); a row that scrolls sideways on phones. */
export const FilterChips = ({ active, unreadCount, onChange }: { active: NotificationFilter; unreadCount: number; onChange: (filter: NotificationFilter) => void }) => {
  const { t } = useTranslation('notifications');
  return (
    <div
      role="group"
      aria-label={t('filters.label')}
      className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {NOTIFICATION_FILTERS.map((filter) => (
        <button key={filter} type="button" aria-pressed={filter === active} onClick={() => onChange(filter)} className={chipClasses(filter === active)}>
          {t(`filters.${filter}`)}
          {filter === 'unread' && unreadCount > 0 && (
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                filter === active ? 'bg-white/20' : 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
              )}
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          )}
        </button>
      ))}
    </div>
  );
};
