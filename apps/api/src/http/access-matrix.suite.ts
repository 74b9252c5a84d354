import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../test/accounts.js';
import { useTestDatabase } from '../test/db.js';
import { routeExamples, type RouteExample } from '../test/route-examples.js';
import { createTestApp } from '../test/test-app.js';
import { ACTORS, buildWorld, type ActorName, type World } from '../test/world.js';
import type { Actor } from './policies.js';
import type { RouteDefinition } from './route.js';

/**
 * The access matrix (issue #9): every endpoint, called as a guest, customers A and B,
 * specialists A and B and an admin against resources owned by A, must answer exactly what
 * its declaration says — the policy (public, signed-in, role) and, for a path that names a
 * resource, who owns it. An endpoint without a declaration or an example fails here.
 *
 * The endpoints are split into shards (access-matrix.<n>.test.ts), one test file each, so the
 * files run side by side.
 */
const ROLE: Record<Exclude<ActorName, 'guest'>, Actor['role']> = {
  customerA: 'CUSTOMER',
  customerB: 'CUSTOMER',
  specialistA: 'SPECIALIST',
  specialistB: 'SPECIALIST',
  admin: 'ADMIN',
};
const OWNER_SIDE: Partial<Record<ActorName, 'customer' | 'specialist'>> = { customerA: 'customer', specialistA: 'specialist' };

const keyOf = (route: RouteDefinition) => `${route.method.toUpperCase()} ${route.path}`;
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** What the declaration says `actor` must get. */
export function expectedStatus(route: RouteDefinition, actor: ActorName, example: RouteExample): number {
  if (actor === 'guest' && route.policy.requiresSession) return 401;
  if (actor !== 'guest' && !route.policy.allows({ userId: 'x', role: ROLE[actor], sessionId: 'x' })) return 403;
  const owned = route.resource?.ownedBy;
  if (owned) {
    const side = OWNER_SIDE[actor];
    const owns = (side !== undefined && owned.sides.includes(side)) || (actor === 'admin' && owned.admin);
    if (!owns) return owned.others;
  }
  return example.expect ?? route.successStatus ?? 200;
}

/** Defines the matrix rows of every `of`-th endpoint, starting at the `shard`-th (1-based). */
export async function accessMatrix({ shard, of }: { shard: number; of: number }): Promise<void> {
  const { db, url } = await useTestDatabase();
  const { app, container } = createTestApp(db, url);
  const routes = app.locals.routes as RouteDefinition[];
  const openApi = (await request(app).get('/api/v1/openapi.json')).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  /** The statuses the API reference promises for an endpoint: an answer outside them is drift. */
  const documentedStatuses = (route: RouteDefinition) =>
    Object.keys(openApi.paths[`/api/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[route.method]?.responses ?? {});

  async function send(route: RouteDefinition, world: World, actor: ActorName, example: RouteExample) {
    const params = Object.fromEntries(pathParams(route.path).map((p) => [p, world.ids[route.resource!.kind]]));
    Object.assign(params, example.params);
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, p: string) => encodeURIComponent(params[p]!));
    let req = request(app)[route.method](`/api/v1${path}`).set(example.authAs ?? world.auth(actor));
    if (example.query) req = req.query(example.query);
    if (example.multipart) {
      for (const [k, v] of Object.entries(example.multipart.fields)) req = req.field(k, v);
      req = req.attach(example.multipart.file.field, example.multipart.file.content, example.multipart.file.name);
      for (const more of example.multipart.moreFiles ?? []) req = req.attach(more.field, more.content, more.name);
    } else if (example.body !== undefined) req = req.send(example.body as object);
    return req;
  }

  const matrix: { key: string; cells: Record<ActorName, string> }[] = [];

  const context = (world: World, actor: ActorName) => ({
    world,
    actor,
    db,
    signInCustomerA: () => signIn(app, world.accounts.customerA.email),
    newSpecialistWithoutProfile: async () => {
      const user = await buildAccount(db, { role: 'SPECIALIST' });
      return bearer(container.accessTokens.sign({ sub: user.id, role: 'SPECIALIST', sid: randomUUID() }));
    },
  });

  describe(`access matrix: every endpoint × guest, customer A/B, specialist A/B, admin; shard ${shard} of ${of}`, () => {
    // Once, in the first shard: the whole list of endpoints against the examples.
    if (shard === 1) {
      it('covers every endpoint: each has an example, and each path parameter a declared resource', () => {
        const missing = routes.filter((r) => !routeExamples[keyOf(r)]).map(keyOf);
        const undeclared = routes.filter((r) => pathParams(r.path).length > 0 && !r.resource).map(keyOf);
        const stale = Object.keys(routeExamples).filter((k) => !routes.some((r) => keyOf(r) === k));
        expect({ missing, undeclared, stale }).toEqual({ missing: [], undeclared: [], stale: [] });
      });
    }

    for (const route of routes.filter((_r, i) => i % of === shard - 1)) {
      const key = keyOf(route);
      const example = routeExamples[key];
      if (!example || (pathParams(route.path).length > 0 && !route.resource)) continue;
      const documented = documentedStatuses(route);

      it(key, async () => {
        const cells = {} as Record<ActorName, string>;
        const wrong: string[] = [];
        // Reading endpoints share one world. A changing one gets a fresh world after each caller
        // it admitted: a refusal changes nothing (the contract fuzz checks that of every refusal),
        // so the callers refused before the next success share the world they were refused in.
        let world: World | null = null;
        for (const actor of ACTORS) {
          world ??= await buildWorld(db, container.accessTokens);
          const input = await example(context(world, actor));
          const expected = expectedStatus(route, actor, input);
          const res = await send(route, world, actor, input);
          if (route.method !== 'get' && res.status < 400) world = null;
          cells[actor] = String(res.status);
          if (!documented.includes(String(res.status))) wrong.push(`${actor}: ${res.status} is not in the API reference (${documented.join(', ')})`);
          if (res.status !== expected) {
            wrong.push(`${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body?.error ?? '')}`);
          } else if (res.status >= 400) {
            // Refusals come in the envelope with a code, never as a bare status.
            if (res.body?.success !== false || typeof res.body?.error?.code !== 'string') wrong.push(`${actor}: ${res.status} outside the envelope`);
          }
        }
        matrix.push({ key, cells });
        expect(wrong).toEqual([]);
      });
    }

    afterAll(() => {
      const width = Math.max(...matrix.map((m) => m.key.length));
      const head = `${'endpoint'.padEnd(width)} | ${ACTORS.map((a) => a.padEnd(11)).join(' | ')}`;
      const lines = matrix.map((m) => `${m.key.padEnd(width)} | ${ACTORS.map((a) => (m.cells[a] ?? '-').padEnd(11)).join(' | ')}`);
      process.stdout.write(`\nAccess matrix (status per caller; A owns every resource named in a path)\n${head}\n${'-'.repeat(head.length)}\n${lines.join('\n')}\n`);
    });
  });
}
