import { z } from 'zod';
import { PageNumberSchema, pagedSchema } from '../common/pagination.js';

/**
 * Issue #15: a specialist asks to be verified (spec section 7: POST
 * /specialists/verification/request multipart, GET /specialists/verification/status) and an
 * admin approves or rejects. The documents are private: served only to their owner and admins.
 */

/** The three multipart file fields, in the order the form shows them. */
export const VERIFICATION_DOCUMENTS = ['businessLicense', 'professionalCertificate', 'identityDocument'] as const;
export type VerificationDocumentName = (typeof VERIFICATION_DOCUMENTS)[number];
/** What a document may be, judged by its bytes (not by its name or declared type). */
export const VERIFICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_INFO_MAX = 2000;
export const VERIFICATION_REASON_MIN = 5;
export const VERIFICATION_REASON_MAX = 1000;

export const VERIFICATION_STATUSES = ['NOT_REQUESTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The text part of the multipart request (files travel as businessLicense, professionalCertificate, identityDocument). */
export const VerificationRequestFieldsSchema = z
  .object({
    additionalInfo: z.string().trim().max(VERIFICATION_INFO_MAX, 'tooLong').optional(),
  })
  .meta({ id: 'VerificationRequestFields' });
export type VerificationRequestFields = z.input<typeof VerificationRequestFieldsSchema>;

export const VerificationDocumentSchema = z
  .object({
    name: z.enum(VERIFICATION_DOCUMENTS),
    mimeType: z.enum(VERIFICATION_DOCUMENT_TYPES),
    size: z.number().int().meta({ description: 'Bytes' }),
    url: z.string().meta({ description: 'Where its owner or an admin downloads it (needs the session; never public)' }),
  })
  .meta({ id: 'VerificationDocument' });
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;

export const VerificationStatusSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    reason: z.string().nullable().meta({ description: 'Why the last request was rejected; null otherwise' }),
    submittedAt: z.iso.datetime().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    requestId: z.string().nullable().meta({ description: 'The latest request; null when none' }),
    additionalInfo: z.string().nullable(),
    documents: z.array(VerificationDocumentSchema).meta({ description: 'The latest request’s documents' }),
  })
  .meta({ id: 'VerificationStatus' });
export type VerificationStatusResponse = z.infer<typeof VerificationStatusSchema>;

// ── Admin side ──────────────────────────────────────────────────────────────────────────────

export const AdminVerificationQuerySchema = z
  .object({
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING'),
    page: PageNumberSchema,
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'AdminVerificationQuery' });
export type AdminVerificationQuery = z.infer<typeof AdminVerificationQuerySchema>;

export const AdminVerificationSchema = z
  .object({
    id: z.string(),
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
    specialist: z.object({
      id: z.string().meta({ description: 'Specialist profile id (public profile /specialists/{id})' }),
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      businessName: z.string().nullable(),
      specialization: z.string(),
      city: z.string(),
      isVerified: z.boolean(),
    }),
    additionalInfo: z.string().nullable(),
    documents: z.array(VerificationDocumentSchema),
    reason: z.string().nullable(),
    submittedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminVerification' });
export type AdminVerification = z.infer<typeof AdminVerificationSchema>;

export const AdminVerificationPageSchema = pagedSchema('verifications', AdminVerificationSchema).meta({ id: 'AdminVerificationPage' });
export const AdminVerificationEnvelopeSchema = z.object({ verification: AdminVerificationSchema }).meta({ id: 'AdminVerificationResponse' });

const Id = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(64, 'tooLong');
export const VerificationIdParamsSchema = z.object({ id: Id('Verification ID') });
export const VerificationDocumentParamsSchema = z.object({ id: Id('Verification ID'), name: z.enum(VERIFICATION_DOCUMENTS) });

export const RejectVerificationInputSchema = z
  .object({
    reason: z.string({ error: 'required' }).trim().min(VERIFICATION_REASON_MIN, 'tooShort').max(VERIFICATION_REASON_MAX, 'tooLong'),
  })
  .meta({ id: 'RejectVerificationInput' });
export type RejectVerificationInput = z.input<typeof RejectVerificationInputSchema>;
