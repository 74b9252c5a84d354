import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { LanguageSelect } from '@/components/preferences/language-select';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { LayoutKindContext } from './layout-kind';
import { PageOutlet } from './page-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Auth layout: centred card, theme toggle, back-to-home link (spec section 2). */
export const AuthLayout = () => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('actions.backToHome')}
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSelect className="w-[8.5rem]" />
          <ThemeToggle />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 outline-none sm:items-center">
        <div className="w-full max-w-md">
          <Link to={paths.home} className="mx-auto mb-6 flex w-fit rounded-lg" aria-label={t('header.logoHome')}>
            <Logo />
          </Link>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <LayoutKindContext.Provider value="card">
              <PageOutlet />
            </LayoutKindContext.Provider>
          </div>
        </div>
      </main>
    </div>
  );
};
