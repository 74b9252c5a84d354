/**
 * Failed calls and validation messages as text for people (STYLE.md rule 5): a known error code
 * → errors:codes.<CODE>; a missing payout details answer (422 UNPROCESSABLE on a payout request
 * or on switching online payments on) → the screen's own words; anything else → the fallback.
 */
import type { TFunction } from 'i18next';
import type { ApiClientError } from '@/lib/api-client';
import i18n from '@/lib/i18n';

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' && error !== null && typeof (error as ApiClientError).status === 'number' && typeof (error as ApiClientError).code === 'string';

/** Codes too vague to say more than the screen's own text. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'CONFLICT', 'VALIDATION_ERROR']);

/** errors:codes.<CODE> when the code is specific and translated, else earnings:<fallbackKey>. */
export const earningsErrorText = (t: TFunction, error: unknown, fallbackKey: string): string => {
  if (isApiClientError(error) && !GENERIC_CODES.has(error.code)) {
    const key = `errors:codes.${error.code}`;
    if (i18n.exists(key)) return t(key);
  }
  return t(`earnings:${fallbackKey}`);
};

/** The server refused because payout details are missing (422 UNPROCESSABLE, not NOTHING_TO_PAY_OUT). */
export const isMissingPayoutDetails = (error: unknown): boolean => isApiClientError(error) && error.status === 422 && error.code === 'UNPROCESSABLE';

/** `details: [{ path: 'body.payoutIban', message: 'ibanChecksum' }]` → [{ field: 'payoutIban', … }]. */
export const fieldIssues = (error: unknown): { field: string; message: string }[] => {
  if (!isApiClientError(error) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    const field = path.replace(/^(body|query|params)\./, '').split('.')[0] ?? '';
    return field ? [{ field, message }] : [];
  });
};

/** A validation message (a key of the `validation` namespace) in the interface language. */
export const validationText = (t: TFunction, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  return i18n.exists(`validation:${message}`) ? t(`validation:${message}`) : t('validation:invalidValue');
};
