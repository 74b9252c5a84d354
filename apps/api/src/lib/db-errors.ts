/** Socket errors of a database that is not there (stopped, restarting, unreachable). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Prisma's "can't reach / timed out / closed the connection" codes. */
const UNREACHABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Is this error the database being away rather than the request being wrong (issue #28)? A
 * refused or broken connection, a pool that could not connect in time, the server shutting down
 * or starting (SQLSTATE class 08, 57P01–57P03), too many connections (53300). The API answers
 * 503 SERVICE_UNAVAILABLE for these, never 500. Looks through Prisma's and the adapter's wrappers.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  for (const code of [e.code, e.originalCode]) {
    if (typeof code !== 'string') continue;
    if (UNREACHABLE_CODES.has(code) || UNREACHABLE_PRISMA.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  }
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1);
}
