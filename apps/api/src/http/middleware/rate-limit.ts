import type { RequestHandler } from 'express';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { RateLimitedError } from '../errors.js';

type Hits = Pick<RateLimiter, 'hit'>;

/** Counts the request against the caller's IP; over the limit → 429 with Retry-After. */
export function limitByIp(limiter: Hits): RequestHandler {
  return async (req, _res, next) => {
    const wait = await limiter.hit(req.ip ?? 'unknown');
    if (wait > 0) throw RateLimitedError(wait);
    next();
  };
}

/**
 * Counts the request against the signed-in account (the caller's IP for guests, who are then
 * refused by the route's policy anyway): guessing stays slow however many addresses are used.
 */
export function limitByAccount(limiter: Hits): RequestHandler {
  return async (req, _res, next) => {
    const wait = await limiter.hit(req.actor ? `user:${req.actor.userId}` : `ip:${req.ip ?? 'unknown'}`);
    if (wait > 0) throw RateLimitedError(wait);
    next();
  };
}

/** Paths below /api/v1 the global per-IP limit leaves alone: health checks of load balancers. */
export const GLOBAL_LIMIT_EXEMPT = ['/health'];

/** Every API request of an IP, except the paths given (health checks of load balancers). */
export function limitEveryRequest(limiter: Hits, exempt: string[]): RequestHandler {
  const byIp = limitByIp(limiter);
  return (req, res, next) => (exempt.includes(req.path) ? next() : byIp(req, res, next));
}
