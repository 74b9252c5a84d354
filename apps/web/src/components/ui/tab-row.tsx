import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from './cn';

interface TabRowProps {
  /** The tab list's accessible name. */
  label: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  children: ReactNode;
}

/** The WAI-ARIA attributes of one tab (roving tabindex: only the selected tab is a tab stop). */
export const tabAttributes = ({ id, panelId, selected, onSelect }: { id: string; panelId: string; selected: boolean; onSelect: () => void }) =>
  ({ type: 'button', role: 'tab', id, 'aria-selected': selected, 'aria-controls': panelId, tabIndex: selected ? 0 : -1, onClick: onSelect }) as const;

/**
 * The row of a tab list with more tabs than a phone or a tablet fits (the admin console's
 * sections, the settings' tabs): the tabs wrap onto a second line instead of scrolling out of
 * sight, so every tab is visible at any width and nothing hints at a hidden scroll (issue #26).
 */
export const TabRow = ({ label, onKeyDown, orientation = 'horizontal', className, children }: TabRowProps) => (
  <div role="tablist" aria-label={label} aria-orientation={orientation} onKeyDown={onKeyDown} className={cn('flex flex-wrap gap-1', className)}>
    {children}
  </div>
);
