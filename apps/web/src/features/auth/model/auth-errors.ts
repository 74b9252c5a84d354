/**
 * What a failed auth call shows (spec section 8): the translated error code when the API sent
 * a known one (errors:codes.<CODE>), else the call's own fallback ('Login failed', …), and the
 * field problems of a VALIDATION_ERROR mapped onto form fields. Pure and unit tested.
 */
import { ERROR_CODES, NETWORK_ERROR } from '@vizyt/contracts';
import type { ApiClientError } from '@/lib/api-client';

/** The calls of the auth screens, each with its fallback message (auth:failures.<kind>). */
export type AuthCall =
  | 'login'
  | 'register'
  | 'google'
  | 'telegram'
  | 'verifyEmail'
  | 'forgotPassword'
  | 'resetPassword'
  | 'resendVerification';

/** The spec's English fallback texts, kept in the auth slice's `error` (the UI shows translations). */
export const FALLBACK_MESSAGES: Record<AuthCall, string> = {
  login: 'Login failed',
  register: 'Registration failed',
  google: 'Google authentication failed',
  telegram: 'Telegram authentication failed',
  verifyEmail: 'Email verification failed',
  forgotPassword: 'Failed to send reset email',
  resetPassword: 'Failed to reset password',
  resendVerification: 'Failed to resend verification email',
};

const TRANSLATED_CODES: ReadonlySet<string> = new Set([...ERROR_CODES, NETWORK_ERROR]);

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ApiClientError).status === 'number' &&
  typeof (error as ApiClientError).code === 'string';

export const errorCodeOf = (error: unknown): string | null => (isApiClientError(error) ? error.code : null);

/** i18n key (with namespace) of the message for a failed call. */
export const authErrorKey = (error: unknown, call: AuthCall): string => {
  const code = errorCodeOf(error);
  return code && TRANSLATED_CODES.has(code) ? `errors:codes.${code}` : `auth:failures.${call}`;
};

/** The message the auth slice keeps: the server's own text, else the spec's fallback. */
export const authErrorMessage = (error: unknown, call: AuthCall): string => {
  const text = isApiClientError(error) ? error.message.trim() : '';
  return text || FALLBACK_MESSAGES[call];
};

export interface FieldProblem<Field extends string = string> {
  field: Field;
  /** A validation message key (validation:<message>), as the contracts define them. */
  message: string;
}

/**
 * `error.details` of a VALIDATION_ERROR (`[{ path: 'body.email', message: 'invalidEmail' }]`)
 * as problems of the form's own fields; other paths are left out (the caller shows a general
 * message when nothing maps). `rename` maps API names to form names (password → newPassword).
 */
export const fieldProblems = <Field extends string>(
  error: unknown,
  fields: readonly Field[],
  rename: Partial<Record<string, Field>> = {},
): FieldProblem<Field>[] => {
  if (!isApiClientError(error) || !Array.isArray(error.details)) return [];
  const problems: FieldProblem<Field>[] = [];
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const name = path.replace(/^body\./, '');
    const field = rename[name] ?? (fields as readonly string[]).find((f) => f === name);
    if (field && !problems.some((p) => p.field === field)) problems.push({ field: field as Field, message });
  }
  return problems;
};
