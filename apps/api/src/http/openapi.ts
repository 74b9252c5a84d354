import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerInOpenApi, type RouteDefinition } from './route.js';

export const API_BASE_PATH = '/api/v1';

/** The OpenAPI 3.1 document, generated from the same route definitions the router mounts. */
export function buildOpenApiDocument(routes: RouteDefinition[], version: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  registerInOpenApi(registry, routes, API_BASE_PATH);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
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
}
