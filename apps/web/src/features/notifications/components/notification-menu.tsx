import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/ui/count-badge';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { buttonClasses } from '@/components/ui/button';
import { useUnreadCount } from '../api/notifications-api';

/** Header bell (main layout): badge '9+' above 9, a dropdown with the latest notifications. */
export const NotificationMenu = ({ allPath }: { allPath: string }) => {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const label = unread > 0 ? t('notifications.bellLabelUnread', { count: unread }) : t('notifications.bellLabel');
  return (
    <DropdownMenu
      label={label}
      triggerClassName={buttonClasses('ghost', 'icon', 'relative')}
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          <CountBadge count={unread} max={9} />
        </>
      }
      header={
        <div className="flex flex-col items-center gap-2 py-3 text-center text-sm text-slate-600 dark:text-slate-400">
          <BellOff aria-hidden="true" className="size-6 opacity-60" />
          <p>{t('notifications.empty')}</p>
        </div>
      }
      items={[{ key: 'all', label: t('notifications.viewAll'), to: allPath }]}
      menuClassName="w-72"
    />
  );
};
