import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CurrencySelect } from '@/components/preferences/currency-select';
import { LanguageSelect } from '@/components/preferences/language-select';
import { buttonClasses } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

interface SiteMenuProps {
  id: string;
  onClose: () => void;
  signedIn: boolean;
  /** The header's links, laid out for the menu. */
  links: ReactNode;
}

/**
 * The guest header's slide-in menu (below 1024 px): the links, currency and language, and
 * sign-in. Its own chunk (site-header.tsx loads it after the first render on those widths).
 */
export const SiteMenu = ({ id, onClose, signedIn, links }: SiteMenuProps) => {
  const { t } = useTranslation();
  return (
    <Drawer open onClose={onClose} id={id} side="right" label={t('header.mainNavigation')} closeLabel={t('actions.closeMenu')}>
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4 dark:border-slate-800">
        <Link to={paths.home} className="rounded-lg" aria-label={t('header.logoHome')}>
          <Logo />
        </Link>
      </div>
      <nav aria-label={t('header.mainNavigation')} className="flex flex-col gap-0.5 px-2 py-3">
        {links}
      </nav>
      <div className="mt-auto space-y-4 border-t border-slate-200 px-4 pt-4 pb-6 dark:border-slate-800">
        <div className="grid gap-3">
          <CurrencySelect visibleLabel />
          <LanguageSelect visibleLabel />
        </div>
        {!signedIn && (
          <div className="grid grid-cols-2 gap-3">
            <Link to={paths.auth.login()} className={buttonClasses('outline', 'md')}>
              {t('actions.signIn')}
            </Link>
            <Link to={paths.auth.register()} className={buttonClasses('primary', 'md')}>
              {t('actions.getStarted')}
            </Link>
          </div>
        )}
      </div>
    </Drawer>
  );
};
