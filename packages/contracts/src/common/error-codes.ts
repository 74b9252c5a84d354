/**
 * Every error code the API can answer with. Codes are UPPER_SNAKE and stable: the web app
 * translates them (locales: errors.codes.<CODE>), so renaming one is a breaking change.
 * Later issues append their own codes here.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Accounts and sessions
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'REFRESH_TOKEN_REUSED',
  'INVALID_PASSWORD',
  'GOOGLE_AUTH_FAILED',
  'GOOGLE_NOT_CONFIGURED',
  'TELEGRAM_AUTH_FAILED',
  'TELEGRAM_NOT_CONFIGURED',
  /** Telegram notifications: no bot on this server (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME). */
  'TELEGRAM_UNAVAILABLE',
  // Uploads
  'FILE_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'FILE_PROCESSING_FAILED',
  // Scheduling and bookings
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'BOOKING_IN_PAST',
  'INVALID_TRANSITION',
  'CANCELLATION_WINDOW_PASSED',
  'TOO_EARLY',
  // Payments
  'CARD_DECLINED',
  'ALREADY_PAID',
  'BOOKING_NOT_PAYABLE',
  'ONLINE_PAYMENTS_OFF',
  'REFUND_NOT_ALLOWED',
  'INVALID_SIGNATURE',
  'PAYMENTS_UNAVAILABLE',
  'NOTHING_TO_PAY_OUT',
  // Reviews and loyalty
  'REVIEW_EXISTS',
  'REVIEW_NOT_ALLOWED',
  'INSUFFICIENT_POINTS',
  // Settings (issue #14)
  /** The specialist takes bookings only from customers with a verified e-mail (403). */
  'CUSTOMER_NOT_VERIFIED',
  // Admin console (issue #15)
  /** A verification request is already waiting for a decision (409). */
  'VERIFICATION_PENDING',
  /** An admin cannot suspend their own account, nor the last active admin (409). */
  'CANNOT_SUSPEND_ADMIN',
  /** An admin switched this feature off in the settings (503). */
  'FEATURE_DISABLED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Client-side only: no response reached the browser (spec section 8). */
export const NETWORK_ERROR = 'NETWORK_ERROR' as const;
