import type { ApiClientError } from '@/lib/api-client';

export const isApiError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' && error !== null && typeof (error as ApiClientError).status === 'number' && typeof (error as ApiClientError).code === 'string';

export const hasStatus = (error: unknown, status: number): boolean => isApiError(error) && error.status === status;
