import { useCallback, useEffect, useMemo, useRef } from 'react';
import { AlertTriangle, MessagesSquare, RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Conversation } from '@vizyt/contracts';
import { useAppSelector } from '@/stores/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetBookingCustomerQuery, useGetSpecialistRecipientQuery } from '../api/messages-api';
import { ConversationList } from '../components/conversation-list';
import { PaneNotice } from '../components/empty-state';
import { focusRing, pageTitle } from '../components/styles';
import { Thread } from '../components/thread';
import type { ThreadPerson } from '../components/thread-header';
import { findConversationWith, sortConversations } from '../model/conversations';
import { participantName } from '../model/format';
import { selectionOf, type MessagesRole, type NewConversationTarget } from '../model/selection';
import { useConversationList } from '../model/use-conversation-list';

/**
 * /messages (customers) and /specialist/messages (specialists): the conversations on the left
 * and the open one on the right; on phones one at a time (the list, then the thread with a way
 * back). The address holds what is open (?c=<id>), so notification links and the back button
 * work; ?to= (a specialist) and ?customer=&booking= (a customer of mine) open a new
 * conversation, or the existing one with that person.
 */
export const MessagesPage = ({ role }: { role: MessagesRole }) => {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const selection = selectionOf(params, role);
  const me = useAppSelector((state) => state.auth.user?.id);
  const list = useConversationList();
  const conversations = useMemo(() => sortConversations(list.data?.conversations ?? []), [list.data]);

  // Writing to someone we already talk to: their conversation (one per pair).
  const existingId = selection?.kind === 'new' && list.data ? findConversationWith(conversations, selection.target)?.id : undefined;
  useEffect(() => {
    if (existingId) setParams({ c: existingId }, { replace: true });
  }, [existingId, setParams]);
  const onStarted = useCallback((conversation: Conversation) => setParams({ c: conversation.id }, { replace: true }), [setParams]);

  const selectedId = selection?.kind === 'conversation' ? selection.id : null;
  const listSettled = Boolean(list.data) || list.isError;

  // A conversation the list does not have yet (a notification's link to one started since): ask once more.
  const missingId = selectedId && list.data && !conversations.some((c) => c.id === selectedId) ? selectedId : null;
  const askedFor = useRef<string | null>(null);
  const { refetch } = list;
  useEffect(() => {
    if (!missingId || askedFor.current === missingId) return;
    askedFor.current = missingId;
    void refetch();
  }, [missingId, refetch]);

  let listPane;
  if (list.data) {
    listPane =
      conversations.length > 0 ? (
        <ConversationList conversations={conversations} selectedId={selectedId} me={me} />
      ) : (
        <NoConversations role={role} />
      );
  } else if (list.isError) {
    listPane = (
      <PaneNotice
        tone="error"
        icon={AlertTriangle}
        title={t('list.failed')}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('retry')}
          </Button>
        }
      />
    );
  } else listPane = <FullPageSpinner label={t('loading')} className="min-h-full" />;

  let threadPane;
  if (!selection) {
    threadPane = <PaneNotice icon={MessagesSquare} title={t('noSelection.title')} body={t('noSelection.body')} />;
  } else if (selection.kind === 'conversation') {
    const conversation = conversations.find((c) => c.id === selection.id);
    threadPane = <ConversationThread key={selection.id} id={selection.id} conversation={conversation} />;
  } else if (!listSettled || existingId) {
    threadPane = <FullPageSpinner label={t('thread.loading')} className="min-h-full" />;
  } else {
    threadPane = <NewThread key={targetKey(selection.target)} target={selection.target} onStarted={onStarted} />;
  }

  // Nobody to talk to yet and nothing asked for: one calm message instead of two empty panes.
  const emptyAll = list.data && conversations.length === 0 && !selection;

  return (
    <div className="mx-auto flex h-[calc(100dvh-7rem)] min-h-[24rem] w-full max-w-7xl flex-col gap-4 lg:h-[calc(100dvh-8rem)]">
      <h1 className={cn(pageTitle, selection && 'max-md:sr-only')}>{t('title')}</h1>
      <div
        className={cn(
          'min-h-0 flex-1 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
          !emptyAll && 'md:grid md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[19rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]',
        )}
      >
        {emptyAll ? (
          <NoConversations role={role} />
        ) : (
          <>
            <div className={cn('h-full min-h-0 overflow-y-auto border-slate-200 md:border-r dark:border-slate-800', selection && 'max-md:hidden')}>{listPane}</div>
            <div className={cn('h-full min-h-0', !selection && 'max-md:hidden')}>{threadPane}</div>
          </>
        )}
      </div>
    </div>
  );
};

export const CustomerMessagesPage = () => <MessagesPage role="customer" />;
export const SpecialistMessagesPage = () => <MessagesPage role="specialist" />;

const targetKey = (target: NewConversationTarget) =>
  'specialistId' in target ? `to:${target.specialistId}:${target.bookingId ?? ''}` : `customer:${target.customerId}:${target.bookingId ?? ''}`;

const NoConversations = ({ role }: { role: MessagesRole }) => {
  const { t } = useTranslation('messages');
  return (
    <PaneNotice
      icon={MessagesSquare}
      title={t('empty.title')}
      body={t(`empty.${role}`)}
      action={
        role === 'customer' ? (
          <Link to={paths.search()} className={buttonClasses('primary', 'md', focusRing)}>
            <Search aria-hidden="true" className="size-4" />
            {t('empty.findSpecialist')}
          </Link>
        ) : undefined
      }
    />
  );
};

/** An existing conversation (the list may not know it yet: the header waits for it). */
const ConversationThread = ({ id, conversation }: { id: string; conversation: Conversation | undefined }) => {
  const { t } = useTranslation('messages');
  const person: ThreadPerson = conversation
    ? { name: participantName(conversation.participant, t('supportName')), avatar: conversation.participant.avatar, specialistId: conversation.participant.specialistId, role: conversation.participant.role }
    : { name: null, avatar: null, specialistId: null, role: null };
  return (
    <Thread
      subject={{ conversation: { id, unreadCount: conversation?.unreadCount ?? 0, lastMessageId: conversation?.lastMessage?.id ?? null } }}
      person={person}
    />
  );
};

/** Nobody has written yet: who it will be with (their profile, or the booking's customer), and the composer. */
const NewThread = ({ target, onStarted }: { target: NewConversationTarget; onStarted: (conversation: Conversation) => void }) => {
  const specialistId = 'specialistId' in target ? target.specialistId : undefined;
  const bookingId = 'customerId' in target ? target.bookingId : undefined;
  const specialist = useGetSpecialistRecipientQuery(specialistId ?? '', { skip: !specialistId });
  const booking = useGetBookingCustomerQuery(bookingId ?? '', { skip: !bookingId });
  // The booking names its customer; a booking of someone else's is not who the link asks for.
  const customer = booking.data && 'customerId' in target && booking.data.id === target.customerId ? booking.data : undefined;
  const recipient = specialist.data ?? customer;
  const person: ThreadPerson = {
    name: recipient?.name ?? null,
    avatar: recipient?.avatar ?? null,
    specialistId: specialistId ?? null,
    role: specialistId ? 'specialist' : 'customer',
  };
  return <Thread subject={{ conversation: null, target, onStarted }} person={person} />;
};

