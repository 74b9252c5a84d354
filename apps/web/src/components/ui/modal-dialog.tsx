import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/components/ui/cn';
import { FOCUSABLE, trapTabKey } from '@/components/ui/focus-trap';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';

interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Read as the dialog's description. */
  description?: ReactNode;
  onClose: () => void;
  /** While true, Escape and the backdrop do not close (a request is running). */
  busy?: boolean;
  /** Gets focus on open (else the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  tone?: 'default' | 'danger';
  icon?: ReactNode;
  /** A form-sized panel rather than a confirmation-sized one. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * Modal dialog (WAI-ARIA dialog pattern): labelled by its title and described by its text,
 * focus moves in on open and stays inside (Tab wraps), Escape closes, focus returns to what
 * opened it, and the page behind neither scrolls nor reacts.
 */
export const ModalDialog = ({ open, title, description, onClose, busy = false, initialFocus, tone = 'default', icon, wide = false, children }: ModalDialogProps) => {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current;
    target?.focus();
    return () => opener?.focus();
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCloseRef.current();
      return;
    }
    trapTabKey(event, panelRef.current);
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4" onKeyDown={onKeyDown}>
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-slate-950/60" onClick={() => !busy && onCloseRef.current()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        className={cn(
          'relative max-h-[92dvh] w-full animate-fade-in overflow-y-auto rounded-t-2xl border bg-white p-5 shadow-2xl outline-none sm:rounded-2xl', wide ? 'sm:max-w-2xl' : 'sm:max-w-lg', 'sm:p-6 dark:bg-slate-900',
          tone === 'danger' ? 'border-red-200 dark:border-red-900/70' : 'border-slate-200 dark:border-slate-700',
        )}
      >
        <div className="flex items-start gap-3">
          {icon}
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {description && (
              <div id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {description}
              </div>
            )}
          </div>
        </div>
        <div className="mt-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
};
