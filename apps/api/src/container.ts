import { createHmac } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { SOCKET_EVENTS, type ClientConfig } from '@vizyt/contracts';
import { outboxDir, privateFilesDir, uploadDir, type Env } from './config/env.js';
import { GLOBAL_LIMIT_EXEMPT, limitByAccount, limitByIp, limitEveryRequest } from './http/middleware/rate-limit.js';
import type { Db } from './lib/db.js';
import type { JobQueue } from './lib/jobs.js';
import type { Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createPasswords, type Passwords } from './lib/password.js';
import { createFastLimiters, createRateLimiterStore } from './lib/rate-limit.js';
import { connectRedis } from './lib/redis.js';
import { newListenerApplicationName } from './lib/instance.js';
import { createSystemRepository } from './modules/system/system.repository.js';
import { localJwtSecret } from './lib/secrets.js';
import { createPrivateFiles } from './lib/private-files.js';
import { createVerificationRepository } from './modules/verification/verification.repository.js';
import { createFileStorage } from './lib/storage.js';
import { createAccessTokens } from './lib/tokens.js';
import { createAccountGate } from './modules/accounts/account-gate.js';
import { ACCOUNT_ACCESS_CHANNEL } from './modules/accounts/accounts.sql.js';
import { createPlatformSettingsRepository, PLATFORM_SETTINGS_CHANNEL } from './modules/admin/platform-settings.repository.js';
import { createPlatformSettings } from './modules/admin/platform-settings.service.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { createAuthService } from './modules/accounts/auth.service.js';
import { createGoogleVerifier, type CertificateSource } from './modules/accounts/identity-providers.js';
import { createProfileService } from './modules/accounts/profile.service.js';
import { createBookingJobsRepository } from './modules/bookings/booking-jobs.repository.js';
import { createBookingJobs, noBookingJobs, type BookingJobs } from './modules/bookings/booking-jobs.js';
import { createDomainEvents } from './lib/domain-events.js';
import { listenPg, type PgListener } from './lib/pg-listener.js';
import { createMessagingRepository } from './modules/messaging/messaging.repository.js';
import { createMessagingService } from './modules/messaging/messaging.service.js';
import { createDelivery, createEmailChannel, registerDeliveryJobs } from './modules/notifications/notifications.delivery.js';
import { createNotificationOutbox, NOTIFICATION_CHANNEL, type DeliveryChannel } from './modules/notifications/notifications.outbox.js';
import { noRealtime, type ChannelSender, type NotificationOutbox, type Realtime } from './modules/notifications/notifications.ports.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createRealtimeHub, type RealtimeHubDeps } from './modules/notifications/realtime-hub.js';
import { createChannelsRepository } from './modules/notifications/channels/channels.repository.js';
import { createChannelsService } from './modules/notifications/channels/channels.service.js';
import { createPushChannel } from './modules/notifications/channels/push.js';
import { createTelegramChannel } from './modules/notifications/channels/telegram.js';
import { createTelegramBot, startTelegramUpdates, type TelegramUpdates } from './modules/notifications/channels/telegram-bot.js';
import { loadVapidKeys } from './modules/notifications/channels/vapid.js';
import { registerLoyaltyExpiry } from './modules/loyalty/loyalty.jobs.js';
import { createLoyaltyRepository } from './modules/loyalty/loyalty.repository.js';
import { createLoyaltyService } from './modules/loyalty/loyalty.service.js';
import { registerRefundSweep, registerUnfinishedPaymentsExpiry } from './modules/payments/payments.jobs.js';
import { createPaymentsModule, specialistIncomeOf } from './modules/payments/payments.module.js';
import { registerAvailabilitySweep, sweepAll } from './modules/scheduling/scheduling.jobs.js';
import { createSchedulingRepository } from './modules/scheduling/scheduling.repository.js';
import { createSchedulingService } from './modules/scheduling/scheduling.service.js';
import { createAdminStatsRepository } from './modules/admin/admin-stats.repository.js';
import { createAdminStatsService } from './modules/admin/admin-stats.service.js';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository.js';
import { createAdminUsersService } from './modules/admin/admin-users.service.js';
import { createAuditRepository, recordAudit } from './modules/admin/audit.repository.js';
import { createModerationRepository } from './modules/admin/moderation.repository.js';
import { createModerationService } from './modules/admin/moderation.service.js';
import { createAddressesRepository } from './modules/addresses/addresses.repository.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createBookingsRepository } from './modules/bookings/bookings.repository.js';
import { createBookingsService } from './modules/bookings/bookings.service.js';
import { createCalendarRepository } from './modules/calendar/calendar.repository.js';
import { createCalendarService } from './modules/calendar/calendar.service.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createDiscoveryRepository } from './modules/catalog/discovery.repository.js';
import { createDiscoveryService } from './modules/catalog/discovery.service.js';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { createSupportRepository } from './modules/messaging/support.repository.js';
import { createSupportService } from './modules/messaging/support.service.js';
import { createReviewsRepository } from './modules/reviews/reviews.repository.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createSpecialistSettingsRepository } from './modules/specialist-settings/specialist-settings.repository.js';
import { createSpecialistSettingsService } from './modules/specialist-settings/specialist-settings.service.js';
import { createVerificationService, eraseVerificationDocuments } from './modules/verification/verification.service.js';

const FIFTEEN_MINUTES = 15 * 60;

export interface ContainerDeps {
  env: Env;
  db: Db;
  databaseUrl: string;
  logger: Logger;
  /** Where Google's signing certificates come from; tests pass locally generated ones. */
  googleCertificates?: CertificateSource;
  /** Replaces the configured mailer (tests capture messages). */
  mailer?: Mailer;
  /** Password hashing; the server's work factor (PASSWORD_COST) unless a test passes a cheaper one. */
  passwords?: Passwords;
  /**
   * The started job queue (server.ts owns its lifecycle). Without one, booking reminders and
   * expiry are not planned (tests that do not exercise them).
   */
  jobs?: JobQueue;
}

/** The composition root: configured clients and services, built once per process (or test app). */
export function buildContainer({ env, db, databaseUrl, logger, googleCertificates, mailer: givenMailer, jobs, passwords = createPasswords() }: ContainerDeps) {
  const signingSecret = env.JWT_SECRET ?? localJwtSecret(env.DATA_DIR);
  const accessTokens = createAccessTokens(signingSecret, env.ACCESS_TOKEN_TTL_SECONDS);
  // Issue #28: with REDIS_URL, what several instances share live — socket.io's events and the
  // rate limiters (every request, the flood guards, sign-in and the like).
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, env.REDIS_PREFIX, logger) : null;
  const limiterStore = createRateLimiterStore(
    databaseUrl,
    (err) => logger.warn({ err }, 'rate-limit store connection lost'),
    redis ? { client: redis.commands, prefix: env.REDIS_PREFIX } : null,
  );
  const fastLimiter = createFastLimiters(redis?.commands ?? null, env.REDIS_PREFIX);
  const mailer = givenMailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: outboxDir(env) });
  const storage = createFileStorage(uploadDir(env));
  /** Files served to no one by address: verification documents (modules/verification). */
  const privateFiles = createPrivateFiles(privateFilesDir(env));
  const devOutbox = env.NODE_ENV !== 'production' && !env.SMTP_URL ? mailer : null;

  const accountsRepo = createAccountsRepository(db);
  const auth = createAuthService({
    repo: accountsRepo,
    accessTokens,
    passwords,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    requireEmailVerification: env.AUTH_REQUIRE_EMAIL_VERIFICATION,
    appUrl: env.APP_URL,
    mailer,
    logger,
    failedLogins: limiterStore.limiter('login-failures', env.AUTH_FAILED_LOGINS_PER_ACCOUNT, FIFTEEN_MINUTES),
    verifyGoogleCredential: env.GOOGLE_CLIENT_ID ? createGoogleVerifier(env.GOOGLE_CLIENT_ID, googleCertificates) : null,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN ?? null,
    sessionsEnded: (userId) => accessChanged(userId),
  });
  const accountGate = createAccountGate(accountsRepo);
  /**
   * An account's access changed (a session ended, the account was suspended or deleted): the gate
   * looks again and sockets of ended sessions close. Called by this process after its commits, and
   * for every change from any instance by the `vizyt_account_access` NOTIFY (startRealtime).
   */
  const accessChanged = (userId: string) => {
    accountGate.forget(userId);
    void hub?.closeEndedSessions(userId).catch((err: unknown) => logger.warn({ err }, 'closing ended sessions failed'));
  };
  const profile = createProfileService({
    repo: accountsRepo,
    storage,
    accountChanged: (userId) => accessChanged(userId),
    accountDeleted: (userId) => eraseVerificationDocuments(createVerificationRepository(db), privateFiles, userId),
  });
  const scheduling = createSchedulingService(createSchedulingRepository(db), logger);
  // The admin's settings (issue #15): commission and feature switches, read live (cached ≤ 5 s).
  const platformSettings = createPlatformSettings({ repo: createPlatformSettingsRepository(db), defaultCommissionPercent: env.PLATFORM_COMMISSION_PERCENT });

  const events = createDomainEvents(logger);
  // Notifications (modules/notifications): the outbox other modules write in their transactions,
  // the delivery worker that sends it, and live updates to the users' sockets.
  const telegramAvailable = Boolean(env.TELEGRAM_BOT_TOKEN);
  const notificationOutbox: NotificationOutbox = createNotificationOutbox({ telegramAvailable });
  const conversationAccess: RealtimeHubDeps['conversationAccess'] = { current: null };
  const hub = env.REALTIME_ENABLED
    ? createRealtimeHub({ accessTokens, accountGate, logger, corsOrigins: env.CORS_ORIGINS, conversationAccess, open: () => platformSettings.isOn('realtime'), redis })
    : null;
  const realtime: Realtime = hub ?? noRealtime;
  const messagingRepo = createMessagingRepository(db);
  const supportRepo = createSupportRepository(db);
  const messaging = createMessagingService({ repo: messagingRepo, supportRepo, outbox: notificationOutbox, realtime });
  // Only participants join a conversation's socket room (and so count as reading it).
  conversationAccess.current = (userId, conversationId) => messaging.isParticipant(userId, conversationId);
  // ── Delivery channels: web push and Telegram (modules/notifications/channels) ──
  // VAPID keys from the environment, else generated once into DATA_DIR/vapid.json: push always works.
  const vapid = loadVapidKeys({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT, dataDir: env.DATA_DIR });
  const telegramApi = env.TELEGRAM_API_ROOT ? { apiRoot: env.TELEGRAM_API_ROOT } : {};
  /** The notification bot (/start <token>, /stop); its updates start with startTelegram(). */
  const channelsRepo = createChannelsRepository(db);
  const telegramBot = env.TELEGRAM_BOT_TOKEN ? createTelegramBot({ token: env.TELEGRAM_BOT_TOKEN, ...telegramApi, repo: channelsRepo, logger }) : null;
  const channelSenders: Partial<Record<DeliveryChannel, ChannelSender>> = {
    PUSH: createPushChannel({ repo: channelsRepo, vapid, logger }),
    ...(env.TELEGRAM_BOT_TOKEN ? { TELEGRAM: createTelegramChannel({ token: env.TELEGRAM_BOT_TOKEN, ...telegramApi, repo: channelsRepo, logger }) } : {}),
  };
  const channels = createChannelsService({ repo: channelsRepo, telegramBotUsername: env.TELEGRAM_BOT_TOKEN ? (env.TELEGRAM_BOT_USERNAME ?? null) : null, pushPublicKey: vapid.publicKey });
  let telegramUpdates: TelegramUpdates | null = null;
  // ── end of delivery channels ──
  const deliveryChannels: Partial<Record<DeliveryChannel, ChannelSender>> = { EMAIL: createEmailChannel(mailer, env.APP_URL), ...channelSenders };
  const notificationsRepo = createNotificationsRepository(db);
  const delivery = createDelivery({ repo: notificationsRepo, logger, appUrl: env.APP_URL, channels: deliveryChannels, telegramAvailable, enabled: () => platformSettings.isOn('notifications') });
  const notifications = createNotificationsService({ repo: notificationsRepo, outbox: notificationOutbox, realtime, telegramAvailable, pushAvailable: Boolean(deliveryChannels.PUSH), wake: () => delivery.kick() });
  let listener: PgListener | null = null;
  let accessListener: PgListener | null = null;
  let settingsListener: PgListener | null = null;
  /** This instance's name on its LISTEN connections (other instances count them at start). */
  const listenerName = newListenerApplicationName();
  /** A committed notification (from any instance): wake the delivery worker, tell the user's sockets here. */
  const notificationCommitted = (payload: string) => {
    delivery.kick();
    const [id, userId] = payload.split(' ');
    if (!hub || !id || !userId || !hub.hasLocalSockets(userId)) return;
    void (async () => {
      const row = await notificationsRepo.forSocket(id);
      if (!row || row.archivedAt) return;
      await hub.toLocalUserIn(userId, SOCKET_EVENTS.notificationNew, (language) => notifications.presentFor(userId, row, language));
      hub.toLocalUser(userId, SOCKET_EVENTS.notificationCount, { unreadCount: await notifications.unreadCount(userId) });
    })().catch((err: unknown) => logger.warn({ err }, 'live notification failed'));
  };
  const loyalty = createLoyaltyService({ repo: createLoyaltyRepository(db), logger });
  const paymentsModule = createPaymentsModule({
    db,
    // Stripe with a key; without one the test provider, except in production (off).
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null, ...(env.STRIPE_API_BASE ? { apiBase: apiBaseOf(env.STRIPE_API_BASE) } : {}) }
      : null,
    testProviderAllowed: env.NODE_ENV !== 'production',
    commissionPercent: platformSettings.commissionPercent,
    onlinePaymentsOn: () => platformSettings.isOn('payments'),
    logger,
    loyalty,
    notifications: notificationOutbox,
    privateDir: privateFilesDir(env),
  });
  const { payments } = paymentsModule;
  const backgroundBookingJobs = jobs
    ? createBookingJobs({ queue: jobs, repo: createBookingJobsRepository(db), mailer, appUrl: env.APP_URL, logger, outbox: notificationOutbox, settleCancellation: (id, by, at) => payments.settleCancellation(id, by, at) })
    : null;
  const bookingJobs = (backgroundBookingJobs ?? noBookingJobs) as BookingJobs;
  /** A stable, non-reversible key for a client address (keyed with the server's secret). */
  const addressKey = (ip: string) => createHmac('sha256', signingSecret).update(`address:${ip}`).digest('base64url').slice(0, 32);

  // ── The services behind the routes (routes.ts only maps them to paths) ──
  const catalog = createCatalogService(createCatalogRepository(db), storage, {
    servicesChanged: (specialistId) => scheduling.refreshNextFree(specialistId),
  });
  // Issue #26: the one definition of money earned, behind bookings' stats, analytics and earnings.
  const income = specialistIncomeOf(db);
  const bookings = createBookingsService({ repo: createBookingsRepository(db), scheduling, jobs: bookingJobs, mailer, appUrl: env.APP_URL, payments, logger, loyalty, notifications: notificationOutbox, income });
  const services = {
    catalog,
    discovery: createDiscoveryService(createDiscoveryRepository(db), catalog, addressKey),
    moderation: createModerationService({ repo: createModerationRepository(db), accountGate }),
    bookings,
    verification: createVerificationService({ repo: createVerificationRepository(db), files: privateFiles, notifications: notificationOutbox, audit: recordAudit }),
    analytics: createAnalyticsService({ repo: createAnalyticsRepository(db), income }),
    addresses: createAddressesService(createAddressesRepository(db)),
    feedback: createFeedbackService({ repo: createFeedbackRepository(db), mailer, supportEmail: env.SUPPORT_EMAIL ?? null, appUrl: env.APP_URL, logger }),
    specialistSettings: createSpecialistSettingsService(createSpecialistSettingsRepository(db), { profileChanged: (id) => scheduling.refreshNextFree(id) }),
    calendar: createCalendarService({ repo: createCalendarRepository(db), appUrl: env.APP_URL }),
    adminUsers: createAdminUsersService({ repo: createAdminUsersRepository(db), bookings, gate: accountGate, realtime, logger }),
    adminStats: createAdminStatsService({ repo: createAdminStatsRepository(db) }),
    audit: createAuditRepository(db),
    reviews: createReviewsService({ repo: createReviewsRepository(db), events, notifications: notificationOutbox }),
    messaging,
    support: createSupportService({ repo: messagingRepo, supportRepo, outbox: notificationOutbox, realtime }),
  };

  const clientConfig: ClientConfig = {
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    telegramBotUsername: env.TELEGRAM_BOT_TOKEN ? (env.TELEGRAM_BOT_USERNAME ?? null) : null,
    requireEmailVerification: env.AUTH_REQUIRE_EMAIL_VERIFICATION,
    devOutbox: devOutbox !== null,
    map: { tileUrl: env.MAP_TILE_URL, tileAttribution: env.MAP_TILE_ATTRIBUTION },
    payments: {
      provider: payments.providerName,
      stripePublishableKey: env.STRIPE_SECRET_KEY ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      commissionPercent: env.PLATFORM_COMMISSION_PERCENT,
    },
    notifications: {
      realtime: env.REALTIME_ENABLED,
      telegramBot: env.TELEGRAM_BOT_TOKEN ? (env.TELEGRAM_BOT_USERNAME ?? null) : null,
      pushPublicKey: vapid.publicKey,
    },
    // Defaults only: GET /config answers the live settings (modules/admin/feature-gate.ts withLiveSettings).
    features: { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true },
  };

  return {
    accessTokens,
    addressKey,
    /** The modules' services that only routes use (the others are fields of their own above and below). */
    services,
    /** Is the account behind a token still active (deleted and suspended ones are not)? */
    accountGate,
    auth,
    profile,
    storage,
    privateFiles,
    mailer,
    devOutbox,
    clientConfig,
    /** The admin's platform settings (commission, feature switches), read live by every module here. */
    platformSettings,
    /** Reminders and expiry of bookings (pg-boss); see modules/bookings/booking-jobs.ts. */
    bookingJobs,
    /** Registers this process's job workers and schedules; nothing without a job queue. */
    startWorkers: async (options: { pollingIntervalSeconds?: number } = {}) => {
      await backgroundBookingJobs?.startWorkers(options);
      if (jobs) await registerAvailabilitySweep(jobs, scheduling, logger, options);
      if (jobs) await registerRefundSweep(jobs, payments, logger, options);
      if (jobs) await registerUnfinishedPaymentsExpiry(jobs, payments, logger, options);
      if (jobs) await registerLoyaltyExpiry(jobs, loyalty, logger, options);
      if (jobs) await registerDeliveryJobs(jobs, delivery, () => notifications.sendDueBroadcasts(), logger, options);
      // Send what waited while no instance ran (a crash, a deploy) now rather than at the next tick.
      if (jobs) delivery.kick();
      // Fill what is missing now (a fresh database, a long stop) rather than at the next tick.
      void sweepAll(scheduling).catch((err: unknown) => logger.warn({ err }, 'availability sweep at start-up failed'));
    },
    /** Payments (modules/payments): the provider's boundary, saved cards and disputes, specialist money. */
    payments: paymentsModule,
    /** Loyalty points (modules/loyalty): earned at completion, spent on payments, expiring. */
    loyalty,
    /** The notifications outbox (recordIn a transaction) and live updates (socket.io). */
    notificationOutbox,
    realtime,
    notifications,
    /** Sends due notification deliveries (the worker's round; tests call it directly). */
    delivery,
    /** Who may join a conversation's socket room (set by the messaging module). */
    conversationAccess,
    /**
     * Live updates: socket.io on the HTTP server (when REALTIME_ENABLED) and the LISTEN for
     * committed notifications (always: it also wakes the delivery worker).
     */
    startRealtime: async (server?: HttpServer) => {
      if (server) hub?.attach(server);
      if (server) await hub?.ready();
      listener ??= listenPg(databaseUrl, NOTIFICATION_CHANNEL, notificationCommitted, logger, listenerName);
      accessListener ??= listenPg(databaseUrl, ACCOUNT_ACCESS_CHANNEL, accessChanged, logger, listenerName);
      // An admin changed the platform settings on some instance: read them again here.
      settingsListener ??= listenPg(databaseUrl, PLATFORM_SETTINGS_CHANNEL, () => platformSettings.invalidate(), logger, listenerName);
      await Promise.all([listener.ready, accessListener.ready, settingsListener.ready]);
    },
    /** Stops the socket server (closing its HTTP server) and the listener. */
    stopRealtime: async () => {
      await hub?.close().catch(() => {});
      await listener?.close();
      await accessListener?.close();
      await settingsListener?.close();
      listener = null;
      accessListener = null;
      settingsListener = null;
      await delivery.idle();
    },
    // ── Delivery channels (modules/notifications/channels) ──
    /** Linking Telegram and registering browsers for push (channels.router.ts). */
    channels,
    /** The notification bot, or null without TELEGRAM_BOT_TOKEN (the webhook route answers 404 then). */
    telegramBot,
    /**
     * Starts receiving the bot's updates (server.ts, once listening): TELEGRAM_UPDATES=webhook
     * registers APP_URL/api/v1/telegram/webhook with Telegram; polling (the default outside
     * production) polls from the one process that holds the database lock. Nothing without a bot.
     */
    startTelegram: async (options: { lockRetryMs?: number } = {}) => {
      if (!telegramBot || telegramUpdates) return;
      telegramUpdates = await startTelegramUpdates({
        telegram: telegramBot,
        mode: env.TELEGRAM_UPDATES ?? (env.NODE_ENV === 'production' ? 'webhook' : 'polling'),
        webhookUrl: `${env.APP_URL.replace(/\/+$/, '')}/api/v1/telegram/webhook`,
        databaseUrl,
        logger,
        ...options,
      });
    },
    /** Stops polling (and frees the lock for another process); call before closing the database. */
    stopTelegram: async () => {
      await telegramUpdates?.stop();
      telegramUpdates = null;
    },
    // ── end of delivery channels ──
    /** Domain events (review.created, …) for subscribers such as notifications. */
    events,
    /** Availability, slots and the earliest free start of services (modules/scheduling). */
    scheduling,
    authLimit: limitByIp(limiterStore.limiter('auth-ip', env.AUTH_RATE_LIMIT_PER_IP, FIFTEEN_MINUTES)),
    refreshLimit: limitByIp(limiterStore.limiter('refresh-ip', env.REFRESH_RATE_LIMIT_PER_IP, FIFTEEN_MINUTES)),
    changePasswordLimit: limitByAccount(limiterStore.limiter('change-password', env.CHANGE_PASSWORD_LIMIT_PER_ACCOUNT, FIFTEEN_MINUTES)),
    /** Every /api/v1 request per IP per minute; health checks are exempt. */
    apiLimit: limitEveryRequest(fastLimiter('api', env.API_RATE_LIMIT_PER_IP_PER_MINUTE, 60), GLOBAL_LIMIT_EXEMPT),
    /** The limiters routers build for their flood guards (in Redis with REDIS_URL, else in this process). */
    fastLimiter,
    /** Redis shared by the instances (REDIS_URL), or null. */
    redis,
    /**
     * Without REDIS_URL, the one line to log when other instances use the same database (null when
     * alone or when Redis is configured): what they will not share. Asked once listening (startRealtime).
     */
    notSharedWithOthers: async (): Promise<string | null> => {
      if (redis) return null;
      const others = await createSystemRepository(db).otherInstances(listenerName).catch(() => 0);
      if (others === 0) return null;
      return `${others} other API instance${others === 1 ? '' : 's'} use this database and REDIS_URL is not set: live socket events (new messages, typing, who is reading) reach only this instance's clients, and the per-request rate limit and the message and feedback flood guards count per instance. Set REDIS_URL on every instance to share them.`;
    },
    close: async () => {
      await listener?.close();
      await limiterStore.close();
      await redis?.close();
    },
  };
}

export type Container = ReturnType<typeof buildContainer>;

/** STRIPE_API_BASE (a URL) as the Stripe client's host, port and protocol. */
function apiBaseOf(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol };
}
