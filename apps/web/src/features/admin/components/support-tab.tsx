import { SUPPORT_USER_ID, type SupportThread } from '@vizyt/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/stores/hooks';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SUPPORT, adminApi, useAnswerSupportMutation, useGetSupportInboxQuery, useGetSupportThreadQuery } from '../api/admin-api';
import { useAdminFormat } from '../model/format';
import { SUPPORT_POLL_MS, useSupportLive } from '../model/support-live';
import { ActionError, Badge, card, EmptyState, LoadError, LoadingRows, Pagination, Panel } from './panel';

/** One conversation in the inbox: who, the last words, the unread count, answered or waiting. */
const ThreadRow = ({ thread, selected, onOpen }: { thread: SupportThread; selected: boolean; onOpen: () => void }) => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        data-testid="support-thread"
        className={cn(
          'flex w-full min-w-0 flex-col gap-1 rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
          selected ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40' : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium text-slate-900 dark:text-white">{thread.person.name}</span>
          {thread.unreadCount > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
              <span className="sr-only">{t('support.unread', { count: thread.unreadCount })}</span>
              <span aria-hidden="true" data-testid="support-unread">
                {thread.unreadCount}
              </span>
            </span>
          )}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <span>{t(`userType.${thread.person.role}`, { defaultValue: thread.person.role })}</span>
          <Badge tone={thread.answered ? 'green' : 'amber'}>{t(thread.answered ? 'support.answered' : 'support.waiting')}</Badge>
          <time dateTime={thread.updatedAt}>{f.dateTime(thread.updatedAt)}</time>
        </span>
        {thread.lastMessage && <span className="line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-300">{thread.lastMessage.content}</span>}
      </button>
    </li>
  );
};

/** The open conversation: its messages, oldest first, and the answer box (sent as Vizyt support). */
const ThreadView = ({ thread, live }: { thread: SupportThread; live: boolean }) => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const query = useGetSupportThreadQuery(thread.id, { pollingInterval: live ? 0 : SUPPORT_POLL_MS });
  const [answer, answerState] = useAnswerSupportMutation();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const messages = [...(query.currentData?.messages ?? [])].reverse();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    setEmpty(content === '');
    if (content === '') return;
    try {
      await answer({ id: thread.id, content }).unwrap();
      setText('');
    } catch {
      // ActionError shows it.
    }
  };

  return (
    <section aria-label={t('support.threadWith', { name: thread.person.name })} className={cn(card, 'flex min-w-0 flex-col gap-4 p-4')} data-testid="support-thread-view">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('support.threadWith', { name: thread.person.name })}</h3>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.currentData ? (
        <LoadingRows rows={2} />
      ) : (
        <ol className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto" aria-live="polite">
          {messages.map((m) => {
            const fromSupport = m.senderId === SUPPORT_USER_ID;
            return (
              <li
                key={m.id}
                data-testid="support-message"
                className={cn(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line',
                  fromSupport ? 'self-end bg-brand-600 text-white' : 'self-start bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
                )}
              >
                <span className={cn('block text-xs', fromSupport ? 'text-brand-100' : 'text-slate-500 dark:text-slate-400')}>
                  {fromSupport ? t('support.supportName') : thread.person.name} · <time dateTime={m.createdAt}>{f.dateTime(m.createdAt)}</time>
                </span>
                {m.content}
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2" noValidate>
        <TextareaField label={t('support.answerLabel')} value={text} onChange={(e) => setText(e.target.value)} error={empty ? t('support.answerRequired') : undefined} rows={3} maxLength={4000} data-testid="support-answer-input" />
        <ActionError error={answerState.error} />
        <Button type="submit" disabled={answerState.isLoading} className="self-start" data-testid="support-answer-send">
          {t('support.send')}
        </Button>
      </form>
    </section>
  );
};

/**
 * Conversations with Vizyt support (issue #26): unanswered first, with unread counts; any admin
 * opens one and answers as Vizyt support. Kept live by socket `message:new` (polls without it).
 */
export const SupportTab = () => {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const live = useSupportLive();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useGetSupportInboxQuery({ page }, { pollingInterval: live.connected ? 0 : SUPPORT_POLL_MS });
  const data = query.currentData;
  const open = data?.items.find((item) => item.id === openId) ?? null;

  useEffect(() => live.subscribe('message:new', () => dispatch(adminApi.util.invalidateTags([SUPPORT]))), [live, dispatch]);

  return (
    <Panel id="admin-support" title={t('support.title')} description={t('support.description', { count: data?.unreadTotal ?? 0 })}>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <LoadingRows rows={3} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t('support.empty')} testId="support-empty" />
      ) : (
        <div className="grid min-w-0 items-start gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-w-0">
            <ul className="flex flex-col gap-2" aria-label={t('support.listLabel')}>
              {data.items.map((thread) => (
                <ThreadRow key={thread.id} thread={thread} selected={thread.id === openId} onOpen={() => setOpenId(thread.id)} />
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPage={setPage} busy={query.isFetching} />
          </div>
          {open ? <ThreadView key={open.id} thread={open} live={live.connected} /> : <EmptyState title={t('support.pick')} testId="support-pick" />}
        </div>
      )}
    </Panel>
  );
};
