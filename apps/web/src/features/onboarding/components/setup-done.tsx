import type { Ref } from 'react';
import { BadgeCheck, Briefcase, CalendarClock, ExternalLink, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The end of the setup: what is ready now, and where to go next. */
export const SetupDone = ({ specialistId, headingRef }: { specialistId: string; headingRef?: Ref<HTMLHeadingElement> }) => {
  const { t } = useTranslation('onboarding');

  const links = [
    { to: paths.specialistProfile(specialistId), label: t('done.publicPage'), icon: ExternalLink, primary: true },
    { to: paths.specialist.schedule, label: t('done.schedule'), icon: CalendarClock },
    { to: paths.specialist.services, label: t('done.services'), icon: Briefcase },
    { to: paths.specialist.dashboard, label: t('done.dashboard'), icon: LayoutDashboard },
  ];

  return (
    <section
      aria-labelledby="setup-done-title"
      className="rounded-2xl border border-emerald-200 bg-white p-6 text-center shadow-xs sm:p-10 dark:border-emerald-900 dark:bg-slate-900"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
        <BadgeCheck aria-hidden="true" className="size-8" />
      </span>
      <h2 id="setup-done-title" ref={headingRef} tabIndex={-1} className="mt-4 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 outline-none dark:text-white">
        {t('done.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-600 dark:text-slate-400">{t('done.body')}</p>
      <ul className="mx-auto mt-6 grid max-w-xl gap-3 sm:grid-cols-2">
        {links.map(({ to, label, icon: Icon, primary }) => (
          <li key={to}>
            <Link to={to} className={buttonClasses(primary ? 'primary' : 'outline', 'lg', 'w-full')}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
