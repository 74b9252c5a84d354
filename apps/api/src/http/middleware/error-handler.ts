import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { AppError, statusFor } from '../errors.js';
import { requestLanguage } from '../language.js';
import { respond } from '../respond.js';

/** Errors raised by express.json() (body-parser) carry a `type`; map the ones callers cause. */
const BODY_PARSER_ERRORS: Record<string, { status: number; code: 'MALFORMED_JSON' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'; message: string }> = {
  'entity.parse.failed': { status: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  'entity.too.large': { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  'encoding.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported charset' },
};

export const notFoundHandler: RequestHandler = (req, res) => {
  respond.error(res, 404, 'ROUTE_NOT_FOUND', `No endpoint ${req.method} ${req.baseUrl}${req.path}`);
};

/**
 * The single place where errors become HTTP answers. Operational errors keep their message;
 * anything unexpected is logged with the request id and answered with a generic 500 —
 * never a stack trace.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err }, 'error after headers were sent');
    return;
  }
  if (err instanceof AppError) {
    const retryAfter = (err as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    // A message of our own in the caller's language when the error has one (a card decline).
    const message = err.extras?.localized?.[requestLanguage(req)] ?? err.message;
    respond.error(res, statusFor(err.code), err.code, message, err.details, err.extras?.reason);
    return;
  }
  const type = (err as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && type in BODY_PARSER_ERRORS) {
    const mapped = BODY_PARSER_ERRORS[type]!;
    respond.error(res, mapped.status, mapped.code, mapped.message);
    return;
  }
  // The router could not percent-decode a path parameter (bytes that are not UTF-8).
  if (err instanceof URIError) {
    respond.error(res, 400, 'VALIDATION_ERROR', 'Invalid request data', [{ path: 'params', message: 'invalidText', code: 'invalid_format' }]);
    return;
  }
  // serve-static (/uploads, /assets) reports what the path asks as an error with a status: 400
  // for a name no file can have (broken percent-encoding, a NUL byte), 403 for one that climbs
  // out of the folder, 404 for a missing file or a name too long. The client's error; a path
  // outside the folder is "not found" like any other, so it hints at nothing.
  const staticStatus = (err as { status?: unknown } | null)?.status;
  if (staticStatus === 400) {
    respond.error(res, 400, 'VALIDATION_ERROR', 'Invalid request data', [{ path: 'path', message: 'invalidText', code: 'invalid_format' }]);
    return;
  }
  if (staticStatus === 403 || staticStatus === 404) {
    respond.error(res, 404, 'NOT_FOUND', 'The requested resource was not found');
    return;
  }
  // The database is away (stopped, restarting, unreachable): a dependency is down, not our bug.
  if (isDatabaseUnavailable(err)) {
    req.log?.warn({ err }, 'database unavailable');
    res.setHeader('Retry-After', '5');
    respond.error(res, 503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment');
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  respond.error(res, 500, 'INTERNAL_ERROR', 'Server error. Please try again later');
};
