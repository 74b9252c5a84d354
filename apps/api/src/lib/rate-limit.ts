import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Counters live in PostgreSQL (table rate_limits, created by a migration), so every API
 * instance shares them. A window is fixed at `durationSeconds` from the first hit.
 */
export function createRateLimiterStore(databaseUrl: string, onError: (error: Error) => void = () => {}) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, allowExitOnIdle: true });
  // An idle connection can be cut by the server (restart, failover); the pool replaces it.
  pool.on('error', onError);
  return {
    limiter(keyPrefix: string, points: number, durationSeconds: number) {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix,
        points,
        duration: durationSeconds,
      });
      return {
        /** Counts one hit; returns seconds to wait when over the limit, else 0. */
        async hit(key: string): Promise<number> {
          try {
            await limiter.consume(key);
            return 0;
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
            throw rejection;
          }
        },
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

export type RateLimiterStore = ReturnType<typeof createRateLimiterStore>;
export type RateLimiter = ReturnType<RateLimiterStore['limiter']>;
