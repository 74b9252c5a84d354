/**
 * Feature flags of spec section 6. Flip a flag when its feature ships; every switch that
 * depends on one reads it from here.
 */
export const features = {
  notificationsApi: true,
  websockets: true,
  realTimeAnalytics: false,
  specialistServicesApi: true,
  specialistScheduleApi: true,
  specialistProfileApi: true,
  paymentProcessing: true,
  fileUploads: true,
} as const;

export type FeatureFlag = keyof typeof features;
export const isFeatureEnabled = (flag: FeatureFlag): boolean => features[flag];
