import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ErrorEnvelopeSchema, okEnvelope } from '@vizyt/contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { AuthenticationError, AuthorizationError } from './errors.js';
import { GLOBAL_LIMIT_EXEMPT } from './middleware/rate-limit.js';
import { assertUniqueOperationIds, deriveOperationId } from './operation-id.js';
import { validate, type Parsed, type RequestSchemas } from './middleware/validate.js';
import type { AccessPolicy, ActorUnder } from './policies.js';
import { respond } from './respond.js';
import { assertNoShadowedRoutes } from './route-order.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface HandlerContext<S extends RequestSchemas, P extends AccessPolicy = AccessPolicy> {
  input: Parsed<S>;
  /** Never null when the route's policy needs a session (enforce() answers 401 before the handler). */
  actor: ActorUnder<P>;
  req: Request;
  res: Response;
}

/**
 * A file to download instead of the JSON envelope (exports, calendar feeds). A route answers
 * one with `response: FileResponse` and lists what it sends in `produces`.
 */
export class FileResult {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly body: string | Buffer,
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}
}
export const FileResponse = z.instanceof(FileResult);

/** What a path parameter can name. The access-matrix test builds one of each, owned by "A". */
export type ResourceKind =
  | 'service'
  | 'specialist'
  | 'category'
  | 'booking'
  | 'availabilityBlock'
  | 'scheduleSlot'
  | 'portfolioImage'
  | 'calendarToken'
  | 'payment'
  | 'paymentIntent'
  | 'paymentMethod'
  | 'dispute'
  | 'payout'
  | 'review'
  | 'notification'
  | 'scheduledNotification'
  | 'conversation'
  /** A conversation with Vizyt support (A's is customer A's). */
  | 'supportConversation'
  | 'address'
  /** An account (GET /admin/users/:id; A's is customer A). */
  | 'user'
  /** A report to the moderators (GET /admin/reports; with its `type` beside it in the path). */
  | 'report'
  /** A specialist's verification request (A's is specialist A's, PENDING, with documents). */
  | 'verification';

/** A side that can own a resource: the customer of a booking, the specialist of a service. */
export type OwnerSide = 'customer' | 'specialist';

/**
 * The resource an endpoint's path names, and who may act on it beyond what the route's policy
 * admits. Declared on every route with a path parameter; read by the access-matrix test
 * (http/access-matrix.suite.ts), which expects exactly this of every caller, and stated in the
 * OpenAPI description.
 */
export interface ResourceDeclaration {
  kind: ResourceKind;
  /** Omitted: anyone the policy admits may use it (public data, or the caller's own view of it). */
  ownedBy?: {
    sides: OwnerSide[];
    /** true: an admin acts on anyone's. */
    admin: boolean;
    /** What an admitted caller who does not own it gets: 404 when its existence must not leak. */
    others: 403 | 404;
  };
}

/**
 * One endpoint, declared once: the same object mounts the Express route and documents it in
 * the OpenAPI document, so the reference cannot drift from what is served. A route only
 * declares its steps: [extra middleware, e.g. rate limit] → access policy → validate → handler.
 */
export interface RouteDefinition<S extends RequestSchemas = RequestSchemas, R extends z.ZodType = z.ZodType, P extends AccessPolicy = AccessPolicy> {
  method: Method;
  /** Express-style path below /api/v1, e.g. `/services/:serviceId` */
  path: string;
  summary: string;
  description?: string;
  /** Overrides the derived OpenAPI operationId (http/operation-id.ts); needed only to break a tie. */
  operationId?: string;
  tags: string[];
  policy: P;
  request?: S;
  /** Required when the path has a parameter: what it names and who owns it. */
  resource?: ResourceDeclaration;
  /** Schema of `data` in a successful answer, or FileResponse for a file download. */
  response: R;
  /** With FileResponse: content type → description of what is sent. */
  produces?: Record<string, string>;
  successStatus?: 200 | 201;
  /** Error statuses this endpoint can answer with, besides 400 for bad input and 500. */
  errors?: number[];
  /** Runs before the policy check: rate limits. */
  middleware?: RequestHandler[];
  /** Runs after the policy check, before validation: e.g. multer for multipart bodies. */
  bodyParser?: RequestHandler;
  /** multipart/form-data: `request.body` holds the text fields; the file field is documented as binary. */
  multipartFile?: string;
  /** More file fields of the same multipart body, documented as optional binaries (the tests send `multipartFile`). */
  moreMultipartFiles?: string[];
  handler: (ctx: HandlerContext<S, P>) => Promise<z.input<R>> | z.input<R>;
}

/**
 * Marks a middleware with the error statuses it can answer (a feature switch: 503), so every
 * route that uses it documents them without listing them again.
 */
export const answering = <H extends RequestHandler>(statuses: number[], handler: H): H => Object.assign(handler, { answers: statuses });
const answersOf = (handler: RequestHandler | undefined): number[] => (handler as { answers?: number[] } | undefined)?.answers ?? [];

/**
 * Every error status a route can answer, from its declaration alone: 400 (validation), 429 (the
 * global per-IP limit, app.ts), 500; with a body 413 (over BODY_LIMIT) and 415 (an encoding or
 * charset the body parser refuses); with a session 401 and 403 (the policy); the status others
 * get on an owned resource; what its middleware answers; and its own `errors`.
 */
export function errorStatuses(route: RouteDefinition): number[] {
  const statuses = new Set<number>([400, 500, ...(route.errors ?? [])]);
  if (!GLOBAL_LIMIT_EXEMPT.includes(route.path)) statuses.add(429);
  if (route.request?.body || route.multipartFile) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.policy.requiresSession) {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.resource?.ownedBy) statuses.add(route.resource.ownedBy.others);
  for (const handler of [...(route.middleware ?? []), route.bodyParser]) for (const status of answersOf(handler)) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The route's OpenAPI operationId: its own, or one derived from method and path. */
export const operationIdOf = (route: RouteDefinition): string => route.operationId ?? deriveOperationId(route.method, route.path);

export const defineRoute = <S extends RequestSchemas, R extends z.ZodType, P extends AccessPolicy>(def: RouteDefinition<S, R, P>) =>
  def as unknown as RouteDefinition;

function enforce(policy: AccessPolicy): RequestHandler {
  return (req, _res, next) => {
    const actor = req.actor ?? null;
    if (policy.requiresSession && actor === null) throw req.authFailure ?? AuthenticationError();
    if (!policy.allows(actor)) throw AuthorizationError();
    next();
  };
}

export interface MountOptions {
  /** Check every answer against its contract (development and tests): catches presenter drift. */
  checkResponses: boolean;
}

/**
 * Mounts every route. Routes are grouped by their first path segment (/services, /bookings, …),
 * one sub-router each, so a request is matched against its own group's routes instead of all
 * two hundred (issue 16: the router's walk showed in profiles). Order within a group is the
 * declaration order, so fixed paths declared before `/:id` still win; a parameter route declared
 * before a fixed path it would answer stops start-up (http/route-order.ts).
 */
export function buildRouter(routes: RouteDefinition[], options: MountOptions): Router {
  assertNoShadowedRoutes(routes);
  const router = Router();
  const groups = new Map<string, Router>();
  const groupOf = (path: string) => {
    const segment = path.split('/')[1] ?? '';
    if (segment.startsWith(':')) throw new Error(`A route cannot start with a parameter: ${path}`);
    let group = groups.get(segment);
    if (!group) {
      group = Router();
      groups.set(segment, group);
      router.use(`/${segment}`, group);
    }
    return { group, path: path.slice(segment.length + 1) || '/' };
  };
  for (const route of routes) {
    const { group, path } = groupOf(route.path);
    group[route.method](
      path,
      ...(route.middleware ?? []),
      enforce(route.policy),
      ...(route.bodyParser ? [route.bodyParser] : []),
      validate(route.request ?? {}),
      async (req, res) => {
        const data = await route.handler({
          input: (req.input ?? {}) as Parsed<RequestSchemas>,
          // enforce() has answered 401 to a guest on a route whose policy needs a session.
          actor: req.actor ?? null,
          req,
          res,
        });
        if (data instanceof FileResult) {
          // The document lists what the route `produces`: a file of another type is drift (issue #26: CSV documented as octet-stream).
          if (options.checkResponses && !Object.keys(route.produces ?? {}).includes(data.contentType.split(';')[0]!.trim())) {
            throw new Error(`${route.method.toUpperCase()} ${route.path} sent ${data.contentType}, which its \`produces\` does not list`);
          }
          res.status(route.successStatus ?? 200).type(data.contentType);
          if (data.disposition === 'attachment') res.attachment(data.filename);
          else res.setHeader('Content-Disposition', `inline; filename="${data.filename.replace(/[^\w.-]/g, '_')}"`);
          res.send(data.body);
          return;
        }
        if (options.checkResponses) {
          const checked = route.response.safeParse(data);
          if (!checked.success) {
            throw new Error(`Response of ${route.method.toUpperCase()} ${route.path} breaks its contract: ${checked.error.message}`);
          }
        }
        respond.ok(res, data, route.successStatus ?? 200);
      },
    );
  }
  return router;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (VALIDATION_ERROR with per-field details, or MALFORMED_JSON)',
  401: 'No valid session (UNAUTHENTICATED)',
  403: 'Signed in, but this caller may not do this (FORBIDDEN)',
  404: 'Not found, or not visible to this caller (NOT_FOUND)',
  402: 'The card was declined (CARD_DECLINED); nothing was charged',
  409: 'Conflicts with the current state (CONFLICT and more specific codes)',
  413: 'Body over the size limit (PAYLOAD_TOO_LARGE)',
  415: 'A content encoding or charset the server does not read (UNSUPPORTED_MEDIA_TYPE)',
  422: 'Well-formed but cannot be processed (UNPROCESSABLE)',
  429: 'Too many requests (RATE_LIMITED)',
  500: 'Unexpected server error (INTERNAL_ERROR); details are logged, never sent',
  503: 'A dependency is down (SERVICE_UNAVAILABLE)',
};

const describeResource = (resource: ResourceDeclaration | undefined): string => {
  if (!resource?.ownedBy) return '';
  const { sides, admin, others } = resource.ownedBy;
  const owners = [...sides.map((side) => `its ${side}`), ...(admin ? ['an admin'] : [])].join(', ');
  return ` Only ${owners} may use it on this ${resource.kind}; anyone else gets ${others}.`;
};

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function registerInOpenApi(registry: OpenAPIRegistry, routes: RouteDefinition[], basePath: string): void {
  assertUniqueOperationIds(routes.map((route) => ({ key: `${route.method.toUpperCase()} ${route.path}`, operationId: operationIdOf(route) })));
  for (const route of routes) {
    const errorResponses = Object.fromEntries(
      errorStatuses(route).map((s) => [
        s,
        { description: ERROR_DESCRIPTIONS[s] ?? 'Error', content: { 'application/json': { schema: ErrorEnvelopeSchema } } },
      ]),
    );
    const request: RouteConfig['request'] = {};
    // The registry wants object schemas here; the contracts declare params and query as z.object().
    if (route.request?.params) request.params = route.request.params as never;
    if (route.request?.query) request.query = route.request.query as never;
    if (route.request?.body) {
      const body = route.request.body;
      request.body = route.multipartFile
        ? {
            content: {
              'multipart/form-data': {
                schema: (body as z.ZodObject).extend({
                  [route.multipartFile]: z.string().meta({ format: 'binary', description: 'The file' }),
                  ...Object.fromEntries((route.moreMultipartFiles ?? []).map((field) => [field, z.string().meta({ format: 'binary', description: 'A file' }).optional()])),
                }),
              },
            },
            required: true,
          }
        : { content: { 'application/json': { schema: body } }, required: true };
    }
    registry.registerPath({
      method: route.method,
      path: basePath + toOpenApiPath(route.path),
      operationId: operationIdOf(route),
      summary: route.summary,
      description: `${route.description ? `${route.description}\n\n` : ''}Access policy: \`${route.policy.name}\`.${describeResource(route.resource)}`,
      tags: route.tags,
      // Public routes take a session if there is one (favourites, a signed-in feedback): optional.
      security: route.policy.requiresSession ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }],
      request,
      responses: {
        [route.successStatus ?? 200]:
          route.response === FileResponse
            ? {
                description: 'A file',
                content: Object.fromEntries(
                  Object.entries(route.produces ?? { 'application/octet-stream': 'The file' }).map(([type, description]) => [
                    type,
                    { schema: z.string().meta({ format: 'binary', description }) },
                  ]),
                ),
              }
            : { description: 'Success', content: { 'application/json': { schema: okEnvelope(route.response) } } },
        ...errorResponses,
      },
    });
  }
}

