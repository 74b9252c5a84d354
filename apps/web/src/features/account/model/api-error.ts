/**
 * Turns a failed call into text for people (STYLE.md rule 5: error text comes from i18n, keyed by
 * error code): errors:codes.<CODE> when the code is known, else this screen's fallback of spec
 * section 8 ('Failed to update profile', …). Field issues of a VALIDATION_ERROR map to form fields.
 */
import type { TFunction } from 'i18next';
import { detailIssues, errorCodeText, isApiClientError, type FieldIssue } from '@/lib/api-error-text';
import i18n from '@/lib/i18n';

export { isApiClientError, type FieldIssue };

/** Codes too vague to be worth more than the screen's own fallback text. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE']);

export const apiErrorMessage = (t: TFunction, error: unknown, fallbackKey: string): string => errorCodeText(t, error, GENERIC_CODES) ?? t(`account:${fallbackKey}`);

/** `details: [{ path: 'body.firstName', message: 'nameTooShort' }]` of a VALIDATION_ERROR → [{ field: 'firstName', … }]. */
export const fieldIssues = (error: unknown): FieldIssue[] => (isApiClientError(error) && error.code === 'VALIDATION_ERROR' ? detailIssues(error, { wholePath: true }) : []);

/**
 * A validation message is a key: the shared `validation` namespace holds the contracts' keys,
 * `account:validation` the few of these forms. Unknown text (a server message) is shown as is.
 */
export const validationText = (t: TFunction, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  for (const key of [`validation:${message}`, `account:validation.${message}`]) {
    if (i18n.exists(key)) return t(key);
  }
  return message;
};
