import type { ClientConfig } from '@vizyt/contracts';
import type { RequestHandler } from 'express';
import type { RouteDefinition } from './http/route.js';
import type { Db } from './lib/db.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mailer.js';
import type { PrivateFiles } from './lib/private-files.js';
import type { FileStorage } from './lib/storage.js';
import type { AccountGate } from './modules/accounts/account-gate.js';
import type { AuthService } from './modules/accounts/auth.service.js';
import { authRoutes } from './modules/accounts/auth.router.js';
import { adminRoutes } from './modules/admin/admin.router.js';
import { createAdminStatsRepository } from './modules/admin/admin-stats.repository.js';
import { createAdminStatsService } from './modules/admin/admin-stats.service.js';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository.js';
import { createAdminUsersService } from './modules/admin/admin-users.service.js';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { analyticsRoutes } from './modules/analytics/analytics.router.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import type { ProfileService } from './modules/accounts/profile.service.js';
import { usersRoutes } from './modules/accounts/users.router.js';
import { createAddressesRepository } from './modules/addresses/addresses.repository.js';
import { addressesRoutes } from './modules/addresses/addresses.router.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.js';
import { feedbackRoutes } from './modules/feedback/feedback.router.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { catalogRoutes } from './modules/catalog/catalog.router.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createDiscoveryRepository } from './modules/catalog/discovery.repository.js';
import { discoveryRoutes, specialistFavoriteRoutes } from './modules/catalog/discovery.router.js';
import { createDiscoveryService } from './modules/catalog/discovery.service.js';
import { filesRoutes } from './modules/files/files.router.js';
import { requireFeature } from './modules/admin/feature-gate.js';
import { moderationRoutes, specialistReportRoutes } from './modules/admin/moderation.router.js';
import { createModerationRepository } from './modules/admin/moderation.repository.js';
import { createModerationService } from './modules/admin/moderation.service.js';
import { platformSettingsRoutes } from './modules/admin/platform-settings.router.js';
import type { PlatformSettingsService } from './modules/admin/platform-settings.service.js';
import type { BookingJobs } from './modules/bookings/booking-jobs.js';
import { bookingsRoutes } from './modules/bookings/bookings.router.js';
import { createBookingsService } from './modules/bookings/bookings.service.js';
import { calendarRoutes } from './modules/calendar/calendar.router.js';
import { createCalendarService } from './modules/calendar/calendar.service.js';
import type { DomainEvents } from './lib/domain-events.js';
import type { NotificationOutbox, Realtime } from './modules/notifications/notifications.ports.js';
import { notificationsRoutes } from './modules/notifications/notifications.router.js';
import { channelsRoutes } from './modules/notifications/channels.router.js';
import type { ChannelsService } from './modules/notifications/channels/channels.service.js';
import type { TelegramBot } from './modules/notifications/channels/telegram-bot.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import type { LoyaltyService } from './modules/loyalty/loyalty.service.js';
import { paymentsModuleRoutes, specialistIncomeOf } from './modules/payments/payments.module.js';
import type { PaymentsRouteDeps } from './modules/payments/payments.router.js';
import { messagingRoutes } from './modules/messaging/messaging.router.js';
import { createMessagingService } from './modules/messaging/messaging.service.js';
import { supportRoutes } from './modules/messaging/support.router.js';
import { createSupportService } from './modules/messaging/support.service.js';
import { reviewsRoutes } from './modules/reviews/reviews.router.js';
import { createReviewsRepository } from './modules/reviews/reviews.repository.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { schedulingRoutes, serviceAvailabilityRoutes } from './modules/scheduling/scheduling.router.js';
import type { SchedulingService } from './modules/scheduling/scheduling.service.js';
import { systemRoutes } from './modules/system/system.router.js';
import { createSpecialistSettingsRepository } from './modules/specialist-settings/specialist-settings.repository.js';
import { specialistSettingsRoutes } from './modules/specialist-settings/specialist-settings.router.js';
import { createSpecialistSettingsService } from './modules/specialist-settings/specialist-settings.service.js';
import type { SystemService } from './modules/system/system.service.js';
import { createAuditRepository, recordAudit } from './modules/admin/audit.repository.js';
import { createVerificationRepository } from './modules/verification/verification.repository.js';
import { verificationRoutes } from './modules/verification/verification.router.js';
import { createVerificationService } from './modules/verification/verification.service.js';

export interface RouteDeps {
  db: Db;
  /** Health (also answered by the fast path in front of Express, so made by the app). */
  system: SystemService;
  auth: AuthService;
  profile: ProfileService;
  /** Whether a token's account is still usable; forget(userId) after a status change (admin suspension). */
  accountGate: AccountGate;
  /** The admin's platform settings (commission, feature switches), read live. */
  platformSettings: PlatformSettingsService;
  authLimit: RequestHandler;
  refreshLimit: RequestHandler;
  changePasswordLimit: RequestHandler;
  clientConfig: ClientConfig;
  devOutbox: Mailer | null;
  storage: FileStorage;
  /** Files served to no one by address (verification documents; PRIVATE_FILES_DIR). */
  privateFiles: PrivateFiles;
  mailer: Mailer;
  bookingJobs: BookingJobs;
  scheduling: SchedulingService;
  appUrl: string;
  /** Keyed hash of a client address (guest views are counted per address without storing it). */
  addressKey: (ip: string) => string;
  payments: Omit<PaymentsRouteDeps, 'appUrl'>;
  loyalty: LoyaltyService;
  events: DomainEvents;
  logger: Logger;
  /** Notifications other modules record in their transactions (modules/notifications). */
  notificationOutbox: NotificationOutbox;
  /** Live updates to users' sockets. */
  realtime: Realtime;
  /** Messages a sender may send per minute (MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
  /** The in-app notifications and their admin tools. */
  notifications: NotificationsService;
  /** Push browsers and the Telegram link (modules/notifications/channels). */
  channels: ChannelsService;
  /** The notification bot (its webhook), or null without TELEGRAM_BOT_TOKEN. */
  telegramBot: TelegramBot | null;
  /** Where feedback is e-mailed (SUPPORT_EMAIL), or null: stored only. */
  supportEmail: string | null;
  /** Feedback messages per client address per 15 minutes (FEEDBACK_RATE_LIMIT_PER_IP). */
  feedbackPerIp: number;
}

/**
 * Every endpoint under /api/v1, wired to its module's service. The same list is mounted by
 * app.ts and documented in the OpenAPI document.
 */
export function apiRoutes(deps: RouteDeps): RouteDefinition[] {
  const system = deps.system;
  const scheduling = deps.scheduling;
  const catalog = createCatalogService(createCatalogRepository(deps.db), deps.storage, {
    servicesChanged: (specialistId) => scheduling.refreshNextFree(specialistId),
  });
  const discovery = createDiscoveryService(createDiscoveryRepository(deps.db), catalog, deps.addressKey);
  const moderation = createModerationService({ repo: createModerationRepository(deps.db), accountGate: deps.accountGate });
  // Issue #26: the one definition of money earned, behind bookings' stats, analytics and earnings.
  const income = specialistIncomeOf(deps.db);
  const bookings = createBookingsService({ db: deps.db, scheduling, jobs: deps.bookingJobs, mailer: deps.mailer, appUrl: deps.appUrl, payments: deps.payments.payments, logger: deps.logger, loyalty: deps.loyalty, notifications: deps.notificationOutbox, income });
  return [
    // Fixed /notifications/push/…, /notifications/telegram… paths: before any /notifications/:id.
    ...channelsRoutes({ channels: deps.channels, telegram: deps.telegramBot }),
    ...systemRoutes({ system, clientConfig: deps.clientConfig, settings: deps.platformSettings, devOutbox: deps.devOutbox }),
    // Issue #15: fixed /specialists/verification/… paths, before any /specialists/:id.
    ...verificationRoutes({
      verification: createVerificationService({ repo: createVerificationRepository(deps.db), files: deps.privateFiles, notifications: deps.notificationOutbox, audit: recordAudit }),
      uploadsOn: requireFeature(deps.platformSettings, 'uploads'),
    }),
    // GET /auth/me/stats (issue #14 shape) and fixed /specialists/… analytics paths: before authRoutes' older /auth/me/stats, which is left out here, and before any /specialists/:id.
    ...analyticsRoutes(createAnalyticsService({ repo: createAnalyticsRepository(deps.db), income })),
    ...authRoutes({ auth: deps.auth, profile: deps.profile, authLimit: deps.authLimit, refreshLimit: deps.refreshLimit, changePasswordLimit: deps.changePasswordLimit }),
    ...usersRoutes({ profile: deps.profile }),
    ...addressesRoutes({ addresses: createAddressesService(createAddressesRepository(deps.db)) }),
    ...feedbackRoutes({
      feedback: createFeedbackService({ repo: createFeedbackRepository(deps.db), mailer: deps.mailer, supportEmail: deps.supportEmail, appUrl: deps.appUrl, logger: deps.logger }),
      perIp: deps.feedbackPerIp,
    }),
    ...filesRoutes({ profile: deps.profile, catalog, uploadsOn: requireFeature(deps.platformSettings, 'uploads') }),
    // Issue #15: moderation (/admin/reports, POST /specialists/:id/report) and the platform settings (/admin/settings).
    ...moderationRoutes({ moderation }),
    ...specialistReportRoutes({ moderation }),
    ...platformSettingsRoutes({ settings: deps.platformSettings }),
    // Fixed /services/… and /specialists/… paths before the ones with an :id.
    ...schedulingRoutes(scheduling),
    // Issue #14: /specialists/business-settings, /pricing, /business-info (fixed paths, before any /specialists/:id).
    ...specialistSettingsRoutes({
      settings: createSpecialistSettingsService(createSpecialistSettingsRepository(deps.db), { profileChanged: (id) => scheduling.refreshNextFree(id) }),
      catalog,
    }),
    ...calendarRoutes(createCalendarService({ db: deps.db, appUrl: deps.appUrl })),
    ...bookingsRoutes(bookings),
    // Issue #15: the admin console's users (suspension), overview figures and audit log.
    ...adminRoutes({
      users: createAdminUsersService({ repo: createAdminUsersRepository(deps.db), bookings, gate: deps.accountGate, realtime: deps.realtime, logger: deps.logger }),
      stats: createAdminStatsService({ repo: createAdminStatsRepository(deps.db) }),
      audit: createAuditRepository(deps.db),
    }),
    ...paymentsModuleRoutes({ ...deps.payments, appUrl: deps.appUrl }),
    ...reviewsRoutes({ reviews: createReviewsService({ repo: createReviewsRepository(deps.db), events: deps.events, notifications: deps.notificationOutbox }), loyalty: deps.loyalty }),
    ...messagingRoutes({ messaging: createMessagingService({ db: deps.db, outbox: deps.notificationOutbox, realtime: deps.realtime }), messagesPerMinute: deps.messagesPerMinute }),
    // Issue #26: the help page's live chat with Vizyt support, and the admins' support inbox.
    ...supportRoutes({ support: createSupportService({ db: deps.db, outbox: deps.notificationOutbox, realtime: deps.realtime }), messagesPerMinute: deps.messagesPerMinute }),
    // After the fixed /notifications/… paths of other routers (push, telegram): this one ends in /notifications/:id.
    ...notificationsRoutes({ notifications: deps.notifications }),
    ...discoveryRoutes(discovery, catalog),
    ...catalogRoutes(catalog),
    // Issue #26: after /services/category/:category (discovery), which it used to answer for
    // GET /services/category/availability. http/route-order.ts refuses such an order at start-up.
    ...serviceAvailabilityRoutes(scheduling),
    // After the catalog's /specialists/portfolio/:id and /specialists/services/:id, which it used to answer for …/favorite.
    ...specialistFavoriteRoutes(discovery),
  ];
}
