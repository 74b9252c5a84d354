/**
 * Failed calls as text for people (STYLE.md rule 5): a known error code → errors:codes.<CODE>,
 * anything else → the screen's own text in the bookings namespace.
 */
import type { TFunction } from 'i18next';
import type { ApiClientError } from '@/lib/api-client';
import i18n from '@/lib/i18n';

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' && error !== null && typeof (error as ApiClientError).status === 'number' && typeof (error as ApiClientError).code === 'string';

/** Codes too vague to say more than the screen's own fallback. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'CONFLICT', 'VALIDATION_ERROR']);

export const codeText = (t: TFunction, code: string | null | undefined): string | undefined => {
  if (!code || GENERIC_CODES.has(code)) return undefined;
  const key = `errors:codes.${code}`;
  return i18n.exists(key) ? t(key) : undefined;
};

export const bookingErrorText = (t: TFunction, error: unknown, fallbackKey: string): string =>
  (isApiClientError(error) ? codeText(t, error.code) : undefined) ?? t(`bookings:${fallbackKey}`);
