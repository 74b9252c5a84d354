/**
 * Failed calls as text for people (STYLE.md rule 5): a known error code → errors:codes.<CODE>
 * (REVIEW_EXISTS, REVIEW_NOT_ALLOWED…), anything else → the screen's own text. Only the forms of
 * signed-in pages use it (they load the `errors` texts); the public review list keeps to its own.
 */
import type { TFunction } from 'i18next';
import i18n from '@/lib/i18n';
import { isApiClientError } from '@/lib/api-error-status';

/** Codes too vague to say more than the screen's own text. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'CONFLICT', 'VALIDATION_ERROR', 'NOT_FOUND']);

export const reviewErrorText = (t: TFunction, error: unknown, fallbackKey: string): string => {
  if (isApiClientError(error) && !GENERIC_CODES.has(error.code)) {
    const key = `errors:codes.${error.code}`;
    if (i18n.exists(key)) return t(key);
  }
  return t(`reviews:${fallbackKey}`);
};
