import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerInOpenApi, type RouteDefinition } from './route.js';

export const API_BASE_PATH = '/api/v1';

/**
 * The reference's sections, in the order a client meets the API (health and sign-in, then
 * finding, booking and paying, then what follows a visit), not the order the modules are
 * mounted in, each with what it covers. A tag missing here comes after these, alphabetically,
 * without a description (openapi.test.ts and Redocly's lint ask for one).
 */
export const TAG_DESCRIPTIONS = {
  System: 'Liveness (database reachability) and the public runtime configuration the web app reads at start.',
  Auth: 'Accounts and sessions: registration, sign-in with a password, Google or Telegram, token refresh, sign-out, e-mail verification, password reset and change, e-mail change, the signed-in account.',
  Users: 'The signed-in person’s profile, preferences (language, time zone, notifications), privacy settings and account deletion.',
  Addresses: 'Saved addresses of the signed-in customer (visits at home).',
  Catalog: 'Service categories, the service search and one service.',
  Discovery: 'Ways to find services: featured, trending, recommended, nearby, by category, suggestions, comparison, favourites, recently viewed, reports of a service.',
  Specialists: 'Specialist profiles (public and one’s own), their services, portfolio, business settings, favourites and reports of a specialist.',
  Availability: 'Working hours, blocks, vacations and schedule slots of a specialist, and the free start times of a service.',
  Bookings: 'Booking a visit and everything after: confirm, reschedule, cancel, start, complete, no-show, history, statistics, export and the calendar feed address.',
  Calendar: 'The private iCalendar feed of one’s visits (a secret address, no session).',
  Payments: 'Paying for a visit online (deposit or in full, with loyalty points), saved cards, refunds, invoices, disputes and the provider’s webhook.',
  'Specialist money': 'A specialist’s payment settings, earnings (gross, commission, net) and payouts.',
  Reviews: 'Reviews of completed visits, their summaries, the specialist’s replies and reports of a review.',
  Loyalty: 'Loyalty points of the signed-in customer: balance, tier and history.',
  Notifications: 'In-app notifications, their preferences and export, scheduled notifications, web push and the Telegram link.',
  Messages: 'Conversations between a customer and a specialist (or support) and their messages.',
  Support: 'The help page’s live chat with Vizyt support (a conversation with the support account) and the admins’ support inbox, where any admin answers as Vizyt support.',
  Analytics: 'Figures for the signed-in person and a specialist’s analytics: revenue, top services, customers.',
  Help: 'Feedback and support messages from guests and signed-in people.',
  Files: 'Uploads: avatars and portfolio images (re-encoded, never served as sent).',
  Verification: 'A specialist’s verification request with documents, and its review by the admins.',
  Admin: 'The admin console: users and suspension, reports to the moderators, platform settings, overview figures and the audit log.',
  Development: 'Tools that exist only outside production (the development mail outbox).',
} as const satisfies Record<string, string>;

export const TAG_ORDER = Object.keys(TAG_DESCRIPTIONS) as (keyof typeof TAG_DESCRIPTIONS)[];

const rank = (tag: string) => {
  const index = (TAG_ORDER as string[]).indexOf(tag);
  return index === -1 ? TAG_ORDER.length : index;
};

/** Every tag the operations use, in TAG_ORDER (the reference shows its sections in this order). */
function orderedTags(paths: Record<string, Record<string, { tags?: string[] }>> | undefined) {
  const used = new Set<string>();
  for (const operations of Object.values(paths ?? {})) for (const operation of Object.values(operations)) for (const tag of operation.tags ?? []) used.add(tag);
  const descriptions: Record<string, string> = TAG_DESCRIPTIONS;
  return [...used]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => (descriptions[name] ? { name, description: descriptions[name] } : { name }));
}

/**
 * A contract that says "> 0" on top of a non-negative amount comes out with both `minimum: 0`
 * and `exclusiveMinimum: 0`; the exclusive bound is the stricter one, and Redocly asks for one
 * bound per side. Walks the document in place.
 */
function keepStricterBounds(node: unknown): void {
  if (Array.isArray(node)) node.forEach(keepStricterBounds);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (typeof schema.exclusiveMinimum === 'number' && typeof schema.minimum === 'number' && schema.exclusiveMinimum >= schema.minimum) delete schema.minimum;
    if (typeof schema.exclusiveMaximum === 'number' && typeof schema.maximum === 'number' && schema.exclusiveMaximum <= schema.maximum) delete schema.maximum;
    Object.values(schema).forEach(keepStricterBounds);
  }
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
        '**Sessions.** `Authorization: Bearer <access token>`. Operations that need a session say so in `security`; public ones',
        'take a session when one is sent (optional) and answer as a guest without it.',
        '',
        '**Operation ids** are derived from the path (module, verb, rest: `POST /bookings/{id}/confirm` → `bookingsConfirm`) and kept stable.',
        '',
        '**Errors by status.** 400 VALIDATION_ERROR (per-field `details`) or MALFORMED_JSON; 401 UNAUTHENTICATED; 403 FORBIDDEN;',
        '404 NOT_FOUND / ROUTE_NOT_FOUND; 409 CONFLICT (and more specific codes); 413 PAYLOAD_TOO_LARGE; 415 UNSUPPORTED_MEDIA_TYPE;',
        '422 UNPROCESSABLE; 429 RATE_LIMITED; 500 INTERNAL_ERROR (never with internals); 503 SERVICE_UNAVAILABLE.',
      ].join('\n'),
      license: { name: 'Proprietary: all rights reserved (package.json "license": "UNLICENSED")', identifier: 'LicenseRef-Proprietary' },
    },
    // Paths carry /api/v1 themselves: the server is the origin that serves this document.
    servers: [{ url: '/', description: 'The server this document is served by' }],
  });
  keepStricterBounds(document.components);
  keepStricterBounds(document.paths);
  return { ...document, tags: orderedTags(document.paths as Parameters<typeof orderedTags>[0]) };
}
