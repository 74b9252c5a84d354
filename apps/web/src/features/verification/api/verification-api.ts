/**
 * A specialist's own verification (issue #15, spec section 7): the status of the latest request
 * and sending a new one with the documents. Silent: the section shows its own messages, keyed
 * by error code.
 */
import type { VerificationDocumentName, VerificationStatusResponse } from '@vizyt/contracts';
import { api } from '@/lib/api';

export const VERIFICATION_ENDPOINTS = {
  status: '/specialists/verification/status',
  request: '/specialists/verification/request',
} as const;

export interface VerificationRequest {
  files: Partial<Record<VerificationDocumentName, File>>;
  additionalInfo: string;
}

const silent = { silent: true };

export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVerificationStatus: build.query<VerificationStatusResponse, void>({
      query: () => ({ url: VERIFICATION_ENDPOINTS.status }),
      extraOptions: silent,
    }),
    /** Multipart: one field per document, and the additional info. Answers the new status (PENDING). */
    requestVerification: build.mutation<VerificationStatusResponse, VerificationRequest>({
      query: ({ files, additionalInfo }) => {
        const form = new FormData();
        for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
        if (additionalInfo.trim()) form.append('additionalInfo', additionalInfo.trim());
        return { url: VERIFICATION_ENDPOINTS.request, method: 'POST', body: form };
      },
      extraOptions: silent,
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(verificationApi.util.upsertQueryData('getVerificationStatus', undefined, data));
        } catch {
          // The form shows the error; a 409 VERIFICATION_PENDING refetches the status there.
        }
      },
    }),
  }),
});

export const { useGetVerificationStatusQuery, useRequestVerificationMutation } = verificationApi;
