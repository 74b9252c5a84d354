import { type AdminUserListQuery, type AdminUserStatus, pageWindow, SUPPORT_USER_ID, type UserRole } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

/**
 * The admin's view of accounts (GET /admin/users, /admin/users/:id). One SQL statement per
 * page: the page's ids are chosen first, then each row's figures come from aggregated subqueries
 * evaluated for that page only (no query per user).
 */

/** Payment statuses whose money was taken (payments.repository's CHARGED; modules do not share repositories). */
const CHARGED = Prisma.join(['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/**
 * The status an admin sees: SUSPENDED by an admin; PENDING while an e-mail address waits for its
 * confirmation; else ACTIVE. An account without an e-mail (Telegram) has nothing to confirm.
 */
export const adminStatusSql = Prisma.sql`(CASE
  WHEN u.status = 'SUSPENDED' THEN 'SUSPENDED'
  WHEN u.email IS NOT NULL AND u.email_verified_at IS NULL THEN 'PENDING'
  ELSE 'ACTIVE' END)`;

const statusFilter: Record<AdminUserStatus, Prisma.Sql> = {
  SUSPENDED: Prisma.sql`u.status = 'SUSPENDED'`,
  PENDING: Prisma.sql`u.status <> 'SUSPENDED' AND u.email IS NOT NULL AND u.email_verified_at IS NULL`,
  ACTIVE: Prisma.sql`u.status <> 'SUSPENDED' AND (u.email IS NULL OR u.email_verified_at IS NOT NULL)`,
};

/** `term` as a literal part of an ILIKE pattern (its % and _ match themselves). */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AdminUserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  avatar_url: string | null;
  role: UserRole;
  status: AdminUserStatus;
  bookings: number;
  revenue_minor: number;
  specialist_id: string | null;
  is_verified: boolean | null;
  created_at: Date;
  last_seen_at: Date | null;
  phone: string | null;
  email_verified: boolean;
  suspended_at: Date | null;
  suspension_reason: string | null;
  deleted_at: Date | null;
}

/** The figures of each listed account, for the page's ids only. */
const rowsFor = (ids: Prisma.Sql) => Prisma.sql`
  SELECT u.id::text AS id, u.first_name, u.last_name, u.email, u.avatar_url, u.role::text AS role, ${adminStatusSql} AS status,
         -- One branch runs per row (CASE), each on its own index: bookings and payments by customer or by specialist.
         (CASE WHEN u.role = 'SPECIALIST'
               THEN (SELECT count(*) FROM bookings b WHERE b.specialist_id = sp.id)
               ELSE (SELECT count(*) FROM bookings b WHERE b.customer_id = u.id) END)::int AS bookings,
         COALESCE(CASE WHEN u.role = 'SPECIALIST'
               THEN (SELECT SUM(p.amount_minor - p.refunded_minor) FROM payments p WHERE p.specialist_id = sp.id AND p.status::text IN (${CHARGED}))
               ELSE (SELECT SUM(p.amount_minor - p.refunded_minor) FROM payments p WHERE p.customer_id = u.id AND p.status::text IN (${CHARGED})) END, 0)::bigint AS revenue_minor,
         sp.id::text AS specialist_id, sp.is_verified, u.created_at,
         NULLIF(GREATEST(COALESCE(u.last_login_at, '-infinity'), COALESCE((SELECT max(r.created_at) FROM refresh_tokens r WHERE r.user_id = u.id), '-infinity')), '-infinity') AS last_seen_at,
         u.phone, (u.email_verified_at IS NOT NULL) AS email_verified, u.suspended_at, u.suspension_reason, u.deleted_at
  FROM users u
  LEFT JOIN specialist_profiles sp ON sp.user_id = u.id
  WHERE u.id IN (${ids})`;

const ORDER = Prisma.sql`ORDER BY u.created_at DESC, u.id DESC`;

export function createAdminUsersRepository(db: DbOrTx) {
  return transactional(db, (db) => ({
    /**
     * One page of accounts, newest first. Deleted accounts are left out: they are anonymised and
     * can be neither suspended nor reactivated (their history stays in GET /admin/users/:id).
     */
    async list(q: AdminUserListQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
      // The Vizyt support system account (issue #26) is nobody's to list or suspend.
      const where: Prisma.Sql[] = [Prisma.sql`u.deleted_at IS NULL`, Prisma.sql`u.id <> ${SUPPORT_USER_ID}::uuid`];
      if (q.userType) where.push(Prisma.sql`u.role::text = ${q.userType}`);
      if (q.status) where.push(statusFilter[q.status]);
      if (q.search) {
        const pattern = containsPattern(q.search);
        where.push(Prisma.sql`(u.email ILIKE ${pattern} OR u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern}
          OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern})`);
      }
      const filter = Prisma.join(where, ' AND ');
      const offset = pageWindow(q.page, q.limit).skip;
      const rows = await db.$queryRaw<(AdminUserRow & { total: number })[]>`
        WITH page AS (
          SELECT u.id, count(*) OVER ()::int AS total FROM users u
          WHERE ${filter}
          ${ORDER} LIMIT ${q.limit} OFFSET ${offset}
        )
        SELECT r.*, page.total FROM (${rowsFor(Prisma.sql`SELECT id FROM page`)}) r JOIN page ON page.id = r.id::uuid
        ORDER BY r.created_at DESC, r.id DESC`;
      const total = rows[0]?.total ?? (offset > 0 ? await this.count(filter) : 0);
      return { rows: rows.map(normalise), total };
    },

    async count(filter: Prisma.Sql): Promise<number> {
      const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM users u WHERE ${filter}`;
      return row?.n ?? 0;
    },

    /** One account with its figures, deleted ones included (null when there is none). */
    async findRow(id: string, tx: DbOrTx = db): Promise<AdminUserRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.$queryRaw<AdminUserRow[]>(rowsFor(Prisma.sql`${id}::uuid`));
      return row ? normalise(row) : null;
    },

    /** The latest bookings the account took part in, on either side. */
    latestBookings: (userId: string, take: number) =>
      db.booking.findMany({
        where: { OR: [{ customerId: userId }, { specialist: { userId } }] },
        orderBy: [{ scheduledAt: 'desc' }, { id: 'desc' }],
        take,
        select: {
          id: true,
          status: true,
          scheduledAt: true,
          priceMinor: true,
          currency: true,
          customerId: true,
          service: { select: { name: true } },
          customer: { select: { id: true, firstName: true, lastName: true } },
          specialist: { select: { userId: true, user: { select: { id: true, firstName: true, lastName: true } } } },
        },
      }),

    /** The latest payments the account made or received. */
    latestPayments: (userId: string, take: number) =>
      db.payment.findMany({
        where: { OR: [{ customerId: userId }, { specialist: { userId } }] },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, bookingId: true, status: true, amountMinor: true, refundedMinor: true, currency: true, paidAt: true, createdAt: true },
      }),
  }));
}

/** $queryRaw answers bigint for SUM: numbers here (kopiyky of one account fit easily). */
const normalise = <T extends AdminUserRow>(r: T): T => ({ ...r, bookings: Number(r.bookings), revenue_minor: Number(r.revenue_minor) });

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
