/**
 * The help page's contact form: POST /feedback (issue #14). Silent: the form shows its own
 * field errors and failure text.
 */
import type { Conversation, FeedbackInput, Message } from '@vizyt/contracts';
import { api } from '@/lib/api';

export const HELP_ENDPOINTS = { feedback: '/feedback', support: '/support/conversation' } as const;

export interface FeedbackCreated {
  feedback: { id: string; createdAt: string };
}

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<FeedbackCreated, FeedbackInput>({
      query: (body) => ({ url: HELP_ENDPOINTS.feedback, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    /** The live chat (issue #26): opens or continues the caller's conversation with Vizyt support. */
    writeToSupport: build.mutation<{ conversation: Conversation; message: Message }, { message: string }>({
      query: (body) => ({ url: HELP_ENDPOINTS.support, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSendFeedbackMutation, useWriteToSupportMutation } = helpApi;
