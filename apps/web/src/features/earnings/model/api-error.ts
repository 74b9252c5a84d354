/**
 * Failed calls and validation messages as text for people (STYLE.md rule 5): a known error code
 * → errors:codes.<CODE>; a missing payout details answer (422 UNPROCESSABLE on a payout request
 * or on switching online payments on) → the screen's own words; anything else → the fallback.
 */
import type { TFunction } from 'i18next';
import { detailIssues, errorCodeText, isApiClientError } from '@/lib/api-error-text';
import i18n from '@/lib/i18n';

export { isApiClientError };

/** Codes too vague to say more than the screen's own text. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'CONFLICT', 'VALIDATION_ERROR']);

/** errors:codes.<CODE> when the code is specific and translated, else earnings:<fallbackKey>. */
export const earningsErrorText = (t: TFunction, error: unknown, fallbackKey: string): string => errorCodeText(t, error, GENERIC_CODES) ?? t(`earnings:${fallbackKey}`);

/** The server refused because payout details are missing (422 UNPROCESSABLE, not NOTHING_TO_PAY_OUT). */
export const isMissingPayoutDetails = (error: unknown): boolean => isApiClientError(error) && error.status === 422 && error.code === 'UNPROCESSABLE';

/** `details: [{ path: 'body.payoutIban', message: 'ibanChecksum' }]` → [{ field: 'payoutIban', … }]. */
export const fieldIssues = (error: unknown): { field: string; message: string }[] => detailIssues(error);

/** A validation message (a key of the `validation` namespace) in the interface language. */
export const validationText = (t: TFunction, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  return i18n.exists(`validation:${message}`) ? t(`validation:${message}`) : t('validation:invalidValue');
};
