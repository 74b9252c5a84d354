import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { features } from '@/config/features';
import { useUnreadCount } from '../api/notifications-api';

/** Dashboard header bell: a link to the notifications page; the badge only when the feature is on. */
export const NotificationBellLink = ({ to, max = 99 }: { to: string; max?: number }) => {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const showBadge = features.notificationsApi && unread > 0;
  return (
    <Link
      to={to}
      aria-label={showBadge ? t('notifications.bellLabelUnread', { count: unread }) : t('notifications.bellLabel')}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <Bell aria-hidden="true" className="size-5" />
      {showBadge && <CountBadge count={unread} max={max} />}
    </Link>
  );
};
