import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import vary from 'vary';
import type { ApiEnvelope, ApiError, ErrorCode, FieldIssue } from '@vizyt/contracts';

/** Bodies smaller than this leave as they are (compressing them gains nothing); the compression middleware uses it too. */
export const COMPRESS_MIN_BYTES = 1024;
/** Answers up to this size are compressed in one step; larger ones go through the streaming middleware. */
const COMPRESS_AT_ONCE_MAX_BYTES = 512 * 1024;

/** The body in the best encoding the client accepts: brotli (quality 4, as the compression middleware), gzip, or as is. */
function encode(res: ServerResponse, json: Buffer): { payload: Buffer; encoding: 'br' | 'gzip' | null } {
  if (json.length < COMPRESS_MIN_BYTES || json.length > COMPRESS_AT_ONCE_MAX_BYTES || !res.req.headers['accept-encoding']) return { payload: json, encoding: null };
  vary(res, 'Accept-Encoding');
  // The client's preference (q values); brotli when it likes both equally.
  const encoding = new Negotiator(res.req).encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  if (encoding === 'br') {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length };
    return { payload: zlib.brotliCompressSync(json, { params }), encoding };
  }
  if (encoding === 'gzip') return { payload: zlib.gzipSync(json), encoding };
  return { payload: json, encoding: null };
}

/**
 * Writes a JSON body in one go: no ETag hashing or body re-encoding as Express's res.json does
 * (API answers are not cached; issue 16 measured the difference). Compressed here, in one step
 * with a Content-Length, for clients that accept it: the streaming compression middleware cost
 * 2–3 ms per answer of ~20 KB on this machine (a zlib stream on the thread pool and a chunked
 * reply) against ~0.15 ms. HEAD requests get the headers only (Node leaves the body out).
 */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const { payload, encoding } = encode(res, Buffer.from(JSON.stringify(body)));
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', payload.length);
  res.end(payload);
}

/** The only ways a body leaves the API: `{ success, data, error }` (through Express or the health fast path: plain `node:http` responses). */
export const respond = {
  ok<T>(res: ServerResponse, data: T, status = 200): void {
    const body: ApiEnvelope<T> = { success: true, data, error: null };
    sendJson(res, status, body);
  },
  error(res: ServerResponse, status: number, code: ErrorCode, message: string, details?: FieldIssue[], reason?: string): void {
    const error: ApiError = { code, message, timestamp: new Date().toISOString(), ...(details ? { details } : {}), ...(reason ? { reason } : {}) };
    const body: ApiEnvelope<never> = { success: false, data: null, error };
    sendJson(res, status, body);
  },
};
