import type { AvailabilityFilter } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';

/**
 * The catalog's row shapes: Prisma selects with their payload types, and the raw columns of the
 * hot SQL reads (catalog.sql.ts) mapped to the same shapes. The bottom layer: repository → sql → rows.
 */
/** The newest portfolio photos a profile shows. */
export const PROFILE_PORTFOLIO_SIZE = 30;

export interface CategoryRow {
  id: string;
  nameUk: string;
  nameEn: string;
  nameRu: string;
  descriptionUk: string;
  descriptionEn: string;
  descriptionRu: string;
  icon: string;
  activeServiceCount: number;
}

export const specialistSelect = {
  id: true,
  userId: true,
  businessName: true,
  bio: true,
  specialization: true,
  yearsOfExperience: true,
  languages: true,
  city: true,
  address: true,
  latitude: true,
  longitude: true,
  worksOnline: true,
  worksInPerson: true,
  timezone: true,
  responseTimeMinutes: true,
  completedJobs: true,
  ratingAverage: true,
  ratingCount: true,
  isVerified: true,
  isVisible: true,
  isSuspended: true,
  acceptOnlinePayments: true,
  requireDeposit: true,
  depositPercent: true,
  createdAt: true,
  user: { select: { firstName: true, lastName: true, avatarUrl: true, deletedAt: true } },
} satisfies Prisma.SpecialistProfileSelect;
export type SpecialistRow = Prisma.SpecialistProfileGetPayload<{ select: typeof specialistSelect }>;

export const portfolioSelect = { id: true, url: true, category: true, caption: true, width: true, height: true, createdAt: true } satisfies Prisma.PortfolioImageSelect;
/** A whole profile: the summary plus the newest portfolio photos. */
export const specialistProfileSelect = {
  ...specialistSelect,
  portfolio: { select: portfolioSelect, orderBy: { createdAt: 'desc' }, take: PROFILE_PORTFOLIO_SIZE },
} satisfies Prisma.SpecialistProfileSelect;
export type SpecialistProfileRow = Prisma.SpecialistProfileGetPayload<{ select: typeof specialistProfileSelect }>;

export const serviceSelect = {
  id: true,
  name: true,
  description: true,
  categoryId: true,
  customCategory: true,
  priceMinor: true,
  currency: true,
  durationMinutes: true,
  availableDays: true,
  timeSlots: true,
  isActive: true,
  hiddenAt: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, nameUk: true, nameEn: true, nameRu: true } },
  specialist: { select: specialistSelect },
} satisfies Prisma.ServiceSelect;
export type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof serviceSelect }>;

export type ServiceData = Omit<Prisma.ServiceUncheckedCreateInput, 'id' | 'specialistId' | 'createdAt' | 'updatedAt'>;
export type SpecialistData = Omit<Prisma.SpecialistProfileUncheckedCreateInput, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface SearchFilters {
  /** A to_tsquery('simple', …) expression built by search-terms.ts, or null for no text. */
  tsQuery: string | null;
  category: string | null;
  location: string | null;
  minPriceMinor: number | null;
  maxPriceMinor: number | null;
  minRating: number | null;
  availability: AvailabilityFilter | null;
  origin: { lat: number; lng: number } | null;
  /** With an origin: only specialists within this many kilometres. */
  radiusKm: number | null;
  sortBy: 'relevance' | 'price' | 'rating' | 'distance' | 'newest' | 'reviews';
  descending: boolean;
  limit: number;
  offset: number;
}

export interface RawSpecialistColumns {
  sp_id: string;
  sp_user_id: string;
  business_name: string | null;
  bio: string | null;
  specialization: string;
  years_of_experience: number;
  languages: string[];
  city: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  works_online: boolean;
  works_in_person: boolean;
  timezone: string;
  response_time_minutes: number;
  completed_jobs: number;
  rating_average: number;
  rating_count: number;
  is_verified: boolean;
  is_visible: boolean;
  is_suspended: boolean;
  accept_online_payments: boolean;
  require_deposit: boolean;
  deposit_percent: number;
  sp_created_at: Date;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  deleted_at: Date | null;
}

export interface RawServiceRow extends RawSpecialistColumns {
  id: string;
  name: string;
  description: string;
  category_id: string | null;
  custom_category: string | null;
  price_minor: number;
  currency: string;
  duration_minutes: number;
  available_days: string[];
  time_slots: string[];
  is_active: boolean;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
  category_name_uk: string | null;
  category_name_en: string | null;
  category_name_ru: string | null;
}

/** SPECIALIST_COLUMNS as Prisma would have loaded them with `specialistSelect`. */
export function toSpecialistRow(r: RawSpecialistColumns): SpecialistRow {
  return {
    id: r.sp_id,
    userId: r.sp_user_id,
    businessName: r.business_name,
    bio: r.bio,
    specialization: r.specialization,
    yearsOfExperience: r.years_of_experience,
    languages: r.languages,
    city: r.city,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    worksOnline: r.works_online,
    worksInPerson: r.works_in_person,
    timezone: r.timezone,
    responseTimeMinutes: r.response_time_minutes,
    completedJobs: r.completed_jobs,
    ratingAverage: r.rating_average,
    ratingCount: r.rating_count,
    isVerified: r.is_verified,
    isVisible: r.is_visible,
    isSuspended: r.is_suspended,
    acceptOnlinePayments: r.accept_online_payments,
    requireDeposit: r.require_deposit,
    depositPercent: r.deposit_percent,
    createdAt: r.sp_created_at,
    user: { firstName: r.first_name, lastName: r.last_name, avatarUrl: r.avatar_url, deletedAt: r.deleted_at },
  };
}

/** A row of SERVICE_ROW_COLUMNS as Prisma would have loaded it with `serviceSelect`. */
export function toServiceRow(r: RawServiceRow): ServiceRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    categoryId: r.category_id,
    customCategory: r.custom_category,
    priceMinor: r.price_minor,
    currency: r.currency,
    durationMinutes: r.duration_minutes,
    availableDays: r.available_days,
    timeSlots: r.time_slots,
    isActive: r.is_active,
    hiddenAt: r.hidden_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    category:
      r.category_id === null ? null : { id: r.category_id, nameUk: r.category_name_uk ?? '', nameEn: r.category_name_en ?? '', nameRu: r.category_name_ru ?? '' },
    specialist: toSpecialistRow(r),
  };
}

export type RawSpecialistProfileRow = RawSpecialistColumns & {
  portfolio: { id: string; url: string; category: SpecialistProfileRow['portfolio'][number]['category']; caption: string | null; width: number; height: number; createdAt: string }[];
};

export const toSpecialistProfileRow = (r: RawSpecialistProfileRow): SpecialistProfileRow => ({
  ...toSpecialistRow(r),
  portfolio: r.portfolio.map((p) => ({ ...p, createdAt: new Date(p.createdAt) })),
});
