import type { AdminReport, AdminStats, AdminUser, AdminUserDetail, AdminVerification, AuditLogEntry, FeedbackItem, PlatformSettings } from '@vizyt/contracts';
import { callOf, errorReply, okReply, serveApi, type Override } from '@/test/mock-api';

export const buildAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  avatarUrl: null,
  userType: 'CUSTOMER',
  status: 'ACTIVE',
  bookings: 3,
  revenue: 1450,
  currency: 'UAH',
  specialistId: null,
  isVerified: false,
  createdAt: '2026-10-02T09:00:00.000Z',
  lastSeenAt: '2026-11-25T18:30:00.000Z',
  ...overrides,
});

export const adminUsers: AdminUser[] = [
  buildAdminUser(),
  buildAdminUser({ id: 'u2', firstName: 'Taras', lastName: 'Shevchuk', email: 'taras@example.com', userType: 'SPECIALIST', bookings: 41, revenue: 18450, specialistId: 'sp2', isVerified: true }),
  buildAdminUser({ id: 'u3', firstName: 'Maria', lastName: 'Ivanenko', email: 'maria@example.com', status: 'SUSPENDED', bookings: 0, revenue: 0 }),
  buildAdminUser({ id: 'a1', firstName: 'Iryna', lastName: 'Bondar', email: 'admin@example.com', userType: 'ADMIN', bookings: 0, revenue: 0 }),
];

export const userPage = (users: AdminUser[] = adminUsers, page = 1, totalPages = 1) => ({ users, total: users.length + (totalPages - 1) * 20, page, totalPages });

export const buildUserDetail = (user: AdminUser = adminUsers[0]!): AdminUserDetail => ({
  user: { ...user, phone: '+380501112233', emailVerified: true, suspendedAt: null, suspensionReason: null, deletedAt: null },
  bookings: [{ id: 'b1', status: 'COMPLETED', scheduledAt: '2026-11-20T10:00:00.000Z', serviceName: 'Manicure', counterpart: { id: 'sp2', name: 'Taras Shevchuk' }, price: 450, currency: 'UAH' }],
  payments: [{ id: 'p1', bookingId: 'b1', status: 'SUCCEEDED', amount: 450, amountRefunded: 0, currency: 'UAH', paidAt: '2026-11-20T11:00:00.000Z', createdAt: '2026-11-20T10:59:00.000Z' }],
});

export const buildStats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  period: 'month',
  timezone: 'Europe/Kyiv',
  from: '2026-10-31T22:00:00.000Z',
  to: '2026-11-30T22:00:00.000Z',
  currency: 'UAH',
  users: { total: 1250, byType: { CUSTOMER: 1100, SPECIALIST: 148, ADMIN: 2 }, byStatus: { ACTIVE: 1200, PENDING: 40, SUSPENDED: 10 }, new: 86 },
  bookings: { total: 430, byStatus: { PENDING: 20, CONFIRMED: 60, IN_PROGRESS: 2, COMPLETED: 320, CANCELLED: 25, NO_SHOW: 3 } },
  money: { paid: 193500, refunds: 4500, commission: 19350 },
  pendingVerifications: 3,
  openReports: 2,
  topCategories: [{ id: 'c1', name: 'Beauty', bookings: 210, revenue: 94500 }],
  topCities: [{ city: 'Київ', bookings: 300, specialists: 90 }],
  series: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, newUsers: i % 3, bookings: i % 5, paid: (i % 5) * 450 })),
  ...overrides,
});

export const buildVerification = (overrides: Partial<AdminVerification> = {}): AdminVerification => ({
  id: 'v1',
  status: 'PENDING',
  specialist: { id: 'sp2', userId: 'u2', firstName: 'Taras', lastName: 'Shevchuk', email: 'taras@example.com', businessName: 'Taras Nails', specialization: 'Manicure', city: 'Kyiv', isVerified: false },
  additionalInfo: 'Ten years of practice.',
  documents: [
    { name: 'businessLicense', mimeType: 'application/pdf', size: 204800, url: '/api/v1/admin/verifications/v1/documents/businessLicense' },
    { name: 'identityDocument', mimeType: 'image/png', size: 51200, url: '/api/v1/admin/verifications/v1/documents/identityDocument' },
  ],
  reason: null,
  submittedAt: '2026-11-24T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  ...overrides,
});

export const buildReport = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: 'r1',
  targetType: 'service',
  target: { id: 'svc1', title: 'Cheap miracle massage', hidden: false, owner: { id: 'u2', name: 'Taras Shevchuk' } },
  reason: 'MISLEADING',
  details: 'The photos are not of this salon.',
  reporter: { id: 'u1', name: 'Olena Kovalenko' },
  createdAt: '2026-11-25T12:00:00.000Z',
  resolvedAt: null,
  resolution: null,
  ...overrides,
});

export const buildSettings = (overrides: Partial<PlatformSettings> = {}): PlatformSettings => ({
  commissionPercent: 10,
  features: { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: false },
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: { id: 'a1', name: 'Iryna Bondar' },
  ...overrides,
});

export const auditEntries: AuditLogEntry[] = [
  {
    id: 'e1',
    actor: { id: 'a1', name: 'Iryna Bondar' },
    action: 'user.suspend',
    targetType: 'user',
    targetId: 'u3',
    targetName: 'Petro Hnatiuk',
    details: { reason: 'Spam in messages', cancelBookings: true, cancelledBookings: 2, previousStatus: 'ACTIVE', revokedSessions: 2 },
    names: {},
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  {
    id: 'e2',
    actor: { id: 'a1', name: 'Iryna Bondar' },
    action: 'settings.update',
    targetType: 'settings',
    targetId: 'platform',
    targetName: null,
    names: {},
    details: { changed: ['commissionPercent', 'features'], before: { commissionPercent: 10, features: { payments: true, uploads: true } }, after: { commissionPercent: 12.5, features: { payments: false, uploads: true } } },
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 'e3',
    actor: { id: 'a1', name: 'Iryna Bondar' },
    action: 'report.hide',
    targetType: 'service',
    targetId: 's9',
    targetName: 'Classic manicure',
    details: { reportId: 'r7', reason: 'MISLEADING', ownerId: 'u9', resolvedTogether: 1, hidden: true, newlyHidden: true },
    names: { u9: 'Oksana Lysenko' },
    createdAt: '2026-11-23T10:00:00.000Z',
  },
];

export const buildFeedback = (overrides: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: 'f1',
  category: 'complaint',
  subject: 'Late specialist',
  message: 'The specialist came 40 minutes late.',
  email: 'olena@example.com',
  sender: { id: 'u1', firstName: 'Olena', lastName: 'Kovalenko', role: 'CUSTOMER' },
  createdAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

/** The admin API with the fixtures above; `override` answers a call first. */
export const serveAdminApi = (override?: Override) =>
  serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /admin/stats') return okReply(buildStats());
    if (call === 'GET /admin/users') return okReply(userPage());
    if (/^GET \/admin\/users\/[^/]+$/.test(call)) return okReply(buildUserDetail(adminUsers.find((u) => call.endsWith(`/${u.id}`))));
    if (call === 'GET /admin/verifications') return okReply({ verifications: [buildVerification()], total: 1, page: 1, totalPages: 1 });
    if (call === 'GET /admin/reports') return okReply({ reports: [buildReport()], total: 1, page: 1, totalPages: 1 });
    if (call === 'GET /admin/settings') return okReply({ settings: buildSettings() });
    if (call === 'GET /admin/audit-log') return okReply({ entries: auditEntries, total: 3, page: 1, totalPages: 1 });
    if (call === 'GET /feedback') return okReply({ feedback: [buildFeedback()], total: 1, page: 1, totalPages: 1 });
    return errorReply(404, 'ROUTE_NOT_FOUND');
  }, override);
