import type { z } from 'zod';
import type { RouteDefinition } from '../http/route.js';

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
