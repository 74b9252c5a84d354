import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { FAVORITES_TABS, type FavoritesTab } from '../model/favorites-tabs';
import { focusRing } from './styles';

interface FavoritesTabsProps {
  active: FavoritesTab;
  onChange: (tab: FavoritesTab) => void;
  counts: Partial<Record<FavoritesTab, number>>;
}

export const tabId = (tab: FavoritesTab) => `favorites-tab-${tab}`;
export const panelId = (tab: FavoritesTab) => `favorites-panel-${tab}`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between them. */
export const FavoritesTabs = ({ active, onChange, counts }: FavoritesTabsProps) => {
  const { t } = useTranslation('catalog');
  const refs = useRef<Partial<Record<FavoritesTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FAVORITES_TABS.indexOf(active);
    const last = FAVORITES_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % FAVORITES_TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + FAVORITES_TABS.length) % FAVORITES_TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = FAVORITES_TABS[next] ?? active;
    onChange(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('favorites.tabsLabel')}
      onKeyDown={onKeyDown}
      className="inline-flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:w-auto sm:self-start dark:bg-slate-800"
    >
      {FAVORITES_TABS.map((tab) => {
        const selected = tab === active;
        const count = counts[tab];
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
              'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors sm:flex-none',
              focusRing,
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {t(`favorites.tabs.${tab}`)}
            {count !== undefined && (
              <span className="rounded-full bg-slate-200 px-2 text-xs tabular-nums text-slate-700 dark:bg-slate-700 dark:text-slate-200">{count}</span>
            )}
          </button>
        );
      })}
    </div>
  );
};
