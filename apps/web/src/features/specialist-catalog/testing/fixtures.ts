import type { Category, Service, SpecialistProfile } from '@vizyt/contracts';
import { buildService as baseBuildService, buildSpecialistProfile, type ServiceOverrides } from '@/test/builders';
import { callOf, errorReply, okReply, serveApi, type Override } from '@/test/mock-api';

/** Taras Shevchuk, the barber signed in as testUsers.specialist. */
const TARAS = { businessName: 'Taras Barber', specialization: 'Barber', reviewCount: 2 };

export const buildProfile = (overrides: Partial<SpecialistProfile> = {}) =>
  buildSpecialistProfile(
    { ...TARAS, id: 'sp1', userId: 's1', firstName: 'Taras', lastName: 'Shevchuk', bio: 'Classic cuts', yearsOfExperience: 5, responseTimeMinutes: 60, completedJobs: 3 },
    overrides,
  );

export const buildService = (overrides: ServiceOverrides = {}) =>
  baseBuildService(
    {
      id: 'svc1',
      name: 'Men’s haircut',
      description: 'Cut and style',
      category: { id: 'beauty-wellness', name: 'Beauty and wellness' },
      duration: 45,
      timeSlots: ['10:00', '14:30'],
      specialist: { ...TARAS, id: 'sp1', name: 'Taras Shevchuk' },
    },
    overrides,
  );

const category = (id: string, name: string): Category => ({
  id,
  name,
  description: '',
  names: { uk: name, en: name, ru: name },
  descriptions: { uk: '', en: '', ru: '' },
  icon: 'sparkles',
  serviceCount: 1,
});

export const CATEGORIES = [category('beauty-wellness', 'Beauty and wellness'), category('education', 'Education')];

/** A specialist's API: the given profile (null → 404) and services; `override` answers first. */
export const serveCatalogApi = (
  override?: Override,
  { profile = buildProfile(), services = [buildService()] }: { profile?: SpecialistProfile | null; services?: Service[] } = {},
) =>
  serveApi((config) => {
    switch (callOf(config)) {
      case 'GET /specialists/profile':
        return profile ? okReply({ profile }) : errorReply(404, 'NOT_FOUND', 'Specialist profile not found');
      case 'GET /specialists/services':
        return okReply({ services });
      case 'GET /services/categories':
        return okReply({ categories: CATEGORIES });
      default:
        return errorReply(404, 'ROUTE_NOT_FOUND');
    }
  }, override);
