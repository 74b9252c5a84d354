import pg from 'pg';
import type { Logger } from './logger.js';

export interface PgListener {
  /** Resolves once the first LISTEN is in place (or failed and a retry is planned). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTEN on a PostgreSQL channel over a dedicated connection, reconnecting with back-off when
 * the connection drops. NOTIFY is delivered only when the sending transaction commits, so a
 * message means the change is there to read. Every API instance listens: it is how instances
 * learn of each other's notifications without a broker.
 */
export function listenPg(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  logger: Logger,
  /** The connection's application_name: the instance's (lib/instance.ts), so others can count it. */
  applicationName = 'vizyt-listen',
): PgListener {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 500;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onMessage(msg.payload);
    });
    c.on('error', (err) => {
      logger.warn({ err, channel }, 'notification listener connection lost; reconnecting');
      retry(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await c.end().catch(() => {}));
      client = c;
      delay = 500;
    } catch (err) {
      logger.warn({ err, channel }, 'notification listener could not connect; retrying');
      retry(c);
    }
  };
  const retry = (c: pg.Client) => {
    if (client === c) client = null;
    void c.end().catch(() => {});
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
