import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { splitName } from '../model/conversations';
import { focusRing } from './styles';

/** The other person of a thread, as far as it is known. */
export interface ThreadPerson {
  name: string | null;
  avatar: string | null;
  /** Their specialist profile (for the profile link); null for customers. */
  specialistId: string | null;
  role: 'customer' | 'specialist' | null;
}

/** Back to the list (phones), who the thread is with, "typing…", and their profile when they are a specialist. */
export const ThreadHeader = ({ person, title, typing, headingId }: { person: ThreadPerson; title: string; typing: boolean; headingId: string }) => {
  const { t } = useTranslation('messages');
  const { pathname } = useLocation();
  return (
    <header className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-2 py-2 sm:gap-3 sm:px-4 dark:border-slate-800">
      <Link to={{ pathname }} aria-label={t('thread.back')} title={t('thread.back')} className={buttonClasses('ghost', 'icon', cn('md:hidden', focusRing))}>
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <Avatar {...splitName(person.name ?? '')} src={person.avatar} className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="truncate font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p aria-live="polite" className={cn('truncate text-xs', typing ? 'font-medium text-brand-700 dark:text-brand-300' : 'text-slate-500 dark:text-slate-400')}>
          {typing ? t('thread.typing') : person.role ? t(`role.${person.role}`) : '\u00a0'}
        </p>
      </div>
      {person.specialistId && (
        <Link to={paths.specialistProfile(person.specialistId)} className={buttonClasses('ghost', 'sm', cn('max-sm:px-2.5', focusRing))} title={t('thread.viewProfile')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('thread.viewProfile')}</span>
        </Link>
      )}
    </header>
  );
};
