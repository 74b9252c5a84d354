import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const VerifiedBadge = () => {
  const { t } = useTranslation('catalog');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('specialist.verified')}
    </span>
  );
};
