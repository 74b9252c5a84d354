import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useConversationList } from '../model/use-conversation-list';
import { UnreadCount } from './unread-count';

/**
 * The navigation entry's unread total (GET /conversations unreadTotal, kept live). Sits in the
 * layout on every page, so it never suspends it: its screen-reader text comes when the
 * 'messages' texts have loaded.
 */
export const MessagesUnreadBadge = ({ collapsed = false }: { collapsed?: boolean }) => {
  const { t, ready } = useTranslation('messages', { useSuspense: false });
  const { data } = useConversationList();
  const count = data?.unreadTotal ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <UnreadCount
        count={count}
        className={cn(collapsed && 'absolute -top-0.5 right-0.5 h-4 min-w-4 px-1 text-[10px] ring-2 ring-white dark:ring-slate-900')}
      />
      {ready && <span className="sr-only">{t('nav.unread', { count })}</span>}
    </>
  );
};
