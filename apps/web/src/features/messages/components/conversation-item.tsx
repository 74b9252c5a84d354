import type { Conversation } from '@vizyt/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { splitName } from '../model/conversations';
import { participantName, useMessageTime } from '../model/format';
import { conversationSearch } from '../model/selection';
import { insetFocusRing } from './styles';
import { UnreadCount } from './unread-count';

interface ConversationItemProps {
  conversation: Conversation;
  selected: boolean;
  me: string | undefined;
  now: Date;
}

/** One line of a message, however many it has. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A row of the list: who, the last message (one line), when, and how many are unread. */
export const ConversationItem = ({ conversation, selected, me, now }: ConversationItemProps) => {
  const { t } = useTranslation('messages');
  const time = useMessageTime();
  const { participant, lastMessage, unreadCount } = conversation;
  const name = participantName(participant, t('supportName'));
  const preview = lastMessage
    ? lastMessage.senderId === me
      ? t('list.ownPreview', { text: oneLine(lastMessage.content) })
      : oneLine(lastMessage.content)
    : t('list.noMessages');
  const unread = unreadCount > 0;

  return (
    <li>
      <Link
        to={{ search: conversationSearch(conversation.id) }}
        data-testid="conversation-item"
        data-conversation-id={conversation.id}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors',
          selected ? 'bg-brand-50 dark:bg-brand-950/70' : 'hover:bg-slate-100 dark:hover:bg-slate-800/70',
          insetFocusRing,
        )}
      >
        <Avatar {...splitName(name)} src={participant.avatar} className="size-11" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-slate-900 dark:text-white', unread ? 'font-semibold' : 'font-medium')}>{name}</span>
            <time dateTime={conversation.updatedAt} title={time.full(conversation.updatedAt)} className={cn('shrink-0 text-xs', unread ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-slate-500 dark:text-slate-400')}>
              {time.stamp(conversation.updatedAt, now)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400', !lastMessage && 'italic')}>{preview}</span>
            <UnreadCount count={unreadCount} />
            {unread && <span className="sr-only">{t('list.unread', { count: unreadCount })}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
};
