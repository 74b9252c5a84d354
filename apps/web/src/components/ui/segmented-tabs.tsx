import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';

/** The ids that tie a tab to its panel: `<div role="tabpanel" id={tabPanelId(prefix, tab)} aria-labelledby={tabButtonId(prefix, tab)}>`. */
export const tabButtonId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const tabPanelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;

interface SegmentedTabsProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tab and panel ids (see tabButtonId / tabPanelId). */
  idPrefix: string;
  renderTab: (tab: T) => ReactNode;
}

/**
 * Keyboard of WAI-ARIA tabs with automatic activation: arrows, Home and End choose and focus
 * the next tab. Put `onKeyDown` on the tablist and `ref={refOf(tab)}` on each tab button.
 */
export function useTabsKeyboard<T extends string>(tabs: readonly T[], active: T, onChange: (tab: T) => void) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(active);
    const count = tabs.length;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % count
      : event.key === 'ArrowLeft' ? (index - 1 + count) % count
      : event.key === 'Home' ? 0
      : event.key === 'End' ? count - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next] ?? active;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  const refOf = (tab: T) => (node: HTMLButtonElement | null) => {
    refs.current[tab] = node;
  };
  return { onKeyDown, refOf };
}

/** WAI-ARIA tabs with automatic activation, drawn as a segmented control: arrows, Home and End move between them. */
export function SegmentedTabs<T extends string>({ tabs, active, onChange, label, idPrefix, renderTab }: SegmentedTabsProps<T>) {
  const { onKeyDown, refOf } = useTabsKeyboard(tabs, active, onChange);

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto sm:self-start dark:bg-slate-800"
    >
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={refOf(tab)}
            type="button"
            role="tab"
            id={tabButtonId(idPrefix, tab)}
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix, tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              'inline-flex h-10 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors sm:flex-none sm:px-4',
              focusRing,
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {renderTab(tab)}
          </button>
        );
      })}
    </div>
  );
}
