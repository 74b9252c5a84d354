import {
  ConversationIdParamsSchema,
  ConversationListSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
  MessageEnvelopeSchema,
  MessagePageSchema,
  MessagesQuerySchema,
  ReadResultSchema,
  SendMessageInputSchema,
  StartConversationInputSchema,
  StartConversationResultSchema,
} from '@vizyt/contracts';
import { limitByAccount } from '../../http/middleware/rate-limit.js';
import { defineRoute, type ResourceDeclaration, type RouteDefinition } from '../../http/route.js';
import type { FastLimiterFactory } from '../../lib/rate-limit.js';
import { customersAndSpecialists } from './messaging.policy.js';
import { CONVERSATION_LIST_MAX, NOTIFICATION_PREVIEW_LENGTH, type MessagingService } from './messaging.service.js';

const TAGS = ['Messages'];
/** Only its two people see a conversation; to anyone else it does not exist. */
const CONVERSATION: ResourceDeclaration = { kind: 'conversation', ownedBy: { sides: ['customer', 'specialist'], admin: false, others: 404 } };

const TEXT_RULES =
  `Content: 1–${MESSAGE_MAX_LENGTH} characters after trimming, plain text: stored exactly as written and returned as text — HTML in it is never rendered (clients show it as text).`;
const writeRules = (perMinute: number) =>
  `At most ${perMinute} messages a minute per sender (429 RATE_LIMITED with Retry-After above that). ` +
  'Nobody writes to a deleted or suspended account (403). A specialist whose "allow direct messages" setting is off hears only from customers who have a booking with them ' +
  '(403 for anyone else), unless the specialist has already written in that conversation. ' +
  `The recipient gets socket event \`message:new\` { conversationId, message } (so do the sender's other tabs), and a \`new_message\` notification (the sender's name and the first ${NOTIFICATION_PREVIEW_LENGTH} characters) unless they are reading the conversation at that moment.`;

export const messagingRoutes = ({ messaging, messagesPerMinute, fastLimiter }: { messaging: MessagingService; messagesPerMinute: number; fastLimiter: FastLimiterFactory }): RouteDefinition[] => {
  // Per sender (the signed-in account), shared by both ways of writing; across instances with REDIS_URL.
  const perSender = limitByAccount(fastLimiter('messages', messagesPerMinute, 60));
  return [
    defineRoute({
      method: 'post',
      path: '/conversations',
      summary: 'Write to a specialist or to one of my customers',
      description:
        'A customer names the specialist (`specialistId`, the specialist profile id: 404 when unknown or deleted); a specialist names a customer (`customerId`, a user id: 404 when no such customer) ' +
        'who has a booking with them (403 otherwise: specialists do not cold-message strangers, though they may answer a conversation a customer started). ' +
        'A customer who sends `customerId`, or a specialist who sends `specialistId`, gets 403. `bookingId` (optional) must be a booking of this pair, else 404; it is remembered on a conversation that has none yet. ' +
        'The pair has one conversation: an existing one is reused and the message added to it (201 either way). The conversation and its first message are written in one transaction. ' +
        `${TEXT_RULES} ${writeRules(messagesPerMinute)}`,
      tags: TAGS,
      policy: customersAndSpecialists,
      middleware: [perSender],
      request: { body: StartConversationInputSchema },
      response: StartConversationResultSchema,
      successStatus: 201,
      errors: [404, 429],
      handler: async ({ input, actor }) => messaging.start(actor, input.body),
    }),
    defineRoute({
      method: 'get',
      path: '/conversations',
      summary: 'My conversations',
      description:
        `The caller's conversations, the most recent first (up to ${CONVERSATION_LIST_MAX}): the other person (name, avatar, their side as \`role\`, and the specialist profile id for the profile link), ` +
        'the last message, how many of the other person\'s messages are unread, and `updatedAt` (the last message\'s time). `unreadTotal` counts unread messages over all conversations.',
      tags: TAGS,
      policy: customersAndSpecialists,
      response: ConversationListSchema,
      handler: async ({ actor }) => messaging.list(actor),
    }),
    defineRoute({
      method: 'get',
      path: '/conversations/:id/messages',
      summary: 'Messages of a conversation',
      description:
        `Newest first, \`limit\` per page (default ${MESSAGES_PAGE_DEFAULT}, at most ${MESSAGES_PAGE_MAX}); \`before\` (the id of the oldest message shown) gives the page before it, and \`hasMore\` says whether there is one. ` +
        'A `before` that is not a message of this conversation: 400 VALIDATION_ERROR. Reading does not mark anything read (PUT …/read does). Content is plain text.',
      tags: TAGS,
      policy: customersAndSpecialists,
      resource: CONVERSATION,
      request: { params: ConversationIdParamsSchema, query: MessagesQuerySchema },
      response: MessagePageSchema,
      errors: [404],
      handler: async ({ input, actor }) => messaging.messages(actor, input.params.id, input.query),
    }),
    defineRoute({
      method: 'post',
      path: '/conversations/:id/messages',
      summary: 'Send a message',
      description: `Adds a message to the conversation and moves it to the top of both people's lists, in one transaction. ${TEXT_RULES} ${writeRules(messagesPerMinute)}`,
      tags: TAGS,
      policy: customersAndSpecialists,
      resource: CONVERSATION,
      middleware: [perSender],
      request: { params: ConversationIdParamsSchema, body: SendMessageInputSchema },
      response: MessageEnvelopeSchema,
      successStatus: 201,
      errors: [404, 429],
      handler: async ({ input, actor }) => ({ message: await messaging.send(actor, input.params.id, input.body.content) }),
    }),
    defineRoute({
      method: 'put',
      path: '/conversations/:id/read',
      summary: 'Mark a conversation read',
      description:
        'Marks read every message of the other person the caller has not read, and the caller\'s unread `new_message` notifications of this conversation (so the bell\'s count matches), in one transaction; ' +
        '`read` is how many messages changed. When some did, the other person gets socket event `message:read` { conversationId, readerId, readAt }.',
      tags: TAGS,
      policy: customersAndSpecialists,
      resource: CONVERSATION,
      request: { params: ConversationIdParamsSchema },
      response: ReadResultSchema,
      errors: [404],
      handler: async ({ input, actor }) => messaging.markRead(actor, input.params.id),
    }),
  ];
};
