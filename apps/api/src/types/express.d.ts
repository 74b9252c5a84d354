import type { AppError } from '../http/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Actor } from '../http/policies.js';

declare global {
  namespace Express {
    interface Request {
      /** Who is calling; set by the authentication middleware, null for guests. */
      actor?: Actor | null;
      /** What `validate()` parsed; handlers read input only from here. */
      input?: { body?: unknown; query?: unknown; params?: unknown };
      /** Why a presented token was not accepted; raised only on routes that need a session. */
      authFailure?: AppError;
      /** The request's id (X-Request-Id), set first by the request context. */
      id: string;
      /** A logger whose lines carry the request's id (http/middleware/request-context.ts). */
      log: Logger;
    }
  }
}

export {};
