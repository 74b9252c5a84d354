/**
 * Stable OpenAPI operationIds, derived from the route so a new route gets one without writing
 * it: `<module><Verb><Rest>[By<Param>]` in camelCase, where the module is the first path segment.
 *
 *   GET    /bookings                 → bookingsList        (GET of the module itself)
 *   GET    /bookings/:id             → bookingsGetById
 *   POST   /bookings                 → bookingsCreate
 *   POST   /bookings/:id/confirm     → bookingsConfirm     (an action: POST to a fixed word after the module)
 *   PUT    /users/profile            → usersUpdateProfile
 *   PATCH  /specialists/services/:id/status → specialistsPatchServicesStatus
 *   DELETE /services/:id/favorite    → servicesDeleteFavorite
 *
 * A route may set `operationId` itself (a clearer name, or to break a tie); two routes with one
 * id stop the document from being built (assertUniqueOperationIds). The ids in use are checked
 * in (operation-ids.json): renaming one breaks generated clients, so a test refuses it.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
const pascal = (segment: string) => words(segment).join('');
const camel = (segment: string) => {
  const p = pascal(segment);
  return p[0]!.toLowerCase() + p.slice(1);
};
const paramName = (segment: string) => /^:([A-Za-z0-9_]+)/.exec(segment)?.[1];

const VERB: Record<Method, string> = { get: 'Get', post: 'Create', put: 'Update', patch: 'Patch', delete: 'Delete' };

export function deriveOperationId(method: Method, path: string): string {
  const segments = path.split('/').filter(Boolean);
  const [module = 'root', ...rest] = segments;
  const fixed = rest.filter((s) => paramName(s) === undefined);
  const last = rest.at(-1);
  const trailingParam = last === undefined ? undefined : paramName(last);
  const restWords = fixed.map(pascal).join('');
  const by = trailingParam ? `By${pascal(trailingParam)}` : '';
  if (method === 'post' && rest.length > 0 && trailingParam === undefined) return `${camel(module)}${restWords}`;
  const verb = method === 'get' && trailingParam === undefined && rest.length === 0 ? 'List' : VERB[method];
  return `${camel(module)}${verb}${restWords}${by}`;
}

/** Throws naming both routes when two share an operationId (give one an explicit `operationId`). */
export function assertUniqueOperationIds(operations: { key: string; operationId: string }[]): void {
  const seen = new Map<string, string>();
  for (const { key, operationId } of operations) {
    const other = seen.get(operationId);
    if (other) throw new Error(`operationId "${operationId}" of ${key} is already used by ${other}: set \`operationId\` on one of them`);
    seen.set(operationId, key);
  }
}
