/**
 * The conversation list as live events change it (pure: the API module patches its cache with
 * these, tests call them directly).
 */
import type { Conversation, Message } from '@vizyt/contracts';
import type { ConversationList } from '../api/messages-api';

/** Most recent first (ISO instants of one format compare as strings). */
export const sortConversations = (conversations: readonly Conversation[]): Conversation[] =>
  [...conversations].sort((a, b) => (a.updatedAt === b.updatedAt ? a.id.localeCompare(b.id) : a.updatedAt < b.updatedAt ? 1 : -1));

/**
 * A new message of a listed conversation: it becomes the preview and moves the conversation to
 * the top; one from the other person counts as unread. Idempotent (the nav badge and the page
 * both listen to the same event, and the sender's own tabs hear their message back), and an
 * older message than the preview changes nothing. Returns false when the conversation is not
 * in the list (a new one: the caller refetches).
 */
export const applyNewMessage = (list: ConversationList, message: Message, me: string | undefined): boolean => {
  const conversation = list.conversations.find((c) => c.id === message.conversationId);
  if (!conversation) return false;
  const last = conversation.lastMessage;
  if (last && (last.id === message.id || last.createdAt > message.createdAt)) return true;
  conversation.lastMessage = message;
  conversation.updatedAt = message.createdAt;
  if (message.senderId !== me) {
    conversation.unreadCount += 1;
    list.unreadTotal += 1;
  }
  list.conversations = sortConversations(list.conversations);
  return true;
};

/** A conversation that was just started (POST /conversations): added on top, or its entry refreshed. */
export const upsertConversation = (list: ConversationList, conversation: Conversation): void => {
  list.conversations = sortConversations([conversation, ...list.conversations.filter((c) => c.id !== conversation.id)]);
};

/** An existing conversation with the person a new-conversation link names (one conversation per pair). */
export const findConversationWith = (
  conversations: readonly Conversation[],
  target: { specialistId: string } | { customerId: string },
): Conversation | undefined =>
  conversations.find((c) =>
    'specialistId' in target ? c.participant.specialistId === target.specialistId : c.participant.role === 'customer' && c.participant.id === target.customerId,
  );

/** "Olena Kovalenko" → the avatar's initials. */
export const splitName = (name: string): { firstName: string; lastName: string } => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.at(-1) ?? '' };
};
