/**
 * Which text a failed call shows as a global toast (spec section 8). Pure, so the whole table
 * is unit tested; the API client turns the decision into a translated toast.
 */
export type ErrorMessageKey =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unprocessable'
  | 'tooManyRequests'
  | 'server'
  | 'network'
  | 'unexpected';

/** `key` → errors:api.<key> in the locale files; `text` → the server's own message. */
export type ErrorToast = { key: ErrorMessageKey } | { text: string } | null;

/** HTTP status of a call that got no response at all (time-out, offline, refused). */
export const NO_RESPONSE_STATUS = 0;

// Both the spec's /auth-enhanced/* calls and the plain /auth/* ones.
const callPattern = (names: string) => new RegExp(`/auth(?:-enhanced)?/(?:${names})(?:[/?#]|$)`);
const LOGIN_CALL = callPattern('login|google|telegram');
const LOGOUT_CALL = callPattern('logout');
const SESSION_CALL = callPattern('login|register|refresh|logout|google|telegram');

export const isLoginCall = (endpoint: string) => LOGIN_CALL.test(endpoint);
export const isLogoutCall = (endpoint: string) => LOGOUT_CALL.test(endpoint);
/** Calls whose 401 means "wrong credentials / dead session", never "access token expired". */
export const isSessionCall = (endpoint: string) => SESSION_CALL.test(endpoint);

const serverOr = (serverMessage: string | null | undefined, key: ErrorMessageKey): ErrorToast => {
  const text = serverMessage?.trim();
  return text ? { text } : { key };
};

export const messageKeyForError = (
  status: number,
  serverMessage: string | null | undefined,
  endpoint: string,
): ErrorToast => {
  if (isLogoutCall(endpoint)) return null;
  if (status === NO_RESPONSE_STATUS) return { key: 'network' };
  if (status === 400) return serverOr(serverMessage, 'badRequest');
  if (status === 401) return isLoginCall(endpoint) ? null : { key: 'unauthorized' };
  if (status === 403) return { key: 'forbidden' };
  if (status === 404) return { key: 'notFound' };
  if (status === 409) return serverOr(serverMessage, 'conflict');
  if (status === 422) return serverOr(serverMessage, 'unprocessable');
  if (status === 429) return { key: 'tooManyRequests' };
  if (status >= 500) return { key: 'server' };
  return { key: 'unexpected' };
};
