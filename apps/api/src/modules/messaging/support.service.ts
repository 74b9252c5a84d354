import { type Conversation, type Message, pageWindow, SOCKET_EVENTS, SUPPORT_USER_ID, type SupportInbox, type SupportThread } from '@vizyt/contracts';
import { NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { retryOnUniqueViolation } from '../../lib/db.js';
import type { NotificationOutbox, Realtime } from '../notifications/notifications.ports.js';
import { presentConversation, presentLastMessage, presentMessage } from './messaging.presenter.js';
import { pageOfMessages } from './message-page.js';
import type { MessagingRepository } from './messaging.repository.js';
import type { SupportInboxRow } from './messaging.rows.js';
import type { SupportRepository } from './support.repository.js';

/** The sender's name in the notification of an answer (the web shows "Vizyt support" in the reader's language). */
const SUPPORT_NAME = 'Vizyt support';
const PREVIEW_LENGTH = 140;
const preview = (content: string) => Array.from(content).slice(0, PREVIEW_LENGTH).join('');
const conversationNotFound = () => NotFoundError('Conversation not found');

/** Tells every admin's open console of a message in a support conversation (socket `message:new`). */
export async function tellSupportDesk(supportRepo: SupportRepository, realtime: Realtime, conversationId: string, message: Message): Promise<void> {
  if (!realtime.enabled) return;
  for (const adminId of await supportRepo.activeAdminIds()) realtime.toUser(adminId, SOCKET_EVENTS.messageNew, { conversationId, message });
}

const presentThread = (row: SupportInboxRow): SupportThread => ({
  id: row.id,
  person: {
    id: row.person_id,
    name: row.person_deleted ? '—' : `${row.person_first_name} ${row.person_last_name}`.trim(),
    avatar: row.person_deleted ? null : row.person_avatar,
    role: row.person_role,
  },
  lastMessage: presentLastMessage(row),
  unreadCount: row.unread,
  answered: row.last_sender_id === SUPPORT_USER_ID,
  updatedAt: row.last_message_at.toISOString(),
});

/**
 * Conversations with Vizyt support (issue #26): a customer or a specialist writes from the help
 * page into their one conversation with the support account; any admin answers from the console
 * as that account. The person's later messages go through the ordinary messaging endpoints.
 */
export function createSupportService(deps: { repo: MessagingRepository; supportRepo: SupportRepository; outbox: NotificationOutbox; realtime: Realtime }) {
  const { repo, supportRepo, outbox, realtime } = deps;

  async function load(conversationId: string) {
    const conversation = await supportRepo.findSupportConversation(conversationId);
    if (!conversation) throw conversationNotFound();
    return conversation;
  }

  return {
    /** Opens the caller's conversation with support (or continues it) with a message; one transaction. */
    async write(actor: Actor, content: string): Promise<{ conversation: Conversation; message: Message }> {
      const write = () =>
        repo.transaction(async (txRepo) => {
          const conversation =
            (await txRepo.findConversationBetween(actor.userId, SUPPORT_USER_ID)) ?? (await txRepo.createConversation({ customerId: actor.userId, specialistUserId: SUPPORT_USER_ID, bookingId: null }));
          return { conversationId: conversation.id, message: await txRepo.insertMessage(conversation.id, actor.userId, content) };
        });
      // Two tabs opened it at once: the other one's conversation won; add to it.
      const written = await retryOnUniqueViolation(write);
      const message = presentMessage(written.message);
      realtime.toUser(actor.userId, SOCKET_EVENTS.messageNew, { conversationId: written.conversationId, message });
      await tellSupportDesk(supportRepo, realtime, written.conversationId, message);
      const [row] = await repo.listConversations(actor.userId, { conversationId: written.conversationId, limit: 1 });
      if (!row) throw conversationNotFound();
      return { conversation: presentConversation(row), message };
    },

    async inbox(query: { page: number; limit: number }): Promise<SupportInbox> {
      const [rows, totals] = await Promise.all([supportRepo.supportInbox({ offset: pageWindow(query.page, query.limit).skip, limit: query.limit }), supportRepo.supportTotals()]);
      return { items: rows.map(presentThread), page: query.page, total: totals.total, totalPages: Math.max(1, Math.ceil(totals.total / query.limit)), unreadTotal: totals.unread };
    },

    /** A page of a support conversation, newest first (as GET /conversations/:id/messages). */
    async messages(conversationId: string, query: { before?: string | undefined; limit: number }): Promise<{ messages: Message[]; hasMore: boolean }> {
      const conversation = await load(conversationId);
      return pageOfMessages(repo, conversation.id, query);
    },

    /**
     * An admin answers as Vizyt support: the message (with the admin on it), the person's messages
     * marked read and their new_message notification, in one transaction; then the sockets.
     */
    async answer(admin: Actor, conversationId: string, content: string): Promise<Message> {
      const conversation = await load(conversationId);
      const person = await supportRepo.findSupportPerson(conversation.customerId);
      if (!person) throw conversationNotFound();
      const viewing = await realtime.isViewing(person.id, conversation.id);
      const readAt = new Date();
      const row = await repo.transaction(async (txRepo, tx) => {
        await txRepo.markReadBy(conversation.id, SUPPORT_USER_ID, readAt);
        const message = await txRepo.insertMessage(conversation.id, SUPPORT_USER_ID, content, admin.userId);
        if (!viewing) {
          const link = person.role === 'SPECIALIST' ? `/specialist/messages?c=${conversation.id}` : `/messages?c=${conversation.id}`;
          await outbox.recordIn(tx, [
            { userId: person.id, type: 'new_message', params: { sender: SUPPORT_NAME, preview: preview(message.content), conversationId: conversation.id }, link, dedupeKey: `message:${message.id}` },
          ]);
        }
        return message;
      });
      const message = presentMessage(row);
      realtime.toUser(person.id, SOCKET_EVENTS.messageNew, { conversationId: conversation.id, message });
      await tellSupportDesk(supportRepo, realtime, conversation.id, message);
      return message;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
