import type { Redis } from 'ioredis';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The limits that must hold across instances (sign-in, refresh, change-password, failed logins).
 * With Redis (REDIS_URL) they count there, and in PostgreSQL (table rate_limits, created by a
 * migration) while Redis is unreachable — rate-limiter-flexible's insurance limiter; without
 * Redis, in PostgreSQL. Either way every API instance shares them. A window is fixed at
 * `durationSeconds` from the first hit.
 */
export function createRateLimiterStore(databaseUrl: string, onError: (error: Error) => void = () => {}, redis: { client: Redis; prefix: string } | null = null) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, allowExitOnIdle: true });
  // An idle connection can be cut by the server (restart, failover); the pool replaces it.
  pool.on('error', onError);
  return {
    limiter(keyPrefix: string, points: number, durationSeconds: number) {
      const inPostgres = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix,
        points,
        duration: durationSeconds,
      });
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ storeClient: redis.client, keyPrefix: `${redis.prefix}:${keyPrefix}`, points, duration: durationSeconds, insuranceLimiter: inPostgres })
        : inPostgres;
      return {
        hit: hitter(limiter),
        /** Seconds to wait when `key` has used all its points, else 0 (does not count). */
        async blockedFor(key: string): Promise<number> {
          const res = await limiter.get(key);
          return res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
        },
        async reset(key: string): Promise<void> {
          await limiter.delete(key);
        },
      };
    },
    close: () => pool.end(),
  };
}

/** Counts one hit; resolves to the seconds to wait when over the limit, else 0. */
const hitter = (limiter: RateLimiterAbstract) => async (key: string): Promise<number> => {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
};

/**
 * A limiter counted in this process's memory: no database round trip per request, so it can
 * guard every request. With several API instances each counts on its own (the limit is per
 * instance); the shared PostgreSQL limiters above guard what must hold across instances.
 */
export function createMemoryLimiter(points: number, durationSeconds: number): Pick<RateLimiter, 'hit'> {
  return { hit: hitter(new RateLimiterMemory({ points, duration: durationSeconds })) };
}

/** Makes the limiters that guard every request or message: `fastLimiter('messages', 30, 60)`. */
export type FastLimiterFactory = (keyPrefix: string, points: number, durationSeconds: number) => Pick<RateLimiter, 'hit'>;

/**
 * The fast limiters (every request, the message and feedback flood guards). With Redis
 * (REDIS_URL) they count in Redis, so two instances behind one address share one budget; while
 * Redis is unreachable each falls back to counting in this process (rate-limiter-flexible's
 * insurance limiter) instead of failing the request. Without Redis they count in memory.
 */
export function createFastLimiters(redis: Redis | null, prefix = 'vizyt'): FastLimiterFactory {
  if (!redis) return (_keyPrefix, points, durationSeconds) => createMemoryLimiter(points, durationSeconds);
  return (keyPrefix, points, durationSeconds) => ({
    hit: hitter(
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:${keyPrefix}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
      }),
    ),
  });
}

export type RateLimiterStore = ReturnType<typeof createRateLimiterStore>;
export type RateLimiter = ReturnType<RateLimiterStore['limiter']>;
