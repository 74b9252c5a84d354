import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags, type PlatformSettings } from '@vizyt/contracts';
import type { Actor } from '../../http/policies.js';
import { recordAudit } from './audit.repository.js';
import { SETTINGS_ROW_ID, type PlatformSettingsRepository, type SettingsRow } from './platform-settings.repository.js';

/** How long one process trusts what it read: another instance's change is seen within this. */
export const SETTINGS_TTL_MS = 5_000;

/** Everything on unless an admin switched it off (also for a switch added after the row was saved). */
const ALL_ON: FeatureFlags = { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true };

/** The settings in force: the row, with the server's commission when the row has none. */
export interface LiveSettings {
  commissionPercent: number;
  features: FeatureFlags;
  updatedAt: Date;
  updatedById: string | null;
}

function featuresOf(json: unknown): FeatureFlags {
  const stored = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const flags = { ...ALL_ON };
  for (const flag of FEATURE_FLAGS) if (typeof stored[flag] === 'boolean') flags[flag] = stored[flag];
  return flags;
}

const liveOf = (row: SettingsRow | null, defaultCommissionPercent: number): LiveSettings => ({
  commissionPercent: row?.commissionPercent ?? defaultCommissionPercent,
  features: featuresOf(row?.features),
  updatedAt: row?.updatedAt ?? new Date(0),
  updatedById: row?.updatedById ?? null,
});

export interface PlatformSettingsDeps {
  repo: PlatformSettingsRepository;
  /** PLATFORM_COMMISSION_PERCENT: the commission while no admin has set one. */
  defaultCommissionPercent: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * The platform settings (GET/PUT /admin/settings) and the one place the rest of the API reads them
 * from. Reads are cached in this process for at most `ttlMs` (5 s). A PUT here is seen here at once;
 * every other instance drops its copy when the change's NOTIFY arrives (PLATFORM_SETTINGS_CHANNEL,
 * container.ts), within a second, and the cache time bounds it should that message be missed.
 */
export function createPlatformSettings(deps: PlatformSettingsDeps) {
  const { repo } = deps;
  const ttl = deps.ttlMs ?? SETTINGS_TTL_MS;
  const now = deps.now ?? Date.now;
  let cached: { value: LiveSettings; at: number } | null = null;
  let loading: Promise<LiveSettings> | null = null;
  // A read that started before a change must not put the old values back into the cache.
  let generation = 0;

  function current(): Promise<LiveSettings> {
    if (cached && now() - cached.at < ttl) return Promise.resolve(cached.value);
    if (!loading) {
      const started = generation;
      loading = repo.find()
        .then((row) => {
          const value = liveOf(row, deps.defaultCommissionPercent);
          if (started === generation) cached = { value, at: now() };
          return value;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  }

  function invalidate(): void {
    generation++;
    cached = null;
    loading = null;
  }

  async function present(live: LiveSettings): Promise<PlatformSettings> {
    const [by] = live.updatedById ? await repo.userNames([live.updatedById]) : [];
    return {
      commissionPercent: live.commissionPercent,
      features: live.features,
      updatedAt: live.updatedAt.toISOString(),
      updatedBy: by ? { id: by.id, name: `${by.firstName} ${by.lastName}`.trim() } : null,
    };
  }

  return {
    current,
    invalidate,
    commissionPercent: async () => (await current()).commissionPercent,
    isOn: async (flag: FeatureFlag) => (await current()).features[flag],

    /** GET /admin/settings: always from the database (an admin sees what is stored now). */
    async get(): Promise<PlatformSettings> {
      return present(liveOf(await repo.find(), deps.defaultCommissionPercent));
    },

    /**
     * PUT /admin/settings: what is given changes, the rest stays; the change and its audit entry
     * (before and after) are committed together, and this process uses the new values at once.
     */
    async update(actor: Actor, input: { commissionPercent?: number | undefined; features?: Partial<FeatureFlags> | undefined }): Promise<PlatformSettings> {
      const saved = await repo.transaction(async (txRepo, tx) => {
        const row = await txRepo.lock();
        const before = liveOf(row, deps.defaultCommissionPercent);
        const features = { ...before.features };
        for (const flag of FEATURE_FLAGS) {
          const value = input.features?.[flag];
          if (value !== undefined) features[flag] = value;
        }
        // Stored to one decimal (the input's step): 8.1 stays 8.1, not 8.100000000000001.
        const commissionPercent = input.commissionPercent !== undefined ? Math.round(input.commissionPercent * 10) / 10 : (row?.commissionPercent ?? null);
        const after = await txRepo.save({ commissionPercent, features, updatedById: actor.userId });
        const afterLive = liveOf(after, deps.defaultCommissionPercent);
        const changed = [
          ...(afterLive.commissionPercent !== before.commissionPercent ? ['commissionPercent'] : []),
          ...FEATURE_FLAGS.filter((f) => afterLive.features[f] !== before.features[f]).map((f) => `features.${f}`),
        ];
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'settings.update',
          targetType: 'settings',
          targetId: String(SETTINGS_ROW_ID),
          details: {
            changed,
            before: { commissionPercent: before.commissionPercent, features: before.features },
            after: { commissionPercent: afterLive.commissionPercent, features: afterLive.features },
          },
        });
        return afterLive;
      });
      invalidate();
      return present(saved);
    },
  };
}

export type PlatformSettingsService = ReturnType<typeof createPlatformSettings>;
