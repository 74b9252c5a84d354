import type { RequestHandler } from 'express';
import type { FieldIssue } from '@vizyt/contracts';
import { type z } from 'zod';
import { ValidationError } from '../errors.js';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export type Parsed<S extends RequestSchemas> = {
  body: S['body'] extends z.ZodType ? z.output<S['body']> : undefined;
  query: S['query'] extends z.ZodType ? z.output<S['query']> : undefined;
  params: S['params'] extends z.ZodType ? z.output<S['params']> : undefined;
};

const toIssues = (where: keyof RequestSchemas, error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
    code: issue.code,
  }));

/**
 * Text PostgreSQL cannot store (a NUL character) or that is not Unicode at all (half of a
 * surrogate pair, which JSON's \\u escapes can carry): refused as bad input instead of failing
 * in the database as a 500.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableText(value: unknown, path: string[], found: FieldIssue[], depth = 0): void {
  if (found.length >= 20 || depth > 32) return;
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push({ path: path.join('.'), message: 'invalidText', code: 'invalid_format' });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unstorableText(v, [...path, String(i)], found, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (UNSTORABLE.test(k)) found.push({ path: [...path, '(key)'].join('.'), message: 'invalidText', code: 'invalid_format' });
      unstorableText(v, [...path, k], found, depth + 1);
    }
  }
}

/** Parses body, query and params with the route's contracts; 400 VALIDATION_ERROR lists every bad field. */
export function validate(schemas: RequestSchemas): RequestHandler {
  return (req, _res, next) => {
    const issues: FieldIssue[] = [];
    const input: NonNullable<typeof req.input> = {};
    for (const where of ['params', 'query', 'body'] as const) {
      const schema = schemas[where];
      if (!schema) continue;
      const raw = where === 'body' ? req.body : req[where];
      const before = issues.length;
      unstorableText(raw, [where], issues);
      if (issues.length > before) continue;
      const result = schema.safeParse(where === 'body' ? (req.body ?? {}) : req[where]);
      if (result.success) input[where] = result.data;
      else issues.push(...toIssues(where, result.error));
    }
    if (issues.length > 0) throw ValidationError(issues);
    req.input = input;
    next();
  };
}
