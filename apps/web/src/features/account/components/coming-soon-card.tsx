import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonBadge } from './settings-card';

/** A settings section that arrives in a later release: what it will hold, and an honest note. */
export const ComingSoonCard = ({ title, description, icon: Icon }: { title: string; description: string; icon: LucideIcon }) => {
  const { t } = useTranslation('account');
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900/60">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ComingSoonBadge label={t('comingSoon.badge')} />
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</p>
    </section>
  );
};
