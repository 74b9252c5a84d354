import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { z } from 'zod';
import type { RouteDefinition } from '../http/route.js';
import type { MultipartFile, RouteExample } from './route-examples.js';

/**
 * Input that is merely odd (issue #26): what outside tests sent that once gave 500s. Shared by
 * the regression tests (http/odd-input.test.ts) and the contract fuzz (contract-fuzz.suite.ts).
 */

/** Search text made of one character that is no letter or digit (each was a 500 on /services). */
export const PUNCTUATION = ['-', "'", '%', '.', '_', '*', '(', ')', ':', '&', '|', '!', '\\', '"', '<', '>', '+', '#', '?', '/', ',', ';', '@', '~', '`', '^', '$', '[', ']', '{', '}', '='];

/**
 * Odd text values as they appear in a URL (already percent-encoded): punctuation, whitespace,
 * control characters, a lone surrogate (its invalid UTF-8), broken percent-encoding, long text
 * (under Node's 16 KB limit for a request head), emoji and right-to-left marks.
 */
export const ODD_URL_TEXTS: string[] = [
  ...PUNCTUATION.map(encodeURIComponent),
  "'--",
  '%20',
  '%20%20%09%0A',
  '%00',
  '%07',
  '%1F',
  '%7F',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%ZZ',
  '%',
  '%%25',
  encodeURIComponent('a'.repeat(3_000)),
  encodeURIComponent('ж'.repeat(1_000)),
  encodeURIComponent('🙂'.repeat(50)),
  encodeURIComponent('\u200Fשלום\u202Eманікюр\u200E'),
  encodeURIComponent('\uFEFF\u200B'),
];

type Def = { type: string; format?: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a field of a contract takes free text: a string with no format (not a uuid, date, e-mail…), through optional/default/transform. */
export function isFreeText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type) && def.innerType) return isFreeText(def.innerType);
  if (def.type === 'pipe' && def.in) return isFreeText(def.in);
  return def.type === 'string' && !def.format;
}

/** The free-text fields of an object schema (a route's query, params or JSON body). */
export function freeTextFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'pipe' && def.in) return freeTextFields(def.in);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([, field]) => isFreeText(field))
    .map(([name]) => name);
}

/** Routes with a multipart body: every upload the API takes. */
export const uploadRoutes = (routes: RouteDefinition[]) => routes.filter((r) => r.multipartFile);

const BOUNDARY = 'vizytOddBoundary';
const part = (headers: string[], body: string) => `--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n${body}\r\n`;

/**
 * Broken multipart bodies for an upload route, each with its Content-Type, and the status and
 * error code it must get. `textField`: a text field the form takes (so a part is otherwise fine).
 */
export function malformedMultipart(route: RouteDefinition): { name: string; contentType: string; body: string; status: number; code: string }[] {
  const file = route.multipartFile!;
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const filePart = (field: string) => part([`Content-Disposition: form-data; name="${field}"; filename="a.png"`, 'Content-Type: image/png'], 'not really a png');
  return [
    { name: 'a part without a Content-Disposition', contentType: type, body: `${part(['Content-Type: text/plain'], 'hello')}--${BOUNDARY}--\r\n`, status: 400, code: 'VALIDATION_ERROR' },
    { name: 'a body cut short', contentType: type, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nhalf a fi`, status: 400, code: 'VALIDATION_ERROR' },
    { name: 'no boundary', contentType: 'multipart/form-data', body: filePart(file), status: 400, code: 'VALIDATION_ERROR' },
    { name: 'a boundary the body does not use', contentType: 'multipart/form-data; boundary=other', body: `${filePart(file)}--${BOUNDARY}--\r\n`, status: 400, code: 'VALIDATION_ERROR' },
    { name: 'a malformed part header', contentType: type, body: `--${BOUNDARY}\r\nContent-Disposition form-data name\r\n\r\nx\r\n--${BOUNDARY}--\r\n`, status: 400, code: 'VALIDATION_ERROR' },
    { name: 'a file field the route does not take', contentType: type, body: `${filePart('unexpected')}--${BOUNDARY}--\r\n`, status: 400, code: 'VALIDATION_ERROR' },
    { name: 'too many parts', contentType: type, body: `${Array.from({ length: 40 }, (_v, i) => part([`Content-Disposition: form-data; name="f${i}"`], 'x')).join('')}--${BOUNDARY}--\r\n`, status: 400, code: 'VALIDATION_ERROR' },
    { name: 'a text field over its size', contentType: type, body: `${part(['Content-Disposition: form-data; name="text"'], 'ж'.repeat(60_000))}--${BOUNDARY}--\r\n`, status: 413, code: 'PAYLOAD_TOO_LARGE' },
    { name: 'a JSON body instead of a form', contentType: 'application/json', body: '{"type":"avatar","text":"Послугу надано повністю."}', status: 400, code: 'VALIDATION_ERROR' },
    { name: 'plain text', contentType: 'text/plain', body: 'hello', status: 400, code: 'VALIDATION_ERROR' },
    { name: 'a multipart type that is not a form', contentType: `multipart/mixed; boundary=${BOUNDARY}`, body: `${filePart(file)}--${BOUNDARY}--\r\n`, status: 400, code: 'VALIDATION_ERROR' },
  ];
}

/**
 * Paths under the static folders that no file has: climbing out, NUL bytes, broken
 * percent-encoding, encoded backslashes, names too long for the file system.
 */
export const ODD_STATIC_NAMES = [
  '..%2f..%2fpackage.json',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5c..%5cpackage.json',
  '%5c..%5c..%5cpackage.json',
  '%00.webp',
  'a%00.webp',
  '%E0%A4%A',
  '%ZZ.webp',
  '%',
  '%ED%A0%80.webp',
  `${'a'.repeat(4_000)}.webp`,
  `${'%D0%B6'.repeat(600)}.webp`,
  '.env',
  '..',
  '%2e%2e',
];

/**
 * Odd text for a JSON or form field, compact (a field may cost a password hash per request):
 * every punctuation mark in one string (no word in it, as "-" alone), whitespace with control
 * characters, a lone surrogate with direction marks and an emoji.
 * Single characters are sent where the bug lived, in URLs (ODD_URL_TEXTS).
 */
export const ODD_BODY_TEXTS = [PUNCTUATION.join(''), '-', ' \t\n\u0000\u0007\u001f\u007f ', '\uD800\u200F\u202Eабв\u200E🙂'];

/** One odd request of the contract fuzz: where it goes and what it carries. */
export interface OddRequest {
  /** Path and query below the origin, percent-encoded as sent. */
  url: string;
  json?: unknown;
  multipart?: { fields: Record<string, string>; files: MultipartFile[] };
  raw?: { contentType: string; body: string };
}

/**
 * Every odd request for a route (issue #26): each free-text query and path parameter with each
 * odd URL text, each free-text body field with each odd body text (the rest of the valid example
 * kept, so the odd value is what is judged), and each malformed multipart body of an upload.
 */
export function oddRequestsFor(route: RouteDefinition, example: RouteExample, validParams: Record<string, string>): OddRequest[] {
  const encode = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(String(v))]));
  const params = encode(validParams);
  const query = encode(example.query ?? {});
  const at = (p: Record<string, string>, q: Record<string, string>) => {
    const search = Object.entries(q).map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
    return `/api/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => p[name] ?? '')}${search ? `?${search}` : ''}`;
  };
  const url = at(params, query);
  const out: OddRequest[] = [];
  for (const field of freeTextFields(route.request?.query)) for (const odd of ODD_URL_TEXTS) out.push({ url: at(params, { ...query, [field]: odd }), ...bodyOf(example) });
  for (const field of freeTextFields(route.request?.params)) for (const odd of ODD_URL_TEXTS) out.push({ url: at({ ...params, [field]: odd }, query), ...bodyOf(example) });
  for (const field of freeTextFields(route.request?.body)) {
    for (const odd of ODD_BODY_TEXTS) {
      if (example.multipart) {
        const { file, moreFiles = [], fields } = example.multipart;
        out.push({ url, multipart: { fields: { ...fields, [field]: odd }, files: [file, ...moreFiles] } });
      } else {
        const base = example.body && typeof example.body === 'object' ? example.body : {};
        out.push({ url, json: { ...base, [field]: odd } });
      }
    }
  }
  if (route.multipartFile) for (const broken of malformedMultipart(route)) out.push({ url, raw: { contentType: broken.contentType, body: broken.body } });
  return out;
}

const bodyOf = (example: RouteExample): Pick<OddRequest, 'json' | 'multipart'> =>
  example.multipart
    ? { multipart: { fields: example.multipart.fields, files: [example.multipart.file, ...(example.multipart.moreFiles ?? [])] } }
    : example.body !== undefined
      ? { json: example.body }
      : {};

/** A built web app of two files (index.html and one asset) in a folder removed after the file's tests. */
export function tinyWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-odd-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/main-0a1b2c.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-0a1b2c.js'), 'export {};');
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  return dist;
}
