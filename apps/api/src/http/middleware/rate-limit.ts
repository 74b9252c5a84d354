import type { RequestHandler } from 'express';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { RateLimitedError } from '../errors.js';

/** Counts the request against the caller's IP; over the limit → 429 with Retry-After. */
export function limitByIp(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    const wait = await limiter.hit(req.ip ?? 'unknown');
    if (wait > 0) throw RateLimitedError(wait);
    next();
  };
}
