import { useTranslation } from 'react-i18next';
import { useViewerZone } from '@/stores/viewer';
import { FavoritesBlock, LoyaltyBlock, MessagesBlock, QuickActionsBlock, RecommendedBlock, UpcomingBlock } from '../components/blocks';
import { StatsStrip } from '../components/stats-strip';

/** Which greeting fits the hour in the viewer's zone. */
const partOfDay = (hour: number): 'morning' | 'afternoon' | 'evening' => {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
};

const hourIn = (zone: string | undefined): number => {
  try {
    return Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: zone }).format(new Date()));
  } catch {
    return new Date().getHours();
  }
};

/**
 * /dashboard (customer, issue #14): a greeting, the customer's figures, the next visits, quick
 * actions (find services, book again), favourites, loyalty, recommendations and unread
 * messages. Every block loads, fails and retries on its own.
 */
export const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  const zone = useViewerZone();
  // No name in the greeting: Ukrainian addresses a person in the vocative ("Ірино"), which a
  // first name in the nominative gets wrong ("Добрий день, Ірина!"); the name is in the header.
  const greeting = t(`greeting.${partOfDay(hourIn(zone))}`);
  return (
    <div className="@container mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{greeting}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      </header>
      <StatsStrip />
      {/* Two columns on wide screens; below that the columns dissolve (`contents`) and the blocks
          line up by `order`: the next visits and the quick actions first. */}
      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="contents @4xl:flex @4xl:min-w-0 @4xl:flex-col @4xl:gap-6">
          <UpcomingBlock className="order-1 @4xl:order-none" />
          <FavoritesBlock className="order-4 @4xl:order-none" />
          <RecommendedBlock className="order-6 @4xl:order-none" />
        </div>
        <div className="contents @4xl:flex @4xl:min-w-0 @4xl:flex-col @4xl:gap-6">
          <QuickActionsBlock className="order-2 @4xl:order-none" />
          <MessagesBlock className="order-3 @4xl:order-none" />
          <LoyaltyBlock className="order-5 @4xl:order-none" />
        </div>
      </div>
    </div>
  );
};
