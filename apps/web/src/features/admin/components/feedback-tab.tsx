import { useState } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useGetFeedbackQuery } from '../api/admin-api';
import { useAdminFormat } from '../model/format';
import { Badge, card, EmptyState, LoadError, LoadingRows, Pagination, Panel } from './panel';

/** Messages from the help page's contact form (GET /feedback), newest first, with where to answer. */
export const FeedbackTab = () => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const [page, setPage] = useState(1);
  const query = useGetFeedbackQuery({ page });
  const data = query.currentData;

  return (
    <Panel id="admin-feedback" title={t('feedback.title')} description={t('feedback.description')}>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <LoadingRows rows={3} />
      ) : data.feedback.length === 0 ? (
        <EmptyState title={t('feedback.empty')} testId="feedback-empty" />
      ) : (
        <>
          <ul className="space-y-3">
            {data.feedback.map((item) => (
              <li key={item.id} className={cn(card, 'p-4')} data-testid="feedback-item">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Badge tone="blue">{t(`feedback.categories.${item.category}`)}</Badge>
                    <h3 className="mt-2 font-semibold break-words text-slate-900 dark:text-white">{item.subject}</h3>
                  </div>
                  <time dateTime={item.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
                    {f.dateTime(item.createdAt)}
                  </time>
                </div>
                <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{item.message}</p>
                <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                  <span>
                    {item.sender
                      ? t('feedback.from', { name: `${item.sender.firstName} ${item.sender.lastName}`.trim(), role: t(`userType.${item.sender.role}`, { defaultValue: item.sender.role }) })
                      : t('feedback.guest')}
                  </span>
                  {item.email && (
                    <a href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`} className="inline-flex items-center gap-1 font-medium break-all text-brand-700 hover:underline dark:text-brand-300">
                      <Mail aria-hidden="true" className="size-4 shrink-0" />
                      {item.email}
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPage={setPage} busy={query.isFetching} />
        </>
      )}
    </Panel>
  );
};
