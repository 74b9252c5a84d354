import { DisputeEnvelopeSchema, DisputeEvidenceInputSchema, DisputeIdParamsSchema, DisputeListSchema, UPLOAD_MAX_BYTES } from '@vizyt/contracts';
import { AppError } from '../../http/errors.js';
import { MULTIPART_ERRORS_NOTE, multipartBody, uploadedFile } from '../../http/multipart.js';
import { hasRole, signedIn } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { CardsAndDisputesService } from './cards-and-disputes.service.js';

const TAGS = ['Payments'];

/** Evidence for a dispute: one optional file (PDF or image) up to 5 MB with the text field; the form's other errors: http/multipart.ts. */
const evidenceUpload = multipartBody({
  files: [{ name: 'file', maxCount: 1 }],
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 10_000 },
  fileTooLarge: () => new AppError('FILE_TOO_LARGE', 'File is too large. Maximum size is 5MB'),
});

/** Disputes (chargebacks) of payments, and the specialist's evidence. */
export const disputesRoutes = (cards: CardsAndDisputesService): RouteDefinition[] => [
    defineRoute({
      method: 'get',
      path: '/payments/disputes',
      summary: 'Disputes (chargebacks) of my payments',
      description: 'Opened by the card’s bank through the provider. A specialist sees disputes on their bookings’ payments, a customer on theirs, an admin all.',
      tags: TAGS,
      policy: signedIn,
      response: DisputeListSchema,
      handler: async ({ actor }) => ({ disputes: await cards.disputes(actor) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/disputes/:id/evidence',
      summary: 'Answer a dispute with evidence',
      description:
        'multipart/form-data: `text` (10–5000 characters) and an optional `file` (PDF, JPEG, PNG or WebP, up to 5 MB; kept private, never served). ' +
        'The specialist of the payment or an admin, once, while the dispute needs a response (else 409).' + MULTIPART_ERRORS_NOTE,
      tags: TAGS,
      policy: hasRole('SPECIALIST', 'ADMIN'),
      resource: { kind: 'dispute', ownedBy: { sides: ['specialist'], admin: true, others: 404 } },
      bodyParser: evidenceUpload,
      multipartFile: 'file',
      request: { params: DisputeIdParamsSchema, body: DisputeEvidenceInputSchema },
      response: DisputeEnvelopeSchema,
      errors: [404, 409, 413],
      handler: async ({ input, actor, req }) => ({ dispute: await cards.submitEvidence(actor, input.params.id, input.body.text, uploadedFile(req.files, 'file')?.buffer ?? null) }),
    }),
];
