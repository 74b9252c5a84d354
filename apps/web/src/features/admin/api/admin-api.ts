/**
 * Server data of the admin console (issue #15): everything under /api/v1/admin plus the help
 * page's messages (GET /feedback). Silent: each tab shows its own loading, empty and error
 * states, and each dialog the error of its own action (errors namespace, keyed by code).
 *
 * Tags: a decision in one tab makes the others stale — suspending someone changes the users
 * list, the figures and the audit log; approving a specialist changes the queue, the figures
 * and the log — so every mutation invalidates what it touches plus 'AdminStats' and 'AdminAudit'.
 */
import type { z } from 'zod';
import type {
  AdminReportPageSchema,
  AdminReportQuery,
  AdminStats,
  AdminStatsPeriod,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserPageSchema,
  AdminVerification,
  AdminVerificationPageSchema,
  AdminVerificationQuery,
  AuditLogPageSchema,
  AuditLogQuery,
  FeedbackPageSchema,
  Message,
  SupportInbox,
  PlatformSettings,
  ReportTargetType,
  ResolveReportInput,
  ResolveReportResultSchema,
  UpdatePlatformSettingsInput,
  UpdateUserStatusInput,
  UpdateUserStatusResultSchema,
  VerificationDocumentName,
} from '@vizyt/contracts';
import { api } from '@/lib/api';
import { pageParams } from '../model/query';

export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;
export type AdminVerificationPage = z.infer<typeof AdminVerificationPageSchema>;
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;
export type UpdateUserStatusResult = z.infer<typeof UpdateUserStatusResultSchema>;
export type ResolveReportResult = z.infer<typeof ResolveReportResultSchema>;

export const ADMIN_ENDPOINTS = {
  stats: '/admin/stats',
  users: '/admin/users',
  user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  userStatus: (id: string) => `/admin/users/${encodeURIComponent(id)}/status`,
  verifications: '/admin/verifications',
  approve: (id: string) => `/admin/verifications/${encodeURIComponent(id)}/approve`,
  reject: (id: string) => `/admin/verifications/${encodeURIComponent(id)}/reject`,
  document: (id: string, name: VerificationDocumentName) => `/admin/verifications/${encodeURIComponent(id)}/documents/${encodeURIComponent(name)}`,
  reports: '/admin/reports',
  resolve: (type: ReportTargetType, id: string) => `/admin/reports/${encodeURIComponent(type)}/${encodeURIComponent(id)}/resolve`,
  settings: '/admin/settings',
  auditLog: '/admin/audit-log',
  feedback: '/feedback',
  supportInbox: '/admin/support/conversations',
  supportMessages: (id: string) => `/admin/support/conversations/${encodeURIComponent(id)}/messages`,
} as const;

/** Partial queries: the server fills the defaults (page 1, 20 a page, …). */
export type UserListArgs = Partial<AdminUserListQuery>;
export type VerificationListArgs = Partial<AdminVerificationQuery>;
export type ReportListArgs = Partial<AdminReportQuery>;
export type AuditLogArgs = Partial<AuditLogQuery>;

const silent = { silent: true } as const;
const STATS = { type: 'AdminStats', id: 'ALL' } as const;
const AUDIT = { type: 'AdminAudit', id: 'LIST' } as const;
const USERS = { type: 'AdminUser', id: 'LIST' } as const;
export const SUPPORT = { type: 'AdminSupport', id: 'LIST' } as const;
const VERIFICATIONS = { type: 'AdminVerification', id: 'LIST' } as const;
const REPORTS = { type: 'AdminReport', id: 'LIST' } as const;
const SETTINGS = { type: 'AdminSettings', id: 'ALL' } as const;

export const adminApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminStats', 'AdminAudit', 'AdminVerification', 'AdminReport', 'AdminSettings', 'AdminFeedback', 'AdminSupport'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminStats: build.query<AdminStats, AdminStatsPeriod>({
        query: (period) => ({ url: ADMIN_ENDPOINTS.stats, params: { period } }),
        extraOptions: silent,
        providesTags: [STATS],
      }),

      getAdminUsers: build.query<AdminUserPage, UserListArgs>({
        query: (args) => ({ url: ADMIN_ENDPOINTS.users, params: pageParams(args) }),
        extraOptions: silent,
        providesTags: (result) => [USERS, ...(result?.users.map((u) => ({ type: 'AdminUser' as const, id: u.id })) ?? [])],
      }),
      getAdminUser: build.query<AdminUserDetail, string>({
        query: (id) => ({ url: ADMIN_ENDPOINTS.user(id) }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
      }),
      updateUserStatus: build.mutation<UpdateUserStatusResult, { id: string; body: UpdateUserStatusInput }>({
        query: ({ id, body }) => ({ url: ADMIN_ENDPOINTS.userStatus(id), method: 'PUT', body }),
        extraOptions: silent,
        invalidatesTags: (result, _error, { id }) => (result ? [USERS, { type: 'AdminUser', id }, STATS, AUDIT, REPORTS, VERIFICATIONS] : []),
      }),

      getAdminVerifications: build.query<AdminVerificationPage, VerificationListArgs>({
        query: (args) => ({ url: ADMIN_ENDPOINTS.verifications, params: pageParams(args) }),
        extraOptions: silent,
        providesTags: [VERIFICATIONS],
      }),
      approveVerification: build.mutation<{ verification: AdminVerification }, string>({
        query: (id) => ({ url: ADMIN_ENDPOINTS.approve(id), method: 'POST' }),
        extraOptions: silent,
        invalidatesTags: (result) => (result ? [VERIFICATIONS, USERS, STATS, AUDIT] : []),
      }),
      rejectVerification: build.mutation<{ verification: AdminVerification }, { id: string; reason: string }>({
        query: ({ id, reason }) => ({ url: ADMIN_ENDPOINTS.reject(id), method: 'POST', body: { reason } }),
        extraOptions: silent,
        invalidatesTags: (result) => (result ? [VERIFICATIONS, USERS, STATS, AUDIT] : []),
      }),
      /** A private document, fetched with the session's token; a mutation: fetched when opened, never cached. */
      fetchVerificationDocument: build.mutation<Blob, { id: string; name: VerificationDocumentName }>({
        query: ({ id, name }) => ({ url: ADMIN_ENDPOINTS.document(id, name), responseType: 'blob' }),
        extraOptions: silent,
      }),

      getAdminReports: build.query<AdminReportPage, ReportListArgs>({
        query: (args) => ({ url: ADMIN_ENDPOINTS.reports, params: pageParams(args) }),
        extraOptions: silent,
        providesTags: [REPORTS],
      }),
      resolveReport: build.mutation<ResolveReportResult, { type: ReportTargetType; id: string; body: ResolveReportInput }>({
        query: ({ type, id, body }) => ({ url: ADMIN_ENDPOINTS.resolve(type, id), method: 'POST', body }),
        extraOptions: silent,
        invalidatesTags: (result) => (result ? [REPORTS, USERS, STATS, AUDIT] : []),
      }),

      getPlatformSettings: build.query<PlatformSettings, void>({
        query: () => ({ url: ADMIN_ENDPOINTS.settings }),
        transformResponse: (data: { settings: PlatformSettings }) => data.settings,
        extraOptions: silent,
        providesTags: [SETTINGS],
      }),
      updatePlatformSettings: build.mutation<PlatformSettings, UpdatePlatformSettingsInput>({
        query: (body) => ({ url: ADMIN_ENDPOINTS.settings, method: 'PUT', body }),
        transformResponse: (data: { settings: PlatformSettings }) => data.settings,
        extraOptions: silent,
        // The answer is the new state: put it in the cache at once rather than ask again.
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(adminApi.util.upsertQueryData('getPlatformSettings', undefined, data));
          } catch {
            // The form shows the error.
          }
        },
        invalidatesTags: (result) => (result ? [AUDIT, STATS] : []),
      }),

      getAuditLog: build.query<AuditLogPage, AuditLogArgs>({
        query: (args) => ({ url: ADMIN_ENDPOINTS.auditLog, params: pageParams(args) }),
        extraOptions: silent,
        providesTags: [AUDIT],
      }),

      getFeedback: build.query<FeedbackPage, { page: number }>({
        query: ({ page }) => ({ url: ADMIN_ENDPOINTS.feedback, params: { page } }),
        extraOptions: silent,
        providesTags: [{ type: 'AdminFeedback', id: 'LIST' }],
      }),

      // Issue #26: the support inbox; a new message (socket or answer) refreshes both.
      getSupportInbox: build.query<SupportInbox, { page: number }>({
        query: ({ page }) => ({ url: ADMIN_ENDPOINTS.supportInbox, params: { page } }),
        extraOptions: silent,
        providesTags: [SUPPORT],
      }),
      getSupportThread: build.query<{ messages: Message[]; hasMore: boolean }, string>({
        query: (id) => ({ url: ADMIN_ENDPOINTS.supportMessages(id), params: { limit: 50 } }),
        extraOptions: silent,
        providesTags: [SUPPORT],
      }),
      answerSupport: build.mutation<{ message: Message }, { id: string; content: string }>({
        query: ({ id, content }) => ({ url: ADMIN_ENDPOINTS.supportMessages(id), method: 'POST', body: { content } }),
        extraOptions: silent,
        invalidatesTags: (result) => (result ? [SUPPORT] : []),
      }),
    }),
  });

export const {
  useGetAdminStatsQuery,
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useUpdateUserStatusMutation,
  useGetAdminVerificationsQuery,
  useApproveVerificationMutation,
  useRejectVerificationMutation,
  useFetchVerificationDocumentMutation,
  useGetAdminReportsQuery,
  useResolveReportMutation,
  useGetPlatformSettingsQuery,
  useUpdatePlatformSettingsMutation,
  useGetAuditLogQuery,
  useGetFeedbackQuery,
  useGetSupportInboxQuery,
  useGetSupportThreadQuery,
  useAnswerSupportMutation,
} = adminApi;
