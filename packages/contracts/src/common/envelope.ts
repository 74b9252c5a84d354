import { z } from 'zod';

/** One field-level problem, as sent in `error.details` of a VALIDATION_ERROR. */
export const FieldIssueSchema = z
  .object({
    path: z.string().meta({ description: 'Dotted path of the offending field, e.g. "body.email"' }),
    message: z.string(),
    code: z.string().meta({ description: 'zod issue code, e.g. "too_small"' }),
  })
  .meta({ id: 'FieldIssue' });

export const ApiErrorSchema = z
  .object({
    code: z.string().meta({ description: 'UPPER_SNAKE error code, see ERROR_CODES', example: 'NOT_FOUND' }),
    message: z.string(),
    timestamp: z.iso.datetime(),
    details: z.array(FieldIssueSchema).optional(),
    reason: z
      .string()
      .optional()
      .meta({ description: 'A finer, machine-readable reason within `code`, e.g. a CARD_DECLINED decline reason (see DECLINE_REASONS); shown to people through their own translation, never the provider’s text' }),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof ApiErrorSchema>;
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** Every response body: `{ success, data, error }`; exactly one of data/error is non-null. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, error: z.null() });

export const ErrorEnvelopeSchema = z
  .object({ success: z.literal(false), data: z.null(), error: ApiErrorSchema })
  .meta({ id: 'ErrorEnvelope' });

export type ApiEnvelope<T> =
  | { success: true; data: T; error: null }
  | { success: false; data: null; error: ApiError };
