import type { InternalAxiosRequestConfig } from 'axios';
import type { Category, Service, SpecialistProfile } from '@vizyt/contracts';
import { errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';

export const buildProfile = (overrides: Partial<SpecialistProfile> = {}): SpecialistProfile => ({
  id: 'sp1',
  userId: 's1',
  firstName: 'Taras',
  lastName: 'Shevchuk',
  avatar: null,
  businessName: 'Taras Barber',
  bio: 'Classic cuts',
  specialization: 'Barber',
  yearsOfExperience: 5,
  languages: ['uk', 'en'],
  city: 'Kyiv',
  address: null,
  latitude: null,
  longitude: null,
  worksOnline: false,
  worksInPerson: true,
  timezone: 'Europe/Kyiv',
  responseTimeMinutes: 60,
  completedJobs: 3,
  rating: 4.8,
  reviewCount: 2,
  isVerified: true,
  isVisible: true,
  memberSince: '2025-03-14T10:00:00.000Z',
  portfolio: [],
  ...overrides,
});

export const buildService = (overrides: Partial<Service> = {}): Service => ({
  id: 'svc1',
  name: 'Men’s haircut',
  description: 'Cut and style',
  category: { id: 'beauty-wellness', name: 'Beauty and wellness' },
  customCategory: null,
  price: 650,
  currency: 'UAH',
  duration: 45,
  availableDays: ['monday', 'wednesday'],
  timeSlots: ['10:00', '14:30'],
  isActive: true,
  specialist: {
    id: 'sp1',
    name: 'Taras Shevchuk',
    businessName: 'Taras Barber',
    avatar: null,
    city: 'Kyiv',
    specialization: 'Barber',
    rating: 4.8,
    reviewCount: 2,
    isVerified: true,
    worksOnline: false,
    worksInPerson: true,
    address: null,
  },
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
  ...overrides,
});

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

export const callOf = (config: InternalAxiosRequestConfig) => `${(config.method ?? 'get').toUpperCase()} ${config.url}`;

export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;

export type Override = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply> | undefined;

/** A specialist's API: the given profile (null → 404) and services; `override` answers first. */
export const serveCatalogApi = (
  override?: Override,
  { profile = buildProfile(), services = [buildService()] }: { profile?: SpecialistProfile | null; services?: Service[] } = {},
) =>
  serveApi(async (config) => {
    const custom = await override?.(config);
    if (custom) return custom;
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
  });
