import type { VerificationDocumentName } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { isUniqueViolation, isUuid, type Db, type DbOrTx } from '../../lib/db.js';

/** One document as the row keeps it (the `documents` JSON column): where it is, never a public URL. */
export interface StoredDocument {
  name: VerificationDocumentName;
  /** Key in the private file store (lib/private-files.ts). */
  key: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
}

export const verificationSelect = {
  id: true,
  status: true,
  additionalInfo: true,
  documents: true,
  reason: true,
  submittedAt: true,
  decidedAt: true,
  decidedById: true,
  specialist: {
    select: {
      id: true,
      userId: true,
      businessName: true,
      specialization: true,
      city: true,
      isVerified: true,
      user: { select: { firstName: true, lastName: true, email: true } },
    },
  },
} satisfies Prisma.VerificationRequestSelect;
export type VerificationRow = Prisma.VerificationRequestGetPayload<{ select: typeof verificationSelect }>;

export type Decision = { status: 'APPROVED'; reason: null } | { status: 'REJECTED'; reason: string };

export function createVerificationRepository(db: Db) {
  const find = (id: string, tx: DbOrTx = db) => tx.verificationRequest.findUnique({ where: { id }, select: verificationSelect });

  return {
    /** The caller's business profile (a specialist account may not have one yet). */
    profileOf: (userId: string) => db.specialistProfile.findUnique({ where: { userId }, select: { id: true, isVerified: true } }),

    /** A specialist's most recent request, whatever its status. */
    latestOf: (specialistId: string) =>
      db.verificationRequest.findFirst({ where: { specialistId }, select: verificationSelect, orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }] }),

    hasPending: async (specialistId: string) => (await db.verificationRequest.count({ where: { specialistId, status: 'PENDING' } })) > 0,

    /**
     * A new PENDING request; null when the specialist already has one waiting (the partial unique
     * index `verification_requests_one_pending` decides, so two requests at once cannot both land).
     */
    async create(specialistId: string, data: { additionalInfo: string | null; documents: StoredDocument[] }): Promise<VerificationRow | null> {
      try {
        return await db.verificationRequest.create({
          data: { specialistId, additionalInfo: data.additionalInfo, documents: data.documents as unknown as Prisma.InputJsonValue },
          select: verificationSelect,
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    find: async (id: string) => (isUuid(id) ? find(id) : null),

    /** The admin queue: oldest waiting first (first come, first served); decided ones newest first. */
    async page(status: 'PENDING' | 'APPROVED' | 'REJECTED', skip: number, take: number) {
      const where: Prisma.VerificationRequestWhereInput = { status };
      const orderBy: Prisma.VerificationRequestOrderByWithRelationInput[] =
        status === 'PENDING' ? [{ submittedAt: 'asc' }, { id: 'asc' }] : [{ decidedAt: 'desc' }, { id: 'desc' }];
      const [rows, total] = await Promise.all([
        db.verificationRequest.findMany({ where, select: verificationSelect, orderBy, skip, take }),
        db.verificationRequest.count({ where }),
      ]);
      return { rows, total };
    },

    /**
     * Forgets what a deleted account sent: the documents and the additional info of every request
     * (the decisions stay, for the audit log). Returns the keys of the files to remove.
     */
    async eraseDocumentsOf(userId: string): Promise<string[]> {
      return db.$transaction(async (tx) => {
        const where: Prisma.VerificationRequestWhereInput = { specialist: { userId } };
        const rows = await tx.verificationRequest.findMany({ where, select: { documents: true } });
        await tx.verificationRequest.updateMany({ where, data: { documents: [], additionalInfo: null } });
        return rows.flatMap((r) => (Array.isArray(r.documents) ? r.documents : [])).flatMap((d) => (d && typeof d === 'object' && 'key' in d && typeof d.key === 'string' ? [d.key] : []));
      });
    },

    /** Names of the admins who decided these requests. */
    deciders: (ids: string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true } }),

    /**
     * Decides a PENDING request in one transaction: its status, the specialist's verified badge,
     * and whatever `alongside` records with the same transaction (the audit entry, the
     * notification), so all of it is committed or none. Null when the request is no longer
     * PENDING (decided meanwhile by another admin): nothing is written.
     */
    async decide(id: string, adminId: string, decision: Decision, alongside: (tx: DbOrTx, row: VerificationRow) => Promise<void>): Promise<VerificationRow | null> {
      return db.$transaction(async (tx) => {
        const { count } = await tx.verificationRequest.updateMany({
          where: { id, status: 'PENDING' },
          data: { status: decision.status, reason: decision.reason, decidedAt: new Date(), decidedById: adminId },
        });
        if (count === 0) return null;
        const row = await find(id, tx);
        await tx.specialistProfile.update({ where: { id: row!.specialist.id }, data: { isVerified: decision.status === 'APPROVED' }, select: { id: true } });
        const decided = (await find(id, tx))!;
        await alongside(tx, decided);
        return decided;
      });
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
