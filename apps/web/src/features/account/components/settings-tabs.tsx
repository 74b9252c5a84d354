import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { TabRow } from '@/components/ui/tab-row';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { TAB_PARAM, tabFromSearch, type SettingsTab } from '../model/settings-tabs';

export interface TabDefinition<T extends SettingsTab> {
  id: T;
  label: string;
  icon: LucideIcon;
  render: () => ReactNode;
}

interface SettingsTabsProps<T extends SettingsTab> {
  label: string;
  tabs: ReadonlyArray<TabDefinition<T>>;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list (roving
 * tabindex), arrow keys, Home and End move between tabs. The open tab is `?tab=…` in the URL;
 * a tab change replaces the history entry, so Back leaves the settings page.
 * Vertical list beside the panel on large screens; above it on smaller ones, a row that wraps
 * onto more lines (TabRow) so no tab is cut off at the edge (issue #26).
 */
export const SettingsTabs = <T extends SettingsTab>({ label, tabs }: SettingsTabsProps<T>) => {
  const baseId = useId();
  const vertical = useBreakpoint() === 'desktop';
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = tabs.map((tab) => tab.id);
  const selected = tabFromSearch(ids, searchParams);
  const tabRefs = useRef(new Map<T, HTMLButtonElement | null>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  const select = (id: T, focus = false) => {
    if (focus) tabRefs.current.get(id)?.focus();
    if (id === selected) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === ids[0]) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ids.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: ids.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ids[(target + ids.length) % ids.length];
    if (next) select(next, true);
  };

  const current = tabs.find((tab) => tab.id === selected);

  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
      <TabRow label={label} orientation={vertical ? 'vertical' : 'horizontal'} onKeyDown={onKeyDown} className="lg:sticky lg:top-24 lg:flex-col lg:flex-nowrap">
        {tabs.map(({ id, label: tabLabel, icon: Icon }) => {
          const isSelected = id === selected;
          return (
            <button
              key={id}
              ref={(node) => {
                tabRefs.current.set(id, node);
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={isSelected}
              aria-controls={panelId(id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(id)}
              className={cn(
                'flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:w-full lg:text-left',
                isSelected
                  ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>{tabLabel}</span>
            </button>
          );
        })}
      </TabRow>
      {current && (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0} className="min-w-0 space-y-6 rounded-2xl outline-offset-4">
          {current.render()}
        </div>
      )}
    </div>
  );
};
