import { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';
import { conversationRefSelect, messageSelect, personSelect, type ConversationListRow, type ConversationRef, type MessageRow, type PersonRow } from './messaging.rows.js';

/** Conversations, their messages and the people in them; `insertMessage`, `markReadBy` and `markMessageNotificationsRead` belong inside a transaction. */
export function createMessagingRepository(db: DbOrTx) {
  return transactional(db, (client) => ({
    /** The conversation when `userId` is one of its two people; null for anyone else and for ids that cannot exist. */
    async findConversationOf(userId: string, conversationId: string): Promise<ConversationRef | null> {
      if (!isUuid(conversationId) || !isUuid(userId)) return null;
      return client.conversation.findFirst({
        where: { id: conversationId, OR: [{ customerId: userId }, { specialistUserId: userId }] },
        select: conversationRefSelect,
      });
    },

    async findConversationBetween(customerId: string, specialistUserId: string): Promise<ConversationRef | null> {
      return client.conversation.findUnique({ where: { customerId_specialistUserId: { customerId, specialistUserId } }, select: conversationRefSelect });
    },

    async createConversation(data: { customerId: string; specialistUserId: string; bookingId: string | null }): Promise<ConversationRef> {
      return client.conversation.create({ data, select: conversationRefSelect });
    },

    /** Links a conversation started without a booking to the booking it is now about (never re-links). */
    async linkBooking(conversationId: string, bookingId: string): Promise<void> {
      await client.conversation.updateMany({ where: { id: conversationId, bookingId: null }, data: { bookingId } });
    },

    async findPeople(ids: string[]): Promise<PersonRow[]> {
      const valid = ids.filter(isUuid);
      return valid.length === 0 ? [] : client.user.findMany({ where: { id: { in: valid } }, select: personSelect });
    },

    async findSpecialistByProfile(profileId: string): Promise<{ id: string; user: PersonRow } | null> {
      if (!isUuid(profileId)) return null;
      return client.specialistProfile.findUnique({ where: { id: profileId }, select: { id: true, user: { select: personSelect } } });
    },

    async specialistProfileIdOf(userId: string): Promise<string | null> {
      const profile = await client.specialistProfile.findUnique({ where: { userId }, select: { id: true } });
      return profile?.id ?? null;
    },

    /** Any booking of the customer with the specialist (whatever its status). */
    async hasBookingWith(customerId: string, specialistProfileId: string): Promise<boolean> {
      return (await client.booking.findFirst({ where: { customerId, specialistId: specialistProfileId }, select: { id: true } })) !== null;
    },

    /** The booking when it is one of this customer's with this specialist. */
    async isBookingOfPair(bookingId: string, customerId: string, specialistProfileId: string): Promise<boolean> {
      if (!isUuid(bookingId)) return false;
      return (await client.booking.findFirst({ where: { id: bookingId, customerId, specialistId: specialistProfileId }, select: { id: true } })) !== null;
    },

    async hasWrittenIn(conversationId: string, userId: string): Promise<boolean> {
      return (await client.message.findFirst({ where: { conversationId, senderId: userId }, select: { id: true } })) !== null;
    },

    /** Inserts a message (`answeredById`: the admin writing as Vizyt support) and moves the conversation to the top of both lists (lastMessageAt), in the caller's transaction. */
    async insertMessage(conversationId: string, senderId: string, content: string, answeredById: string | null = null): Promise<MessageRow> {
      const message = await client.message.create({ data: { conversationId, senderId, content, answeredById }, select: messageSelect });
      // GREATEST: a message committed a moment later by the other person never moves it back.
      await client.$executeRaw`UPDATE conversations SET last_message_at = GREATEST(last_message_at, ${message.createdAt}::timestamptz) WHERE id = ${conversationId}::uuid`;
      return message;
    },

    async findMessageIn(conversationId: string, messageId: string): Promise<MessageRow | null> {
      if (!isUuid(messageId)) return null;
      return client.message.findFirst({ where: { id: messageId, conversationId }, select: messageSelect });
    },

    /** Up to `take` messages older than the cursor (or the newest), newest first; ties on the instant are ordered by id. */
    async messagesBefore(conversationId: string, cursor: { id: string; createdAt: Date } | null, take: number): Promise<MessageRow[]> {
      return client.message.findMany({
        where: {
          conversationId,
          ...(cursor ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] } : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: messageSelect,
      });
    },

    /** Marks read what the other person wrote and the reader has not read; returns how many. */
    async markReadBy(conversationId: string, readerId: string, at: Date): Promise<number> {
      // GREATEST: read_at never precedes created_at (a CHECK holds it), whichever clock stamped the message.
      return client.$executeRaw`
    UPDATE messages SET read_at = GREATEST(${at}::timestamptz, created_at)
     WHERE conversation_id = ${conversationId}::uuid AND sender_id <> ${readerId}::uuid AND read_at IS NULL`;
    },

    /** The reader's unread new_message notifications of the conversation: read too, so the bell's count matches the inbox. */
    async markMessageNotificationsRead(userId: string, conversationId: string, at: Date): Promise<number> {
      return client.$executeRaw`
    UPDATE notifications SET read_at = ${at}::timestamptz
     WHERE user_id = ${userId}::uuid AND type = 'new_message' AND read_at IS NULL AND params->>'conversationId' = ${conversationId}`;
    },

    /** The user's unread notifications (the bell's count; archived ones are not counted). */
    unreadNotifications: (userId: string): Promise<number> => client.notification.count({ where: { userId, readAt: null, archivedAt: null } }),

    /**
     * The caller's conversations, most recent first, in one query: the other person and their
     * profile, the last message and the unread count come from lateral joins (one index probe
     * each per conversation, no query per row).
     */
    async listConversations(userId: string, options: { conversationId?: string; limit: number }): Promise<ConversationListRow[]> {
      const only = options.conversationId ? Prisma.sql`AND c.id = ${options.conversationId}::uuid` : Prisma.empty;
      return client.$queryRaw<ConversationListRow[]>`
    SELECT c.id::text AS id, c.booking_id::text AS booking_id, c.last_message_at,
           CASE WHEN c.customer_id = ${userId}::uuid THEN 'specialist' ELSE 'customer' END AS other_side,
           o.id::text AS other_id, o.first_name AS other_first_name, o.last_name AS other_last_name,
           o.avatar_url AS other_avatar, (o.deleted_at IS NOT NULL) AS other_deleted,
           sp.id::text AS other_profile_id,
           lm.id::text AS last_id, lm.sender_id::text AS last_sender_id, lm.content AS last_content,
           lm.created_at AS last_created_at, lm.read_at AS last_read_at,
           un.n AS unread
      FROM conversations c
      JOIN users o ON o.id = CASE WHEN c.customer_id = ${userId}::uuid THEN c.specialist_user_id ELSE c.customer_id END
      LEFT JOIN specialist_profiles sp ON sp.user_id = c.specialist_user_id AND c.customer_id = ${userId}::uuid
      LEFT JOIN LATERAL (
             SELECT m.id, m.sender_id, m.content, m.created_at, m.read_at FROM messages m
              WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) lm ON true
      CROSS JOIN LATERAL (
             SELECT count(*)::int AS n FROM messages m
              WHERE m.conversation_id = c.id AND m.sender_id <> ${userId}::uuid AND m.read_at IS NULL) un
     WHERE (c.customer_id = ${userId}::uuid OR c.specialist_user_id = ${userId}::uuid) ${only}
     ORDER BY c.last_message_at DESC, c.id DESC
     LIMIT ${options.limit}`;
    },

    /** Unread messages to the caller across all their conversations (the badge on "Messages"). */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await client.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE (c.customer_id = ${userId}::uuid OR c.specialist_user_id = ${userId}::uuid)
       AND m.sender_id <> ${userId}::uuid AND m.read_at IS NULL`;
      return row?.n ?? 0;
    },
  }));
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
