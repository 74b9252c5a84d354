import type { RequestHandler } from 'express';
import type { AccessTokens } from '../../lib/tokens.js';
import { AppError } from '../errors.js';


/**
 * Reads `Authorization: Bearer <access token>`. A valid token sets `req.actor`; no token leaves a
 * guest. A bad or expired token also leaves a guest, remembering why: public routes (sign-in
 * itself) keep working with a stale token, and routes that need a session answer 401
 * UNAUTHENTICATED so the client knows to refresh.
 */
export function authenticate(tokens: AccessTokens): RequestHandler {
  return (req, _res, next) => {
    req.actor = null;
    const header = req.header('authorization');
    if (!header) return next();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      req.authFailure = new AppError('UNAUTHENTICATED', 'Authentication required');
      return next();
    }
    const claims = tokens.verify(token);
    if (claims === 'expired') req.authFailure = new AppError('UNAUTHENTICATED', 'The session has expired');
    else if (claims === 'invalid') req.authFailure = new AppError('UNAUTHENTICATED', 'Authentication required');
    else req.actor = { userId: claims.sub, role: claims.role, sessionId: claims.sid };
    next();
  };
}
