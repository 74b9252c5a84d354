import { Suspense, useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
import { useRecentNotifications } from '../model/use-recent-notifications';
import { NotificationDropdown } from './notification-dropdown';
import { UnreadBadge } from './unread-badge';

interface NotificationBellProps {
  /** "See all": /notifications, or /specialist/notifications for specialists. */
  allPath: string;
  cap?: 9 | 99;
}

/**
 * Header bell (spec section 2): the unread badge ('9+' above 9) and a dropdown with the newest
 * notifications. A disclosure with a non-modal panel: Escape closes it and returns focus, as do
 * a click outside, Tab out of it and any navigation.
 */
export const NotificationBell = ({ allPath, cap = 9 }: NotificationBellProps) => {
  const { t } = useTranslation();
  const { unreadCount } = useRecentNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The panel's texts are their own namespace: fetched now, so opening it never waits.
  useEffect(() => {
    void loadNamespaces(['notifications']);
  }, []);

  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const [seenPlace, setSeenPlace] = useState(place);
  if (seenPlace !== place) {
    setSeenPlace(place);
    if (open) setOpen(false);
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) close(false);
  };

  const label = unreadCount > 0 ? t('notifications.bellLabelUnread', { count: unreadCount }) : t('notifications.bellLabel');

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        data-testid="notification-bell"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className={buttonClasses('ghost', 'icon', 'relative')}
      >
        <Bell aria-hidden="true" className="size-5" />
        <UnreadBadge count={unreadCount} cap={cap} />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('notifications.title')}
          tabIndex={-1}
          // Phones: the screen's width, just under the 4rem header (whichever is the containing block of
          // `fixed`: the header, through its backdrop filter, or the screen); larger screens: under the bell.
          className="fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100dvh-5rem)] origin-top animate-fade-in flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <Suspense
            fallback={
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            }
          >
            <NotificationDropdown allPath={allPath} onClose={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
};
