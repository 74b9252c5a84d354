import type { RequestHandler } from 'express';
import type { AccessTokens } from '../../lib/tokens.js';
import type { AccountGate } from '../../modules/accounts/account-gate.js';
import { AppError } from '../errors.js';

/**
 * Reads `Authorization: Bearer <access token>`. A valid token of a still-active account sets
 * `req.actor` (with the role the account has now, not the one in the token); no token leaves
 * a guest. A bad or expired token, or one of a deleted or suspended account, also leaves a
 * guest, remembering why: public routes (sign-in itself) keep working with a stale token, and
 * routes that need a session answer 401 UNAUTHENTICATED.
 */
export function authenticate(tokens: AccessTokens, accounts: Pick<AccountGate, 'check'>): RequestHandler {
  return async (req, _res, next) => {
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
    else {
      const account = await accounts.check(claims.sub, claims.sid);
      if (account.active) req.actor = { userId: claims.sub, role: account.role, sessionId: claims.sid, language: account.language };
      else req.authFailure = new AppError('UNAUTHENTICATED', 'This session has ended');
    }
    next();
  };
}
