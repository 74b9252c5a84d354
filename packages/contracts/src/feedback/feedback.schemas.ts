import { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_SUBJECT_MAX,
  FEEDBACK_SUBJECT_MIN,
} from '../common/addresses-feedback.js';
import { PageQuerySchema, pagedSchema } from '../common/pagination.js';
import { EmailSchema } from '../auth/auth.schemas.js';

/** Issue #14: the help page's contact form, stored, e-mailed to support and listed for admins. */

export const FeedbackInputSchema = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES, { error: 'invalidCategory' }),
    subject: z.string({ error: 'required' }).trim().min(FEEDBACK_SUBJECT_MIN, 'tooShort').max(FEEDBACK_SUBJECT_MAX, 'tooLong'),
    message: z.string({ error: 'required' }).trim().min(FEEDBACK_MESSAGE_MIN, 'tooShort').max(FEEDBACK_MESSAGE_MAX, 'tooLong'),
    email: EmailSchema.optional().meta({ description: 'Where to answer: required from guests; ignored when signed in (the account’s e-mail is used)' }),
  })
  .meta({ id: 'FeedbackInput' });
export type FeedbackInput = z.input<typeof FeedbackInputSchema>;

export const FeedbackCreatedSchema = z
  .object({ feedback: z.object({ id: z.string(), createdAt: z.iso.datetime() }) })
  .meta({ id: 'FeedbackCreated' });

export const FeedbackListQuerySchema = PageQuerySchema.meta({ id: 'FeedbackListQuery' });

export const FeedbackItemSchema = z
  .object({
    id: z.string(),
    category: z.enum(FEEDBACK_CATEGORIES),
    subject: z.string(),
    message: z.string(),
    email: z.string().nullable().meta({ description: 'Where to answer: the account’s e-mail, or the one a guest gave' }),
    sender: z
      .object({ id: z.string(), firstName: z.string(), lastName: z.string(), role: z.string() })
      .nullable()
      .meta({ description: 'The account that sent it; null for guests (and deleted accounts)' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'FeedbackItem' });
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;
export const FeedbackPageSchema = pagedSchema('feedback', FeedbackItemSchema).meta({ id: 'FeedbackPage' });
