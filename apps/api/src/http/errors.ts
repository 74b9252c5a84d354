import type { ErrorCode, FieldIssue } from '@vizyt/contracts';

/**
 * An operational error: something the caller can act on (bad input, missing resource,
 * conflict). Services throw these with a code; only `statusFor` below knows about HTTP.
 * Anything else that reaches the error handler is a programmer error and answers 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const statusFor = (code: ErrorCode): number => STATUS_BY_CODE[code];

// Factories, so call sites read as sentences: `throw NotFoundError('Service not found')`.
export const ValidationError = (details: FieldIssue[], message = 'Invalid request data') =>
  new AppError('VALIDATION_ERROR', message, details);
export const AuthenticationError = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const AuthorizationError = (message = 'You do not have permission to perform this action') =>
  new AppError('FORBIDDEN', message);
export const NotFoundError = (message = 'The requested resource was not found') => new AppError('NOT_FOUND', message);
export const ConflictError = (message = 'A conflict occurred') => new AppError('CONFLICT', message);
export const UnprocessableError = (message = 'Unable to process the request') => new AppError('UNPROCESSABLE', message);
export const ServiceUnavailableError = (message = 'Service temporarily unavailable') =>
  new AppError('SERVICE_UNAVAILABLE', message);
