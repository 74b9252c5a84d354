import type { RequestListener } from 'node:http';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import swaggerUi from 'swagger-ui-express';
import { uploadDir, type Env } from './config/env.js';
import { tileImageSource } from './config/map-tiles.js';
import type { Container } from './container.js';
import { authenticate } from './http/middleware/authenticate.js';
import { outboxPage } from './http/outbox-page.js';
import { loopbackOnly } from './http/middleware/loopback-only.js';
import { healthFastPath, withHealthFastPath } from './http/health-fast-path.js';
import { errorHandler, notFoundHandler } from './http/middleware/error-handler.js';
import { requestContext } from './http/middleware/request-context.js';
import { API_BASE_PATH, buildOpenApiDocument } from './http/openapi.js';
import { COMPRESS_MIN_BYTES } from './http/respond.js';
import { buildRouter } from './http/route.js';
import { webBundle } from './http/static-web.js';
import type { Db } from './lib/db.js';
import type { Logger } from './lib/logger.js';
import { createSystemRepository } from './modules/system/system.repository.js';
import { createSystemService } from './modules/system/system.service.js';
import { apiRoutes } from './routes.js';

export interface AppDeps {
  env: Env;
  db: Db;
  logger: Logger;
  version: string;
  container: Container;
}

/** The server's listener for each app: the health fast path in front of it (http/health-fast-path.ts). */
const listeners = new WeakMap<Express, RequestListener>();

/** What `http.createServer` serves for an app made by createApp (tests that go through Express alone use the app). */
export const requestListener = (app: Express): RequestListener => listeners.get(app) ?? app;

/** Builds the HTTP application. Tests call this directly with their own database. */
export function createApp({ env, db, logger, version, container }: AppDeps): Express {
  const app = express();
  const web = webBundle(env.WEB_DIST_DIR);
  // Stripe Elements (only with Stripe configured): its script, its card iframes and its API.
  const stripe = env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY;

  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('query parser', 'simple');

  app.use(requestContext(app, logger));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(web?.scriptHashes ?? []), ...(stripe ? ['https://js.stripe.com'] : [])],
        // blob: the admin console shows a private verification PDF it fetched with the session (an object URL of this page).
        'frame-src': [...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []), 'blob:'],
        // Tailwind output is a file, but React and Swagger UI set style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Map tiles from the configured server (MAP_TILE_URL); everything else is served from this origin.
        'img-src': [...new Set(["'self'", 'data:', 'blob:', tileImageSource(env.MAP_TILE_URL) ?? "'self'"])],
        'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': env.NODE_ENV === 'production' ? [] : null,
      },
    },
    strictTransportSecurity: env.NODE_ENV === 'production',
  });
  app.use(securityHeaders);
  const system = createSystemService(createSystemRepository(db), version, container.payments.payments.providerName);

  const routes = apiRoutes({
    ...container,
    system,
    appUrl: env.APP_URL,
    messagesPerMinute: env.MESSAGES_PER_MINUTE,
    feedbackPerIp: env.FEEDBACK_RATE_LIMIT_PER_IP,
  });

  const openApiDocument = buildOpenApiDocument(routes, version);
  // The declarations themselves, for tests that check every endpoint (access matrix, fuzzing).
  app.locals.routes = routes;

  const api = express.Router();
  const corsHeaders = cors({
    origin: env.CORS_ORIGINS,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Client-Version', 'X-Platform', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    credentials: true,
    maxAge: 600,
  });
  api.use(corsHeaders);
  api.use(container.apiLimit);
  // Answers through `respond` are compressed there, in one step; this middleware compresses the
  // other bodies above the same size (the OpenAPI document) as the client accepts. A client that
  // accepts no encoding costs it nothing.
  const compress = compression({ threshold: COMPRESS_MIN_BYTES });
  api.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  // The payment webhook's signature is over the exact bytes sent: keep them beside the parsed body.
  api.use(
    express.json({
      limit: env.BODY_LIMIT,
      verify: (req, _res, buf) => {
        if ((req as { url?: string }).url?.split('?')[0] === '/payments/webhook') (req as { rawBody?: Buffer }).rawBody = Buffer.from(buf);
      },
    }),
  );
  api.use(authenticate(container.accessTokens, container.accountGate));
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  api.use(buildRouter(routes, { checkResponses: env.NODE_ENV !== 'production' }));
  api.use(notFoundHandler);
  app.use(API_BASE_PATH, api);

  // Uploaded files: random names, so they can be cached for long; never listed, never executed.
  // Only read: another method is an unknown endpoint (404 in the envelope, as under /api); a name
  // that cannot be a file's is answered by the error handler (400, or 404 outside the folder).
  const uploads = express.static(uploadDir(env), { maxAge: '30d', immutable: true, index: false, dotfiles: 'deny', fallthrough: false });
  app.use('/uploads', (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? uploads(req, res, next) : notFoundHandler(req, res, next)));
  if (container.devOutbox) app.get('/dev/outbox', loopbackOnly, outboxPage(container.devOutbox));

  app.use('/api/docs', swaggerUi.serve, swaggerUi.setup(openApiDocument, { customSiteTitle: 'Vizyt API reference' }));
  // Anything else under /api is an unknown endpoint, answered in the envelope too.
  app.use('/api', notFoundHandler);

  if (web) app.use(web.router);
  // Whatever nobody serves (a file the web app does not have, asked for without wanting a page).
  app.use(notFoundHandler);
  app.use(errorHandler);
  listeners.set(app, withHealthFastPath(healthFastPath({ system, logger, headers: [securityHeaders, corsHeaders] }), app));
  return app;
}
