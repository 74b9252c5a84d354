import { useId, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { CurrencySelect } from '@/components/preferences/currency-select';
import { LanguageSelect } from '@/components/preferences/language-select';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';
import { paths, type HomeAnchor } from '@/config/paths';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';
import { AccountMenu } from './account-menu';
import { useHomeAnchor } from './use-home-anchor';

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const activeClass = 'text-brand-700 dark:text-brand-300';

/** Header of the guest (main) layout (spec section 2, Header). */
export const SiteHeader = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const goToAnchor = useHomeAnchor();
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated && state.auth.user !== null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The small-screen menu closes on navigation (state adjusted while rendering, not in an effect).
  const place = `${location.pathname}${location.hash}`;
  const [seenPlace, setSeenPlace] = useState(place);
  if (seenPlace !== place) {
    setSeenPlace(place);
    if (menuOpen) setMenuOpen(false);
  }

  const anchors: Array<{ anchor: HomeAnchor; label: string }> = [
    { anchor: 'how-it-works', label: t('header.howItWorks') },
    { anchor: 'for-specialists', label: t('header.forSpecialists') },
  ];

  const navLinks = (vertical: boolean) => (
    <>
      <NavLink to={paths.home} end className={({ isActive }) => cn(linkClass, isActive && !location.hash && activeClass)}>
        {t('header.home')}
      </NavLink>
      <NavLink to={paths.search()} className={({ isActive }) => cn(linkClass, isActive && activeClass)}>
        {t('header.services')}
      </NavLink>
      {anchors.map(({ anchor, label }) => (
        <a key={anchor} href={paths.homeAnchor(anchor)} onClick={goToAnchor(anchor)} className={cn(linkClass, vertical && 'block')}>
          {label}
        </a>
      ))}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="shrink-0 rounded-lg" aria-label={t('header.home')}>
          <Logo />
        </Link>

        <nav aria-label={t('header.mainNavigation')} className="ml-6 hidden items-center gap-1 lg:flex">
          {navLinks(false)}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <CurrencySelect compact className="w-[6.5rem]" />
            <LanguageSelect className="w-[8.5rem]" />
          </div>
          <ThemeToggle />
          {signedIn ? (
            <>
              <NotificationMenu allPath={paths.notifications} />
              <AccountMenu />
            </>
          ) : (
            <>
              <Link to={paths.auth.login()} className={buttonClasses('ghost', 'md', 'max-sm:hidden')}>
                {t('actions.signIn')}
              </Link>
              <Link to={paths.auth.register()} className={buttonClasses('primary', 'md', 'max-sm:hidden')}>
                {t('actions.getStarted')}
              </Link>
            </>
          )}
          <button
            type="button"
            className={buttonClasses('ghost', 'icon', 'lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('actions.closeMenu') : t('actions.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
        className="border-t border-slate-200 bg-white px-4 pt-3 pb-5 lg:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label={t('header.mainNavigation')} className="flex flex-col gap-1">
          {navLinks(true)}
        </nav>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <CurrencySelect visibleLabel />
          <LanguageSelect visibleLabel />
        </div>
        {!signedIn && (
          <div className="mt-4 grid grid-cols-2 gap-3 sm:hidden">
            <Link to={paths.auth.login()} className={buttonClasses('outline', 'md')}>
              {t('actions.signIn')}
            </Link>
            <Link to={paths.auth.register()} className={buttonClasses('primary', 'md')}>
              {t('actions.getStarted')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
};
