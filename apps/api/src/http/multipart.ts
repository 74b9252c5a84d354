import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, ValidationError } from './errors.js';

/** A multipart upload route's form: its file fields and busboy's limits. */
export interface MultipartForm {
  /** File fields and how many files each may hold; any other file field is refused. */
  files: { name: string; maxCount: number }[];
  /** `parts` counts files and text fields together. */
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts?: number };
  /** The answer to a file over `fileSize` (each route names its own limit). */
  fileTooLarge: (field: string | undefined) => AppError;
}

/** Said in the API reference of every upload route (after its own description). */
export const MULTIPART_ERRORS_NOTE =
  ' A form that cannot be read — not multipart/form-data, no boundary, cut short, a part without Content-Disposition, ' +
  'a file field this route does not take, too many parts — is 400 VALIDATION_ERROR; a text field over its size 413 PAYLOAD_TOO_LARGE.';

/** Multer's limits that are sizes: exceeded, the body is too large (413). */
const SIZE_LIMITS = new Set(['LIMIT_FIELD_KEY', 'LIMIT_FIELD_VALUE']);
/** Multer's limits that count parts: the form is not one the route takes (400). */
const COUNT_LIMITS = new Set(['LIMIT_PART_COUNT', 'LIMIT_FILE_COUNT', 'LIMIT_FIELD_COUNT']);

const malformed = (message: string, code: string, path = 'body') => ValidationError([{ path, message, code }], 'The form could not be read');

/**
 * Maps what went wrong while reading a multipart body to the client's error. Anything busboy
 * throws ("Unexpected end of form", "Malformed part header", "Multipart: Boundary not found")
 * is the client's malformed body: with memory storage nothing on our side can fail while reading.
 */
export function multipartError(error: unknown, form: Pick<MultipartForm, 'fileTooLarge'>): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    const field = error.field ? `body.${error.field}` : 'body';
    if (error.code === 'LIMIT_FILE_SIZE') return form.fileTooLarge(error.field);
    if (SIZE_LIMITS.has(error.code)) return new AppError('PAYLOAD_TOO_LARGE', 'A field of the form is too large', [{ path: field, message: 'tooLong', code: error.code }]);
    if (COUNT_LIMITS.has(error.code)) return malformed('tooManyParts', error.code);
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return malformed('unexpectedFile', error.code, field);
    return malformed('malformedForm', error.code, field);
  }
  return malformed('malformedForm', 'malformed_multipart');
}

/**
 * The one body parser of every multipart upload route (files, dispute evidence, verification
 * documents): files kept in memory until the service has judged them, and every error of the
 * form answered as the client's — 400 VALIDATION_ERROR for a body that is not multipart/form-data,
 * is cut short or malformed, names a file field the route does not take or has too many parts;
 * 413 PAYLOAD_TOO_LARGE for a text field over its size; the route's own error for a file over
 * its size (issue #26: a part without Content-Disposition or a truncated body was a 500).
 */
export function multipartBody(form: MultipartForm): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { parts: form.limits.files + form.limits.fields, ...form.limits } }).fields(form.files);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(malformed('multipartRequired', 'invalid_type'));
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      next(multipartError(error, form));
    });
  };
}

/** The uploaded file of a field (multipartBody keeps every field's files in `req.files`). */
export const uploadedFile = (files: unknown, field: string): Express.Multer.File | undefined =>
  ((files ?? {}) as Partial<Record<string, Express.Multer.File[]>>)[field]?.[0];
