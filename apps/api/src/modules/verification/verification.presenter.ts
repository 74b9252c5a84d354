import {
  VERIFICATION_DOCUMENTS,
  VERIFICATION_DOCUMENT_TYPES,
  type AdminVerification,
  type VerificationDocument,
  type VerificationStatusResponse,
} from '@vizyt/contracts';
import { z } from 'zod';
import { API_BASE_PATH } from '../../http/openapi.js';
import type { StoredDocument, VerificationRow } from './verification.repository.js';

const StoredDocumentsSchema = z.array(
  z.object({ name: z.enum(VERIFICATION_DOCUMENTS), key: z.string(), mimeType: z.enum(VERIFICATION_DOCUMENT_TYPES), size: z.number().int() }),
);

/** The documents a row keeps, in the form's order (anything unreadable in the JSON is left out). */
export function storedDocuments(row: Pick<VerificationRow, 'documents'>): StoredDocument[] {
  const parsed = StoredDocumentsSchema.safeParse(row.documents);
  if (!parsed.success) return [];
  return VERIFICATION_DOCUMENTS.flatMap((name) => parsed.data.filter((d) => d.name === name).slice(0, 1));
}

/** Where a document is downloaded: the owner's own endpoint or the admins' (both need the session). */
export const ownDocumentUrl = (name: string) => `${API_BASE_PATH}/specialists/verification/documents/${name}`;
export const adminDocumentUrl = (id: string, name: string) => `${API_BASE_PATH}/admin/verifications/${id}/documents/${name}`;

const presentDocuments = (row: VerificationRow, urlOf: (name: string) => string): VerificationDocument[] =>
  storedDocuments(row).map((d) => ({ name: d.name, mimeType: d.mimeType, size: d.size, url: urlOf(d.name) }));

const NOT_REQUESTED: VerificationStatusResponse = {
  status: 'NOT_REQUESTED',
  reason: null,
  submittedAt: null,
  decidedAt: null,
  requestId: null,
  additionalInfo: null,
  documents: [],
};

/**
 * The specialist's own view: their latest request, or NOT_REQUESTED. A profile verified before
 * requests existed (demo data, an admin's hand) reads APPROVED without a request.
 */
export function presentStatus(latest: VerificationRow | null, profileVerified: boolean): VerificationStatusResponse {
  if (!latest) return profileVerified ? { ...NOT_REQUESTED, status: 'APPROVED' } : NOT_REQUESTED;
  return {
    status: latest.status,
    reason: latest.status === 'REJECTED' ? latest.reason : null,
    submittedAt: latest.submittedAt.toISOString(),
    decidedAt: latest.decidedAt?.toISOString() ?? null,
    requestId: latest.id,
    additionalInfo: latest.additionalInfo,
    documents: presentDocuments(latest, ownDocumentUrl),
  };
}

/** A request as the admins' queue shows it. */
export function presentAdminVerification(row: VerificationRow, deciders: ReadonlyMap<string, string>): AdminVerification {
  const { specialist } = row;
  return {
    id: row.id,
    status: row.status,
    specialist: {
      id: specialist.id,
      userId: specialist.userId,
      firstName: specialist.user.firstName,
      lastName: specialist.user.lastName,
      email: specialist.user.email,
      businessName: specialist.businessName,
      specialization: specialist.specialization,
      city: specialist.city,
      isVerified: specialist.isVerified,
    },
    additionalInfo: row.additionalInfo,
    documents: presentDocuments(row, (name) => adminDocumentUrl(row.id, name)),
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedById ? { id: row.decidedById, name: deciders.get(row.decidedById) ?? '—' } : null,
  };
}
