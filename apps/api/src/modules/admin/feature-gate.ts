import type { ClientConfig, FeatureFlag } from '@vizyt/contracts';
import type { RequestHandler } from 'express';
import { AppError } from '../../http/errors.js';
import { answering } from '../../http/route.js';
import type { LiveSettings, PlatformSettingsService } from './platform-settings.service.js';

const MESSAGES: Record<FeatureFlag, string> = {
  notifications: 'Notifications are switched off for now',
  realtime: 'Live updates are switched off for now',
  payments: 'Online payments are switched off for now',
  uploads: 'Uploads are switched off for now. Please try again later',
  realtimeAnalytics: 'Live analytics are switched off for now',
};

/** 503 FEATURE_DISABLED when an admin switched `flag` off (GET/PUT /admin/settings). */
export async function assertFeatureOn(settings: Pick<PlatformSettingsService, 'isOn'>, flag: FeatureFlag): Promise<void> {
  if (!(await settings.isOn(flag))) throw new AppError('FEATURE_DISABLED', MESSAGES[flag]);
}

/** The same as middleware: put it before a body parser, so a refused upload is not read at all. Its routes document 503. */
export const requireFeature = (settings: Pick<PlatformSettingsService, 'isOn'>, flag: FeatureFlag): RequestHandler =>
  answering([503], (_req, _res, next) => {
    assertFeatureOn(settings, flag).then(() => next(), next);
  });

/** Runs `gate`, then `parser` (a route's `bodyParser` slot holds one handler: the gate goes first); answers what the gate answers. */
export const gateThen = (gate: RequestHandler, parser: RequestHandler): RequestHandler =>
  answering((gate as { answers?: number[] }).answers ?? [], (req, res, next) => {
    void gate(req, res, (error?: unknown) => (error ? next(error) : parser(req, res, next)));
  });

/**
 * GET /config with the live settings: the switches, the commission, and what they mean for the
 * web app's existing checks (no online payment offered, no socket opened).
 */
export function withLiveSettings(config: ClientConfig, live: LiveSettings): ClientConfig {
  return {
    ...config,
    payments: {
      ...config.payments,
      provider: live.features.payments ? config.payments.provider : 'disabled',
      commissionPercent: live.commissionPercent,
    },
    notifications: { ...config.notifications, realtime: config.notifications.realtime && live.features.realtime },
    features: live.features,
  };
}
