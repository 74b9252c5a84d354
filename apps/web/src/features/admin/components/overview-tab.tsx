import type { ReactNode } from 'react';
import { ArrowRight, BadgeCheck, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminStats } from '@vizyt/contracts';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useGetAdminStatsQuery } from '../api/admin-api';
import { useAdminFormat, type AdminFormat } from '../model/format';
import { card, LoadError, LoadingRows, Panel } from './panel';

type Headline = 'usersTotal' | 'usersNew' | 'bookings' | 'paid' | 'commission' | 'refunds';
const HEADLINES: readonly Headline[] = ['usersTotal', 'usersNew', 'bookings', 'paid', 'commission', 'refunds'];

const valueOf = (stats: AdminStats, key: Headline, f: AdminFormat): string => {
  switch (key) {
    case 'usersTotal':
      return f.count(stats.users.total);
    case 'usersNew':
      return f.count(stats.users.new);
    case 'bookings':
      return f.count(stats.bookings.total);
    case 'paid':
      return f.money(stats.money.paid, stats.currency);
    case 'commission':
      return f.money(stats.money.commission, stats.currency);
    case 'refunds':
      return f.money(stats.money.refunds, stats.currency);
  }
};

const Shortcut = ({ testId, icon, title, count, body, to, action }: { testId: string; icon: ReactNode; title: string; count: string; body: string; to: string; action: string }) => (
  <div data-testid={testId} className={cn(card, 'flex flex-col gap-3 p-4 sm:p-5')}>
    <div className="flex items-center gap-3">
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{title}</p>
        <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{count}</p>
      </div>
    </div>
    <p className="text-sm text-slate-600 dark:text-slate-400">{body}</p>
    <Link to={to} className={buttonClasses('outline', 'md', 'self-start')}>
      {action}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  </div>
);

/** The headline numbers of this month and the two queues that wait for an admin. */
export const OverviewTab = () => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const query = useGetAdminStatsQuery('month');
  const stats = query.currentData;

  if (query.isError) {
    return (
      <Panel id="admin-overview" title={t('overview.title')}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Panel>
    );
  }
  if (!stats) {
    return (
      <Panel id="admin-overview" title={t('overview.title')}>
        <LoadingRows rows={3} />
      </Panel>
    );
  }

  return (
    <div className="space-y-6" data-testid="admin-overview">
      <section aria-labelledby="admin-overview-title">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-overview-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('overview.title')}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{f.period(stats.from, stats.to)}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {HEADLINES.map((key) => (
            <div key={key} className={cn(card, 'flex flex-col gap-1 p-4')} data-testid={`headline-${key}`}>
              <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t(`overview.headlines.${key}`)}</dt>
              <dd className="truncate text-xl font-bold text-slate-900 tabular-nums dark:text-white">{valueOf(stats, key, f)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <Shortcut
          testId="shortcut-verifications"
          icon={<BadgeCheck aria-hidden="true" className="size-5" />}
          title={t('overview.pendingVerifications')}
          count={f.count(stats.pendingVerifications)}
          body={stats.pendingVerifications > 0 ? t('overview.pendingVerificationsBody', { count: stats.pendingVerifications }) : t('overview.noPendingVerifications')}
          to={paths.admin.section('verification')}
          action={t('overview.openVerification')}
        />
        <Shortcut
          testId="shortcut-reports"
          icon={<Flag aria-hidden="true" className="size-5" />}
          title={t('overview.openReports')}
          count={f.count(stats.openReports)}
          body={stats.openReports > 0 ? t('overview.openReportsBody', { count: stats.openReports }) : t('overview.noOpenReports')}
          to={paths.admin.section('moderation')}
          action={t('overview.openModeration')}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="admin-users-breakdown" title={t('overview.usersTitle')}>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {(['CUSTOMER', 'SPECIALIST', 'ADMIN'] as const).map((type) => (
              <div key={type}>
                <dt className="text-slate-600 dark:text-slate-400">{t(`userType.${type}`)}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{f.count(stats.users.byType[type])}</dd>
              </div>
            ))}
            {(['ACTIVE', 'PENDING', 'SUSPENDED'] as const).map((status) => (
              <div key={status}>
                <dt className="text-slate-600 dark:text-slate-400">{t(`userStatus.${status}`)}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{f.count(stats.users.byStatus[status])}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel id="admin-bookings-breakdown" title={t('overview.bookingsTitle')}>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {(['PENDING', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const).map((status) => (
              <div key={status}>
                <dt className="text-slate-600 dark:text-slate-400">{t(`bookingStatus.${status}`)}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{f.count(stats.bookings.byStatus[status] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>
    </div>
  );
};
