import type { Conversation, Message } from '@vizyt/contracts';
import type { ConversationListRow, LastMessageColumns, MessageRow } from './messaging.rows.js';

/** A message as both people see it: the content is plain text, exactly as written (never HTML). */
export const presentMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A conversation from the caller's side: the other person, the last message, what the caller has not read. */
export function presentConversation(row: ConversationListRow): Conversation {
  return {
    id: row.id,
    participant: {
      id: row.other_id,
      specialistId: row.other_side === 'specialist' ? row.other_profile_id : null,
      // A deleted account's personal fields are anonymised; show no name or face for it at all.
      name: row.other_deleted ? '—' : `${row.other_first_name} ${row.other_last_name}`.trim(),
      avatar: row.other_deleted ? null : row.other_avatar,
      role: row.other_side,
    },
    bookingId: row.booking_id,
    lastMessage: presentLastMessage(row),
    unreadCount: row.unread,
    updatedAt: row.last_message_at.toISOString(),
  };
}

/** The last message of a list row (null for a conversation without messages). */
export const presentLastMessage = (row: LastMessageColumns & { id: string }): Message | null =>
  row.last_id && row.last_sender_id && row.last_content !== null && row.last_created_at
    ? presentMessage({ id: row.last_id, conversationId: row.id, senderId: row.last_sender_id, content: row.last_content, createdAt: row.last_created_at, readAt: row.last_read_at })
    : null;
