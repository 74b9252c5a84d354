/**
 * Validation messages of the scheduling contracts are keys ("endAfterStart",
 * "intervalsOverlap"); the schedule namespace words the ones the shared `validation` namespace
 * lacks. Server error codes map to errors:codes.<CODE>, else the screen's fallback.
 */
import type { TFunction } from 'i18next';
import type { ApiClientError } from '@/lib/api-client';
import i18n from '@/lib/i18n';

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' && error !== null && typeof (error as ApiClientError).status === 'number' && typeof (error as ApiClientError).code === 'string';

export const validationText = (t: TFunction, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  if (i18n.exists(`schedule:validation.${message}`)) return t(`schedule:validation.${message}`);
  if (i18n.exists(`validation:${message}`)) return t(`validation:${message}`);
  return t('validation:invalidValue');
};

const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'CONFLICT', 'VALIDATION_ERROR']);

export const apiErrorMessage = (t: TFunction, error: unknown, fallbackKey: string): string => {
  if (isApiClientError(error) && !GENERIC_CODES.has(error.code) && i18n.exists(`errors:codes.${error.code}`)) return t(`errors:codes.${error.code}`);
  return t(`schedule:${fallbackKey}`);
};

/** `details: [{ path: 'body.endTime', message }]` → [{ field: 'endTime', message }]. */
export const fieldIssues = (error: unknown): { field: string; message: string }[] => {
  if (!isApiClientError(error) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    const field = path.replace(/^(body|query|params)\./, '');
    return field ? [{ field, message }] : [];
  });
};

type Issue = { code?: string; expected?: unknown };
/** zod's own English sentences (a wrong type, a number out of range) as keys. */
export const contractParseOptions = {
  error: (issue: Issue) => (issue.code === 'invalid_type' ? 'required' : issue.code === 'too_small' || issue.code === 'too_big' ? 'outOfRange' : undefined),
};
