import {
  AdminVerificationEnvelopeSchema,
  AdminVerificationPageSchema,
  AdminVerificationQuerySchema,
  RejectVerificationInputSchema,
  VERIFICATION_DOCUMENTS,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_INFO_MAX,
  VerificationDocumentParamsSchema,
  VerificationIdParamsSchema,
  VerificationRequestFieldsSchema,
  VerificationStatusSchema,
  type VerificationDocumentName,
} from '@vizyt/contracts';
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { MULTIPART_ERRORS_NOTE, multipartBody } from '../../http/multipart.js';
import { adminsOnly } from '../../http/policies.js';
import { FileResponse, FileResult, defineRoute, type RouteDefinition } from '../../http/route.js';
import { gateThen } from '../admin/feature-gate.js';
import { specialistsOnly } from './verification.policy.js';
import type { DocumentFile, VerificationService } from './verification.service.js';

const TAGS = ['Verification'];
const MAX_MB = VERIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024);

/**
 * The three document fields, each one file of at most 10 MB, kept in memory until the service
 * has judged them (nothing touches the disk for a refused request); the form's other errors are
 * answered by http/multipart.ts (VALIDATION_ERROR naming the field, 413 for a long text).
 */
const documentsUpload = multipartBody({
  files: VERIFICATION_DOCUMENTS.map((name) => ({ name, maxCount: 1 })),
  // additionalInfo: up to VERIFICATION_INFO_MAX characters of up to 4 bytes each.
  limits: { fileSize: VERIFICATION_DOCUMENT_MAX_BYTES, files: VERIFICATION_DOCUMENTS.length, fields: 5, fieldSize: VERIFICATION_INFO_MAX * 4, parts: 10 },
  fileTooLarge: (field) =>
    new AppError('FILE_TOO_LARGE', `${field ?? 'A file'}: each document must be at most ${MAX_MB} MB`, [{ path: `body.${field ?? 'file'}`, message: 'tooLarge', code: 'LIMIT_FILE_SIZE' }]),
});

const uploadedFiles = (files: unknown): Partial<Record<VerificationDocumentName, Buffer>> => {
  const byField = (files ?? {}) as Partial<Record<string, Express.Multer.File[]>>;
  return Object.fromEntries(VERIFICATION_DOCUMENTS.flatMap((name) => (byField[name]?.[0] ? [[name, byField[name][0].buffer]] : [])));
};

const EXTENSION: Record<DocumentFile['mimeType'], string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A document leaves with its own type, shown in place, never cached, never sniffed into something else. */
function sendDocument(res: Response, doc: DocumentFile): FileResult {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return new FileResult(doc.mimeType, `${doc.name}.${EXTENSION[doc.mimeType]}`, doc.bytes, 'inline');
}

const DOCUMENT_TYPES = {
  'application/pdf': 'The document as sent (PDF)',
  'image/jpeg': 'The document as sent (JPEG)',
  'image/png': 'The document as sent (PNG)',
  'image/webp': 'The document as sent (WebP)',
};
const OwnDocumentParamsSchema = z.object({ name: VerificationDocumentParamsSchema.shape.name });

export interface VerificationRouteDeps {
  verification: VerificationService;
  /** Refuses when an admin switched uploads off (503 FEATURE_DISABLED), before the files are read. */
  uploadsOn: RequestHandler;
}

export const verificationRoutes = ({ verification, uploadsOn }: VerificationRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/specialists/verification/request',
    summary: 'Ask to be verified (send my documents)',
    description:
      'multipart/form-data with the files `identityDocument` (required: a passport or ID card), `businessLicense` and ' +
      '`professionalCertificate` (at least one of the two: proof of the trade — a registration as a sole trader or company, ' +
      'or a diploma, course certificate or licence to practise), and the text `additionalInfo` (optional, at most ' +
      `${VERIFICATION_INFO_MAX} characters). Each file is a PDF, JPEG, PNG or WebP judged by its bytes, not its name or declared type ` +
      `(400 INVALID_FILE_TYPE), at most ${MAX_MB} MB (400 FILE_TOO_LARGE); a missing required file → 400 VALIDATION_ERROR naming it. ` +
      'A request while another is PENDING → 409 VERIFICATION_PENDING, an already verified profile → 409 CONFLICT, no business ' +
      'profile yet → 422; nothing is stored then. The files are kept privately (PRIVATE_FILES_DIR), never under /uploads, and ' +
      'are read back only by their owner and admins. Answers the new status (PENDING). While an admin has uploads switched ' +
      'off: 503 FEATURE_DISABLED.' + MULTIPART_ERRORS_NOTE,
    tags: TAGS,
    policy: specialistsOnly,
    bodyParser: gateThen(uploadsOn, documentsUpload),
    multipartFile: 'identityDocument',
    moreMultipartFiles: ['businessLicense', 'professionalCertificate'],
    request: { body: VerificationRequestFieldsSchema },
    response: VerificationStatusSchema,
    successStatus: 201,
    errors: [409, 413, 422, 503],
    handler: async ({ req, actor, input }) => verification.request(actor, input.body.additionalInfo, uploadedFiles(req.files)),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/verification/status',
    summary: 'My verification status',
    description:
      'NOT_REQUESTED when I never asked (and my profile is not verified); otherwise my latest request: PENDING, APPROVED, or ' +
      'REJECTED with the reason. A profile verified without a request (before requests existed) reads APPROVED with no dates. ' +
      'The documents of the latest request are listed with the URL I download each from.',
    tags: TAGS,
    policy: specialistsOnly,
    response: VerificationStatusSchema,
    handler: async ({ actor }) => verification.status(actor),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/verification/documents/:name',
    summary: 'A document of my latest verification request',
    description:
      'The file as I sent it, `Content-Disposition: inline`, `Cache-Control: private, no-store`. Only ever my own latest request: ' +
      'there is no way to name another specialist’s. 404 when I have no request or it has no such document.',
    tags: TAGS,
    policy: specialistsOnly,
    request: { params: OwnDocumentParamsSchema },
    resource: { kind: 'verification' },
    response: FileResponse,
    produces: DOCUMENT_TYPES,
    errors: [404],
    handler: async ({ actor, input, res }) => sendDocument(res, await verification.ownDocument(actor, input.params.name)),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/verifications',
    summary: 'The verification queue (admins)',
    description:
      'Requests with one status (default PENDING), paged (default 20). PENDING ones oldest first — a queue, first come, first ' +
      'served; APPROVED and REJECTED ones most recently decided first. Each with the specialist, the additional info and the ' +
      'documents’ URLs (GET /admin/verifications/{id}/documents/{name}).',
    tags: TAGS,
    policy: adminsOnly,
    request: { query: AdminVerificationQuerySchema },
    response: AdminVerificationPageSchema,
    handler: async ({ input }) => verification.list(input.query),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/verifications/:id/documents/:name',
    summary: 'A document of a verification request (admins)',
    description: 'The file as the specialist sent it, `Content-Disposition: inline`, `Cache-Control: private, no-store`. 404 for an unknown request or a document it does not have.',
    tags: TAGS,
    policy: adminsOnly,
    request: { params: VerificationDocumentParamsSchema },
    resource: { kind: 'verification' },
    response: FileResponse,
    produces: DOCUMENT_TYPES,
    errors: [404],
    handler: async ({ actor, input, res }) => sendDocument(res, await verification.document(actor, input.params.id, input.params.name)),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/verifications/:id/approve',
    summary: 'Approve a verification request (admins)',
    description:
      'The specialist gets the verified badge (search, services, public profile) and a notification; the decision is written to ' +
      'the audit log (verification.approve) — all in one transaction. A request that is not PENDING → 409 CONFLICT.',
    tags: TAGS,
    policy: adminsOnly,
    request: { params: VerificationIdParamsSchema },
    resource: { kind: 'verification' },
    response: AdminVerificationEnvelopeSchema,
    errors: [404, 409],
    handler: async ({ actor, input }) => verification.approve(actor, input.params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/verifications/:id/reject',
    summary: 'Reject a verification request with a reason (admins)',
    description:
      'The reason (required, 5–1000 characters) is shown to the specialist, who is notified and may request again; the profile ' +
      'stays unverified; the decision is written to the audit log (verification.reject) with the reason — all in one ' +
      'transaction. A request that is not PENDING → 409 CONFLICT.',
    tags: TAGS,
    policy: adminsOnly,
    request: { params: VerificationIdParamsSchema, body: RejectVerificationInputSchema },
    resource: { kind: 'verification' },
    response: AdminVerificationEnvelopeSchema,
    errors: [404, 409],
    handler: async ({ actor, input }) => verification.reject(actor, input.params.id, input.body.reason),
  }),
];
