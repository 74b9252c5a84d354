import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '@/components/preferences/language-select';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { LayoutKindContext } from './layout-kind';
import { LiveUpdates } from './live-updates';
import { AdminSupportLiveProvider } from '../admin-support-live';
import { PageOutlet } from './page-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** A plain top bar for administrators over the console (/admin/dashboard, sections as tabs). */
export const AdminLayout = () => {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <LayoutKindContext.Provider value="panel">
      <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
        <SkipLink />
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
            <Link to={paths.admin.dashboard} className="rounded-lg" aria-label={t('appName')}>
              <Logo />
            </Link>
            <span className="hidden rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white sm:inline dark:bg-slate-100 dark:text-slate-900">
              {t('roles.ADMIN')}
            </span>
            <div className="ml-auto flex items-center gap-1">
              {/* Admins have no settings page: the language is switched here (on phones the header has no room; the last choice stays). */}
              <LanguageSelect className="hidden w-[8.5rem] sm:block" />
              <ThemeToggle />
              <NotificationBell allPath={paths.notifications} cap={9} />
              <button type="button" onClick={() => void signOut()} className={buttonClasses('ghost', 'md')}>
                <LogOut aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t('actions.signOut')}</span>
              </button>
            </div>
          </div>
        </header>
        <LiveUpdates />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} data-padded="" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {/* The support inbox hears new messages on the tab's socket (issue #26). */}
          <AdminSupportLiveProvider>
            <PageOutlet />
          </AdminSupportLiveProvider>
        </main>
      </div>
    </LayoutKindContext.Provider>
  );
};
