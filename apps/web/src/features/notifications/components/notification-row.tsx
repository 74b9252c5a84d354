import { useId } from 'react';
import { ChevronRight, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/components/ui/cn';
import { useDeleteNotificationMutation } from '../api/notifications-api';
import { notificationErrorText } from '../model/api-error';
import { appLink } from '../model/payload';
import type { AppNotification } from '../model/types';
import { useOpenNotification } from '../model/use-open-notification';
import { typeLabelKey } from '../model/visuals';
import { NotificationIcon, RelativeTime, UnreadDot } from './notification-parts';
import { focusRing } from './styles';

/**
 * One notification of the list: its type's icon, the title (bold while unread), the text, the
 * type and how long ago. The row opens it (read, then its link); the bin deletes it.
 */
export const NotificationRow = ({ notification, now }: { notification: AppNotification; now: number }) => {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const openNotification = useOpenNotification();
  const [remove, removing] = useDeleteNotificationMutation();
  const unread = !notification.isRead;
  const hasLink = appLink(notification.link) !== null;

  const onDelete = () => {
    remove(notification.id)
      .unwrap()
      .catch((error: unknown) => toast.error(notificationErrorText(t, error, 'errors.delete')));
  };

  return (
    <li
      data-testid="notification-item"
      data-type={notification.type}
      data-unread={unread || undefined}
      className={cn('group relative flex items-start gap-1 transition-colors', unread && 'bg-brand-50/70 dark:bg-brand-950/35')}
    >
      {unread && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600 dark:bg-brand-400" />}
      <button
        type="button"
        onClick={() => openNotification(notification)}
        className={cn(
          'flex min-w-0 flex-1 items-start gap-3 rounded-lg py-4 pr-1 pl-4 text-left hover:bg-slate-50/80 sm:gap-4 sm:pl-5 dark:hover:bg-slate-800/40',
          focusRing,
        )}
      >
        <NotificationIcon type={notification.type} className="sm:size-10" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-start gap-2">
            <span id={titleId} className={cn('min-w-0 flex-1 break-words text-slate-900 dark:text-white', unread ? 'font-semibold' : 'font-medium')}>
              {notification.title}
              {unread && <span className="sr-only">, {t('item.unread')}</span>}
            </span>
            {unread && (
              <span aria-hidden="true" className="mt-1.5">
                <UnreadDot />
              </span>
            )}
          </span>
          <span id={`${titleId}-text`} className="text-sm break-words text-slate-600 dark:text-slate-300">
            {notification.message}
          </span>
          <span id={`${titleId}-meta`} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
            <span>{t(typeLabelKey(notification.type))}</span>
            <span aria-hidden="true">·</span>
            <RelativeTime iso={notification.createdAt} now={now} />
          </span>
        </span>
        {hasLink && <ChevronRight aria-hidden="true" className="mt-2 hidden size-4 shrink-0 text-slate-400 sm:block" />}
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={removing.isLoading}
        aria-label={t('actions.deleteOne', { title: notification.title })}
        title={t('actions.delete')}
        className={cn(
          'mt-3 mr-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-50 sm:mr-3 dark:text-slate-400 dark:hover:bg-red-950/60 dark:hover:text-red-300',
          focusRing,
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
};
