import { Redis } from 'ioredis';

/**
 * The Redis the multi-instance tests use: REDIS_URL when set (it must answer), else the machine's
 * at 127.0.0.1:6379 when one answers there, else null — the caller skips and says why.
 */
export async function redisForTests(): Promise<{ url: string; source: string } | { url: null; reason: string }> {
  const given = process.env.REDIS_URL;
  const url = given ?? 'redis://127.0.0.1:6379';
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return { url, source: given ? 'REDIS_URL' : 'the machine’s Redis at 127.0.0.1:6379 (REDIS_URL unset)' };
  } catch (error) {
    if (given) throw new Error(`REDIS_URL is set but Redis does not answer there: ${(error as Error).message}`);
    return { url: null, reason: 'no Redis: REDIS_URL is unset and nothing answers at 127.0.0.1:6379' };
  } finally {
    client.disconnect();
  }
}
