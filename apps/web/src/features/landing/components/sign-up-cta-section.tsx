import { ArrowRight, LayoutDashboard, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useViewer } from '@/stores/viewer';
import { dashboardPath, paths } from '@/config/paths';
import { container, primaryButton, secondaryButton } from './landing-styles';

/** Closing call to action: sign up or sign in for guests, the own dashboard for signed-in users. */
export function SignUpCtaSection() {
  const { t } = useTranslation('landing');
  const user = useViewer();
  const signedIn = user !== null;

  const title = signedIn
    ? user.firstName
      ? t('cta.member.title', { name: user.firstName })
      : t('cta.member.titleAnonymous')
    : t('cta.guest.title');
  const subtitle = signedIn ? t('cta.member.subtitle') : t('cta.guest.subtitle');

  return (
    <section aria-labelledby="landing-cta-title" className="bg-white pb-16 sm:pb-20 lg:pb-24 dark:bg-slate-950">
      <div className={container}>
        <div className="mx-auto max-w-4xl rounded-3xl border border-slate-200 bg-gradient-to-br from-brand-50 via-white to-accent-50 px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16 dark:border-slate-800 dark:from-slate-900 dark:via-slate-900 dark:to-slate-800">
          <h2
            id="landing-cta-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-300">{subtitle}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {signedIn ? (
              <Link to={dashboardPath(user.role)} className={primaryButton}>
                <LayoutDashboard aria-hidden="true" className="size-5" />
                {t('cta.member.dashboard')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            ) : (
              <>
                <Link to={paths.auth.register()} className={primaryButton}>
                  <UserPlus aria-hidden="true" className="size-5" />
                  {t('cta.guest.getStarted')}
                </Link>
                <Link to={paths.auth.login()} className={secondaryButton}>
                  <LogIn aria-hidden="true" className="size-5" />
                  {t('cta.guest.signIn')}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
