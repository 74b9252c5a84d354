import type { Request, RequestHandler } from 'express';
import { NotFoundError } from '../errors.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True only for a request made on this machine and not relayed by a proxy. It reads the socket's
 * own peer address, never `req.ip`, which trusts X-Forwarded-For when TRUST_PROXY is on.
 */
export const isLoopbackRequest = (req: Request): boolean =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') && req.header('x-forwarded-for') === undefined && req.header('forwarded') === undefined;

/**
 * Development tools (the e-mail outbox with its sign-in links) answer only to this machine;
 * anyone else on the network gets 404, as if they did not exist.
 */
export const loopbackOnly: RequestHandler = (req, _res, next) => {
  if (!isLoopbackRequest(req)) throw NotFoundError();
  next();
};
