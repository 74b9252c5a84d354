import type { ErrorCode, FieldIssue, Language } from '@vizyt/contracts';

/** More than a code and a message: a finer reason (`error.reason`) and the message in each language. */
export interface AppErrorExtras {
  reason?: string;
  /** The message in the caller's language (picked by the error handler from the request). */
  localized?: Readonly<Record<Language, string>>;
}

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
    readonly extras?: AppErrorExtras,
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
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_SUSPENDED: 403,
  TOKEN_EXPIRED: 400,
  TOKEN_INVALID: 400,
  REFRESH_TOKEN_REUSED: 401,
  INVALID_PASSWORD: 400,
  GOOGLE_AUTH_FAILED: 401,
  GOOGLE_NOT_CONFIGURED: 422,
  TELEGRAM_AUTH_FAILED: 401,
  TELEGRAM_NOT_CONFIGURED: 422,
  TELEGRAM_UNAVAILABLE: 503,
  FILE_TOO_LARGE: 400,
  INVALID_FILE_TYPE: 400,
  FILE_PROCESSING_FAILED: 422,
  SLOT_TAKEN: 409,
  SLOT_UNAVAILABLE: 422,
  BOOKING_IN_PAST: 422,
  INVALID_TRANSITION: 409,
  CANCELLATION_WINDOW_PASSED: 409,
  TOO_EARLY: 409,
  CARD_DECLINED: 402,
  ALREADY_PAID: 409,
  BOOKING_NOT_PAYABLE: 409,
  ONLINE_PAYMENTS_OFF: 422,
  REFUND_NOT_ALLOWED: 422,
  INVALID_SIGNATURE: 400,
  PAYMENTS_UNAVAILABLE: 503,
  NOTHING_TO_PAY_OUT: 422,
  REVIEW_EXISTS: 409,
  REVIEW_NOT_ALLOWED: 422,
  INSUFFICIENT_POINTS: 422,
  CUSTOMER_NOT_VERIFIED: 403,
  VERIFICATION_PENDING: 409,
  CANNOT_SUSPEND_ADMIN: 409,
  FEATURE_DISABLED: 503,
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
export const RateLimitedError = (retryAfterSeconds: number) =>
  Object.assign(new AppError('RATE_LIMITED', 'Too many requests. Please try again later'), { retryAfterSeconds });
export const ServiceUnavailableError = (message = 'Service temporarily unavailable') =>
  new AppError('SERVICE_UNAVAILABLE', message);
