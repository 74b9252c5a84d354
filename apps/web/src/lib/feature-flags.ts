import type { FeatureFlag, FeatureFlags } from '@vizyt/contracts';
import { useGetClientConfigQuery } from './client-config';

/** Until GET /config answers (or from an older server without switches), everything is on: the server refuses what is off anyway (503 FEATURE_DISABLED). */
const ALL_ON: FeatureFlags = { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true };

/** The admin's feature switches (GET /config → features), for hiding or disabling what is switched off. */
export const featureFlagsOf = (features: Partial<FeatureFlags> | undefined): FeatureFlags => ({ ...ALL_ON, ...features });

export const useFeatureFlags = (): FeatureFlags => featureFlagsOf(useGetClientConfigQuery().data?.features);

export const useFeatureOn = (flag: FeatureFlag): boolean => useFeatureFlags()[flag];
