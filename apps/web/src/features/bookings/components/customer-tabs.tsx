import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { CUSTOMER_TABS, type CustomerTab } from '../model/booking-tabs';
import { focusRing } from './styles';

export const tabId = (tab: CustomerTab) => `bookings-tab-${tab}`;
export const panelId = (tab: CustomerTab) => `bookings-panel-${tab}`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between them. */
export const CustomerTabs = ({ active, onChange }: { active: CustomerTab; onChange: (tab: CustomerTab) => void }) => {
  const { t } = useTranslation('bookings');
  const refs = useRef<Partial<Record<CustomerTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CUSTOMER_TABS.indexOf(active);
    const count = CUSTOMER_TABS.length;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % count
      : event.key === 'ArrowLeft' ? (index - 1 + count) % count
      : event.key === 'Home' ? 0
      : event.key === 'End' ? count - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = CUSTOMER_TABS[next] ?? active;
    onChange(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('customer.tabsLabel')}
      onKeyDown={onKeyDown}
      className="flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto sm:self-start dark:bg-slate-800"
    >
      {CUSTOMER_TABS.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              'inline-flex h-10 min-w-0 flex-1 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors sm:flex-none sm:px-4',
              focusRing,
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <span className="truncate">{t(`customer.tabs.${tab}`)}</span>
          </button>
        );
      })}
    </div>
  );
};
