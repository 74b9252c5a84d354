/**
 * Server data of messaging (issue #13): the conversation list with its unread total, a thread's
 * pages (newest first, `before` cursor), sending, starting a conversation and marking it read.
 * Every call is silent: the list, the thread and the composer say themselves what went wrong
 * (403 "only customers with a booking", 429 "too fast"), next to the message it concerns.
 *
 * Live updates patch the list in place (model/conversations.ts); a thread keeps its own merged
 * copy of the pages it has seen (model/thread-state.ts).
 */
import type { Booking, Conversation, Message, SpecialistProfile } from '@vizyt/contracts';
import { api } from '@/lib/api';

export interface ConversationList {
  conversations: Conversation[];
  unreadTotal: number;
}

export interface MessagePage {
  /** Newest first. */
  messages: Message[];
  hasMore: boolean;
}

export interface MessagePageArgs {
  conversationId: string;
  /** The oldest message already shown: the page before it. */
  before?: string;
}

/** Exactly one of `specialistId` (a customer writes) and `customerId` (a specialist writes). */
export type StartConversationArgs = ({ specialistId: string } | { customerId: string }) & { bookingId?: string; message: string };

export interface StartConversationResult {
  conversation: Conversation;
  message: Message;
}

/** Who a new conversation is with, before it exists (the thread's header). */
export interface Recipient {
  name: string;
  avatar: string | null;
}

export const MESSAGES_PAGE_SIZE = 30;

const silent = { silent: true } as const;
const LIST = { type: 'Conversation', id: 'LIST' } as const;
const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Conversation'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationList, void>({
      query: () => ({ url: '/conversations' }),
      // A broken badge or list must not toast on every page (the list shows its own error).
      extraOptions: { ...silent, redirectOnAuthFailure: false },
      providesTags: [LIST],
    }),
    getMessages: build.query<MessagePage, MessagePageArgs>({
      query: ({ conversationId, before }) => ({
        url: `${conversationPath(conversationId)}/messages`,
        params: { ...(before ? { before } : {}), limit: MESSAGES_PAGE_SIZE },
      }),
      extraOptions: silent,
    }),
    sendMessage: build.mutation<Message, { conversationId: string; content: string }>({
      query: ({ conversationId, content }) => ({ url: `${conversationPath(conversationId)}/messages`, method: 'POST', body: { content } }),
      transformResponse: (data: { message: Message }) => data.message,
      extraOptions: silent,
    }),
    startConversation: build.mutation<StartConversationResult, StartConversationArgs>({
      query: (body) => ({ url: '/conversations', method: 'POST', body }),
      extraOptions: silent,
    }),
    /** Optimistic: the conversation's unread count (and the total) drop at once, and come back if the server refuses. */
    markConversationRead: build.mutation<{ read: number }, string>({
      query: (id) => ({ url: `${conversationPath(id)}/read`, method: 'PUT' }),
      extraOptions: silent,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          messagesApi.util.updateQueryData('getConversations', undefined, (list) => {
            const conversation = list.conversations.find((c) => c.id === id);
            if (!conversation) return;
            list.unreadTotal = Math.max(0, list.unreadTotal - conversation.unreadCount);
            conversation.unreadCount = 0;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** The specialist a customer is about to write to (their public profile). */
    getSpecialistRecipient: build.query<Recipient, string>({
      query: (id) => ({ url: `/specialists/${encodeURIComponent(id)}/public` }),
      transformResponse: ({ profile }: { profile: SpecialistProfile }) => ({ name: `${profile.firstName} ${profile.lastName}`.trim(), avatar: profile.avatar }),
      extraOptions: silent,
    }),
    /** The customer of a booking a specialist is about to write about. */
    getBookingCustomer: build.query<Recipient & { id: string }, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}` }),
      transformResponse: ({ booking }: { booking: Booking }) => booking.customer,
      extraOptions: silent,
    }),
  }),
});

export const conversationListTag = LIST;

export const {
  useGetConversationsQuery,
  useGetMessagesQuery,
  useLazyGetMessagesQuery,
  useSendMessageMutation,
  useStartConversationMutation,
  useMarkConversationReadMutation,
  useGetSpecialistRecipientQuery,
  useGetBookingCustomerQuery,
} = messagesApi;
