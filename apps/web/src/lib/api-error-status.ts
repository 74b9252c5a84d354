/**
 * Is this a failed call of the API client, and with which status? No texts here (a page that only
 * asks needs no `errors` namespace); their words are in lib/api-error-text.ts.
 */
import type { ApiClientError } from '@/lib/api-client';

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' && error !== null && typeof (error as ApiClientError).status === 'number' && typeof (error as ApiClientError).code === 'string';

/** The call failed with this HTTP status (409: already done, 404: gone, …). */
export const hasStatus = (error: unknown, status: number): boolean => isApiClientError(error) && error.status === status;
