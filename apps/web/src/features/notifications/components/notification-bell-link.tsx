import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useRecentNotifications } from '../model/use-recent-notifications';
import { UnreadBadge } from './unread-badge';

/** Specialist header bell (spec section 2): a link to the notifications page, '99+' above 99. */
export const NotificationBellLink = ({ to, cap = 99 }: { to: string; cap?: 9 | 99 }) => {
  const { t } = useTranslation();
  const { unreadCount } = useRecentNotifications();
  return (
    <Link
      to={to}
      data-testid="notification-bell"
      aria-label={unreadCount > 0 ? t('notifications.bellLabelUnread', { count: unreadCount }) : t('notifications.bellLabel')}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <Bell aria-hidden="true" className="size-5" />
      <UnreadBadge count={unreadCount} cap={cap} />
    </Link>
  );
};
