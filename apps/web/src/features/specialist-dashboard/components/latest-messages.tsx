import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Conversation } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { moneyLocale } from '@/lib/money';

/** The conversations with the newest activity: who, the last message, unread count; each opens its thread. */
export const LatestMessages = ({ conversations, hrefOf }: { conversations: readonly Conversation[]; hrefOf: (conversation: Conversation) => string }) => {
  const { t, i18n } = useTranslation('specialist-dashboard');
  const date = new Intl.DateTimeFormat(moneyLocale(i18n.resolvedLanguage ?? i18n.language), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <ul className="-mx-2 space-y-1">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <Link to={hrefOf(conversation)} className="flex min-h-11 items-start gap-3 rounded-xl px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-2">
                <span className={cn('truncate text-sm text-slate-900 dark:text-white', conversation.unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{conversation.participant.name}</span>
                <time dateTime={conversation.updatedAt} className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  {date.format(new Date(conversation.updatedAt))}
                </time>
              </div>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">{conversation.lastMessage?.content ?? t('messages.noMessages')}</p>
            </div>
            {conversation.unreadCount > 0 && (
              <span className="mt-0.5 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                <span aria-hidden="true">{conversation.unreadCount}</span>
                <span className="sr-only">{t('messages.unread', { count: conversation.unreadCount })}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
};
