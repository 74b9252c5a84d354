import type { AuditAction, AuditLogQuery } from '@vizyt/contracts';
import { pageMeta } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';

/** What an admin did, to what, and the facts worth keeping (reason, before/after). */
export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  targetType: 'user' | 'verification' | 'service' | 'review' | 'specialist' | 'settings';
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit entry. Call it with the transaction client of the action it records, so the
 * action and its entry are committed (or rolled back) together. The table refuses UPDATE and
 * DELETE (trigger in the admin_console migration).
 */
export async function recordAudit(tx: DbOrTx, entry: AuditRecord): Promise<void> {
  await tx.auditLogEntry.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: (entry.details ?? {}) as Prisma.InputJsonValue,
    },
  });
}

const entrySelect = {
  id: true,
  action: true,
  targetType: true,
  targetId: true,
  details: true,
  createdAt: true,
  actor: { select: { id: true, firstName: true, lastName: true } },
} satisfies Prisma.AuditLogEntrySelect;

/** GET /admin/audit-log: newest first, filtered by actor and action. */
export async function listAudit(db: DbOrTx, query: AuditLogQuery) {
  if (query.actorId !== undefined && !isUuid(query.actorId)) return { entries: [], ...pageMeta(0, query) };
  const where: Prisma.AuditLogEntryWhereInput = {
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.action ? { action: query.action } : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditLogEntry.findMany({
      where,
      select: entrySelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.auditLogEntry.count({ where }),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      actor: { id: r.actor.id, name: `${r.actor.firstName} ${r.actor.lastName}`.trim() },
      action: r.action as AuditAction,
      targetType: r.targetType,
      targetId: r.targetId,
      details: (r.details ?? {}) as Record<string, unknown>,
      createdAt: r.createdAt.toISOString(),
    })),
    ...pageMeta(total, query),
  };
}
