import { isApiClientError } from '@/lib/api-error-status';

/**
 * Why a message did not go, as the composer explains it: the specialist takes messages only
 * from customers with a booking (403), sending too fast (429), or anything else (retry).
 */
export type SendFailure = 'forbidden' | 'rateLimited' | 'failed';

export const sendFailureOf = (error: unknown): SendFailure => {
  if (!isApiClientError(error)) return 'failed';
  if (error.status === 403) return 'forbidden';
  if (error.status === 429) return 'rateLimited';
  return 'failed';
};

/** Retrying cannot help when the other side does not take our messages. */
export const canRetry = (failure: SendFailure | undefined): boolean => failure !== 'forbidden';
