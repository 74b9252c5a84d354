import { type AdminVerificationQuery, pageMeta, pageWindow, VERIFICATION_DOCUMENTS, type VerificationDocumentName, type VerificationStatusResponse } from '@vizyt/contracts';
import { AppError, AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { sniffDocument } from '../../lib/documents.js';
import type { Tx } from '../../lib/unit-of-work.js';
import type { PrivateFiles } from '../../lib/private-files.js';
import type { NotificationOutbox } from '../notifications/notifications.ports.js';
import { canReadVerificationDocuments, missingDocuments } from './verification.policy.js';
import { presentAdminVerification, presentStatus, storedDocuments } from './verification.presenter.js';
import type { Decision, StoredDocument, VerificationRepository, VerificationRow } from './verification.repository.js';

/** Where the notification about a decision takes the specialist: the verification section of their settings. */
const SETTINGS_LINK = '/specialist/settings?tab=verification';
const notFound = () => NotFoundError('Verification request not found');
const noDocument = () => NotFoundError('Document not found');

/**
 * Writes an admin's decision to the audit log with the caller's transaction, so the decision and
 * its entry are committed together (the admin module's `recordAudit`, given by routes.ts).
 */
export type AuditWriter = (
  tx: Tx,
  entry: { actorId: string; action: 'verification.approve' | 'verification.reject'; targetType: 'verification'; targetId: string; details: Record<string, unknown> },
) => Promise<void>;

/** A document to send back: its bytes and what they are. */
export interface DocumentFile {
  name: VerificationDocumentName;
  mimeType: StoredDocument['mimeType'];
  bytes: Buffer;
}

/**
 * Verification of specialists (issue #15): a specialist sends their documents, an admin approves
 * (the verified badge) or rejects with a reason. The documents live in the private file store
 * and leave it only for their owner and admins. A decision, the badge, the audit entry and the
 * notification to the specialist are one transaction.
 */
export function createVerificationService(deps: { repo: VerificationRepository; files: PrivateFiles; notifications: NotificationOutbox; audit: AuditWriter }) {
  const { repo, files } = deps;

  async function readDocument(row: VerificationRow, name: VerificationDocumentName): Promise<DocumentFile> {
    const stored = storedDocuments(row).find((d) => d.name === name);
    if (!stored) throw noDocument();
    const bytes = await files.read(stored.key);
    if (!bytes) throw noDocument();
    return { name, mimeType: stored.mimeType, bytes };
  }

  async function presentPage(rows: VerificationRow[]) {
    const deciderIds = [...new Set(rows.flatMap((r) => (r.decidedById ? [r.decidedById] : [])))];
    const deciders = new Map((await repo.deciders(deciderIds)).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
    return rows.map((r) => presentAdminVerification(r, deciders));
  }

  async function decide(admin: Actor, id: string, decision: Decision) {
    const current = await repo.find(id);
    if (!current) throw notFound();
    if (current.status !== 'PENDING') throw ConflictError(`This request has already been ${current.status === 'APPROVED' ? 'approved' : 'rejected'}`);
    const decided = await repo.decide(id, admin.userId, decision, async (tx: Tx, row) => {
      await deps.audit(tx, {
        actorId: admin.userId,
        action: decision.status === 'APPROVED' ? 'verification.approve' : 'verification.reject',
        targetType: 'verification',
        targetId: row.id,
        details: { specialistId: row.specialist.id, specialistUserId: row.specialist.userId, ...(decision.reason ? { reason: decision.reason } : {}) },
      });
      await deps.notifications.recordIn(tx, [
        {
          userId: row.specialist.userId,
          type: decision.status === 'APPROVED' ? 'verification_approved' : 'verification_rejected',
          params: decision.reason ? { reason: decision.reason } : {},
          link: SETTINGS_LINK,
          dedupeKey: `verification:${row.id}`,
        },
      ]);
    });
    // Decided by another admin between the read and the write.
    if (!decided) throw ConflictError('This request has already been decided');
    return { verification: (await presentPage([decided]))[0]! };
  }

  return {
    async status(actor: Actor): Promise<VerificationStatusResponse> {
      const profile = await repo.profileOf(actor.userId);
      if (!profile) return presentStatus(null, false);
      return presentStatus(await repo.latestOf(profile.id), profile.isVerified);
    },

    /**
     * A new request with the files sent (field name → bytes). Checks everything before anything is
     * written: the required set, each file's type by its bytes, the profile, no request waiting;
     * files are stored only then, and removed again if the row cannot be written.
     */
    async request(actor: Actor, additionalInfo: string | undefined, uploads: Partial<Record<VerificationDocumentName, Buffer>>): Promise<VerificationStatusResponse> {
      const sent = VERIFICATION_DOCUMENTS.filter((name) => uploads[name] !== undefined);
      const missing = missingDocuments(new Set(sent));
      if (missing.length > 0) {
        throw ValidationError(
          missing.map((name) => ({ path: `body.${name}`, message: 'required', code: 'custom' })),
          'An identity document and a business licence or a professional certificate are required',
        );
      }
      const typed = [];
      for (const name of sent) {
        const bytes = uploads[name]!;
        const type = await sniffDocument(bytes);
        if (!type) throw new AppError('INVALID_FILE_TYPE', `${name}: the file must be a PDF, JPEG, PNG or WebP document`, [{ path: `body.${name}`, message: 'invalidType', code: 'custom' }]);
        typed.push({ name, bytes, ...type });
      }

      const profile = await repo.profileOf(actor.userId);
      if (!profile) throw new AppError('UNPROCESSABLE', 'Create your specialist profile first');
      if (profile.isVerified) throw ConflictError('Your profile is already verified');
      if (await repo.hasPending(profile.id)) throw new AppError('VERIFICATION_PENDING', 'Your previous request is still being reviewed');

      const stored: StoredDocument[] = [];
      try {
        for (const doc of typed) {
          const key = await files.save('verification', doc.extension, doc.bytes);
          stored.push({ name: doc.name, key, mimeType: doc.mimeType, size: doc.bytes.length });
        }
        const info = additionalInfo?.trim() ? additionalInfo.trim() : null;
        const row = await repo.create(profile.id, { additionalInfo: info, documents: stored });
        if (!row) throw new AppError('VERIFICATION_PENDING', 'Your previous request is still being reviewed');
        return presentStatus(row, false);
      } catch (error) {
        await files.remove(stored.map((d) => d.key));
        throw error;
      }
    },

    /** A document of the caller's latest request. */
    async ownDocument(actor: Actor, name: VerificationDocumentName): Promise<DocumentFile> {
      const profile = await repo.profileOf(actor.userId);
      const latest = profile ? await repo.latestOf(profile.id) : null;
      if (!latest || !canReadVerificationDocuments(actor, latest)) throw noDocument();
      return readDocument(latest, name);
    },

    /** A document of any request (admins). */
    async document(actor: Actor, id: string, name: VerificationDocumentName): Promise<DocumentFile> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      if (!canReadVerificationDocuments(actor, row)) throw AuthorizationError();
      return readDocument(row, name);
    },

    async list(query: AdminVerificationQuery) {
      const { rows, total } = await repo.page(query.status, pageWindow(query.page, query.limit).skip, query.limit);
      return { verifications: await presentPage(rows), ...pageMeta(total, query) };
    },

    approve: (admin: Actor, id: string) => decide(admin, id, { status: 'APPROVED', reason: null }),
    reject: (admin: Actor, id: string, reason: string) => decide(admin, id, { status: 'REJECTED', reason }),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

/**
 * A deleted account's identity documents are personal data with no further use: the files are
 * removed and the requests keep only their decisions (called after the account is anonymised).
 */
export async function eraseVerificationDocuments(repo: VerificationRepository, files: PrivateFiles, userId: string): Promise<void> {
  await files.remove(await repo.eraseDocumentsOf(userId));
}
