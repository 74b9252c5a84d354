interface ErrorWithStatus {
  status: number;
}

const hasStatus = (error: unknown): error is ErrorWithStatus =>
  typeof error === 'object' && error !== null && typeof (error as ErrorWithStatus).status === 'number';

/** 404: the service or specialist does not exist or is hidden (as opposed to a failed call). */
export const isNotFound = (error: unknown): boolean => hasStatus(error) && error.status === 404;
export const isConflict = (error: unknown): boolean => hasStatus(error) && error.status === 409;
