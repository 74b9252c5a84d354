/**
 * Express tries routes in the order they are declared, and a parameter matches any word: a
 * route `/services/:id/availability` declared before `/services/category/:category` answers
 * `GET /services/category/availability` itself. Start-up refuses such an order, so the next
 * fixed path cannot be swallowed silently.
 *
 * Two routes of one method overlap when some concrete path matches both (same number of
 * segments, and at each one a parameter or the same word). Of two overlapping routes, the one
 * with a fixed word at the first segment where they differ must come first.
 */
interface Declared {
  method: string;
  path: string;
}

const isParam = (segment: string) => segment.startsWith(':');

/** The later route the earlier one would shadow, if any. */
function shadows(earlier: string[], later: string[]): boolean {
  if (earlier.length !== later.length) return false;
  let firstDifference: 'earlier-param' | 'later-param' | null = null;
  for (let i = 0; i < earlier.length; i++) {
    const a = earlier[i]!;
    const b = later[i]!;
    if (isParam(a) && isParam(b)) continue;
    if (isParam(a)) firstDifference ??= 'earlier-param';
    else if (isParam(b)) firstDifference ??= 'later-param';
    else if (a !== b) return false;
  }
  return firstDifference === 'earlier-param';
}

/** Every pair where a parameter route is declared before a fixed path it would answer. */
export function shadowedRoutes(routes: readonly Declared[]): string[] {
  const segmented = routes.map((r) => ({ ...r, segments: r.path.split('/').filter(Boolean) }));
  return segmented.flatMap((earlier, i) =>
    segmented
      .slice(i + 1)
      .filter((later) => later.method === earlier.method && shadows(earlier.segments, later.segments))
      .map((later) => `${earlier.method.toUpperCase()} ${earlier.path} is declared before ${later.path} and would answer its requests`),
  );
}

/** Stops start-up naming each pair (declare the fixed path first). */
export function assertNoShadowedRoutes(routes: readonly Declared[]): void {
  const found = shadowedRoutes(routes);
  if (found.length > 0) throw new Error(`Route order: declare the fixed path first.\n${found.join('\n')}`);
}
