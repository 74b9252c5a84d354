import {
  EmailSchema,
  MAX_PAGE,
  NEW_PASSWORD_PATTERN,
  NewPasswordSchema,
  PageNumberSchema,
  ReviewListQuerySchema,
  ReviewSummaryQuerySchema,
  ServiceInputSchema,
  TIME_ZONE_PATTERN,
  TimezoneSchema,
} from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, buildAccount, signIn } from '../test/accounts.js';
import { useTestDatabase } from '../test/db.js';
import { createTestApp } from '../test/test-app.js';
import { FileResponse, type RouteDefinition } from './route.js';

/**
 * Issue #26: the document's request schemas are as strict as the server's zod contracts, so a
 * client or form generated from it does not send what the server refuses. Every route's
 * params, query and body are walked in zod and in the document side by side.
 */
const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url);
const routes = app.locals.routes as RouteDefinition[];

type Json = { $ref?: string; type?: string | string[]; properties?: Record<string, Json>; items?: Json; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[]; format?: string; pattern?: string; maximum?: number; exclusiveMinimum?: number; description?: string };
type Parameter = { name: string; in: string; schema: Json; description?: string };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Json }> }; responses: Record<string, { content?: Record<string, unknown> }> };
const document = (await request(app).get('/api/v1/openapi.json')).body as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Json> } };
const operationOf = (route: RouteDefinition) => document.paths[`/api/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]![route.method]!;
const keyOf = (route: RouteDefinition) => `${route.method.toUpperCase()} ${route.path}`;

const resolve = (schema: Json | undefined): Json | undefined => (schema?.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]) : schema);
/** The document's schema of a field, through $ref, nullable unions and arrays. */
function fieldOf(schema: Json | undefined, path: string[]): Json[] {
  const s = resolve(schema);
  if (!s) return [];
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  if (alternatives.length > 0) return alternatives.flatMap((a) => fieldOf(a, path));
  if (path.length === 0) return [s];
  const [head, ...rest] = path;
  if (head === '[]') return fieldOf(s.items, rest);
  return fieldOf(s.properties?.[head!], rest);
}

/** What the server checks on one string field, found in the zod contract. */
interface Rules {
  email: boolean;
  regexes: RegExp[];
}
type ZodDef = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; format?: string; pattern?: RegExp; checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[] };
function walk(schema: z.ZodType | undefined, path: string[], out: Map<string, Rules>): void {
  if (!schema) return;
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  const add = (rules: Partial<Rules>) => {
    const key = path.join('.');
    const known = out.get(key) ?? { email: false, regexes: [] };
    out.set(key, { email: known.email || Boolean(rules.email), regexes: [...known.regexes, ...(rules.regexes ?? [])] });
  };
  if (def.type === 'object') for (const [k, v] of Object.entries(def.shape ?? {})) walk(v, [...path, k], out);
  else if (def.type === 'pipe') [def.in, def.out].forEach((s) => walk(s, path, out));
  else if (def.type === 'array') walk(def.element, [...path, '[]'], out);
  else if (def.type === 'union') def.options?.forEach((s) => walk(s, path, out));
  else if (def.innerType) walk(def.innerType, path, out);
  else if (def.type === 'string') {
    const regexes = (def.checks ?? []).map((c) => c._zod.def).filter((c) => c.check === 'string_format' && c.format === 'regex').map((c) => c.pattern!);
    add({ email: def.format === 'email', regexes: def.format === 'regex' && def.pattern ? [...regexes, def.pattern] : regexes });
  }
}

/** Every string field of every route's input, with the server's rules and the document's schema. */
function requestFields() {
  const fields: { where: string; rules: Rules; documented: Json[] }[] = [];
  for (const route of routes) {
    const op = operationOf(route);
    for (const part of ['params', 'query', 'body'] as const) {
      const rules = new Map<string, Rules>();
      walk(route.request?.[part] as z.ZodType | undefined, [], rules);
      for (const [path, rule] of rules) {
        const segments = path.split('.');
        const documented =
          part === 'body'
            ? fieldOf(Object.values(op.requestBody?.content ?? {})[0]?.schema, segments)
            : [(op.parameters ?? []).find((p) => p.in === (part === 'params' ? 'path' : 'query') && p.name === segments[0])?.schema].filter((s): s is Json => Boolean(s));
        fields.push({ where: `${keyOf(route)} ${part}.${path}`, rules: rule, documented });
      }
    }
  }
  return fields;
}

describe('OpenAPI request schemas are as strict as the server', () => {
  const fields = requestFields();

  it('every e-mail field the server checks is `format: email`', () => {
    const emails = fields.filter((f) => f.rules.email);
    expect(emails.length).toBeGreaterThan(5);
    expect(emails.filter((f) => !f.documented.some((d) => d.format === 'email')).map((f) => f.where)).toEqual([]);
  });

  it('every field with several patterns (passwords) documents one pattern holding all of them', () => {
    const several = fields.filter((f) => f.rules.regexes.length > 1);
    expect(several.map((f) => f.where)).toEqual(expect.arrayContaining([expect.stringContaining('POST /auth-enhanced/register body.password')]));
    const loose = several.filter((f) => !f.documented.some((d) => d.pattern && f.rules.regexes.every((r) => d.pattern!.includes(r.source))));
    expect(loose.map((f) => f.where)).toEqual([]);
  });

  it('the password pattern refuses exactly what the server refuses', () => {
    const pattern = new RegExp(NEW_PASSWORD_PATTERN, 'u');
    for (const password of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abcdefg1', 'Пароль12', 'пароль12', 'ПАРОЛЬ12', 'Abc\ndefg1']) {
      expect(pattern.test(password), password).toBe(NewPasswordSchema.safeParse(password).success);
    }
  });

  it('a price is documented > 0 wherever the server wants it > 0', () => {
    expect(ServiceInputSchema.shape.price.safeParse(0).success).toBe(false);
    const prices = routes.flatMap((r) => {
      const body = Object.values(operationOf(r).requestBody?.content ?? {})[0]?.schema;
      return [...fieldOf(body, ['price']), ...fieldOf(body, ['items', '[]', 'price'])].map((d) => ({ key: keyOf(r), exclusiveMinimum: d.exclusiveMinimum }));
    });
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices.filter((p) => p.exclusiveMinimum !== 0)).toEqual([]);
  });

  it('every page has the maximum the server holds', () => {
    expect(PageNumberSchema.safeParse(String(MAX_PAGE)).success).toBe(true);
    expect(PageNumberSchema.safeParse(String(MAX_PAGE + 1)).success).toBe(false);
    const pages = routes.flatMap((r) => (operationOf(r).parameters ?? []).filter((p) => p.name === 'page').map((p) => ({ key: keyOf(r), maximum: p.schema.maximum })));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((p) => p.maximum !== MAX_PAGE)).toEqual([]);
  });

  it('every time zone the server accepts matches the documented pattern, and names it refuses in shape are refused', () => {
    const pattern = new RegExp(TIME_ZONE_PATTERN);
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC', 'utc', 'Europe/Kiev', 'EST5EDT', 'Etc/GMT+3']) {
      if (TimezoneSchema.safeParse(zone).success) expect(pattern.test(zone), zone).toBe(true);
    }
    for (const zone of ['+03:00', 'Europe/ Kyiv', '../etc', 'Kyiv!']) expect([pattern.test(zone), TimezoneSchema.safeParse(zone).success], zone).toEqual([false, false]);
    const zones = fields.filter((f) => /\.timezone$/.test(f.where));
    expect(zones.length).toBeGreaterThan(3);
    expect(zones.filter((f) => !f.documented.some((d) => d.pattern === TIME_ZONE_PATTERN)).map((f) => f.where)).toEqual([]);
  });

  it('/reviews and /reviews/summary document that exactly one of specialistId and serviceId is required', () => {
    for (const schema of [ReviewListQuerySchema, ReviewSummaryQuerySchema]) {
      expect(schema.safeParse({}).success).toBe(false);
      expect(schema.safeParse({ specialistId: 'a', serviceId: 'b' }).success).toBe(false);
      expect(schema.safeParse({ serviceId: 'b' }).success).toBe(true);
    }
    for (const path of ['/api/v1/reviews', '/api/v1/reviews/summary']) {
      const params = document.paths[path]!.get!.parameters!.filter((p) => p.name === 'specialistId' || p.name === 'serviceId');
      expect(params).toHaveLength(2);
      for (const p of params) expect(p.description).toContain('Exactly one of `specialistId` and `serviceId` is required');
    }
  });

  it('every file download lists the types it sends; GET /notifications/export is text/csv, as served', async () => {
    const files = routes.filter((r) => r.response === FileResponse);
    expect(files.filter((r) => !r.produces).map(keyOf)).toEqual([]);
    expect(Object.keys(document.paths['/api/v1/notifications/export']!.get!.responses['200']!.content!)).toEqual(['text/csv']);
    const user = await buildAccount(db);
    const { accessToken } = await signIn(app, user.email!);
    const res = await request(app).get('/api/v1/notifications/export').set(bearer(accessToken));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('an e-mail the server refuses is refused by its format too', () => {
    expect(EmailSchema.safeParse('not-an-email').success).toBe(false);
  });
});
