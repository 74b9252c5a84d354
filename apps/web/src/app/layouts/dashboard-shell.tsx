import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { CurrencySelect } from '@/components/preferences/currency-select';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Drawer } from '@/components/ui/drawer';
import { Logo } from '@/components/ui/logo';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { selectSidebarCollapsed, toggleSidebar } from '@/stores/ui-slice';
import { LayoutKindContext } from './layout-kind';
import { PageOutlet } from './page-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useMobileMenu } from './use-mobile-menu';

export interface ShellNavItem {
  key: string;
  to: string;
  label: string;
  icon: LucideIcon;
  /** A count beside the label (on the icon when the sidebar is collapsed), e.g. unread messages. */
  badge?: (collapsed: boolean) => ReactNode;
}

interface DashboardShellProps {
  navLabel: string;
  navItems: ShellNavItem[];
  homePath: string;
  /** Next to the logo: the specialist's Pro badge. */
  brandBadge?: ReactNode;
  /** Right side of the header: bell, settings link. */
  headerActions: ReactNode;
}

/** 64 px collapsed, 256 px expanded (spec section 9). */
const WIDTH = { collapsed: 'w-16', expanded: 'w-64' } as const;
const OFFSET = { collapsed: 'md:pl-16', expanded: 'md:pl-64' } as const;

const SidebarContent = ({
  collapsed,
  navLabel,
  navItems,
  homePath,
  brandBadge,
}: Omit<DashboardShellProps, 'headerActions'> & { collapsed: boolean }) => {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const signOut = useSignOut();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 dark:border-slate-800', collapsed ? 'justify-center' : 'px-4')}>
        <Link to={homePath} className="rounded-lg" aria-label={t('appName')}>
          <Logo showWord={!collapsed} />
        </Link>
        {!collapsed && brandBadge}
      </div>

      {user && (
        <div className={cn('flex shrink-0 items-center gap-3 border-b border-slate-200 py-4 dark:border-slate-800', collapsed ? 'justify-center' : 'px-4')}>
          <span className="relative" title={collapsed ? fullName : undefined}>
            <Avatar firstName={user.firstName} lastName={user.lastName} src={user.avatar} className="size-10" />
            <span aria-hidden="true" className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white dark:ring-slate-900" />
          </span>
          {collapsed ? (
            <span className="sr-only">
              {fullName}, {t(`roles.${user.role}`)}, {t('status.online')}
            </span>
          ) : (
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{fullName}</p>
              <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                <span>{t(`roles.${user.role}`)}</span>
                <span className="inline-flex items-center rounded-full bg-emerald-100 px-1.5 py-px text-[11px] font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                  {t('status.online')}
                </span>
              </p>
            </div>
          )}
        </div>
      )}

      <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="space-y-0.5">
          {navItems.map(({ key, to, label, icon: Icon, badge }) => (
            <li key={key}>
              <NavLink
                to={to}
                end
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  cn(
                    'relative flex items-center gap-3 rounded-lg py-2 text-sm font-medium transition-colors',
                    collapsed ? 'justify-center px-0' : 'px-3',
                    isActive
                      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-100'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
                {badge && <span className={collapsed ? 'contents' : 'ml-auto flex items-center empty:hidden'}>{badge(collapsed)}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={cn('shrink-0 space-y-2 border-t border-slate-200 py-3 dark:border-slate-800', collapsed ? 'flex flex-col items-center px-2' : 'px-3')}>
        <ThemeToggle showLabel={!collapsed} />
        {!collapsed && <CurrencySelect visibleLabel />}
        <button
          type="button"
          onClick={() => void signOut()}
          aria-label={collapsed ? t('actions.signOut') : undefined}
          title={collapsed ? t('actions.signOut') : undefined}
          className={cn(
            buttonClasses('ghost', collapsed ? 'icon' : 'md'),
            'text-red-700 hover:text-red-800 dark:text-red-400 dark:hover:text-red-300',
            !collapsed && 'w-full justify-start',
          )}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          {!collapsed && t('actions.signOut')}
        </button>
      </div>
    </div>
  );
};

/**
 * Customer and specialist layout: collapsible left sidebar on desktop (remembered), forced
 * collapsed on tablets, and a top bar with a slide-in menu on phones (spec section 2).
 */
export const DashboardShell = ({ navLabel, navItems, homePath, brandBadge, headerActions }: DashboardShellProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const breakpoint = useBreakpoint();
  const storedCollapsed = useAppSelector(selectSidebarCollapsed);
  const collapsed = breakpoint === 'tablet' ? true : storedCollapsed;
  const menu = useMobileMenu(breakpoint === 'mobile');
  const menuId = useId();
  const sidebarProps = { navLabel, navItems, homePath, brandBadge };
  const size = collapsed ? 'collapsed' : 'expanded';

  return (
    <LayoutKindContext.Provider value="panel">
      <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
        <SkipLink />

        {breakpoint !== 'mobile' && (
          <aside
            className={cn(
              'fixed inset-y-0 left-0 z-30 border-r border-slate-200 bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900',
              WIDTH[size],
            )}
          >
            <SidebarContent collapsed={collapsed} {...sidebarProps} />
          </aside>
        )}

        <Drawer open={menu.open} onClose={menu.closeMenu} id={menuId} label={navLabel} closeLabel={t('actions.closeMenu')}>
          <SidebarContent collapsed={false} {...sidebarProps} />
        </Drawer>

        <div className={cn('flex min-h-dvh flex-col transition-[padding] duration-200', breakpoint !== 'mobile' && OFFSET[size])}>
          <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-4 dark:border-slate-800 dark:bg-slate-900/90">
            {breakpoint === 'mobile' ? (
              <>
                <button
                  type="button"
                  onClick={menu.openMenu}
                  aria-label={t('actions.openMenu')}
                  aria-expanded={menu.open}
                  aria-haspopup="dialog"
                  aria-controls={menu.open ? menuId : undefined}
                  className={buttonClasses('ghost', 'icon')}
                >
                  <Menu aria-hidden="true" className="size-5" />
                </button>
                <Link to={homePath} className="rounded-lg" aria-label={t('appName')}>
                  <Logo />
                </Link>
              </>
            ) : (
              breakpoint === 'desktop' && (
                <button
                  type="button"
                  onClick={() => dispatch(toggleSidebar())}
                  aria-label={collapsed ? t('actions.expandSidebar') : t('actions.collapseSidebar')}
                  title={collapsed ? t('actions.expandSidebar') : t('actions.collapseSidebar')}
                  className={buttonClasses('ghost', 'icon')}
                >
                  {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
                </button>
              )
            )}
            <div className="ml-auto flex items-center gap-1">{headerActions}</div>
          </header>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} data-padded="" className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
            <PageOutlet />
          </main>
        </div>
      </div>
    </LayoutKindContext.Provider>
  );
};

/** Header link to the role's settings page. */
export const SettingsLink = ({ to }: { to: string }) => {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-label={t('actions.openSettings')} title={t('actions.openSettings')} className={buttonClasses('ghost', 'icon')}>
      <Settings aria-hidden="true" className="size-5" />
    </Link>
  );
};
