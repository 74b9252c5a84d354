import { useState } from 'react';
import { shallowEqual } from 'react-redux';
import { BellOff, CheckCheck, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationFilter } from '@vizyt/contracts';
import { useAppSelector } from '@/stores/hooks';
import { QueryRetryError } from '@/components/errors/retry-error';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { notificationsApi, useGetNotificationsQuery } from '../api/notifications-api';
import type { AppNotification, NotificationList as ListPage } from '../model/types';
import { NotificationRow } from './notification-row';
import { card } from './styles';

/** Asks for page 2 onwards of the filter and says how that goes; the rows come from the cache (below). */
const PageLoader = ({ filter, page }: { filter: NotificationFilter; page: number }) => {
  const { t } = useTranslation('notifications');
  const query = useGetNotificationsQuery({ filter, page }, { refetchOnMountOrArgChange: true });
  if (query.isLoading) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4" /> {t('list.loadingMore')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-red-800 sm:px-5 dark:text-red-200">
        {t('list.moreFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  return null;
};

/**
 * Every loaded page of the filter as one list, each notification once: a notification that
 * arrives live goes on top of page 1, which moves the server's later pages down by one, so
 * page 2 may repeat what page 1 already shows.
 */
const useLoadedNotifications = (filter: NotificationFilter, pages: number): AppNotification[] => {
  const loaded = useAppSelector(
    (state) => Array.from({ length: pages }, (_, index) => notificationsApi.endpoints.getNotifications.select({ filter, page: index + 1 })(state).data),
    shallowEqual,
  );
  const seen = new Set<string>();
  const all: AppNotification[] = [];
  for (const page of loaded) {
    for (const item of page?.notifications ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      all.push(item);
    }
  }
  return all;
};

const EmptyState = ({ filter }: { filter: NotificationFilter }) => {
  const { t } = useTranslation('notifications');
  const Icon = filter === 'unread' ? CheckCheck : filter === 'all' ? BellOff : Inbox;
  return (
    <section aria-labelledby="notifications-empty-title" className={cn(card, 'flex flex-col items-center gap-3 px-6 py-12 text-center')}>
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 id="notifications-empty-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(`empty.${filter}.title`)}
      </h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t(`empty.${filter}.body`)}</p>
    </section>
  );
};

/** The notifications of one filter, newest first, 50 per page with "Load more"; an empty state of its own per filter. */
export const NotificationList = ({ filter, first }: { filter: NotificationFilter; first: ListPage }) => {
  const { t } = useTranslation('notifications');
  const [pages, setPages] = useState(1);
  const notifications = useLoadedNotifications(filter, pages);
  const now = useNow();
  const more = pages < first.totalPages;

  if (first.total === 0 && notifications.length === 0) return <EmptyState filter={filter} />;

  return (
    <section aria-labelledby="notifications-list-title" className={cn(card, 'overflow-hidden')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-800">
        <h2 id="notifications-list-title" className="text-base font-semibold text-slate-900 dark:text-white">
          {t(`filters.${filter}`)}
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('list.total', { count: first.total })}</p>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {notifications.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} now={now} />
        ))}
      </ul>
      {Array.from({ length: pages - 1 }, (_, index) => (
        <PageLoader key={index + 2} filter={filter} page={index + 2} />
      ))}
      {more && (
        <div className="flex justify-center border-t border-slate-200 p-3 dark:border-slate-800">
          <Button variant="outline" onClick={() => setPages((n) => n + 1)}>
            {t('list.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
};

/** Page 1 of the filter: a spinner, the error with Retry, or the list. */
export const NotificationListSection = ({ filter }: { filter: NotificationFilter }) => {
  const { t } = useTranslation('notifications');
  const query = useGetNotificationsQuery({ filter, page: 1 }, { refetchOnMountOrArgChange: true });
  // currentData: another filter's answer must not stand in while this one's loads.
  const data = query.currentData;
  if (query.isError) {
    return (
      <QueryRetryError
        query={query}
        title={t('error.title')}
        message={t('error.body')}
        retryLabel={t('actions.retry')}
        className={cn(card, 'p-6')}
      />
    );
  }
  if (!data) return <FullPageSpinner label={t('loading')} className="min-h-64" />;
  return <NotificationList key={filter} filter={filter} first={data} />;
};
