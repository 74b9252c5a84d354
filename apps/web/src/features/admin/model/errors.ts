import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiClientError } from '@/lib/api-error-status';

const STATUS_KEYS: Record<number, string> = { 0: 'network', 400: 'badRequest', 401: 'unauthorized', 403: 'forbidden', 404: 'notFound', 409: 'conflict', 422: 'unprocessable', 429: 'tooManyRequests' };

/** The error code of a failed call ('NETWORK_ERROR' when none came back). */
export const errorCodeOf = (error: unknown): string => (isApiClientError(error) ? error.code : 'NETWORK_ERROR');

/**
 * The text of a failed call in the interface language: the errors namespace's text for its
 * code, else the one for its HTTP status, else the generic one.
 */
export const useErrorText = () => {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown): string => {
      if (!isApiClientError(error)) return t('errors:api.unexpected');
      const byStatus = STATUS_KEYS[error.status] ?? (error.status >= 500 ? 'server' : 'unexpected');
      return t([`errors:codes.${error.code}`, `errors:api.${byStatus}`]);
    },
    [t],
  );
};

export type ReasonProblem = 'required' | 'tooShort' | 'tooLong';

/** What is wrong with a reason a person typed (the contracts' limits), or null. */
export const reasonProblem = (value: string, min: number, max: number): ReasonProblem | null => {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length < min) return 'tooShort';
  if (text.length > max) return 'tooLong';
  return null;
};
