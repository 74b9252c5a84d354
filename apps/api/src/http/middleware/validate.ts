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

/** Parses body, query and params with the route's contracts; 400 VALIDATION_ERROR lists every bad field. */
export function validate(schemas: RequestSchemas): RequestHandler {
  return (req, _res, next) => {
    const issues: FieldIssue[] = [];
    const input: NonNullable<typeof req.input> = {};
    for (const where of ['params', 'query', 'body'] as const) {
      const schema = schemas[where];
      if (!schema) continue;
      const result = schema.safeParse(where === 'body' ? (req.body ?? {}) : req[where]);
      if (result.success) input[where] = result.data;
      else issues.push(...toIssues(where, result.error));
    }
    if (issues.length > 0) throw ValidationError(issues);
    req.input = input;
    next();
  };
}
