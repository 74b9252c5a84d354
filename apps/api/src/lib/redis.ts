import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * Redis, shared by every API instance when REDIS_URL is set (issue #28): socket.io's adapter
 * (events reach the clients of every instance) and the fast rate limiters (lib/rate-limit.ts).
 *
 * Redis going away never stops the API: HTTP keeps serving, rate limits count in PostgreSQL or in
 * this process meanwhile (their insurance limiters), live events reach this instance's clients only, and the
 * web app refetches what it missed when its socket reconnects. One log line says so when the
 * connection is lost, one when it is back; ioredis reconnects by itself.
 */
export interface SharedRedis {
  /** What this deployment's keys and channels start with (REDIS_PREFIX). */
  prefix: string;
  /** Commands that must fail at once while Redis is down (the rate limiters fall back then). */
  commands: Redis;
  /** socket.io's publisher and subscriber (a subscribed connection takes no other commands). */
  pub: Redis;
  sub: Redis;
  close(): Promise<void>;
}

/** Reconnect after 0.1 s, then up to every 2 s, for as long as it takes. */
const retryStrategy = (attempt: number) => Math.min(100 * attempt, 2_000);

export function connectRedis(url: string, prefix: string, logger: Logger): SharedRedis {
  const commands = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy, connectionName: 'vizyt-api' });
  // socket.io's messages wait for the connection briefly (one retry), then are dropped: clients refetch on reconnect.
  const pub = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy, connectionName: 'vizyt-api:pub' });
  const sub = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy, connectionName: 'vizyt-api:sub' });
  // socket.io's adapter publishes without waiting for the answer: while Redis is away a lost
  // message must not become an unhandled rejection (which would end the process).
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  pub.publish = ((channel: string, message: string | Buffer) => publish(channel, message).catch(() => 0)) as Redis['publish'];
  let down = false;
  const lost = (err: unknown) => {
    if (down) return;
    down = true;
    logger.warn(
      { err },
      'Redis is unreachable: HTTP keeps serving; until it is back live events reach only the clients of this instance, sign-in limits count in PostgreSQL and the other limits per instance',
    );
  };
  for (const client of [commands, pub, sub]) client.on('error', lost);
  commands.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('Redis is back: live events and rate limits are shared by every instance again');
  });
  return {
    prefix,
    commands,
    pub,
    sub,
    async close() {
      await Promise.all([commands, pub, sub].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
