import type { z } from 'zod';
import {
  LOGOUT_TIMEOUT_MS,
  type ClientConfig,
  type LoginRequestSchema,
  type RegisterRequestSchema,
  type SignUpUserTypeSchema,
  type TelegramAuthRequestSchema,
} from '@vizyt/contracts';
import { api } from '@/lib/api';
import type { SignInAnswer } from '../model/auth-result';

/** Calls of the auth screens (spec section 7, Auth), relative to /api/v1. */
export const AUTH_ENDPOINTS = {
  config: '/config',
  me: '/auth/me',
  login: '/auth-enhanced/login',
  register: '/auth-enhanced/register',
  google: '/auth-enhanced/google',
  telegram: '/auth-enhanced/telegram',
  logout: '/auth-enhanced/logout',
  verifyEmail: '/auth-enhanced/verify-email',
  confirmEmailChange: '/auth/confirm-email-change',
  resendVerification: '/auth/resend-verification',
  requestPasswordReset: '/auth/request-password-reset',
  resetPassword: '/auth/reset-password',
} as const;

/**
 * The API's development-only page listing the e-mails it would have sent (served by the API
 * itself, not a route of this app); linked only when GET /config says `devOutbox: true`.
 */
export const DEV_OUTBOX_PAGE = '/dev/outbox';

/** GET /config: public runtime configuration of the sign-in screens (contracts: ClientConfig). */
export type PublicConfig = ClientConfig;

export type SignUpUserType = z.output<typeof SignUpUserTypeSchema>;
export type LoginBody = z.output<typeof LoginRequestSchema>;
export type RegisterBody = z.output<typeof RegisterRequestSchema>;

/** The fields the Telegram Login Widget hands over, as Telegram names them (the contract's request without the account type). */
export type TelegramAuthData = Omit<z.output<typeof TelegramAuthRequestSchema>, 'userType'>;

/**
 * Forms show their own errors (translated by error code, next to the fields), so these calls
 * never raise the global toast; the session calls are also exempt from refresh-on-401 in the
 * API client (lib/api-errors.ts, isSessionCall).
 */
const formCall = { silent: true, redirectOnAuthFailure: false } as const;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Session restore: failures are only logged, and never redirect (spec section 8). */
    getMe: build.query<{ user: unknown }, void>({
      query: () => ({ url: AUTH_ENDPOINTS.me }),
      extraOptions: { silent: true, redirectOnAuthFailure: false },
      providesTags: ['Me'],
    }),
    /** Which sign-in options this server offers; without it the e-mail forms still work. */
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => ({ url: AUTH_ENDPOINTS.config }),
      extraOptions: { silent: true, redirectOnAuthFailure: false },
      keepUnusedDataFor: 60 * 60,
    }),
    login: build.mutation<SignInAnswer, LoginBody>({
      query: (body) => ({ url: AUTH_ENDPOINTS.login, method: 'POST', body }),
      extraOptions: formCall,
    }),
    register: build.mutation<SignInAnswer, RegisterBody>({
      query: (body) => ({ url: AUTH_ENDPOINTS.register, method: 'POST', body }),
      extraOptions: formCall,
    }),
    googleSignIn: build.mutation<SignInAnswer, { credential: string; userType?: SignUpUserType }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.google, method: 'POST', body }),
      extraOptions: formCall,
    }),
    telegramSignIn: build.mutation<SignInAnswer, TelegramAuthData & { userType?: SignUpUserType }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.telegram, method: 'POST', body }),
      extraOptions: formCall,
    }),
    verifyEmail: build.mutation<{ user?: unknown }, { token: string }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.verifyEmail, method: 'POST', body }),
      extraOptions: formCall,
      invalidatesTags: ['Me'],
    }),
    /** The link of an e-mail change (issue #14): the account's address becomes the new one. */
    confirmEmailChange: build.mutation<{ user: { email: string | null } }, { token: string }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.confirmEmailChange, method: 'POST', body }),
      extraOptions: formCall,
      invalidatesTags: ['Me'],
    }),
    resendVerification: build.mutation<{ message?: string }, { email?: string }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.resendVerification, method: 'POST', body }),
      extraOptions: formCall,
    }),
    requestPasswordReset: build.mutation<{ message?: string }, { email: string }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.requestPasswordReset, method: 'POST', body }),
      extraOptions: formCall,
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.resetPassword, method: 'POST', body }),
      extraOptions: formCall,
    }),
    /** 2 s time-out; errors are ignored by the caller and never toasted. */
    logout: build.mutation<unknown, { refreshToken?: string }>({
      query: (body) => ({ url: AUTH_ENDPOINTS.logout, method: 'POST', body, timeout: LOGOUT_TIMEOUT_MS }),
      extraOptions: { silent: true, redirectOnAuthFailure: false },
    }),
  }),
});

export const {
  useGetPublicConfigQuery,
  useLoginMutation,
  useRegisterMutation,
  useGoogleSignInMutation,
  useTelegramSignInMutation,
  useVerifyEmailMutation,
  useConfirmEmailChangeMutation,
  useResendVerificationMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useLogoutMutation,
} = authApi;
