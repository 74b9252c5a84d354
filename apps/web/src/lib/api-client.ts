/**
 * The one HTTP client of the web app and the RTK Query base query built on it.
 *
 * - base URL /api/v1 (VITE_API_URL overrides), 30 s time-out, headers Authorization,
 *   X-Client-Version, X-Platform: web, Accept-Language (the interface language);
 * - unwraps the `{ success, data, error }` envelope once: endpoints get `data`, or an
 *   `ApiClientError { status, code, message, details }` (status 0 = no response, NETWORK_ERROR);
 * - before an ordinary call with an access token that has expired or is about to (lib/access-token.ts),
 *   refreshes it first: every call of a first load after a long pause waits on that one refresh,
 *   so none is sent only to be refused with a 401;
 * - on a 401 from an ordinary call, refreshes the access token once (concurrent 401s share one
 *   refresh) and retries once; if that fails the session is cleared and the user sent to login
 *   (with the page as returnUrl, never an auth page: paths.auth.login);
 * - shows the global error toast of spec section 8 unless the call asks to stay silent.
 */
import axios, { AxiosError, type AxiosRequestConfig, type Method } from 'axios';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'sonner';
import { CLIENT_PLATFORM, CLIENT_VERSION, NETWORK_ERROR, REQUEST_TIMEOUT_MS } from '@vizyt/contracts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { sessionEnded, tokensRefreshed, type AuthRootState } from '@/stores/auth-slice';
import { isSigningOut } from '@/stores/sign-out-intent';
import { accessTokenNeedsRenewal, noteFreshAccessToken } from './access-token';
import { isSessionCall, messageKeyForError, NO_RESPONSE_STATUS } from './api-errors';
import { takeEarlyResponse } from './early-requests';
import i18n, { loadNamespaces } from './i18n';
import { currentPathWithQuery, navigateTo } from './navigation';

export const REFRESH_ENDPOINT = '/auth/refresh';

export const apiClient = axios.create({
  baseURL: env.apiUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: {
    'X-Client-Version': CLIENT_VERSION,
    'X-Platform': CLIENT_PLATFORM,
  },
});

export interface ApiRequest {
  url: string;
  method?: Method;
  body?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  timeout?: number;
  responseType?: AxiosRequestConfig['responseType'];
}

export interface ApiClientError {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  code: string;
  message: string;
  /** A finer reason within `code` (a CARD_DECLINED decline reason); shown through its own translation. */
  reason?: string;
  details?: unknown;
}

export interface ApiExtraOptions {
  /** No toast; failures are only logged (session restore, background polling). */
  silent?: boolean;
  /** When the session cannot be refreshed: send the user to login (default true). */
  redirectOnAuthFailure?: boolean;
}

type Envelope = { success: boolean; data?: unknown; error?: { code?: string; message?: string; reason?: unknown; details?: unknown } | null };

const reasonOf = (error: Envelope['error']) => (typeof error?.reason === 'string' ? { reason: error.reason } : {});

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';

type Result = { data: unknown; error?: undefined } | { error: ApiClientError; data?: undefined };

const fromAxiosError = (error: unknown): ApiClientError => {
  if (error instanceof AxiosError && error.response) {
    const { status, data } = error.response;
    const envelopeError = isEnvelope(data) ? data.error : null;
    return {
      status,
      code: envelopeError?.code ?? `HTTP_${status}`,
      message: envelopeError?.message ?? '',
      ...reasonOf(envelopeError),
      ...(envelopeError?.details !== undefined && { details: envelopeError.details }),
    };
  }
  return {
    status: NO_RESPONSE_STATUS,
    code: NETWORK_ERROR,
    message: error instanceof Error ? error.message : String(error),
  };
};

/** The answer main.tsx asked for early (lib/early-requests.ts), for a guest's plain GET. */
const earlyAnswer = async (request: ApiRequest, accessToken: string | null): Promise<Result | null> => {
  const plainGet = (request.method ?? 'GET') === 'GET' && request.params === undefined && request.body === undefined && !request.responseType;
  const pending = !accessToken && plainGet ? takeEarlyResponse(request.url, i18n.language) : undefined;
  const body: unknown = pending ? await pending : undefined;
  return isEnvelope(body) && body.success ? { data: body.data ?? null } : null;
};

/** One HTTP call with the given access token, envelope unwrapped. */
export const sendRequest = async (request: ApiRequest, accessToken: string | null): Promise<Result> => {
  const early = await earlyAnswer(request, accessToken);
  if (early) return early;
  try {
    const response = await apiClient.request({
      url: request.url,
      method: request.method ?? 'GET',
      data: request.body,
      params: request.params,
      timeout: request.timeout,
      responseType: request.responseType,
      headers: {
        'Accept-Language': i18n.language,
        ...request.headers,
        ...(accessToken && { Authorization: `Bearer ${accessToken}` }),
      },
    });
    const body: unknown = response.data;
    if (!isEnvelope(body)) return { data: body };
    if (body.success) return { data: body.data ?? null };
    return {
      error: {
        status: response.status,
        code: body.error?.code ?? `HTTP_${response.status}`,
        message: body.error?.message ?? '',
        ...reasonOf(body.error),
        ...(body.error?.details !== undefined && { details: body.error.details }),
      },
    };
  } catch (error) {
    return { error: fromAxiosError(error) };
  }
};

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type GetState = () => unknown;

const tokensOf = (getState: GetState) => (getState() as AuthRootState).auth.tokens;

let refreshInFlight: Promise<string | null> | null = null;

const requestNewAccessToken = async (getState: GetState, dispatch: Dispatch): Promise<string | null> => {
  const refreshToken = tokensOf(getState)?.refreshToken;
  if (!refreshToken) return null;
  const result = await sendRequest({ url: REFRESH_ENDPOINT, method: 'POST', body: { refreshToken } }, null);
  const data = result.data as { accessToken?: unknown; refreshToken?: unknown } | null | undefined;
  if (result.error || typeof data?.accessToken !== 'string') return null;
  noteFreshAccessToken(data.accessToken);
  dispatch(
    tokensRefreshed({
      accessToken: data.accessToken,
      refreshToken: typeof data.refreshToken === 'string' ? data.refreshToken : null,
    }),
  );
  return data.accessToken;
};

/** Every 401 that arrives while a refresh is running waits for that same refresh. */
export const refreshAccessToken = (getState: GetState, dispatch: Dispatch): Promise<string | null> => {
  refreshInFlight ??= requestNewAccessToken(getState, dispatch).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

const ERRORS_NAMESPACE = 'errors';

const showErrorToast = (error: ApiClientError, endpoint: string) => {
  const decision = messageKeyForError(error.status, error.message, endpoint);
  if (!decision) return;
  const show = () => {
    const text = 'key' in decision ? i18n.t(`${ERRORS_NAMESPACE}:api.${decision.key}`) : decision.text;
    // Same text, same toast: five failing calls show one message, not five.
    toast.error(text, { id: text });
  };
  // The error texts are not part of the first page load (lib/i18n.ts): fetch them if needed.
  if (!('key' in decision) || i18n.hasLoadedNamespace(ERRORS_NAMESPACE)) show();
  else void loadNamespaces([ERRORS_NAMESPACE]).then(show);
};

export const axiosBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiClientError, ApiExtraOptions> = async (
  args,
  { getState, dispatch },
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const endSession = () => {
    // A call still in flight while this tab signs out learns of it too, during the sign-out or
    // after it (the tab holds no session any more): nothing to announce.
    if (isSigningOut() || !tokensOf(getState)) return;
    // The page is read before signing out: a guard may move to sign-in first (with the same address).
    const returnUrl = currentPathWithQuery();
    dispatch(sessionEnded('session-ended'));
    if (extraOptions?.redirectOnAuthFailure !== false) navigateTo(paths.auth.login(returnUrl, 'session-ended'), { replace: true });
  };
  let tokenUsed = tokensOf(getState)?.accessToken ?? null;
  if (tokenUsed && !isSessionCall(request.url) && accessTokenNeedsRenewal(tokenUsed)) {
    // Renewed before the call (one refresh shared by every call that finds the token stale).
    const renewed = await refreshAccessToken(getState, dispatch);
    if (!renewed) {
      endSession();
      return { error: { status: 401, code: 'UNAUTHENTICATED', message: '' } };
    }
    tokenUsed = renewed;
  }
  let result = await sendRequest(request, tokenUsed);

  if (result.error?.status === 401 && tokenUsed && !isSessionCall(request.url)) {
    const current = tokensOf(getState)?.accessToken ?? null;
    // Another call refreshed the token while this one was in flight: just retry with it.
    const fresh = current && current !== tokenUsed ? current : await refreshAccessToken(getState, dispatch);
    if (fresh) {
      result = await sendRequest(request, fresh);
    } else {
      endSession();
    }
  }

  if (result.error) {
    if (extraOptions?.silent) {
      console.warn(`[api] ${request.method ?? 'GET'} ${request.url} failed`, result.error);
    } else {
      showErrorToast(result.error, request.url);
    }
    return { error: result.error };
  }
  return { data: result.data };
};
