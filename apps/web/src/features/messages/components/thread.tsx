import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { AlertTriangle, ChevronUp, MessageSquareDashed, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { hasStatus } from '@/lib/api-error-status';
import { useMessageTime } from '../model/format';
import { threadItems } from '../model/thread-items';
import { useThread, type ThreadSubject } from '../model/use-thread';
import { Composer } from './composer';
import { PaneNotice } from './empty-state';
import { DaySeparator, MessageBubble, PendingBubble } from './message-bubble';
import { focusRing } from './styles';
import { ThreadHeader, type ThreadPerson } from './thread-header';

/** Within this many pixels of the end counts as "at the bottom" (new messages scroll into view). */
const NEAR_BOTTOM_PX = 80;

/**
 * A conversation: the header, the messages oldest to newest with day separators (earlier ones
 * on demand, keeping the reader's place), and the composer. A new conversation (nobody has
 * written yet) is the same screen, empty, until the first message creates it.
 */
export const Thread = ({ subject, person }: { subject: ThreadSubject; person: ThreadPerson }) => {
  const { t } = useTranslation('messages');
  const headingId = useId();
  const model = useThread(subject);
  const time = useMessageTime();
  const { pathname } = useLocation();
  const { state, me } = model;
  const items = useMemo(() => threadItems(state.messages, state.pending, me, time.zone), [state.messages, state.pending, me, time.zone]);
  const now = new Date();
  // Before the list names the other person: "New conversation", or the page's title for an existing one.
  const otherName = person.name ?? (subject.conversation ? t('title') : t('thread.newTitle'));

  // ── Scrolling: stay at the bottom as messages arrive; keep the place when earlier ones load ──
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottomBeforeEarlier = useRef<number | null>(null);
  const onScroll = () => {
    const element = scroller.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };
  const loadEarlier = () => {
    const element = scroller.current;
    if (element) fromBottomBeforeEarlier.current = element.scrollHeight - element.scrollTop;
    void model.loadEarlier();
  };
  const firstKey = state.messages[0]?.id;
  const last = items.at(-1);
  const lastKey = last?.key;
  const lastIsMine = last?.kind === 'pending' || (last?.kind === 'message' && last.own);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottomBeforeEarlier.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottomBeforeEarlier.current;
    fromBottomBeforeEarlier.current = null;
  }, [firstKey]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || lastIsMine)) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [lastKey, lastIsMine, model.typing]);

  const notFound = hasStatus(model.loadError, 404) || hasStatus(model.loadError, 400);
  let body;
  if (model.loading) body = <FullPageSpinner label={t('thread.loading')} className="min-h-full" />;
  else if (model.loadError) {
    body = notFound ? (
      <PaneNotice
        icon={MessageSquareDashed}
        title={t('thread.notFound')}
        action={
          <Link to={{ pathname }} className={buttonClasses('outline', 'md', focusRing)}>
            {t('thread.backToList')}
          </Link>
        }
      />
    ) : (
      <PaneNotice
        tone="error"
        icon={AlertTriangle}
        title={t('thread.failed')}
        action={
          <Button variant="outline" onClick={() => void model.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('retry')}
          </Button>
        }
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 flex-col">
      <ThreadHeader person={person} title={otherName} typing={model.typing} headingId={headingId} />
      <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5">
        {body ?? (
          <>
            {state.hasMore && (
              <div className="mb-3 flex flex-col items-center gap-1">
                <Button variant="ghost" size="sm" onClick={loadEarlier} disabled={model.earlier === 'loading'} aria-busy={model.earlier === 'loading' || undefined}>
                  {model.earlier === 'loading' ? <Spinner className="size-4" /> : <ChevronUp aria-hidden="true" className="size-4" />}
                  {t('thread.loadEarlier')}
                </Button>
                {model.earlier === 'failed' && (
                  <p role="alert" className="text-xs text-red-700 dark:text-red-300">
                    {t('thread.earlierFailed')}
                  </p>
                )}
              </div>
            )}
            {items.length === 0 ? (
              <PaneNotice
                icon={MessageSquareDashed}
                title={subject.conversation ? t('thread.emptyTitle') : t('thread.newTitle')}
                body={person.name ? t('thread.newHint', { name: person.name }) : t('thread.newHintNoName')}
              />
            ) : (
              <div role="log" aria-label={t('thread.log', { name: otherName })}>
                <ol className="flex flex-col">
                  {items.map((item) =>
                    item.kind === 'day' ? (
                      <DaySeparator key={item.key} label={time.day(item.at, now)} />
                    ) : item.kind === 'message' ? (
                      <MessageBubble
                        key={item.key}
                        content={item.message.content}
                        createdAt={item.message.createdAt}
                        own={item.own}
                        continued={item.continued}
                        receipt={item.receipt}
                        otherName={otherName}
                      />
                    ) : (
                      <PendingBubble key={item.key} pending={item.pending} continued={item.continued} onRetry={model.retry} onDiscard={model.discard} />
                    ),
                  )}
                </ol>
              </div>
            )}
            {model.typing && (
              <p aria-hidden="true" className="mt-2 flex items-center gap-2 px-1 text-xs text-slate-500 dark:text-slate-400">
                <TypingDots />
                {t('thread.typingLong', { name: otherName })}
              </p>
            )}
          </>
        )}
      </div>
      {model.forbidden && subject.target && 'specialistId' in subject.target && (
        <p role="status" className="border-t border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-500/10 dark:text-amber-200">
          {t('failure.forbiddenHint')}{' '}
          <Link to={paths.specialistProfile(subject.target.specialistId)} className={cn('font-medium underline', focusRing)}>
            {t('failure.book')}
          </Link>
        </p>
      )}
      {!notFound && <Composer onSend={model.send} sending={model.sending} onTyping={model.typed} autoFocus={!subject.conversation} />}
    </section>
  );
};

const TypingDots = () => (
  <span aria-hidden="true" className="inline-flex gap-0.5">
    {[0, 150, 300].map((delay) => (
      <span key={delay} className="size-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none dark:bg-slate-500" style={{ animationDelay: `${delay}ms` }} />
    ))}
  </span>
);
