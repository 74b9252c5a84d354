import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import type { Logger } from '../../lib/logger.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Load balancers and the benchmarks ask this all the time: not worth a log line. */
const QUIET_PATHS = new Set(['/api/v1/health']);

/** A well-formed incoming `X-Request-Id` (a proxy's), or a new one; echoed in the response. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Request logging with a request id: a well-formed incoming `X-Request-Id` is kept (so a
 * proxy's id follows the request), otherwise a new one is made; it is echoed in the response
 * and attached to every log line of the request (`req.log`, with the client headers
 * X-Client-Version and X-Platform). One "request completed" line per request at info (errors
 * at error level).
 *
 * Cheap by design (issue 16; pino-http did this before and showed in profiles): `req.log` is a
 * getter on the app's request prototype, so the child logger is made only when something logs,
 * and the completion line is skipped entirely below the info level.
 */
export function requestContext(app: Express, logger: Logger): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Express['request'] & { _log?: Logger }): Logger {
      this._log ??= logger.child({
        req: { id: this.id, method: this.method, url: this.originalUrl },
        clientVersion: this.headers['x-client-version'],
        platform: this.headers['x-platform'],
      });
      return this._log;
    },
  });
  return (req, res, next) => {
    req.id = assignRequestId(req, res);
    if (logger.isLevelEnabled('info') && !QUIET_PATHS.has(req.url)) {
      const started = performance.now();
      res.once('finish', () => {
        const fields = { res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
        if (res.statusCode >= 500) req.log.error(fields, 'request errored');
        else req.log.info(fields, 'request completed');
      });
    }
    next();
  };
}
