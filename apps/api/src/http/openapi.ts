import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerInOpenApi, type RouteDefinition } from './route.js';

export const API_BASE_PATH = '/api/v1';

/**
 * The order of the reference's sections: the way a client meets the API (health and sign-in,
 * then finding, booking and paying, then what follows a visit), not the order the modules are
 * mounted in. A tag missing here comes after these, alphabetically.
 */
export const TAG_ORDER = [
  'System',
  'Auth',
  'Users',
  'Addresses',
  'Catalog',
  'Discovery',
  'Specialists',
  'Availability',
  'Bookings',
  'Calendar',
  'Payments',
  'Specialist money',
  'Reviews',
  'Loyalty',
  'Notifications',
  'Messages',
  'Analytics',
  'Help',
  'Files',
  'Development',
] as const;

const rank = (tag: string) => {
  const index = (TAG_ORDER as readonly string[]).indexOf(tag);
  return index === -1 ? TAG_ORDER.length : index;
};

/** Every tag the operations use, in TAG_ORDER (the reference shows its sections in this order). */
function orderedTags(paths: Record<string, Record<string, { tags?: string[] }>> | undefined) {
  const used = new Set<string>();
  for (const operations of Object.values(paths ?? {})) for (const operation of Object.values(operations)) for (const tag of operation.tags ?? []) used.add(tag);
  return [...used].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map((name) => ({ name }));
}

/** The OpenAPI 3.1 document, generated from the same route definitions the router mounts. */
export function buildOpenApiDocument(routes: RouteDefinition[], version: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  registerInOpenApi(registry, routes, API_BASE_PATH);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vizyt API',
      version,
      description: [
        'REST API of Vizyt, the service-booking marketplace.',
        '',
        '**Envelope.** Every answer is `{ success, data, error }`. On success `error` is null; on failure `data` is null and',
        '`error` is `{ code, message, timestamp, details? }` with an UPPER_SNAKE `code` (see the ApiError schema).',
        '',
        '**Conventions.** Ids are strings. Instants are ISO 8601 in UTC; time zones are IANA names (Europe/Kyiv by default).',
        'Money is a decimal number of major units (hryvnia) with a `currency` beside it; it is stored as integer minor units.',
        'Every response carries `X-Request-Id` (an incoming well-formed one is kept). Clients send `X-Client-Version` and `X-Platform`.',
        '',
        '**Errors by status.** 400 VALIDATION_ERROR (per-field `details`) or MALFORMED_JSON; 401 UNAUTHENTICATED; 403 FORBIDDEN;',
        '404 NOT_FOUND / ROUTE_NOT_FOUND; 409 CONFLICT (and more specific codes); 413 PAYLOAD_TOO_LARGE; 415 UNSUPPORTED_MEDIA_TYPE;',
        '422 UNPROCESSABLE; 429 RATE_LIMITED; 500 INTERNAL_ERROR (never with internals); 503 SERVICE_UNAVAILABLE.',
      ].join('\n'),
    },
    servers: [{ url: '/' }],
  });
  return { ...document, tags: orderedTags(document.paths as Parameters<typeof orderedTags>[0]) };
}
