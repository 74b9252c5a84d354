import { BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { NOTIFICATIONS_DROPDOWN_MAX } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { useMarkAllNotificationsReadMutation } from '../api/notifications-api';
import { notificationErrorText } from '../model/api-error';
import { useOpenNotification } from '../model/use-open-notification';
import { useRecentNotifications } from '../model/use-recent-notifications';
import { NotificationIcon, RelativeTime, UnreadDot } from './notification-parts';

/** Inside the bell's panel: the newest 10 (spec section 9), mark all read, and the way to all of them. */
export const NotificationDropdown = ({ allPath, onClose }: { allPath: string; onClose: (returnFocus: boolean) => void }) => {
  const { t } = useTranslation('notifications');
  const { notifications, unreadCount, isLoading } = useRecentNotifications();
  const openNotification = useOpenNotification();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const now = useNow();
  const shown = notifications.slice(0, NOTIFICATIONS_DROPDOWN_MAX);

  const onMarkAll = () => {
    markAllRead()
      .unwrap()
      .catch((error: unknown) => toast.error(notificationErrorText(t, error, 'errors.markAllRead')));
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('dropdown.title')}</h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">{unreadCount > 0 ? t('dropdown.unread', { count: unreadCount }) : t('dropdown.allRead')}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onMarkAll} disabled={unreadCount === 0 || markingAll.isLoading} className="-mr-2">
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('actions.markAllRead')}
        </Button>
      </div>

      {isLoading ? (
        <div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-5" />
          {t('loading')}
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
            <BellOff aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm font-medium text-slate-900 dark:text-white">{t('empty.all.title')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty.all.body')}</p>
        </div>
      ) : (
        <ul data-testid="notification-dropdown-list" className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto overscroll-contain dark:divide-slate-800">
          {shown.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                data-testid="notification-dropdown-item"
                data-unread={!notification.isRead || undefined}
                onClick={() => {
                  onClose(false);
                  openNotification(notification);
                }}
                className={cn(
                  'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-800/70 dark:focus-visible:bg-slate-800/70',
                  !notification.isRead && 'bg-brand-50/60 dark:bg-brand-950/40',
                )}
              >
                <NotificationIcon type={notification.type} className="size-8" />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className={cn('line-clamp-1 text-sm break-words text-slate-900 dark:text-white', notification.isRead ? 'font-medium' : 'font-semibold')}>
                    {notification.title}
                  </span>
                  <span className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400">{notification.message}</span>
                  <RelativeTime iso={notification.createdAt} now={now} className="text-xs text-slate-500 dark:text-slate-400" />
                </span>
                {!notification.isRead && (
                  <span className="mt-1.5">
                    <UnreadDot label={t('item.unread')} />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="border-t border-slate-200 p-2 dark:border-slate-800">
        <Link
          to={allPath}
          onClick={() => onClose(false)}
          className="flex w-full items-center justify-center rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/60"
        >
          {t('actions.seeAll')}
        </Link>
      </div>
    </>
  );
};
