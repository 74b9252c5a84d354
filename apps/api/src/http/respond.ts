import type { Response } from 'express';
import type { ApiEnvelope, ApiError, ErrorCode, FieldIssue } from '@vizyt/contracts';

/**
 * Writes a JSON body in one go: no ETag hashing or body re-encoding as Express's res.json does
 * (API answers are not cached; issue 16 measured the difference). HEAD requests get the
 * headers only (Node leaves the body out).
 */
function sendJson(res: Response, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/** The only ways a body leaves the API: `{ success, data, error }`. */
export const respond = {
  ok<T>(res: Response, data: T, status = 200): void {
    const body: ApiEnvelope<T> = { success: true, data, error: null };
    sendJson(res, status, body);
  },
  error(res: Response, status: number, code: ErrorCode, message: string, details?: FieldIssue[]): void {
    const error: ApiError = { code, message, timestamp: new Date().toISOString(), ...(details ? { details } : {}) };
    const body: ApiEnvelope<never> = { success: false, data: null, error };
    sendJson(res, status, body);
  },
};
