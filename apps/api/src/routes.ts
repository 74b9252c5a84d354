import type { RouteDefinition } from './http/route.js';
import type { Container } from './container.js';
import { authRoutes } from './modules/accounts/auth.router.js';
import { usersRoutes } from './modules/accounts/users.router.js';
import { addressesRoutes } from './modules/addresses/addresses.router.js';
import { adminRoutes } from './modules/admin/admin.router.js';
import { requireFeature } from './modules/admin/feature-gate.js';
import { moderationRoutes, specialistReportRoutes } from './modules/admin/moderation.router.js';
import { platformSettingsRoutes } from './modules/admin/platform-settings.router.js';
import { analyticsRoutes } from './modules/analytics/analytics.router.js';
import { bookingsRoutes } from './modules/bookings/bookings.router.js';
import { calendarRoutes } from './modules/calendar/calendar.router.js';
import { catalogRoutes } from './modules/catalog/catalog.router.js';
import { discoveryRoutes, specialistFavoriteRoutes } from './modules/catalog/discovery.router.js';
import { feedbackRoutes } from './modules/feedback/feedback.router.js';
import { filesRoutes } from './modules/files/files.router.js';
import { messagingRoutes } from './modules/messaging/messaging.router.js';
import { supportRoutes } from './modules/messaging/support.router.js';
import { channelsRoutes } from './modules/notifications/channels.router.js';
import { notificationsRoutes } from './modules/notifications/notifications.router.js';
import { paymentsModuleRoutes } from './modules/payments/payments.module.js';
import { reviewsRoutes } from './modules/reviews/reviews.router.js';
import { schedulingRoutes, serviceAvailabilityRoutes } from './modules/scheduling/scheduling.router.js';
import { specialistSettingsRoutes } from './modules/specialist-settings/specialist-settings.router.js';
import { systemRoutes } from './modules/system/system.router.js';
import { verificationRoutes } from './modules/verification/verification.router.js';
import type { SystemService } from './modules/system/system.service.js';

/** What the routes are given: the container's services (built in container.ts) and a few settings. */
export type RouteDeps = Pick<
  Container,
  | 'services'
  | 'auth'
  | 'profile'
  | 'platformSettings'
  | 'authLimit'
  | 'refreshLimit'
  | 'changePasswordLimit'
  | 'clientConfig'
  | 'devOutbox'
  | 'scheduling'
  | 'payments'
  | 'loyalty'
  | 'notifications'
  | 'channels'
  | 'telegramBot'
  | 'fastLimiter'
> & {
  /** Health (also answered by the fast path in front of Express, so made by the app). */
  system: SystemService;
  appUrl: string;
  /** Messages a sender may send per minute (MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
  /** Feedback messages per client address per 15 minutes (FEEDBACK_RATE_LIMIT_PER_IP). */
  feedbackPerIp: number;
};

/**
 * Every endpoint under /api/v1, mapped to its module's service; nothing is built here. The same
 * list is mounted by app.ts and documented in the OpenAPI document. The order matters where a
 * fixed path and a parameter share a prefix; http/route-order.ts refuses a shadowing order at
 * start-up.
 */
export function apiRoutes(deps: RouteDeps): RouteDefinition[] {
  const { services, scheduling, platformSettings } = deps;
  const uploadsOn = requireFeature(platformSettings, 'uploads');
  return [
    // Fixed /notifications/push/…, /notifications/telegram… paths: before any /notifications/:id.
    ...channelsRoutes({ channels: deps.channels, telegram: deps.telegramBot }),
    ...systemRoutes({ system: deps.system, clientConfig: deps.clientConfig, settings: platformSettings, devOutbox: deps.devOutbox }),
    // Issue #15: fixed /specialists/verification/… paths, before any /specialists/:id.
    ...verificationRoutes({ verification: services.verification, uploadsOn }),
    // GET /auth/me/stats (issue #14 shape) and fixed /specialists/… analytics paths: before authRoutes' older /auth/me/stats, which is left out here, and before any /specialists/:id.
    ...analyticsRoutes(services.analytics),
    ...authRoutes({ auth: deps.auth, profile: deps.profile, authLimit: deps.authLimit, refreshLimit: deps.refreshLimit, changePasswordLimit: deps.changePasswordLimit }),
    ...usersRoutes({ profile: deps.profile }),
    ...addressesRoutes({ addresses: services.addresses }),
    ...feedbackRoutes({ feedback: services.feedback, perIp: deps.feedbackPerIp, fastLimiter: deps.fastLimiter }),
    ...filesRoutes({ profile: deps.profile, catalog: services.catalog, uploadsOn }),
    // Issue #15: moderation (/admin/reports, POST /specialists/:id/report) and the platform settings (/admin/settings).
    ...moderationRoutes({ moderation: services.moderation }),
    ...specialistReportRoutes({ moderation: services.moderation }),
    ...platformSettingsRoutes({ settings: platformSettings }),
    // Fixed /services/… and /specialists/… paths before the ones with an :id.
    ...schedulingRoutes(scheduling),
    // Issue #14: /specialists/business-settings, /pricing, /business-info (fixed paths, before any /specialists/:id).
    ...specialistSettingsRoutes({ settings: services.specialistSettings, catalog: services.catalog }),
    ...calendarRoutes(services.calendar),
    ...bookingsRoutes(services.bookings),
    // Issue #15: the admin console's users (suspension), overview figures and audit log.
    ...adminRoutes({ users: services.adminUsers, stats: services.adminStats, audit: services.audit }),
    ...paymentsModuleRoutes({ ...deps.payments, appUrl: deps.appUrl }),
    ...reviewsRoutes({ reviews: services.reviews, loyalty: deps.loyalty }),
    ...messagingRoutes({ messaging: services.messaging, messagesPerMinute: deps.messagesPerMinute, fastLimiter: deps.fastLimiter }),
    // Issue #26: the help page's live chat with Vizyt support, and the admins' support inbox.
    ...supportRoutes({ support: services.support, messagesPerMinute: deps.messagesPerMinute, fastLimiter: deps.fastLimiter }),
    // After the fixed /notifications/… paths of other routers (push, telegram): this one ends in /notifications/:id.
    ...notificationsRoutes({ notifications: deps.notifications }),
    ...discoveryRoutes(services.discovery, services.catalog),
    ...catalogRoutes(services.catalog),
    // Issue #26: after /services/category/:category (discovery), which it used to answer for
    // GET /services/category/availability. http/route-order.ts refuses such an order at start-up.
    ...serviceAvailabilityRoutes(scheduling),
    // After the catalog's /specialists/portfolio/:id and /specialists/services/:id, which it used to answer for …/favorite.
    ...specialistFavoriteRoutes(services.discovery),
  ];
}
