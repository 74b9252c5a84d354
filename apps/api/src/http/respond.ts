import type { Response } from 'express';
import type { ApiEnvelope, ApiError, ErrorCode, FieldIssue } from '@vizyt/contracts';

/** The only ways a body leaves the API: `{ success, data, error }`. */
export const respond = {
  ok<T>(res: Response, data: T, status = 200): void {
    const body: ApiEnvelope<T> = { success: true, data, error: null };
    res.status(status).json(body);
  },
  error(res: Response, status: number, code: ErrorCode, message: string, details?: FieldIssue[]): void {
    const error: ApiError = { code, message, timestamp: new Date().toISOString(), ...(details ? { details } : {}) };
    const body: ApiEnvelope<never> = { success: false, data: null, error };
    res.status(status).json(body);
  },
};
