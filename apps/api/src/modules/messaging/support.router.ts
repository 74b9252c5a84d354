import {
  ConversationIdParamsSchema,
  MESSAGE_MAX_LENGTH,
  MessageEnvelopeSchema,
  MessagePageSchema,
  MessagesQuerySchema,
  SendMessageInputSchema,
  StartConversationResultSchema,
  SupportInboxQuerySchema,
  SupportInboxSchema,
  SupportMessageInputSchema,
} from '@vizyt/contracts';
import { limitByAccount } from '../../http/middleware/rate-limit.js';
import { defineRoute, type ResourceDeclaration, type RouteDefinition } from '../../http/route.js';
import type { FastLimiterFactory } from '../../lib/rate-limit.js';
import { customersAndSpecialists, supportDesk } from './messaging.policy.js';
import type { SupportService } from './support.service.js';

const TAGS = ['Support'];
/** Any admin acts on any support conversation; any other conversation id is 404 here. */
const SUPPORT_CONVERSATION: ResourceDeclaration = { kind: 'supportConversation' };
const TEXT = `Content: 1–${MESSAGE_MAX_LENGTH} characters after trimming, plain text (HTML is shown as text).`;

export const supportRoutes = ({ support, messagesPerMinute, fastLimiter }: { support: SupportService; messagesPerMinute: number; fastLimiter: FastLimiterFactory }): RouteDefinition[] => {
  const perSender = limitByAccount(fastLimiter('support-messages', messagesPerMinute, 60));
  return [
    defineRoute({
      method: 'post',
      path: '/support/conversation',
      summary: 'Write to Vizyt support',
      description:
        'The help page\'s live chat: opens the caller\'s one conversation with Vizyt support (a system account in the specialist seat; a specialist writing sits in the customer seat) or adds the message to it (201 either way), in one transaction. ' +
        'The conversation then appears in GET /conversations (participant id `SUPPORT_USER_ID`) and continues through the ordinary messaging endpoints. ' +
        `Every admin's console hears socket event \`message:new\`; no notification is sent to the support account. ${TEXT} At most ${messagesPerMinute} messages a minute per sender (429).`,
      tags: TAGS,
      policy: customersAndSpecialists,
      middleware: [perSender],
      request: { body: SupportMessageInputSchema },
      response: StartConversationResultSchema,
      successStatus: 201,
      errors: [429],
      handler: async ({ input, actor }) => support.write(actor, input.body.message),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/support/conversations',
      summary: 'Support inbox',
      description:
        'Every conversation with Vizyt support (policy `supportDesk`: any admin; other conversations are never listed): the unanswered ones first (the last message is the person\'s), then the most recent. ' +
        'Each with the person (name, avatar, role), the last message, how many of their messages no admin has read, and whether support answered last. `unreadTotal` counts unread messages over all of them. Paged by `page` and `limit` (default 20, at most 100).',
      tags: TAGS,
      policy: supportDesk,
      request: { query: SupportInboxQuerySchema },
      response: SupportInboxSchema,
      handler: async ({ input }) => support.inbox(input.query),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/support/conversations/:id/messages',
      summary: 'Messages of a support conversation',
      description:
        'Newest first, paged by `before`/`limit` like GET /conversations/{id}/messages. 404 for any conversation that is not with Vizyt support. Reading marks nothing read (answering does).',
      tags: TAGS,
      policy: supportDesk,
      resource: SUPPORT_CONVERSATION,
      request: { params: ConversationIdParamsSchema, query: MessagesQuerySchema },
      response: MessagePageSchema,
      errors: [404],
      handler: async ({ input }) => support.messages(input.params.id, input.query),
    }),
    defineRoute({
      method: 'post',
      path: '/admin/support/conversations/:id/messages',
      summary: 'Answer as Vizyt support',
      description:
        'An admin answers: the message is sent as the Vizyt support account, with the admin recorded on it (`messages.answered_by_id`); the person\'s messages are marked read; ' +
        'the person gets a `new_message` notification (unless reading the conversation) — all in one transaction — then socket `message:new` reaches the person and every admin\'s console. ' +
        `404 for any conversation that is not with Vizyt support. ${TEXT}`,
      tags: TAGS,
      policy: supportDesk,
      resource: SUPPORT_CONVERSATION,
      middleware: [perSender],
      request: { params: ConversationIdParamsSchema, body: SendMessageInputSchema },
      response: MessageEnvelopeSchema,
      successStatus: 201,
      errors: [404, 429],
      handler: async ({ input, actor }) => ({ message: await support.answer(actor, input.params.id, input.body.content) }),
    }),
  ];
};
