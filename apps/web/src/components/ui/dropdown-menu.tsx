import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

export interface MenuItem {
  key: string;
  label: string;
  icon?: LucideIcon;
  /** A link item… */
  to?: string;
  /** …or an action item. */
  onSelect?: () => void;
  separatorBefore?: boolean;
  tone?: 'default' | 'danger';
}

interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  /** Non-interactive content above the items (e.g. the signed-in name). */
  header?: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  menuClassName?: string;
}

/**
 * Menu button (WAI-ARIA pattern): Enter/Space/ArrowDown open it and focus the first item,
 * ArrowUp/ArrowDown/Home/End move, Escape closes and returns focus, Tab or a click outside closes.
 */
export const DropdownMenu = ({
  label,
  trigger,
  items,
  header,
  align = 'end',
  triggerClassName,
  menuClassName,
}: DropdownMenuProps) => {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | HTMLButtonElement | null>>([]);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) itemRefs.current[target === 'first' ? 0 : items.length - 1]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, items.length]);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const nodes = itemRefs.current.filter((n): n is HTMLAnchorElement | HTMLButtonElement => n !== null);
    const index = nodes.indexOf(document.activeElement as HTMLAnchorElement | HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      nodes[(to + nodes.length) % nodes.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(nodes.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const itemClass = (item: MenuItem) =>
    cn(
      'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none focus-visible:bg-slate-100 hover:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800',
      item.tone === 'danger' ? 'text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-200',
    );

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute z-50 mt-2 w-64 origin-top animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900',
            align === 'end' ? 'right-0' : 'left-0',
            menuClassName,
          )}
        >
          {header && <div className="border-b border-slate-100 px-3 pt-2 pb-2.5 dark:border-slate-800">{header}</div>}
          {items.map((item, i) => {
            const Icon = item.icon;
            const content = (
              <>
                {Icon && <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" />}
                <span className="truncate">{item.label}</span>
              </>
            );
            return (
              <div key={item.key} role="none" className={cn(item.separatorBefore && 'mt-1 border-t border-slate-100 pt-1 dark:border-slate-800')}>
                {item.to ? (
                  <Link
                    ref={(node) => {
                      itemRefs.current[i] = node;
                    }}
                    role="menuitem"
                    tabIndex={-1}
                    to={item.to}
                    className={itemClass(item)}
                    onClick={() => {
                      item.onSelect?.();
                      close(false);
                    }}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    ref={(node) => {
                      itemRefs.current[i] = node;
                    }}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass(item)}
                    onClick={() => {
                      close(true);
                      item.onSelect?.();
                    }}
                  >
                    {content}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
};
