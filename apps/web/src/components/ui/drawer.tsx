import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { trapTabKey } from '@/components/ui/focus-trap';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name ("Main navigation"). */
  label: string;
  /** The close button's accessible name ("Close menu"). */
  closeLabel: string;
  /** The edge it slides in from: the side of the button that opens it. */
  side?: 'left' | 'right';
  /** For the opening button's aria-controls. */
  id?: string;
  children: ReactNode;
}

/**
 * The slide-in menu of small screens (the guest header's and the dashboards'), a modal dialog:
 * focus moves to its close button and stays inside (Tab wraps), Escape, the backdrop and any
 * link inside close it, the page behind neither scrolls nor takes focus (inert), and focus
 * returns to the button that opened it. Closing on navigation and on leaving the small-screen
 * width is the owner's part (`useMobileMenu`).
 */
export const Drawer = ({ open, onClose, label, closeLabel, side = 'left', id, children }: DrawerProps) => {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useBodyScrollLock(open);

  // Before paint: the rest of the page goes inert and focus moves in; on close both come back.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = rootRef.current;
    const madeInert = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== root && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    closeRef.current?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      // Back to the opener unless something else took focus meanwhile (focus is on <body> once the drawer is gone).
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || root?.contains(active))) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    trapTabKey(event, panelRef.current);
  };

  // A followed link leaves the menu, also when it points at the page already shown.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onCloseRef.current();
  };

  return createPortal(
    <div ref={rootRef} className="fixed inset-0 z-50" onKeyDown={onKeyDown}>
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-slate-950/50" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onClickCapture={onClickCapture}
        className={cn(
          'absolute inset-y-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto overscroll-contain bg-white shadow-xl outline-none dark:bg-slate-900',
          side === 'left' ? 'left-0 animate-slide-in' : 'right-0 animate-slide-in-right',
        )}
      >
        <button ref={closeRef} type="button" onClick={() => onCloseRef.current()} aria-label={closeLabel} className={buttonClasses('ghost', 'icon', 'absolute top-3 right-2 z-10')}>
          <X aria-hidden="true" className="size-5" />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
};
