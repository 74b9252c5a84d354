import { z } from 'zod';
import { PageQuerySchema, pagedSchema } from '../common/pagination.js';
import { BOOKING_STATUSES } from '../bookings/bookings.schemas.js';
import { PAYMENT_STATUSES } from '../payments/payments.schemas.js';
import { CURRENCIES, REPORT_REASONS, USER_ROLES } from '../common/constants.js';
import { REVIEW_REPORT_REASONS } from '../common/reviews.js';

/**
 * Issue #15: the admin console's API (not shown in the spec: ours, under /admin, admins only).
 * Money travels in major units with its currency, as in every other answer.
 */

const Id = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(64, 'tooLong');
const Money = z.number().meta({ description: 'Major units of `currency` (hryvnia)' });
/** page, limit (1–100, 20 by default): the query of every admin list. */
const PageQuery = PageQuerySchema.shape;

export const ADMIN_REASON_MIN = 5;
export const ADMIN_REASON_MAX = 500;
const Reason = z.string({ error: 'required' }).trim().min(ADMIN_REASON_MIN, 'tooShort').max(ADMIN_REASON_MAX, 'tooLong');

// ── Users ───────────────────────────────────────────────────────────────────────────────────

/** ACTIVE; PENDING = e-mail not verified yet; SUSPENDED by an admin. */
export const ADMIN_USER_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const AdminUserListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'tooLong').optional().meta({ description: 'Part of a name or e-mail address' }),
    userType: z.enum(USER_ROLES).optional(),
    status: z.enum(ADMIN_USER_STATUSES).optional(),
    ...PageQuery,
  })
  .meta({ id: 'AdminUserListQuery' });
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    userType: z.enum(USER_ROLES),
    status: z.enum(ADMIN_USER_STATUSES),
    bookings: z.number().int().meta({ description: 'Bookings made (customers) or received (specialists), any status' }),
    revenue: Money.meta({ description: 'Specialists: succeeded payments for their bookings less refunds; customers: what they paid less refunds; major units' }),
    currency: z.enum(CURRENCIES),
    specialistId: z.string().nullable().meta({ description: 'The specialist profile, if any' }),
    isVerified: z.boolean().meta({ description: 'Specialists: the verified badge' }),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().nullable().meta({ description: 'Last sign-in or session refresh' }),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = pagedSchema('users', AdminUserSchema).meta({ id: 'AdminUserPage' });

export const AdminUserIdParamsSchema = z.object({ id: Id('User ID') });

export const AdminUserDetailSchema = z
  .object({
    user: AdminUserSchema.extend({
      phone: z.string().nullable(),
      emailVerified: z.boolean(),
      suspendedAt: z.iso.datetime().nullable(),
      suspensionReason: z.string().nullable(),
      deletedAt: z.iso.datetime().nullable(),
    }),
    bookings: z.array(
      z.object({
        id: z.string(),
        status: z.enum(BOOKING_STATUSES),
        scheduledAt: z.iso.datetime(),
        serviceName: z.string(),
        counterpart: z.object({ id: z.string(), name: z.string() }).meta({ description: 'The other side: the specialist for a customer, the customer for a specialist' }),
        price: Money,
        currency: z.enum(CURRENCIES),
      }),
    ).meta({ description: 'The latest 50' }),
    payments: z.array(
      z.object({
        id: z.string(),
        bookingId: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        amount: Money,
        amountRefunded: Money,
        currency: z.enum(CURRENCIES),
        paidAt: z.iso.datetime().nullable(),
        createdAt: z.iso.datetime(),
      }),
    ).meta({ description: 'The latest 50' }),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const UpdateUserStatusInputSchema = z
  .object({
    status: z.enum(['ACTIVE', 'SUSPENDED'], { error: 'invalidStatus' }),
    reason: Reason.meta({ description: 'Why (kept in the audit log; shown to the person when suspended)' }),
    cancelBookings: z
      .boolean()
      .default(false)
      .meta({ description: 'Suspending: also cancel the person’s upcoming bookings (either side), with full refunds of what was paid' }),
  })
  .meta({ id: 'UpdateUserStatusInput' });
export type UpdateUserStatusInput = z.input<typeof UpdateUserStatusInputSchema>;

export const UpdateUserStatusResultSchema = z
  .object({
    user: AdminUserSchema,
    cancelledBookings: z.number().int().meta({ description: 'Bookings cancelled with this change (cancelBookings)' }),
    refunds: z.number().int().meta({ description: 'Refunds started for them' }),
  })
  .meta({ id: 'UpdateUserStatusResult' });

// ── Overview and analytics ──────────────────────────────────────────────────────────────────

export const ADMIN_STATS_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type AdminStatsPeriod = (typeof ADMIN_STATS_PERIODS)[number];

export const AdminStatsQuerySchema = z
  .object({ period: z.enum(ADMIN_STATS_PERIODS).default('month').meta({ description: 'The calendar period that holds now, in Europe/Kyiv' }) })
  .meta({ id: 'AdminStatsQuery' });

export const AdminStatsSchema = z
  .object({
    period: z.enum(ADMIN_STATS_PERIODS),
    timezone: z.string(),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    currency: z.enum(CURRENCIES),
    users: z.object({
      total: z.number().int(),
      byType: z.object({ CUSTOMER: z.number().int(), SPECIALIST: z.number().int(), ADMIN: z.number().int() }),
      byStatus: z.object({ ACTIVE: z.number().int(), PENDING: z.number().int(), SUSPENDED: z.number().int() }),
      new: z.number().int().meta({ description: 'Accounts created in the period' }),
    }),
    bookings: z.object({
      total: z.number().int().meta({ description: 'Bookings scheduled in the period' }),
      byStatus: z.record(z.enum(BOOKING_STATUSES), z.number().int()),
    }),
    money: z.object({
      paid: Money.meta({ description: 'Succeeded payments paid in the period' }),
      refunds: Money.meta({ description: 'Refunds made in the period' }),
      commission: Money.meta({ description: 'The platform’s commission on the period’s payments, less refunded shares' }),
    }),
    pendingVerifications: z.number().int(),
    openReports: z.number().int(),
    topCategories: z.array(z.object({ id: z.string(), name: z.string(), bookings: z.number().int(), revenue: Money })),
    topCities: z.array(z.object({ city: z.string(), bookings: z.number().int(), specialists: z.number().int() })),
    series: z
      .array(z.object({ date: z.string().meta({ description: 'YYYY-MM-DD (day) or YYYY-MM (month, period year)' }), newUsers: z.number().int(), bookings: z.number().int(), paid: Money }))
      .meta({ description: 'One point per day of the period (per month for year), every point present' }),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStatsSchema>;

// ── Moderation ──────────────────────────────────────────────────────────────────────────────

export const REPORT_TARGET_TYPES = ['service', 'review', 'specialist'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/** What resolving a report does: nothing (dismiss), hide the item, or suspend its owner. */
export const REPORT_RESOLUTIONS = ['DISMISS', 'HIDE', 'SUSPEND_OWNER'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const AdminReportQuerySchema = z
  .object({
    status: z.enum(['open', 'resolved']).default('open'),
    type: z.enum(REPORT_TARGET_TYPES).optional(),
    ...PageQuery,
  })
  .meta({ id: 'AdminReportQuery' });
export type AdminReportQuery = z.infer<typeof AdminReportQuerySchema>;

export const AdminReportSchema = z
  .object({
    id: z.string(),
    targetType: z.enum(REPORT_TARGET_TYPES),
    target: z.object({
      id: z.string(),
      title: z.string().meta({ description: 'Service name, the review’s text (shortened) or the specialist’s name' }),
      hidden: z.boolean().meta({ description: 'Hidden by a moderator (specialists: suspended)' }),
      owner: z.object({ id: z.string(), name: z.string() }).meta({ description: 'The user who owns the item (specialist or review author)' }),
    }),
    reason: z.enum([...new Set([...REPORT_REASONS, ...REVIEW_REPORT_REASONS])] as [string, ...string[]]),
    details: z.string().nullable(),
    reporter: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportPageSchema = pagedSchema('reports', AdminReportSchema).meta({ id: 'AdminReportPage' });

export const AdminReportParamsSchema = z.object({ type: z.enum(REPORT_TARGET_TYPES), id: Id('Report ID') });
export const ResolveReportInputSchema = z
  .object({
    resolution: z.enum(REPORT_RESOLUTIONS, { error: 'invalidResolution' }),
    note: z.string().trim().max(ADMIN_REASON_MAX, 'tooLong').optional().meta({ description: 'Kept in the audit log (the suspension reason with SUSPEND_OWNER)' }),
  })
  .meta({ id: 'ResolveReportInput' });
export type ResolveReportInput = z.input<typeof ResolveReportInputSchema>;
export const ResolveReportResultSchema = z
  .object({ report: AdminReportSchema, resolvedTogether: z.number().int().meta({ description: 'Other open reports of the same item closed with it' }) })
  .meta({ id: 'ResolveReportResult' });

// ── Settings ────────────────────────────────────────────────────────────────────────────────

export const FEATURE_FLAGS = ['notifications', 'realtime', 'payments', 'uploads', 'realtimeAnalytics'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const FeatureFlagsSchema = z
  .object({
    notifications: z.boolean().meta({ description: 'Off: no e-mail, push or Telegram deliveries are sent (in-app notifications still appear)' }),
    realtime: z.boolean().meta({ description: 'Off: no live socket connections; the web app polls' }),
    payments: z.boolean().meta({ description: 'Off: no new online payments (503 PAYMENTS_UNAVAILABLE); refunds still work' }),
    uploads: z.boolean().meta({ description: 'Off: uploads answer 503 FEATURE_DISABLED' }),
    realtimeAnalytics: z.boolean().meta({ description: 'Off: analytics screens do not refresh by themselves' }),
  })
  .meta({ id: 'FeatureFlags' });
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

export const PlatformSettingsSchema = z
  .object({
    commissionPercent: z.number().min(0).max(50),
    features: FeatureFlagsSchema,
    updatedAt: z.iso.datetime(),
    updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;
export const PlatformSettingsEnvelopeSchema = z.object({ settings: PlatformSettingsSchema }).meta({ id: 'PlatformSettingsResponse' });

export const UpdatePlatformSettingsInputSchema = z
  .object({
    commissionPercent: z.number({ error: 'invalidNumber' }).min(0, 'tooSmall').max(50, 'tooBig').multipleOf(0.1, 'invalidNumber').optional(),
    features: FeatureFlagsSchema.partial().optional(),
  })
  .refine((v) => v.commissionPercent !== undefined || v.features !== undefined, { message: 'nothingToUpdate' })
  .meta({ id: 'UpdatePlatformSettingsInput' });
export type UpdatePlatformSettingsInput = z.input<typeof UpdatePlatformSettingsInputSchema>;

// ── Audit log ───────────────────────────────────────────────────────────────────────────────

export const AUDIT_ACTIONS = [
  'user.suspend',
  'user.reactivate',
  'verification.approve',
  'verification.reject',
  'report.dismiss',
  'report.hide',
  'report.suspend_owner',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditLogQuerySchema = z
  .object({
    actorId: Id('Actor ID').optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    ...PageQuery,
  })
  .meta({ id: 'AuditLogQuery' });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = z
  .object({
    id: z.string(),
    actor: z.object({ id: z.string(), name: z.string() }),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.string().meta({ description: 'user | verification | service | review | specialist | settings' }),
    targetId: z.string(),
    targetName: z
      .string()
      .nullable()
      .meta({ description: 'What the target is called: the person (user, specialist, verification), the service, the review’s author; null for settings or a deleted target' }),
    details: z.record(z.string(), z.unknown()).meta({ description: 'What changed: reason, before/after values' }),
    names: z
      .record(z.string(), z.string())
      .meta({ description: 'Display names of the people whose ids appear in `details` (ownerId, specialistUserId, specialistId), by id' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;
export const AuditLogPageSchema = pagedSchema('entries', AuditLogEntrySchema).meta({ id: 'AuditLogPage' });
