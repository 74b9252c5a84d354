import type { Conversation } from '@vizyt/contracts';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { ConversationItem } from './conversation-item';

/** The conversations, most recent first (the caller sorts), the chosen one marked. */
export const ConversationList = ({ conversations, selectedId, me }: { conversations: Conversation[]; selectedId: string | null; me: string | undefined }) => {
  const { t } = useTranslation('messages');
  const now = new Date(useNow());
  return (
    <ul aria-label={t('list.label')} className="space-y-0.5 p-2">
      {conversations.map((conversation) => (
        <ConversationItem key={conversation.id} conversation={conversation} selected={conversation.id === selectedId} me={me} now={now} />
      ))}
    </ul>
  );
};
