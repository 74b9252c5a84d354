import type { Prisma } from '../../generated/prisma/client.js';

/** Messaging as the module reads it: the bottom layer (repository → rows). */
export const messageSelect = {
  id: true,
  conversationId: true,
  senderId: true,
  content: true,
  createdAt: true,
  readAt: true,
} satisfies Prisma.MessageSelect;
export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>;

export const conversationRefSelect = { id: true, customerId: true, specialistUserId: true, bookingId: true } satisfies Prisma.ConversationSelect;
export type ConversationRef = Prisma.ConversationGetPayload<{ select: typeof conversationRefSelect }>;

/** What the rules and the notification need of a person. */
export const personSelect = {
  id: true,
  role: true,
  firstName: true,
  lastName: true,
  status: true,
  deletedAt: true,
  allowDirectMessages: true,
} satisfies Prisma.UserSelect;
export type PersonRow = Prisma.UserGetPayload<{ select: typeof personSelect }>;

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

/** One row of the support desk's inbox: the conversation, the person writing, the last message and what no admin has read. */
export interface SupportInboxRow extends LastMessageColumns {
  id: string;
  last_message_at: Date;
  person_id: string;
  person_first_name: string;
  person_last_name: string;
  person_avatar: string | null;
  person_deleted: boolean;
  person_role: 'CUSTOMER' | 'SPECIALIST';
  unread: number;
}
