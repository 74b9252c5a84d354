import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';
import { DEFAULT_TIMEZONE, type Booking, type BookingStatus } from '@vizyt/contracts';
import { useAppDispatch } from '@/stores/hooks';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { analyticsTags, useGetSpecialistAnalyticsQuery } from '@/features/analytics/api/analytics-api';
import { DASHBOARD_KPIS, KpiGrid } from '@/features/analytics/components/kpi-grid';
import { useGetBookingsPageQuery, useRunBookingTransitionMutation } from '@/features/bookings/api/bookings-api';
import { useGetConversationsQuery } from '@/features/messages/api/messages-api';
import { SetupProgressCard } from '@/features/onboarding/components/setup-progress-card';
import { useGetReviewsQuery } from '@/features/reviews/api/reviews-api';
import { AgendaList } from '@/features/specialist-dashboard/components/agenda-list';
import { DashboardBlock, type DashboardBlockState } from '@/features/specialist-dashboard/components/dashboard-block';
import { LatestMessages } from '@/features/specialist-dashboard/components/latest-messages';
import { LatestReviews } from '@/features/specialist-dashboard/components/latest-reviews';
import { splitAgenda, startOfTodayUtc } from '@/features/specialist-dashboard/model/agenda';
import { useSpecialistSetup } from './use-specialist-setup';

const PENDING: readonly BookingStatus[] = ['PENDING'];
const OPEN: readonly BookingStatus[] = ['PENDING', 'CONFIRMED', 'IN_PROGRESS'];
const PENDING_SHOWN = 5;
const AGENDA_LIMIT = 40;
const LATEST = 3;

/** A block's state from its query: an error wins, then no answer yet, then an empty answer. */
const stateOf = (query: { isError: boolean; data?: unknown }, isEmpty: boolean): DashboardBlockState =>
  query.isError ? 'error' : query.data === undefined ? 'loading' : isEmpty ? 'empty' : 'ready';

/**
 * The blocks of the dashboard (spec sections 2 and 3, issue #14): the month's stats (analytics),
 * booking requests with one-tap confirm, today's and the next bookings (bookings), the latest
 * reviews (reviews) and messages (messages). Composed here because features never import each
 * other; each block loads, fails and retries on its own.
 */
const DashboardBlocks = ({ specialistId, timezone, onProfileRetry }: { specialistId: string | null; timezone: string; onProfileRetry: () => void }) => {
  const { t } = useTranslation('specialist-dashboard');
  const dispatch = useAppDispatch();
  // Fixed for the visit: a `from` that moved with every render would be a new query each time.
  const [range] = useState(() => ({ now: new Date().toISOString(), today: startOfTodayUtc(timezone) }));

  const stats = useGetSpecialistAnalyticsQuery('month');
  const pending = useGetBookingsPageQuery({ view: 'specialist', status: PENDING, from: range.now, sortOrder: 'asc', page: 1, limit: PENDING_SHOWN });
  const agenda = useGetBookingsPageQuery({ view: 'specialist', status: OPEN, from: range.today, sortOrder: 'asc', page: 1, limit: AGENDA_LIMIT });
  const reviews = useGetReviewsQuery({ specialistId: specialistId ?? '', sort: 'newest', page: 1, limit: LATEST }, { skip: !specialistId });
  const conversations = useGetConversationsQuery();

  const split = useMemo(() => splitAgenda(agenda.data?.bookings ?? [], timezone), [agenda.data, timezone]);
  const latestConversations = useMemo(
    () => [...(conversations.data?.conversations ?? [])].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, LATEST + 1),
    [conversations.data],
  );

  const [runTransition] = useRunBookingTransitionMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const confirm = async (booking: Booking) => {
    setBusyId(booking.id);
    try {
      await runTransition({ id: booking.id, action: 'confirm' }).unwrap();
      toast.success(t('confirmed', { customer: booking.customer.name }));
      // The response time and the month's figures move with the answer.
      dispatch(api.util.invalidateTags(analyticsTags));
    } catch {
      toast.error(t('confirmFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const bookingsLink = { to: paths.specialist.bookings, label: t('pending.link') };
  const pendingCount = pending.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <DashboardBlock
        id="dashboard-stats"
        title={t('stats.title')}
        state={stateOf(stats, false)}
        onRetry={() => void stats.refetch()}
        empty={null}
        link={{ to: paths.specialist.analytics, label: t('stats.link') }}
      >
        {stats.data && <KpiGrid analytics={stats.data} keys={DASHBOARD_KPIS} />}
      </DashboardBlock>

      <div className="grid items-start gap-6 @3xl:grid-cols-2">
        <DashboardBlock
          id="dashboard-pending"
          title={t('pending.title')}
          badge={pendingCount > 0 ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900 tabular-nums dark:bg-amber-900/40 dark:text-amber-200">{pendingCount}</span> : null}
          state={stateOf(pending, pending.data?.bookings.length === 0)}
          onRetry={() => void pending.refetch()}
          empty={t('pending.empty')}
          link={bookingsLink}
        >
          <AgendaList bookings={pending.data?.bookings ?? []} withDay onConfirm={(b) => void confirm(b)} busyId={busyId} />
        </DashboardBlock>

        <DashboardBlock id="dashboard-today" title={t('today.title')} state={stateOf(agenda, split.today.length === 0)} onRetry={() => void agenda.refetch()} empty={t('today.empty')}>
          <AgendaList bookings={split.today} withDay={false} onConfirm={(b) => void confirm(b)} busyId={busyId} />
        </DashboardBlock>

        <DashboardBlock
          id="dashboard-next"
          title={t('next.title')}
          state={stateOf(agenda, split.next.length === 0)}
          onRetry={() => void agenda.refetch()}
          empty={t('next.empty')}
          link={{ to: paths.specialist.bookings, label: t('next.link') }}
        >
          <AgendaList bookings={split.next} withDay onConfirm={(b) => void confirm(b)} busyId={busyId} />
        </DashboardBlock>

        <DashboardBlock
          id="dashboard-messages"
          title={t('messages.title')}
          state={stateOf(conversations, latestConversations.length === 0)}
          onRetry={() => void conversations.refetch()}
          empty={t('messages.empty')}
          link={{ to: paths.specialist.messages, label: t('messages.link') }}
        >
          <LatestMessages conversations={latestConversations} hrefOf={(c) => paths.specialist.conversation({ c: c.id })} />
        </DashboardBlock>

        <DashboardBlock
          id="dashboard-reviews"
          title={t('reviews.title')}
          // Without the profile's id (its answer failed) there is no list to ask for: retry the profile.
          state={specialistId ? stateOf(reviews, reviews.data?.reviews.length === 0) : 'error'}
          onRetry={() => (specialistId ? void reviews.refetch() : onProfileRetry())}
          empty={t('reviews.empty')}
          link={{ to: paths.specialist.reviews, label: t('reviews.link') }}
          className="@3xl:col-span-2"
        >
          <LatestReviews reviews={reviews.data?.reviews ?? []} />
        </DashboardBlock>
      </div>
    </div>
  );
};

/**
 * /specialist/dashboard. A specialist without a business profile has nothing to see here yet
 * and is taken to the first-run setup (this is where sign-in and registration land); with a
 * profile but steps left, a card shows the progress and leads back into the setup, above the
 * dashboard's blocks.
 */
export const SpecialistDashboardPage = () => {
  const { t } = useTranslation(['pages', 'common']);
  const setup = useSpecialistSetup();
  if (setup.state === 'loading') return <FullPageSpinner label={t('common:loading')} className="min-h-[40vh]" />;
  if (setup.progress && !setup.progress.done.profile) return <Navigate to={paths.specialist.getStarted()} replace />;
  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('specialistDashboard.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('specialistDashboard.description')}</p>
      </header>
      {setup.progress && !setup.progress.complete && <SetupProgressCard progress={setup.progress} />}
      <DashboardBlocks specialistId={setup.specialistId} timezone={setup.timezone ?? DEFAULT_TIMEZONE} onProfileRetry={setup.retry} />
    </div>
  );
};
