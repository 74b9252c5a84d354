/**
 * Turns a failed call into text for people (STYLE.md rule 5: error text comes from i18n, keyed by
 * error code): errors:codes.<CODE> when the code is known, else this screen's fallback of spec
 * section 8 ('Failed to update profile', …). Field issues of a VALIDATION_ERROR map to form fields.
 */
import type { TFunction } from 'i18next';
import type { ApiClientError } from '@/lib/api-client';
import i18n from '@/lib/i18n';

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ApiClientError).status === 'number' &&
  typeof (error as ApiClientError).code === 'string';

/** Codes too vague to be worth more than the screen's own fallback text. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE']);

export const apiErrorMessage = (t: TFunction, error: unknown, fallbackKey: string): string => {
  if (isApiClientError(error) && !GENERIC_CODES.has(error.code)) {
    const key = `errors:codes.${error.code}`;
    if (i18n.exists(key)) return t(key);
  }
  return t(`account:${fallbackKey}`);
};

export interface FieldIssue {
  field: string;
  message: string;
}

/** `details: [{ path: 'body.firstName', message: 'nameTooShort' }]` → [{ field: 'firstName', … }]. */
export const fieldIssues = (error: unknown): FieldIssue[] => {
  if (!isApiClientError(error) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    const field = path.replace(/^(body|query|params)\./, '');
    return field ? [{ field, message }] : [];
  });
};

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
