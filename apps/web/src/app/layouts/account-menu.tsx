import {
  BarChart3,
  Briefcase,
  CalendarDays,
  Heart,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Settings,
  Store,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/stores/hooks';
import { Avatar } from '@/components/ui/avatar';
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

/** Avatar menu of the header (spec section 2, Header). */
export const AccountMenu = () => {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const signOut = useSignOut();
  if (!user) return null;

  const byRole: Record<typeof user.role, MenuItem[]> = {
    CUSTOMER: [
      { key: 'bookings', label: t('account.customer.bookings'), icon: CalendarDays, to: paths.customer.bookings },
      { key: 'profile', label: t('account.customer.profile'), icon: User, to: paths.customer.profile },
      { key: 'favorites', label: t('account.customer.favorites'), icon: Heart, to: paths.customer.favorites },
      { key: 'settings', label: t('account.customer.settings'), icon: Settings, to: paths.customer.settings },
      { key: 'help', label: t('account.customer.help'), icon: LifeBuoy, to: paths.customer.help },
    ],
    SPECIALIST: [
      { key: 'dashboard', label: t('account.specialist.dashboard'), icon: LayoutDashboard, to: paths.specialist.dashboard },
      { key: 'bookings', label: t('account.specialist.bookings'), icon: CalendarDays, to: paths.specialist.bookings },
      { key: 'services', label: t('account.specialist.services'), icon: Briefcase, to: paths.specialist.services },
      { key: 'profile', label: t('account.specialist.profile'), icon: Store, to: paths.specialist.profile },
      { key: 'analytics', label: t('account.specialist.analytics'), icon: BarChart3, to: paths.specialist.analytics },
      { key: 'settings', label: t('account.specialist.settings'), icon: Settings, to: paths.specialist.settings },
      // /help is a customer-only route (spec section 2); specialists get the public support page.
      { key: 'help', label: t('account.specialist.help'), icon: LifeBuoy, to: paths.info.contact },
    ],
    ADMIN: [{ key: 'dashboard', label: t('account.admin.dashboard'), icon: LayoutDashboard, to: paths.admin.dashboard }],
  };

  const points = user.role === 'CUSTOMER' ? (user.loyaltyPoints ?? 0) : 0;
  const items: MenuItem[] = [
    ...byRole[user.role],
    { key: 'sign-out', label: t('actions.signOut'), icon: LogOut, onSelect: () => void signOut(), separatorBefore: true, tone: 'danger' },
  ];

  return (
    <DropdownMenu
      label={t('account.menu')}
      triggerClassName="flex items-center rounded-full"
      trigger={<Avatar firstName={user.firstName} lastName={user.lastName} src={user.avatar} />}
      header={
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          {points > 0 && (
            <p className="mt-1.5 inline-flex rounded-full bg-accent-100 px-2 py-0.5 text-xs font-medium text-accent-900 dark:bg-accent-900/40 dark:text-accent-200">
              {t('account.loyaltyPoints', { points })}
            </p>
          )}
        </div>
      }
      items={items}
    />
  );
};
