import { lazy, Suspense, useEffect, useId } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useIsSignedIn } from '@/stores/viewer';
import { CurrencySelect } from '@/components/preferences/currency-select';
import { LanguageSelect } from '@/components/preferences/language-select';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';
import { paths, type HomeAnchor } from '@/config/paths';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { SignedInHeaderActionsPlaceholder } from './signed-in-header-actions-placeholder';
import { useHomeAnchor } from './use-home-anchor';
import { useMobileMenu } from './use-mobile-menu';

const SignedInHeaderActions = lazy(async () => ({ default: (await import('./signed-in-header-actions')).SignedInHeaderActions }));
// The slide-in menu exists below 1024 px only: its code (with the drawer's focus trap) is not part
// of the first page load; it downloads right after the first render on those widths, before any tap.
const loadMenu = () => import('./site-menu');
const SiteMenu = lazy(async () => ({ default: (await loadMenu()).SiteMenu }));

const linkClass = 'rounded-md font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const activeClass = 'text-brand-700 dark:text-brand-300';
/** Header links are compact (tighter from 1024 to 1279 px, where en/ru labels fill the row); the slide-in menu's are full width and finger-sized. */
const linkSize = (vertical: boolean) => (vertical ? 'block px-3 py-3 text-base' : 'px-2 py-2 text-sm xl:px-3');

/** Header of the guest (main) layout (spec section 2, Header). */
export const SiteHeader = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const goToAnchor = useHomeAnchor();
  const signedIn = useIsSignedIn();
  // The links sit in the header from 1024 px; below that, in the slide-in menu.
  const small = useBreakpoint() !== 'desktop';
  const menu = useMobileMenu(small);
  const menuId = useId();
  useEffect(() => {
    if (small) void loadMenu();
  }, [small]);

  const anchors: Array<{ anchor: HomeAnchor; label: string }> = [
    { anchor: 'how-it-works', label: t('header.howItWorks') },
    { anchor: 'for-specialists', label: t('header.forSpecialists') },
  ];

  const navLinks = (vertical: boolean) => (
    <>
      <NavLink to={paths.home} end className={({ isActive }) => cn(linkClass, linkSize(vertical), isActive && !location.hash && activeClass)}>
        {t('header.home')}
      </NavLink>
      <NavLink to={paths.search()} className={({ isActive }) => cn(linkClass, linkSize(vertical), isActive && activeClass)}>
        {t('header.services')}
      </NavLink>
      {anchors.map(({ anchor, label }) => (
        <a key={anchor} href={paths.homeAnchor(anchor)} onClick={goToAnchor(anchor)} className={cn(linkClass, linkSize(vertical))}>
          {label}
        </a>
      ))}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="shrink-0 rounded-lg" aria-label={t('header.logoHome')}>
          <Logo />
        </Link>

        <nav aria-label={t('header.mainNavigation')} className="ml-2 hidden items-center gap-1 lg:flex xl:ml-6">
          {navLinks(false)}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <CurrencySelect compact className="w-[6.5rem]" />
            <LanguageSelect className="w-[8.5rem]" />
          </div>
          <ThemeToggle />
          {signedIn ? (
            <Suspense fallback={<SignedInHeaderActionsPlaceholder />}>
              <SignedInHeaderActions />
            </Suspense>
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
            aria-expanded={menu.open}
            aria-haspopup="dialog"
            aria-controls={menu.open ? menuId : undefined}
            aria-label={t('actions.openMenu')}
            onClick={menu.openMenu}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      {menu.open && (
        <Suspense fallback={null}>
          <SiteMenu id={menuId} onClose={menu.closeMenu} signedIn={signedIn} links={navLinks(true)} />
        </Suspense>
      )}
    </header>
  );
};
