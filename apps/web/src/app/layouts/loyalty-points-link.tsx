import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/stores/hooks';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { selectLoyaltyPoints } from '@/stores/auth-slice';

/**
 * The customer's points in the dashboard header, when above 0 (spec section 2: the header shows
 * loyalty points), leading to /loyalty. The number is the store's: the session's user, mirrored
 * from the one balance query (lib/loyalty-balance.ts, kept live by LiveDataSync).
 */
export const LoyaltyPointsLink = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation();
  const points = useAppSelector(selectLoyaltyPoints);
  if (points <= 0) return null;
  const label = t('account.loyaltyPoints', { points });
  return (
    <Link
      to={paths.customer.loyalty}
      aria-label={label}
      title={label}
      data-testid="header-loyalty-points"
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full bg-accent-100 px-3 text-sm font-semibold text-accent-900 tabular-nums transition-colors hover:bg-accent-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'dark:bg-accent-900/40 dark:text-accent-100 dark:hover:bg-accent-900/60 dark:focus-visible:outline-brand-300',
        className,
      )}
    >
      <Gift aria-hidden="true" className="size-4 shrink-0" />
      {new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(points)}
    </Link>
  );
};
