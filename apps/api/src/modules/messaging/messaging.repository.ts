import { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';

export const messageSelect = {
  id: true,
  conversationId: true,
  senderId: true,
  content: true,
  createdAt: true,
  readAt: true,
} satisfies Prisma.MessageSelect;
export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>;

const conversationRefSelect = { id: true, customerId: true, specialistUserId: true, bookingId: true } satisfies Prisma.ConversationSelect;
export type ConversationRef = Prisma.ConversationGetPayload<{ select: typeof conversationRefSelect }>;

/** What the rules and the notification need of a person. */
const personSelect = {
  id: true,
  role: true,
  firstName: true,
  lastName: true,
  status: true,
  deletedAt: true,
  allowDirectMessages: true,
} satisfies Prisma.UserSelect;
export type PersonRow = Prisma.UserGetPayload<{ select: typeof personSelect }>;

/** The conversation when `userId` is one of its two people; null for anyone else and for ids that cannot exist. */
export async function findConversationOf(db: DbOrTx, userId: string, conversationId: string): Promise<ConversationRef | null> {
  if (!isUuid(conversationId) || !isUuid(userId)) return null;
  return db.conversation.findFirst({
    where: { id: conversationId, OR: [{ customerId: userId }, { specialistUserId: userId }] },
    select: conversationRefSelect,
  });
}

export async function findConversationBetween(db: DbOrTx, customerId: string, specialistUserId: string): Promise<ConversationRef | null> {
  return db.conversation.findUnique({ where: { customerId_specialistUserId: { customerId, specialistUserId } }, select: conversationRefSelect });
}

export async function createConversation(db: DbOrTx, data: { customerId: string; specialistUserId: string; bookingId: string | null }): Promise<ConversationRef> {
  return db.conversation.create({ data, select: conversationRefSelect });
}

/** Links a conversation started without a booking to the booking it is now about (never re-links). */
export async function linkBooking(db: DbOrTx, conversationId: string, bookingId: string): Promise<void> {
  await db.conversation.updateMany({ where: { id: conversationId, bookingId: null }, data: { bookingId } });
}

export async function findPeople(db: DbOrTx, ids: string[]): Promise<PersonRow[]> {
  const valid = ids.filter(isUuid);
  return valid.length === 0 ? [] : db.user.findMany({ where: { id: { in: valid } }, select: personSelect });
}

export async function findSpecialistByProfile(db: DbOrTx, profileId: string): Promise<{ id: string; user: PersonRow } | null> {
  if (!isUuid(profileId)) return null;
  return db.specialistProfile.findUnique({ where: { id: profileId }, select: { id: true, user: { select: personSelect } } });
}

export async function specialistProfileIdOf(db: DbOrTx, userId: string): Promise<string | null> {
  const profile = await db.specialistProfile.findUnique({ where: { userId }, select: { id: true } });
  return profile?.id ?? null;
}

/** Any booking of the customer with the specialist (whatever its status). */
export async function hasBookingWith(db: DbOrTx, customerId: string, specialistProfileId: string): Promise<boolean> {
  return (await db.booking.findFirst({ where: { customerId, specialistId: specialistProfileId }, select: { id: true } })) !== null;
}

/** The booking when it is one of this customer's with this specialist. */
export async function isBookingOfPair(db: DbOrTx, bookingId: string, customerId: string, specialistProfileId: string): Promise<boolean> {
  if (!isUuid(bookingId)) return false;
  return (await db.booking.findFirst({ where: { id: bookingId, customerId, specialistId: specialistProfileId }, select: { id: true } })) !== null;
}

export async function hasWrittenIn(db: DbOrTx, conversationId: string, userId: string): Promise<boolean> {
  return (await db.message.findFirst({ where: { conversationId, senderId: userId }, select: { id: true } })) !== null;
}

/** Inserts a message (`answeredById`: the admin writing as Vizyt support) and moves the conversation to the top of both lists (lastMessageAt), in the caller's transaction. */
export async function insertMessage(tx: DbOrTx, conversationId: string, senderId: string, content: string, answeredById: string | null = null): Promise<MessageRow> {
  const message = await tx.message.create({ data: { conversationId, senderId, content, answeredById }, select: messageSelect });
  // GREATEST: a message committed a moment later by the other person never moves it back.
  await tx.$executeRaw`UPDATE conversations SET last_message_at = GREATEST(last_message_at, ${message.createdAt}::timestamptz) WHERE id = ${conversationId}::uuid`;
  return message;
}

export async function findMessageIn(db: DbOrTx, conversationId: string, messageId: string): Promise<MessageRow | null> {
  if (!isUuid(messageId)) return null;
  return db.message.findFirst({ where: { id: messageId, conversationId }, select: messageSelect });
}

/** Up to `take` messages older than the cursor (or the newest), newest first; ties on the instant are ordered by id. */
export async function messagesBefore(db: DbOrTx, conversationId: string, cursor: { id: string; createdAt: Date } | null, take: number): Promise<MessageRow[]> {
  return db.message.findMany({
    where: {
      conversationId,
      ...(cursor ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    select: messageSelect,
  });
}

/** Marks read what the other person wrote and the reader has not read; returns how many. */
export async function markReadBy(tx: DbOrTx, conversationId: string, readerId: string, at: Date): Promise<number> {
  // GREATEST: read_at never precedes created_at (a CHECK holds it), whichever clock stamped the message.
  return tx.$executeRaw`
    UPDATE messages SET read_at = GREATEST(${at}::timestamptz, created_at)
     WHERE conversation_id = ${conversationId}::uuid AND sender_id <> ${readerId}::uuid AND read_at IS NULL`;
}

/** The reader's unread new_message notifications of the conversation: read too, so the bell's count matches the inbox. */
export async function markMessageNotificationsRead(tx: DbOrTx, userId: string, conversationId: string, at: Date): Promise<number> {
  return tx.$executeRaw`
    UPDATE notifications SET read_at = ${at}::timestamptz
     WHERE user_id = ${userId}::uuid AND type = 'new_message' AND read_at IS NULL AND params->>'conversationId' = ${conversationId}`;
}

/** The user's unread notifications (the bell's count; archived ones are not counted). */
export const unreadNotifications = (db: DbOrTx, userId: string): Promise<number> => db.notification.count({ where: { userId, readAt: null, archivedAt: null } });

/** One row of a conversation list: the conversation, the other person, the last message and the caller's unread count. */
export interface ConversationListRow extends LastMessageColumns {
  id: string;
  booking_id: string | null;
  last_message_at: Date;
  other_side: 'customer' | 'specialist';
  other_id: string;
  other_first_name: string;
  other_last_name: string;
  other_avatar: string | null;
  other_deleted: boolean;
  other_profile_id: string | null;
  unread: number;
}

/** The last message of a conversation, as list queries select it. */
export interface LastMessageColumns {
  last_id: string | null;
  last_sender_id: string | null;
  last_content: string | null;
  last_created_at: Date | null;
  last_read_at: Date | null;
}

/**
 * The caller's conversations, most recent first, in one query: the other person and their
 * profile, the last message and the unread count come from lateral joins (one index probe
 * each per conversation, no query per row).
 */
export async function listConversations(db: DbOrTx, userId: string, options: { conversationId?: string; limit: number }): Promise<ConversationListRow[]> {
  const only = options.conversationId ? Prisma.sql`AND c.id = ${options.conversationId}::uuid` : Prisma.empty;
  return db.$queryRaw<ConversationListRow[]>`
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
}

/** Unread messages to the caller across all their conversations (the badge on "Messages"). */
export async function unreadTotal(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE (c.customer_id = ${userId}::uuid OR c.specialist_user_id = ${userId}::uuid)
       AND m.sender_id <> ${userId}::uuid AND m.read_at IS NULL`;
  return row?.n ?? 0;
}
