import { pageMeta, pageWindow, type AuditAction, type AuditLogQuery } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

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

/** The audit log as the admin reads it; entries are written by `recordAudit` in the transaction of what they record. */
export function createAuditRepository(db: DbOrTx) {
  return transactional(db, (client) => ({
    /** GET /admin/audit-log: newest first, filtered by actor and action. */
    list: (query: AuditLogQuery) => listAudit(client, query),
  }));
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

async function listAudit(db: DbOrTx, query: AuditLogQuery) {
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
      ...pageWindow(query.page, query.limit),
    }),
    db.auditLogEntry.count({ where }),
  ]);
  const names = await namesFor(db, rows);
  return {
    entries: rows.map((r) => {
      const details = (r.details ?? {}) as Record<string, unknown>;
      const mentioned = Object.fromEntries(
        PERSON_DETAIL_KEYS.flatMap((key) => {
          const id = details[key];
          const name = typeof id === 'string' ? (names.users.get(id) ?? names.specialists.get(id)) : undefined;
          return typeof id === 'string' && name ? [[id, name]] : [];
        }),
      );
      return {
        id: r.id,
        actor: { id: r.actor.id, name: fullName(r.actor) },
        action: r.action as AuditAction,
        targetType: r.targetType,
        targetId: r.targetId,
        targetName: targetNameOf(r, details, names),
        details,
        names: mentioned,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    ...pageMeta(total, query),
  };
}

// ── Names for the audit log (issue #26: a person's name, not a bare id) ───────────────────────

/** Detail fields that hold the id of a person (user) or a specialist profile. */
const PERSON_DETAIL_KEYS = ['ownerId', 'specialistUserId', 'specialistId'] as const;

type EntryRow = { targetType: string; targetId: string };
type Names = { users: Map<string, string>; specialists: Map<string, string>; services: Map<string, string>; reviews: Map<string, string> };

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

const idsOf = (rows: Array<EntryRow & { details: unknown }>, type: string, detailKeys: readonly string[] = []) => {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.targetType === type && isUuid(row.targetId)) ids.add(row.targetId);
    const details = (row.details ?? {}) as Record<string, unknown>;
    for (const key of detailKeys) {
      const id = details[key];
      if (typeof id === 'string' && isUuid(id)) ids.add(id);
    }
  }
  return [...ids];
};

/** One query per kind of thing named on the page (at most four, whatever the page size). */
async function namesFor(db: DbOrTx, rows: Array<EntryRow & { details: unknown }>): Promise<Names> {
  const userIds = idsOf(rows, 'user', ['ownerId', 'specialistUserId']);
  const specialistIds = idsOf(rows, 'specialist', ['specialistId']);
  const serviceIds = idsOf(rows, 'service');
  const reviewIds = idsOf(rows, 'review');
  const person = { select: { firstName: true, lastName: true } } as const;
  const [users, specialists, services, reviews] = await Promise.all([
    userIds.length ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, firstName: true, lastName: true } }) : [],
    specialistIds.length ? db.specialistProfile.findMany({ where: { id: { in: specialistIds } }, select: { id: true, user: person } }) : [],
    serviceIds.length ? db.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, name: true } }) : [],
    reviewIds.length ? db.review.findMany({ where: { id: { in: reviewIds } }, select: { id: true, customer: person } }) : [],
  ]);
  return {
    users: new Map(users.map((u) => [u.id, fullName(u)])),
    specialists: new Map(specialists.map((s) => [s.id, fullName(s.user)])),
    services: new Map(services.map((s) => [s.id, s.name])),
    reviews: new Map(reviews.map((r) => [r.id, fullName(r.customer)])),
  };
}

function targetNameOf(row: EntryRow, details: Record<string, unknown>, names: Names): string | null {
  switch (row.targetType) {
    case 'user':
      return names.users.get(row.targetId) ?? null;
    case 'specialist':
      return names.specialists.get(row.targetId) ?? null;
    case 'verification':
      return typeof details.specialistUserId === 'string' ? (names.users.get(details.specialistUserId) ?? null) : null;
    case 'service':
      return names.services.get(row.targetId) ?? null;
    case 'review':
      return names.reviews.get(row.targetId) ?? null;
    default:
      return null;
  }
}
