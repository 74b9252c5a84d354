import { LOGOUT_TIMEOUT_MS } from '@vizyt/contracts';
import { api } from '@/lib/api';

/** Auth calls the shell needs today; sign-in and registration arrive with the auth screens. */
export const AUTH_ENDPOINTS = {
  me: '/auth/me',
  logout: '/auth-enhanced/logout',
} as const;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Session restore: failures are only logged, and never redirect (spec section 8). */
    getMe: build.query<{ user: unknown }, void>({
      query: () => ({ url: AUTH_ENDPOINTS.me }),
      extraOptions: { silent: true, redirectOnAuthFailure: false },
      providesTags: ['Me'],
    }),
    /** 2 s time-out; errors are ignored by the caller and never toasted. */
    logout: build.mutation<unknown, { refreshToken: string | null }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.logout, method: 'POST', body, timeout: LOGOUT_TIMEOUT_MS }),
      extraOptions: { silent: true, redirectOnAuthFailure: false },
    }),
  }),
});

export const { useLogoutMutation } = authApi;
