import { hasStatus } from '@/lib/api-error-status';

/** 404: the service or specialist does not exist or is hidden (as opposed to a failed call). */
export const isNotFound = (error: unknown): boolean => hasStatus(error, 404);
export const isConflict = (error: unknown): boolean => hasStatus(error, 409);
