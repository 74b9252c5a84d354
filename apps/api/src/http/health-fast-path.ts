import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import vary from 'vary';
import type { Logger } from '../lib/logger.js';
import type { SystemService } from '../modules/system/system.service.js';
import { assignRequestId } from './middleware/request-context.js';
import { API_BASE_PATH } from './openapi.js';
import { respond } from './respond.js';

/** Connect-style middleware that only sets headers (helmet, cors): they run on plain node:http responses too. */
type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export const HEALTH_PATH = `${API_BASE_PATH}/health`;

export interface HealthFastPathDeps {
  system: Pick<SystemService, 'health'>;
  logger: Logger;
  /** The app's own header middleware, in the app's order: the answer carries exactly the headers Express would add. */
  headers: HeaderMiddleware[];
}

/**
 * `GET /api/v1/health` answered before Express (issue 16). Load balancers and uptime probes ask
 * it many times a second and it does nothing but `SELECT 1`, so what it costs is the framework's
 * own walk: Express's request set-up and router took half of this machine's throughput on it
 * (bench/RESULTS.md). The answer is the one the Express route gives — the same request id, the
 * same helmet and CORS middleware instances setting the same headers, the same service and
 * envelope, 503 SERVICE_UNAVAILABLE when the database does not answer — and
 * `health-fast-path.test.ts` compares the two. Anything that is not exactly this request (another
 * method or path, a query string, an Authorization header, a CORS preflight) goes to Express.
 *
 * Returns true when it took the request.
 */
export function healthFastPath({ system, logger, headers }: HealthFastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const answer = async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    // The compression middleware marks every JSON answer to a client that accepts encodings (even one too small to compress).
    if (req.headers['accept-encoding']) vary(res, 'Accept-Encoding');
    const health = await system.health();
    if (health.database === 'down') {
      logger.warn({ req: { id: requestId, method: req.method, url: req.url } }, 'health check: database unreachable');
      respond.error(res, 503, 'SERVICE_UNAVAILABLE', 'Database is unreachable');
      return;
    }
    respond.ok(res, health);
  };
  return (req, res) => {
    if (req.method !== 'GET' || req.url !== HEALTH_PATH || req.headers.authorization !== undefined) return false;
    const requestId = assignRequestId(req, res);
    const next = (index: number) => (err?: unknown) => {
      if (err) {
        logger.error({ err, req: { id: requestId } }, 'unhandled error');
        respond.error(res, 500, 'INTERNAL_ERROR', 'Server error. Please try again later');
      } else if (index < headers.length) headers[index]!(req, res, next(index + 1));
      else
        answer(req, res, requestId).catch((error: unknown) => {
          logger.error({ err: error, req: { id: requestId } }, 'unhandled error');
          if (!res.headersSent) respond.error(res, 500, 'INTERNAL_ERROR', 'Server error. Please try again later');
        });
    };
    next(0)();
    return true;
  };
}

/** The server's request listener: the health fast path, then the Express app for everything else. */
export function withHealthFastPath(fastPath: ReturnType<typeof healthFastPath>, app: RequestListener): RequestListener {
  return (req, res) => {
    if (!fastPath(req, res)) app(req, res);
  };
}
