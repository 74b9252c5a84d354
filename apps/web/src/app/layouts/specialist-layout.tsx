import {
  BarChart3,
  Bell,
  Briefcase,
  CalendarClock,
  CalendarDays,
  LayoutDashboard,
  MessageSquare,
  Search,
  Star,
  Store,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { NotificationBellLink } from '@/features/notifications/components/notification-bell-link';
import { DashboardShell, SettingsLink, type ShellNavItem } from './dashboard-shell';
import { LiveUpdates } from './live-updates';
import { MessagesNavBadge } from './messages-nav-badge';

/** Specialist navigation of spec section 2, in order. */
export const useSpecialistNav = (): ShellNavItem[] => {
  const { t } = useTranslation();
  return [
    { key: 'dashboard', to: paths.specialist.dashboard, label: t('nav.dashboard'), icon: LayoutDashboard },
    { key: 'search', to: paths.search(), label: t('nav.findServices'), icon: Search },
    { key: 'bookings', to: paths.specialist.bookings, label: t('nav.bookings'), icon: CalendarDays },
    { key: 'services', to: paths.specialist.services, label: t('nav.services'), icon: Briefcase },
    { key: 'schedule', to: paths.specialist.schedule, label: t('nav.schedule'), icon: CalendarClock },
    { key: 'analytics', to: paths.specialist.analytics, label: t('nav.analytics'), icon: BarChart3 },
    { key: 'earnings', to: paths.specialist.earnings, label: t('nav.earnings'), icon: Wallet },
    { key: 'reviews', to: paths.specialist.reviews, label: t('nav.reviews'), icon: Star },
    {
      key: 'messages',
      to: paths.specialist.messages,
      label: t('nav.messages'),
      icon: MessageSquare,
      badge: (collapsed) => <MessagesNavBadge collapsed={collapsed} />,
    },
    { key: 'profile', to: paths.specialist.profile, label: t('nav.profile'), icon: Store },
    { key: 'notifications', to: paths.specialist.notifications, label: t('nav.notifications'), icon: Bell },
  ];
};

export const ProBadge = () => {
  const { t } = useTranslation();
  return (
    <span className="rounded-md bg-accent-300 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-accent-950 uppercase">
      {t('badges.pro')}
    </span>
  );
};

export const SpecialistLayout = () => {
  const { t } = useTranslation();
  return (
    <DashboardShell
      navLabel={t('nav.specialistNavigation')}
      navItems={useSpecialistNav()}
      homePath={paths.specialist.dashboard}
      brandBadge={<ProBadge />}
      headerActions={
        <>
          <NotificationBellLink to={paths.specialist.notifications} cap={99} />
          <SettingsLink to={paths.specialist.settings} />
          <LiveUpdates />
        </>
      }
    />
  );
};
