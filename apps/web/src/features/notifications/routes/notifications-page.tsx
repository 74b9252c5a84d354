import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { NotificationFilter } from '@vizyt/contracts';
import { FilterChips } from '../components/filter-chips';
import { ListActions } from '../components/list-actions';
import { NotificationListSection } from '../components/notification-list';
import { filterFromSearch, searchWithFilter } from '../model/filters';
import { useRecentNotifications } from '../model/use-recent-notifications';

/**
 * /notifications (any role) and /specialist/notifications (spec section 2, issue #13): every
 * notification, newest first, filtered by all, unread, booking, payment, review or system
 * (?filter=…); opening one marks it read and follows its link; delete one or all, mark all read,
 * archive the ones older than 30 days, export them as CSV.
 */
export const NotificationsPage = () => {
  const { t } = useTranslation('notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearch(searchParams);
  const recent = useRecentNotifications();

  const choose = (next: NotificationFilter) => {
    if (next !== filter) setSearchParams((current) => searchWithFilter(current, next), { preventScrollReset: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 sm:gap-6">
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('description')}</p>
        </div>
        <ListActions unreadCount={recent.unreadCount} isEmpty={!recent.isLoading && recent.notifications.length === 0} />
      </header>
      <FilterChips active={filter} unreadCount={recent.unreadCount} onChange={choose} />
      <NotificationListSection filter={filter} />
    </div>
  );
};
