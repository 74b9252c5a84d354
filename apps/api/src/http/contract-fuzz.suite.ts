import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/accounts.js';
import { useTestDatabase } from '../test/db.js';
import { ODD_STATIC_NAMES, oddRequestsFor, tinyWebDist, type OddRequest } from '../test/odd-input.js';
import { routeExamples, type MultipartFile, type RouteExample } from '../test/route-examples.js';
import { createTestApp } from '../test/test-app.js';
import { admittedCaller, buildWorld, type World } from '../test/world.js';
import type { RouteDefinition } from './route.js';

/**
 * Property-based fuzzing of every request contract (issue #9). Each endpoint's valid example
 * (test/route-examples.ts) is broken in every way a client or an attacker could: a field
 * replaced by a wrong type, a boundary number, a huge or odd string, SQL- or script-like text;
 * fields removed or added; the whole body replaced or missing; path and query parameters
 * mangled. Sent as a caller the endpoint admits, the answer must never be a 5xx, a refusal must
 * come in the envelope, and a refused request must change nothing in the database.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> (and FUZZ_RUNS=<n> for more runs).
 *
 * The endpoints are split into shards (contract-fuzz.<n>.test.ts), one test file each, so the
 * files run side by side: one file took six minutes of the CI run on its own.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
/**
 * One endpoint's cases: a password check per request (sign-in, change-password, change-email)
 * took the whole default 20 s on a machine shared by eight test runs. A bound, not a measure.
 */
const ENDPOINT_TIMEOUT_MS = 60_000;

/** Defines the fuzzing of every `of`-th endpoint that takes input, starting at the `shard`-th (1-based). */
export async function contractFuzz({ shard, of }: { shard: number; of: number }): Promise<void> {
  const { db, url } = await useTestDatabase();
  // With a built web app, so odd paths reach its static files and its history fallback too.
  const { app, container } = createTestApp(db, url, { WEB_DIST_DIR: tinyWebDist() });
  const routes = app.locals.routes as RouteDefinition[];

  // Counters that a refused request may legitimately move (failed sign-ins count against an account).
  const VOLATILE_TABLES = new Set(['rate_limits', '_prisma_migrations']);
  /**
   * Refusals that change state by design: presenting an already-rotated refresh token is taken
   * as theft, and the whole sign-in is revoked (401 REFRESH_TOKEN_REUSED).
   */
  const REFUSALS_THAT_ACT: Record<string, string[]> = { REFRESH_TOKEN_REUSED: ['refresh_tokens'] };
  /**
   * Node's HTTP parser refuses request heads over 16 KB (431) before the app sees them, so each
   * text put in a URL is cut to this many characters once percent-encoded.
   */
  const URL_TEXT_MAX = 2_000;
  const encodedLength = (v: string) => encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).length;
  function fitInUrl(text: string): string {
    let points = Array.from(text);
    while (points.length > 0 && encodedLength(points.join('')) > URL_TEXT_MAX) points = points.slice(0, Math.floor(points.length * 0.8));
    return points.join('');
  }
  let tables: string[] = [];

  beforeAll(async () => {
    const rows = await db.$queryRawUnsafe<{ tablename: string }[]>(`SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    tables = rows.map((r) => r.tablename).filter((t) => !VOLATILE_TABLES.has(t));
  });

  /**
   * Every table's row count and a digest of its rows: equal snapshots mean nothing changed. The
   * digest is the sum of the rows' 64-bit hashes — independent of order, so no table is sorted
   * and no string of all its rows is built (the md5 of the sorted rows was most of a snapshot).
   */
  async function snapshot(): Promise<Record<string, string>> {
    // The test provider reports what an earlier case did (a cancelled intent, a charge) a moment
    // later, as Stripe's webhooks would: those events land before the picture is taken, never
    // inside the next case (seen in CI: a refused cancel "changed" payment_events).
    await container.payments.testProvider?.settled();
    const sql = tables
      .map((t) => `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text AS d FROM "${t}" x`)
      .join(' UNION ALL ');
    const rows = await db.$queryRawUnsafe<{ t: string; d: string }[]>(sql);
    return Object.fromEntries(rows.map((r) => [r.t, r.d]));
  }

  const changedTables = (before: Record<string, string>, after: Record<string, string>) => Object.keys(before).filter((t) => before[t] !== after[t]);

  /**
   * The snapshot taken after the last refusal: nothing else writes between two cases, so it is
   * the next case's "before" as well (half the snapshots; they were most of the fuzz's time).
   * A success may have changed anything: it drops it.
   */
  let lastSnapshot: Record<string, string> | null = null;
  const snapshotBefore = async () => lastSnapshot ?? (await snapshot());

  /** Refused requests change nothing but what their codes act on (REFUSALS_THAT_ACT). */
  async function expectNothingChanged(before: Record<string, string>, codes: string[], label: string) {
    const after = await snapshot();
    const mayChange = codes.flatMap((code) => REFUSALS_THAT_ACT[code] ?? []);
    const changed = changedTables(before, after).filter((t) => !mayChange.includes(t));
    if (changed.length > 0) throw new Error(`${label} but changed ${changed.join(', ')}`);
    lastSnapshot = mayChange.length > 0 ? null : after;
  }

  /** A 5xx, or a refusal outside the envelope: what no request may get. */
  const brokenAnswer = (res: request.Response): string | null => {
    if (res.status >= 500) return `${res.status} ${JSON.stringify(res.body).slice(0, 500)}`;
    if (res.status >= 400 && (res.body?.success !== false || typeof res.body?.error?.code !== 'string')) return `${res.status} outside the envelope: ${String(res.text ?? '').slice(0, 200)}`;
    return null;
  };

  // ── what is thrown at the API ──
  const HUGE = 'ж'.repeat(60_000);
  const NASTY_STRINGS = [
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '9007199254740993',
    '2026-02-30',
    '9999-12-31T25:61:00Z',
    '0000-00-00',
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '1; SELECT pg_sleep(5)',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '🙂'.repeat(200),
    'Ї'.repeat(500),
    '{{7*7}}${7*7}',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    HUGE,
  ];
  const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 64 }), fc.string({ unit: 'grapheme', maxLength: 32 }));
  const nastyNumber = fc.oneof(
    fc.constantFrom(0, -0, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 4, arbitrary: nastyString },
    { weight: 2, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, { __proto__: { isAdmin: true } }, [HUGE]) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
  );

  type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };

  /** Ways to break a JSON body, starting from the valid example (and the contract's own field names). */
  function bodyMutations(example: unknown, fieldNames: string[]): fc.Arbitrary<Body> {
    const base = example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
    const keys = [...new Set([...Object.keys(base), ...fieldNames])];
    const json = (value: unknown): Body => ({ kind: 'json', value });
    const variants: fc.Arbitrary<Body>[] = [
      nastyValue.map(json),
      fc.constantFrom<Body>({ kind: 'none' }, { kind: 'raw', text: '{"a":' }, { kind: 'raw', text: 'not json' }, { kind: 'raw', text: '[]' }, { kind: 'raw', text: '"text"' }),
      fc.dictionary(nastyString.map((k) => k.slice(0, 40)), nastyValue, { maxKeys: 4 }).map((extra) => json({ ...base, ...extra })),
    ];
    if (keys.length > 0) {
      variants.push(
        fc.record({ key: fc.constantFrom(...keys), value: nastyValue }).map(({ key, value }) => json({ ...base, [key]: value })),
        fc.record({ a: fc.constantFrom(...keys), b: fc.constantFrom(...keys), va: nastyValue, vb: nastyValue }).map(({ a, b, va, vb }) => json({ ...base, [a]: va, [b]: vb })),
        fc.subarray(keys, { minLength: 1 }).map((drop) => json(Object.fromEntries(Object.entries(base).filter(([k]) => !drop.includes(k))))),
      );
    }
    return fc.oneof(...variants);
  }

  const wireString = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

  const urlText = nastyValue.map((v) => fitInUrl(wireString(v)));

  /** Query strings are text; repeated keys become arrays. */
  function queryMutations(example: Record<string, unknown>, names: string[]): fc.Arbitrary<Record<string, string | string[]>> {
    const keys = [...new Set([...Object.keys(example), ...names, 'unexpected'])];
    const asText = Object.fromEntries(Object.entries(example).map(([k, v]) => [k, String(v)]));
    return fc.oneof(
      fc.record({ key: fc.constantFrom(...keys), value: urlText }).map(({ key, value }) => ({ ...asText, [key]: value })),
      fc.record({ key: fc.constantFrom(...keys), values: fc.array(urlText, { minLength: 2, maxLength: 3 }) }).map(({ key, values }) => ({ ...asText, [key]: values.map((v) => fitInUrl(v).slice(0, 600)) })),
      fc.dictionary(fc.constantFrom(...keys), urlText, { maxKeys: 4 }),
    );
  }

  interface Case {
    params: Record<string, string>;
    query?: Record<string, string | string[]>;
    body: Body;
    file?: Uint8Array | null;
    /** The example's other file fields, sent as they are (the fuzzed one is `file`). */
    moreFiles?: MultipartFile[];
  }

  const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

  type OpenApi = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>; components: { schemas: Record<string, unknown> } };
  const openApi = (await request(app).get('/api/v1/openapi.json')).body as OpenApi;

  /** Field names the contract documents for the body (so optional fields the example leaves out get fuzzed too). */
  function documentedFields(route: RouteDefinition): { body: string[]; query: string[] } {
    const op = openApi.paths[`/api/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[route.method];
    const query = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const content = op?.requestBody?.content ?? {};
    let schema = Object.values(content)[0]?.schema as { $ref?: string; properties?: Record<string, unknown> } | undefined;
    if (schema?.$ref) schema = openApi.components.schemas[schema.$ref.split('/').pop()!] as typeof schema;
    return { body: Object.keys(schema?.properties ?? {}), query };
  }

  /**
   * Percent-encodes like a browser, except that half of a surrogate pair (which no UTF-8 can
   * carry) is sent as the invalid bytes a sloppy client would produce.
   */
  const encodePathPart = (text: string) =>
    text.split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/).map((part, i) => (i % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part))).join('');

  async function send(route: RouteDefinition, world: World, auth: Record<string, string>, c: Case) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, p: string) => encodePathPart(c.params[p] ?? ''));
    let req = request(app)[route.method](`/api/v1${path}`).set(auth);
    if (c.query) req = req.query(c.query);
    if (route.multipartFile) {
      const fields = c.body.kind === 'json' && c.body.value && typeof c.body.value === 'object' ? (c.body.value as Record<string, unknown>) : {};
      for (const [k, v] of Object.entries(fields)) req = req.field(k.replace(/[^\w-]/g, '_') || 'field', wireString(v).slice(0, 2_000));
      if (c.file) req = req.attach(route.multipartFile, Buffer.from(c.file), 'upload.bin');
      for (const more of c.moreFiles ?? []) req = req.attach(more.field, more.content, more.name);
      return req;
    }
    if (c.body.kind === 'json') return req.set('Content-Type', 'application/json').send(JSON.stringify(c.body.value) ?? 'null');
    if (c.body.kind === 'raw') return req.set('Content-Type', 'application/json').send(c.body.text);
    void world;
    return req;
  }

  /** Runs the calls `width` at a time, in order. */
  async function inChunks<T>(calls: (() => Promise<T>)[], width: number): Promise<T[]> {
    const out: T[] = [];
    for (let i = 0; i < calls.length; i += width) out.push(...(await Promise.all(calls.slice(i, i + width).map((call) => call()))));
    return out;
  }

  /**
   * Sends a route's odd requests (test/odd-input.ts): reads eight at a time, changes one by one
   * (two at once could race for one row by design). None may get a 5xx or a refusal outside the
   * envelope; when all are refused, nothing changed.
   */
  async function sendOdd(route: RouteDefinition, auth: Record<string, string>, odd: OddRequest[]) {
    if (odd.length === 0) return;
    const before = await snapshotBefore();
    lastSnapshot = null;
    const one = (o: OddRequest) => {
      const req = request(app)[route.method](o.url).set(auth);
      if (o.raw) return req.set('Content-Type', o.raw.contentType).send(o.raw.body);
      if (o.multipart) {
        for (const [k, v] of Object.entries(o.multipart.fields)) void req.field(k, v);
        for (const f of o.multipart.files) void req.attach(f.field, f.content, f.name);
        return req;
      }
      return o.json === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(o.json));
    };
    const answers = await inChunks(odd.map((o) => async () => ({ url: o.url, res: await one(o) })), route.method === 'get' ? 8 : 1);
    const broken = answers.flatMap(({ url, res }) => (brokenAnswer(res) ? [`${url.slice(0, 120)} → ${brokenAnswer(res)}`] : []));
    if (broken.length > 0) throw new Error(`odd input: ${broken.slice(0, 5).join('\n')}`);
    if (answers.every(({ res }) => res.status >= 400)) await expectNothingChanged(before, answers.map(({ res }) => res.body.error.code as string), `odd input refused (${answers.length})`);
  }

  /**
   * One world for every read of the shard: reads leave it as it was, and building a world was a
   * quarter of the fuzz's time. A change gets a world of its own.
   */
  let readWorld: Promise<World> | null = null;

  const fuzzable = routes.filter((r) => r.request?.body || r.request?.query || r.request?.params || pathParams(r.path).length > 0);

  describe(`contract fuzzing (fast-check, seed ${SEED}, ${RUNS} runs per endpoint; shard ${shard} of ${of})`, () => {
    // Once, in the first shard: the whole list of endpoints against the examples.
    if (shard === 1) {
      it('fuzzes every endpoint that takes input', () => {
        const missing = fuzzable.filter((r) => !routeExamples[`${r.method.toUpperCase()} ${r.path}`]).map((r) => `${r.method.toUpperCase()} ${r.path}`);
        expect(missing).toEqual([]);
        expect(fuzzable.length).toBeGreaterThan(50);
      });

      it('answers odd paths of static files, the web app and the API in the envelope (or the web app for a page)', async () => {
        const answers = await inChunks(
          ['/uploads/', '/assets/', '/', '/api/v1/', '/api/v1/services/'].flatMap((folder) =>
            ODD_STATIC_NAMES.flatMap((name) =>
              (['get', 'head', 'post'] as const).map((method) => async () => ({ url: `${method} ${folder}${name}`.slice(0, 120), head: method === 'head', res: await request(app)[method](`${folder}${name}`) })),
            ),
          ),
          8,
        );
        const broken = answers.flatMap(({ url, head, res }) => (brokenAnswer(res) && !(head && res.status < 500) ? [`${url} → ${brokenAnswer(res)}`] : []));
        expect(broken).toEqual([]);
        // Never a file from outside the folders (the repository's package.json, /etc/passwd).
        expect(answers.filter(({ res }) => res.status === 200 && /"devDependencies"|root:x:0/.test(res.text ?? '')).map(({ url }) => url)).toEqual([]);
      });
    }

    for (const route of fuzzable.filter((_r, i) => i % of === shard - 1)) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const exampleOf = routeExamples[key];
      if (!exampleOf) continue;

      it(key, async () => {
        const world = await (route.method === 'get' ? (readWorld ??= buildWorld(db, container.accessTokens)) : buildWorld(db, container.accessTokens));
        const actor = admittedCaller(route);
        const example: RouteExample = await exampleOf({
          world,
          actor,
          db,
          signInCustomerA: () => signIn(app, world.accounts.customerA.email),
          newSpecialistWithoutProfile: async () => world.auth('specialistA'),
        });
        const auth = example.authAs ?? world.auth(actor);
        const fields = documentedFields(route);
        const validParams = Object.fromEntries(pathParams(route.path).map((p) => [p, example.params?.[p] ?? world.ids[route.resource!.kind]]));
        const paramsArb: fc.Arbitrary<Record<string, string>> =
          pathParams(route.path).length === 0
            ? fc.constant({})
            : fc.oneof(
                fc.constant(validParams),
                fc.record({ key: fc.constantFrom(...Object.keys(validParams)), value: nastyString }).map(({ key: k, value }) => ({ ...validParams, [k]: fitInUrl(value) })),
              );
        const exampleBody = example.multipart ? example.multipart.fields : example.body;
        const caseArb: fc.Arbitrary<Case> = fc.record({
          params: paramsArb,
          query: route.request?.query || example.query ? queryMutations(example.query ?? {}, fields.query) : fc.constant(undefined),
          body: route.request?.body || exampleBody !== undefined ? bodyMutations(exampleBody, fields.body) : fc.oneof(fc.constant<Body>({ kind: 'none' }), bodyMutations({}, [])),
          file: route.multipartFile
            ? fc.oneof(fc.constant(null), fc.uint8Array({ maxLength: 4_096 }), fc.constant(new Uint8Array(example.multipart!.file.content)))
            : fc.constant(undefined),
          moreFiles: fc.constant(example.multipart?.moreFiles),
        });

        lastSnapshot = null; // the world and the example were just written
        await fc.assert(
          fc.asyncProperty(caseArb, async (c) => {
            const before = await snapshotBefore();
            lastSnapshot = null;
            const res = await send(route, world, auth, c);
            const broken = brokenAnswer(res);
            if (broken) throw new Error(broken);
            if (res.status >= 400) await expectNothingChanged(before, [res.body.error.code], `refused with ${res.status} ${res.body.error.code}`);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );

        // Issue #26: odd text in every free-text parameter and field, malformed forms for uploads.
        await sendOdd(route, auth, oddRequestsFor(route, example, validParams));
      }, ENDPOINT_TIMEOUT_MS);
    }
  });
}
