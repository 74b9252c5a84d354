import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserRole } from '@vizyt/contracts';

export interface AccessClaims {
  /** user id */
  sub: string;
  role: UserRole;
  /** refresh-token family (one sign-in on one device) */
  sid: string;
}

export type AccessTokenFailure = 'expired' | 'invalid';

const ISSUER = 'vizyt';
const AUDIENCE = 'vizyt-api';

/** Short-lived HS256 access tokens. Verification pins the algorithm, so `alg: none` and RS/HS swaps fail. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  // A key object, made once: given a string, jsonwebtoken first tries it as a PEM public key on
  // every call and throws that away (issue 16: it showed in profiles of authenticated requests).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    ttlSeconds,
    sign(claims: AccessClaims): string {
      return jwt.sign({ role: claims.role, sid: claims.sid }, key, {
        algorithm: 'HS256',
        subject: claims.sub,
        expiresIn: ttlSeconds,
        issuer: ISSUER,
        audience: AUDIENCE,
      });
    },
    verify(token: string): AccessClaims | AccessTokenFailure {
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
        return { sub: payload.sub, role: payload.role as UserRole, sid: payload.sid };
      } catch (error) {
        return error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid';
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** An opaque random token for refresh and e-mail links; only its SHA-256 is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
