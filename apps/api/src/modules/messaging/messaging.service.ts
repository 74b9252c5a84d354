import { SOCKET_EVENTS, SUPPORT_USER_ID, type Conversation, type Message } from '@vizyt/contracts';
import { AuthorizationError, NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { retryOnUniqueViolation } from '../../lib/db.js';
import type { NotificationDraft, NotificationOutbox, Realtime } from '../notifications/notifications.ports.js';
import { canWrite, otherParticipant, sideOf, type Side, type WriteVerdict } from './messaging.policy.js';
import { presentConversation, presentMessage } from './messaging.presenter.js';
import type { MessagingRepository } from './messaging.repository.js';
import type { ConversationRef, MessageRow, PersonRow } from './messaging.rows.js';
import { pageOfMessages } from './message-page.js';
import type { SupportRepository } from './support.repository.js';
import { tellSupportDesk } from './support.service.js';

/** The list shows the most recent conversations up to this many (nobody keeps more going at once). */
export const CONVERSATION_LIST_MAX = 200;
/** The preview in a new_message notification. */
export const NOTIFICATION_PREVIEW_LENGTH = 140;

const conversationNotFound = () => NotFoundError('Conversation not found');

const VERDICT_MESSAGES: Record<Exclude<WriteVerdict, 'allowed'>, string> = {
  recipientDeleted: 'This account has been deleted and cannot receive messages',
  recipientSuspended: 'This account is suspended and cannot receive messages',
  directMessagesOff: 'This specialist accepts messages only from their clients: book a visit first',
  notTheirCustomer: 'You can write only to customers who have booked with you',
};

/** A person's name as the other one sees it in a notification. */
const fullName = (p: Pick<PersonRow, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/** Where the recipient's notification opens the conversation: their own messages screen. */
const linkFor = (recipientSide: Side, conversationId: string) =>
  recipientSide === 'customer' ? `/messages?c=${conversationId}` : `/specialist/messages?c=${conversationId}`;

/** Cut by code points, so an emoji is never split in half. */
const preview = (content: string) => Array.from(content).slice(0, NOTIFICATION_PREVIEW_LENGTH).join('');

/**
 * Messaging (issue #13): one conversation per customer–specialist pair, visible to those two only.
 * A message, the conversation's lastMessageAt and the recipient's new_message notification (when
 * they are not reading that conversation right now) are written in one transaction; the sockets
 * hear of it after the commit, so nobody is told of a message that was rolled back.
 */
export function createMessagingService(deps: { repo: MessagingRepository; supportRepo: SupportRepository; outbox: NotificationOutbox; realtime: Realtime }) {
  const { repo, supportRepo, outbox, realtime } = deps;

  async function load(actor: Actor, conversationId: string): Promise<{ conversation: ConversationRef; side: Side }> {
    const conversation = await repo.findConversationOf(actor.userId, conversationId);
    const side = conversation ? sideOf(actor.userId, conversation) : null;
    if (!conversation || !side) throw conversationNotFound();
    return { conversation, side };
  }

  function refuse(verdict: WriteVerdict): void {
    if (verdict !== 'allowed') throw AuthorizationError(VERDICT_MESSAGES[verdict]);
  }

  function draftFor(args: { sender: PersonRow; recipientId: string; recipientSide: Side; conversationId: string; message: MessageRow }): NotificationDraft {
    return {
      userId: args.recipientId,
      type: 'new_message',
      params: { sender: fullName(args.sender), preview: preview(args.message.content), conversationId: args.conversationId },
      link: linkFor(args.recipientSide, args.conversationId),
      dedupeKey: `message:${args.message.id}`,
    };
  }

  /** After the commit: the recipient's sockets, and the sender's other tabs. */
  function announce(conversationId: string, message: Message, recipientId: string, senderId: string): void {
    const payload = { conversationId, message };
    realtime.toUser(recipientId, SOCKET_EVENTS.messageNew, payload);
    realtime.toUser(senderId, SOCKET_EVENTS.messageNew, payload);
  }

  async function conversationFor(userId: string, conversationId: string): Promise<Conversation> {
    const [row] = await repo.listConversations(userId, { conversationId, limit: 1 });
    if (!row) throw conversationNotFound();
    return presentConversation(row);
  }

  /** Who a new conversation is between, from the caller's side; 404/403 for people the caller cannot write to. */
  async function resolvePair(actor: Actor, input: { specialistId?: string | undefined; customerId?: string | undefined }) {
    if (input.specialistId !== undefined) {
      const specialist = await repo.findSpecialistByProfile(input.specialistId);
      if (!specialist || specialist.user.deletedAt || specialist.user.id === actor.userId) throw NotFoundError('Specialist not found');
      if (actor.role !== 'CUSTOMER') throw AuthorizationError('Specialists write to their customers (customerId)');
      return { customerId: actor.userId, specialistUserId: specialist.user.id, profileId: specialist.id as string | null, recipient: specialist.user, senderSide: 'customer' as const };
    }
    if (actor.role !== 'SPECIALIST') throw AuthorizationError('Customers write to specialists (specialistId)');
    const [customer] = await repo.findPeople([input.customerId ?? '']);
    if (!customer || customer.deletedAt || customer.role !== 'CUSTOMER') throw NotFoundError('Customer not found');
    const profileId = await repo.specialistProfileIdOf(actor.userId);
    return { customerId: customer.id, specialistUserId: actor.userId, profileId, recipient: customer, senderSide: 'specialist' as const };
  }

  return {
    /** For the socket server: may this user join the conversation's room? */
    async isParticipant(userId: string, conversationId: string): Promise<boolean> {
      return (await repo.findConversationOf(userId, conversationId)) !== null;
    },

    /**
     * Starts a conversation with its first message, or adds the message to the pair's existing
     * conversation (one per pair: the unique index decides a race between two first messages).
     */
    async start(
      actor: Actor,
      input: { specialistId?: string | undefined; customerId?: string | undefined; bookingId?: string | undefined; message: string },
    ): Promise<{ conversation: Conversation; message: Message }> {
      const pair = await resolvePair(actor, input);
      if (input.bookingId !== undefined && (!pair.profileId || !(await repo.isBookingOfPair(input.bookingId, pair.customerId, pair.profileId)))) {
        throw NotFoundError('Booking not found');
      }
      const bookingId = input.bookingId ?? null;
      const existing = await repo.findConversationBetween(pair.customerId, pair.specialistUserId);
      const hasBooking = bookingId !== null || (pair.profileId !== null && (await repo.hasBookingWith(pair.customerId, pair.profileId)));
      const specialistHasWritten =
        pair.senderSide === 'customer' && !pair.recipient.allowDirectMessages && !hasBooking && existing !== null
          ? await repo.hasWrittenIn(existing.id, pair.specialistUserId)
          : false;
      refuse(
        canWrite({
          senderSide: pair.senderSide,
          recipient: { deletedAt: pair.recipient.deletedAt, suspended: pair.recipient.status === 'SUSPENDED', allowDirectMessages: pair.recipient.allowDirectMessages },
          hasBooking,
          conversationExists: existing !== null,
          specialistHasWritten,
        }),
      );
      const [sender] = await repo.findPeople([actor.userId]);
      if (!sender) throw NotFoundError('Account not found');
      // A new conversation has nobody reading it yet.
      const viewing = existing ? await realtime.isViewing(pair.recipient.id, existing.id) : false;
      const recipientSide: Side = pair.senderSide === 'customer' ? 'specialist' : 'customer';

      const write = () =>
        repo.transaction(async (txRepo, tx) => {
          const conversation = (await txRepo.findConversationBetween(pair.customerId, pair.specialistUserId)) ?? (await txRepo.createConversation({ customerId: pair.customerId, specialistUserId: pair.specialistUserId, bookingId }));
          if (bookingId && conversation.bookingId === null) await txRepo.linkBooking(conversation.id, bookingId);
          const message = await txRepo.insertMessage(conversation.id, actor.userId, input.message);
          if (!viewing) await outbox.recordIn(tx, [draftFor({ sender, recipientId: pair.recipient.id, recipientSide, conversationId: conversation.id, message })]);
          return { conversationId: conversation.id, message };
        });
      // Both people wrote a first message at once: the other one's conversation won; add to it.
      const written = await retryOnUniqueViolation(write);
      const message = presentMessage(written.message);
      announce(written.conversationId, message, pair.recipient.id, actor.userId);
      return { conversation: await conversationFor(actor.userId, written.conversationId), message };
    },

    async send(actor: Actor, conversationId: string, content: string): Promise<Message> {
      const { conversation, side } = await load(actor, conversationId);
      const recipientId = otherParticipant(conversation, side);
      const people = await repo.findPeople([actor.userId, recipientId]);
      const sender = people.find((p) => p.id === actor.userId);
      const recipient = people.find((p) => p.id === recipientId);
      if (!sender || !recipient) throw conversationNotFound();
      let hasBooking = false;
      let specialistHasWritten = false;
      // The specialist's privacy switch is the only rule that needs more facts here.
      if (side === 'customer' && !recipient.allowDirectMessages) {
        const profileId = await repo.specialistProfileIdOf(recipientId);
        hasBooking = profileId !== null && (await repo.hasBookingWith(actor.userId, profileId));
        specialistHasWritten = !hasBooking && (await repo.hasWrittenIn(conversation.id, recipientId));
      }
      refuse(
        canWrite({
          senderSide: side,
          recipient: { deletedAt: recipient.deletedAt, suspended: recipient.status === 'SUSPENDED', allowDirectMessages: recipient.allowDirectMessages },
          hasBooking,
          conversationExists: true,
          specialistHasWritten,
        }),
      );
      // Vizyt support reads nothing itself: the admins' consoles hear of it instead of a notification.
      const toSupport = recipientId === SUPPORT_USER_ID;
      const viewing = toSupport || (await realtime.isViewing(recipientId, conversation.id));
      const row = await repo.transaction(async (txRepo, tx) => {
        const message = await txRepo.insertMessage(conversation.id, actor.userId, content);
        if (!viewing) {
          await outbox.recordIn(tx, [draftFor({ sender, recipientId, recipientSide: side === 'customer' ? 'specialist' : 'customer', conversationId: conversation.id, message })]);
        }
        return message;
      });
      const message = presentMessage(row);
      announce(conversation.id, message, recipientId, actor.userId);
      if (toSupport) await tellSupportDesk(supportRepo, realtime, conversation.id, message);
      return message;
    },

    async list(actor: Actor): Promise<{ conversations: Conversation[]; unreadTotal: number }> {
      const [rows, total] = await Promise.all([repo.listConversations(actor.userId, { limit: CONVERSATION_LIST_MAX }), repo.unreadTotal(actor.userId)]);
      return { conversations: rows.map(presentConversation), unreadTotal: total };
    },

    /** A page of messages, newest first; `before` is the id of the oldest message already shown. */
    async messages(actor: Actor, conversationId: string, query: { before?: string | undefined; limit: number }): Promise<{ messages: Message[]; hasMore: boolean }> {
      const { conversation } = await load(actor, conversationId);
      return pageOfMessages(repo, conversation.id, query);
    },

    /** Marks read what the other person wrote, and the caller's new_message notifications of it, together. */
    async markRead(actor: Actor, conversationId: string): Promise<{ read: number }> {
      const { conversation, side } = await load(actor, conversationId);
      const readAt = new Date();
      const { read, notificationsRead } = await repo.transaction(async (txRepo) => ({
        read: await txRepo.markReadBy(conversation.id, actor.userId, readAt),
        notificationsRead: await txRepo.markMessageNotificationsRead(actor.userId, conversation.id, readAt),
      }));
      // The reader's bell (all their tabs) drops the message notifications just read.
      if (notificationsRead > 0) realtime.toUser(actor.userId, SOCKET_EVENTS.notificationCount, { unreadCount: await repo.unreadNotifications(actor.userId) });
      // The writer's ticks turn "read"; nothing to say when nothing changed.
      if (read > 0) realtime.toUser(otherParticipant(conversation, side), SOCKET_EVENTS.messageRead, { conversationId: conversation.id, readerId: actor.userId, readAt: readAt.toISOString() });
      return { read };
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
