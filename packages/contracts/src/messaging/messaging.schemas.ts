import { z } from 'zod';
import { pageMetaFields } from '../common/pagination.js';
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX } from '../common/notifications.js';

/** Issue #13: conversations between a customer and a specialist. */

const Id = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(64, 'tooLong');
const Content = z
  .string({ error: 'messageRequired' })
  .trim()
  .min(1, 'messageRequired')
  .max(MESSAGE_MAX_LENGTH, 'tooLong')
  .meta({ description: `1–${MESSAGE_MAX_LENGTH} characters, plain text (HTML is shown as text)` });

export const ConversationIdParamsSchema = z.object({ id: Id('Conversation ID') });
export const StartConversationInputSchema = z
  .object({
    specialistId: Id('Specialist ID').optional().meta({ description: 'A customer writes to a specialist (the specialist profile id)' }),
    customerId: Id('Customer ID').optional().meta({ description: 'A specialist writes to one of their customers (user id)' }),
    bookingId: Id('Booking ID').optional(),
    message: Content,
  })
  .refine((v) => (v.specialistId === undefined) !== (v.customerId === undefined), { message: 'specialistOrCustomer', path: ['specialistId'] })
  .meta({ id: 'StartConversationInput', description: 'Exactly one of specialistId and customerId' });
export const SendMessageInputSchema = z.object({ content: Content }).meta({ id: 'SendMessageInput' });
export const MessagesQuerySchema = z
  .object({
    before: Id('Message ID').optional().meta({ description: 'Cursor: the id of the oldest message already shown' }),
    limit: z.coerce.number().int().min(1, 'tooSmall').max(MESSAGES_PAGE_MAX, 'tooBig').default(MESSAGES_PAGE_DEFAULT),
  })
  .meta({ id: 'MessagesQuery' });

export const MessageSchema = z
  .object({ id: z.string(), conversationId: z.string(), senderId: z.string(), content: z.string(), createdAt: z.iso.datetime(), readAt: z.iso.datetime().nullable() })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;
export const ParticipantSchema = z
  .object({
    id: z.string().meta({ description: 'User id' }),
    specialistId: z.string().nullable().meta({ description: 'Specialist profile id (for the profile link), null for customers' }),
    name: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(['customer', 'specialist']),
  })
  .meta({ id: 'ConversationParticipant' });
export const ConversationSchema = z
  .object({
    id: z.string(),
    participant: ParticipantSchema.meta({ description: 'The other person' }),
    bookingId: z.string().nullable(),
    lastMessage: MessageSchema.nullable(),
    unreadCount: z.number().int().min(0),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationEnvelopeSchema = z.object({ conversation: ConversationSchema });
export const StartConversationResultSchema = z.object({ conversation: ConversationSchema, message: MessageSchema });
export const ConversationListSchema = z.object({ conversations: z.array(ConversationSchema), unreadTotal: z.number().int().min(0) }).meta({ id: 'ConversationList' });
export const MessagePageSchema = z
  .object({ messages: z.array(MessageSchema).meta({ description: 'Newest first' }), hasMore: z.boolean() })
  .meta({ id: 'MessagePage' });
export const MessageEnvelopeSchema = z.object({ message: MessageSchema });
export const ReadResultSchema = z.object({ read: z.number().int().min(0).meta({ description: 'Messages marked read now' }) }).meta({ id: 'ConversationReadResult' });

/**
 * Issue #26: conversations with Vizyt support. The support account (a system user created by a
 * migration, unable to sign in) sits in the specialist seat; the person writing in the customer
 * seat. Clients recognise it by this id (and show its name in the reader's language).
 */
export const SUPPORT_USER_ID = '00000000-0000-4000-8000-00000000a11d';
export const SupportMessageInputSchema = z.object({ message: Content }).meta({ id: 'SupportMessageInput' });
export const SupportInboxQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, 'tooSmall').max(10_000, 'tooBig').default(1),
    limit: z.coerce.number().int().min(1, 'tooSmall').max(100, 'tooBig').default(20),
  })
  .meta({ id: 'SupportInboxQuery' });
export const SupportThreadSchema = z
  .object({
    id: z.string(),
    person: z
      .object({ id: z.string(), name: z.string(), avatar: z.string().nullable(), role: z.enum(['CUSTOMER', 'SPECIALIST']) })
      .meta({ description: 'Who wrote to support' }),
    lastMessage: MessageSchema.nullable(),
    unreadCount: z.number().int().min(0).meta({ description: 'Their messages no admin has read yet' }),
    answered: z.boolean().meta({ description: 'The last message is support’s' }),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SupportThread' });
export type SupportThread = z.infer<typeof SupportThreadSchema>;
export const SupportInboxSchema = z
  .object({
    items: z.array(SupportThreadSchema),
    ...pageMetaFields,
    unreadTotal: z.number().int().min(0),
  })
  .meta({ id: 'SupportInbox' });
export type SupportInbox = z.infer<typeof SupportInboxSchema>;
