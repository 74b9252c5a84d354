import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Settings, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CurrencySelect } from '@/components/preferences/currency-select';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { selectSidebarCollapsed, toggleSidebar } from '@/stores/ui-slice';
import { LayoutKindContext } from './layout-kind';
import { PageOutlet } from './page-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useBodyScrollLock } from './use-body-scroll-lock';

export interface ShellNavItem {
  key: string;
  to: string;
  label: string;
  icon: LucideIcon;
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
          {navItems.map(({ key, to, label, icon: Icon }) => (
            <li key={key}>
              <NavLink
                to={to}
                end
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg py-2 text-sm font-medium transition-colors',
                    collapsed ? 'justify-center px-0' : 'px-3',
                    isActive
                      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-100'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
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
  const { pathname } = useLocation();
  const breakpoint = useBreakpoint();
  const storedCollapsed = useAppSelector(selectSidebarCollapsed);
  const collapsed = breakpoint === 'tablet' ? true : storedCollapsed;
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const sidebarProps = { navLabel, navItems, homePath, brandBadge };
  const size = collapsed ? 'collapsed' : 'expanded';

  // The mobile menu closes on navigation and as soon as the screen is no longer mobile
  // (state adjusted while rendering, as React recommends, rather than in an effect).
  const [seen, setSeen] = useState({ pathname, breakpoint });
  if (seen.pathname !== pathname || seen.breakpoint !== breakpoint) {
    setSeen({ pathname, breakpoint });
    if (mobileOpen && (seen.pathname !== pathname || breakpoint !== 'mobile')) setMobileOpen(false);
  }
  useBodyScrollLock(mobileOpen);
  useEffect(() => {
    if (mobileOpen) closeButtonRef.current?.focus();
  }, [mobileOpen]);

  const closeMobile = () => {
    setMobileOpen(false);
    menuButtonRef.current?.focus();
  };

  const onDrawerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMobile();
      return;
    }
    if (event.key !== 'Tab' || !drawerRef.current) return;
    // Keep focus inside the open dialog.
    const focusable = drawerRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select, [tabindex]:not([tabindex="-1"])');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

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

        {breakpoint === 'mobile' && mobileOpen && (
          <div className="fixed inset-0 z-50" onKeyDown={onDrawerKeyDown}>
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('actions.closeMenu')}
              className="absolute inset-0 animate-fade-in bg-slate-950/50"
              onClick={closeMobile}
            />
            <div
              ref={drawerRef}
              role="dialog"
              aria-modal="true"
              aria-label={navLabel}
              className="absolute inset-y-0 left-0 w-64 max-w-[85vw] animate-slide-in bg-white shadow-xl dark:bg-slate-900"
            >
              <button
                ref={closeButtonRef}
                type="button"
                onClick={closeMobile}
                aria-label={t('actions.closeMenu')}
                className={buttonClasses('ghost', 'icon', 'absolute top-3 right-2 z-10')}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
              <SidebarContent collapsed={false} {...sidebarProps} />
            </div>
          </div>
        )}

        <div className={cn('flex min-h-dvh flex-col transition-[padding] duration-200', breakpoint !== 'mobile' && OFFSET[size])}>
          <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-4 dark:border-slate-800 dark:bg-slate-900/90">
            {breakpoint === 'mobile' ? (
              <>
                <button
                  ref={menuButtonRef}
                  type="button"
                  onClick={() => setMobileOpen(true)}
                  aria-label={t('actions.openMenu')}
                  aria-expanded={mobileOpen}
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
