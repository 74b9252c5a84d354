import type { ApiClientError } from '@/lib/api-client';

export type FeedbackField = 'category' | 'subject' | 'message';
const FIELDS: readonly FeedbackField[] = ['category', 'subject', 'message'];

const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' && error !== null && typeof (error as ApiClientError).status === 'number' && typeof (error as ApiClientError).code === 'string';

/** A VALIDATION_ERROR's details (`[{ path: 'body.subject', message: 'tooShort' }]`) as problems of the form's fields. */
export const feedbackFieldProblems = (error: unknown): Array<{ field: FeedbackField; message: string }> => {
  if (!isApiClientError(error) || !Array.isArray(error.details)) return [];
  const problems: Array<{ field: FeedbackField; message: string }> = [];
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = FIELDS.find((name) => name === path.replace(/^body\./, ''));
    if (field && !problems.some((problem) => problem.field === field)) problems.push({ field, message });
  }
  return problems;
};

/** The help namespace's key of the text for a failure that is not about one field. */
export const feedbackFailure = (error: unknown): string => {
  if (!isApiClientError(error)) return 'form.failures.generic';
  if (error.status === 0) return 'form.failures.network';
  if (error.status === 429) return 'form.failures.tooMany';
  return 'form.failures.generic';
};
