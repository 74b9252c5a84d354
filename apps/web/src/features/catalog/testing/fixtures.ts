import { buildService as baseBuildService, buildSpecialistProfile, type ServiceOverrides } from '@/test/builders';

/** Days and slots out of order, so the tests see the page sort them. */
export const buildService = (overrides: ServiceOverrides = {}) =>
  baseBuildService({ availableDays: ['wednesday', 'monday'], timeSlots: ['14:00', '10:00'] }, overrides);

export const buildProfile = buildSpecialistProfile;
