import { describe, expect, it } from 'vitest';
import { buildConversation, buildMessage } from '../testing/fixtures';
import { applyNewMessage, findConversationWith, sortConversations, splitName } from './conversations';

const list = () => ({
  conversations: [
    buildConversation({ id: 'cv1', updatedAt: '2026-11-20T12:00:00.000Z' }),
    buildConversation({ id: 'cv2', updatedAt: '2026-11-20T09:00:00.000Z', unreadCount: 1, participant: { id: 's2', specialistId: 'sp2', name: 'Iryna Bondar' } }),
  ],
  unreadTotal: 1,
});

describe('applyNewMessage', () => {
  it('moves the conversation to the top with the message as preview and counts it unread, once', () => {
    const draft = list();
    const message = buildMessage({ id: 'n1', conversationId: 'cv2', senderId: 's2', createdAt: '2026-11-20T13:00:00.000Z' });
    expect(applyNewMessage(draft, message, 'c1')).toBe(true);
    expect(applyNewMessage(draft, message, 'c1')).toBe(true);
    expect(draft.conversations.map((c) => c.id)).toEqual(['cv2', 'cv1']);
    expect(draft.conversations[0]).toMatchObject({ lastMessage: { id: 'n1' }, unreadCount: 2, updatedAt: '2026-11-20T13:00:00.000Z' });
    expect(draft.unreadTotal).toBe(2);
  });

  it('does not count my own message as unread', () => {
    const draft = list();
    applyNewMessage(draft, buildMessage({ conversationId: 'cv2', senderId: 'c1', createdAt: '2026-11-20T13:00:00.000Z' }), 'c1');
    expect(draft.conversations[0]).toMatchObject({ id: 'cv2', unreadCount: 1 });
    expect(draft.unreadTotal).toBe(1);
  });

  it('answers false for a conversation the list does not have', () => {
    expect(applyNewMessage(list(), buildMessage({ conversationId: 'cv9' }), 'c1')).toBe(false);
  });
});

describe('the list helpers', () => {
  it('sorts the most recent first', () => {
    expect(sortConversations([...list().conversations].reverse()).map((c) => c.id)).toEqual(['cv1', 'cv2']);
  });

  it('finds the conversation with a specialist (profile id) or a customer (user id)', () => {
    const conversations = [...list().conversations, buildConversation({ id: 'cv3', participant: { id: 'c7', specialistId: null, role: 'customer', name: 'Ivan Petrenko' } })];
    expect(findConversationWith(conversations, { specialistId: 'sp2' })?.id).toBe('cv2');
    expect(findConversationWith(conversations, { customerId: 'c7' })?.id).toBe('cv3');
    expect(findConversationWith(conversations, { customerId: 's2' })).toBeUndefined();
  });

  it('splits a name for the avatar’s initials', () => {
    expect(splitName('  Olena Maria Kovalenko ')).toEqual({ firstName: 'Olena', lastName: 'Kovalenko' });
    expect(splitName('Olena')).toEqual({ firstName: 'Olena', lastName: '' });
  });
});
