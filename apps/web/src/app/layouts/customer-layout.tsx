import {
  CalendarDays,
  CreditCard,
  Gift,
  Heart,
  History,
  LayoutDashboard,
  MessageSquare,
  Search,
  Settings,
  Star,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { DashboardShell, SettingsLink, type ShellNavItem } from './dashboard-shell';
import { LiveUpdates } from './live-updates';
import { LoyaltyPointsLink } from './loyalty-points-link';
import { MessagesNavBadge } from './messages-nav-badge';

/** Customer navigation list of spec section 2, in order (and Messages, issue #13). */
export const useCustomerNav = (): ShellNavItem[] => {
  const { t } = useTranslation();
  return [
    { key: 'dashboard', to: paths.customer.dashboard, label: t('nav.dashboard'), icon: LayoutDashboard },
    { key: 'search', to: paths.search(), label: t('nav.findServices'), icon: Search },
    { key: 'bookings', to: paths.customer.bookings, label: t('nav.bookings'), icon: CalendarDays },
    {
      key: 'messages',
      to: paths.customer.messages,
      label: t('nav.messages'),
      icon: MessageSquare,
      badge: (collapsed) => <MessagesNavBadge collapsed={collapsed} />,
    },
    { key: 'history', to: paths.customer.history, label: t('nav.history'), icon: History },
    { key: 'favorites', to: paths.customer.favorites, label: t('nav.favorites'), icon: Heart },
    { key: 'reviews', to: paths.customer.reviews, label: t('nav.reviews'), icon: Star },
    { key: 'payments', to: paths.customer.payments, label: t('nav.payments'), icon: CreditCard },
    { key: 'loyalty', to: paths.customer.loyalty, label: t('nav.loyalty'), icon: Gift },
    { key: 'profile', to: paths.customer.profile, label: t('nav.profile'), icon: User },
    { key: 'settings', to: paths.customer.settings, label: t('nav.settings'), icon: Settings },
  ];
};

export const CustomerLayout = () => {
  const { t } = useTranslation();
  return (
    <DashboardShell
      navLabel={t('nav.customerNavigation')}
      navItems={useCustomerNav()}
      homePath={paths.customer.dashboard}
      headerActions={
        <>
          <LoyaltyPointsLink />
          <NotificationBell allPath={paths.notifications} cap={9} />
          <SettingsLink to={paths.customer.settings} />
          <LiveUpdates />
        </>
      }
    />
  );
};
