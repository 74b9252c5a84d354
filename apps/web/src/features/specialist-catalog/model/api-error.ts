/**
 * Failed calls and validation messages as text for people (STYLE.md rule 5): error codes map to
 * errors:codes.<CODE>, validation messages are keys of the `validation` namespace, and the
 * server's `details[{ path: 'body.price', message }]` map to form fields.
 */
import type { TFunction } from 'i18next';
import { detailIssues, errorCodeText, isApiClientError, type FieldIssue } from '@/lib/api-error-text';
import i18n from '@/lib/i18n';

export { isApiClientError, type FieldIssue };

/** Codes too vague to be worth more than the screen's own fallback text. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'CONFLICT']);

/** errors:codes.<CODE> when known, else specialist-catalog:<fallbackKey>. */
export const apiErrorMessage = (t: TFunction, error: unknown, fallbackKey: string): string => errorCodeText(t, error, GENERIC_CODES) ?? t(`specialist-catalog:${fallbackKey}`);

/** `details: [{ path: 'body.timeSlots.2', message }]` → [{ field: 'timeSlots', … }]: the form shows array issues on the whole group. */
export const fieldIssues = (error: unknown): FieldIssue[] => detailIssues(error);

/** Messages of shared schemas that are sentences, not keys. */
const MESSAGE_KEYS: Record<string, string> = {
  'At most two decimal places': 'twoDecimals',
};

/** A validation message (a key) in the interface language; anything unknown gets a generic text. */
export const validationText = (t: TFunction, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message] ?? message;
  if (i18n.exists(`validation:${key}`)) return t(`validation:${key}`);
  return t('validation:invalidValue');
};

type Issue = { code?: string; expected?: unknown; path?: PropertyKey[] };

/**
 * Per-parse messages for the checks the contracts leave without a key (zod's own English
 * sentences): an empty number field is "required", a negative price is "pricePositive".
 */
export const contractIssueKey = (issue: Issue): string | undefined => {
  const field = issue.path?.[0];
  if (issue.code === 'invalid_type') return issue.expected === 'int' ? 'wholeNumber' : 'required';
  if (issue.code === 'too_small' && field === 'price') return 'pricePositive';
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'outOfRange';
  return undefined;
};

export const contractParseOptions = { error: (issue: Issue) => contractIssueKey(issue) };
