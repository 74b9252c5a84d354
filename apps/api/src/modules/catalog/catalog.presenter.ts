import {
  CURRENCIES,
  toMajorUnits,
  WEEKDAYS,
  type Category,
  type Currency,
  type Language,
  type PortfolioImage,
  type Service,
  type SpecialistProfile,
  type ServiceSpecialistSchema,
  type Weekday,
} from '@vizyt/contracts';
import type { z } from 'zod';
import type { CategoryRow, ServiceRow, SpecialistProfileRow, SpecialistRow } from './catalog.rows.js';

type ServiceSpecialist = z.infer<typeof ServiceSpecialistSchema>;

export function presentCategory(row: CategoryRow, lang: Language): Category {
  const names = { uk: row.nameUk, en: row.nameEn, ru: row.nameRu };
  const descriptions = { uk: row.descriptionUk, en: row.descriptionEn, ru: row.descriptionRu };
  return {
    id: row.id,
    name: names[lang],
    description: descriptions[lang],
    names,
    descriptions,
    icon: row.icon,
    serviceCount: row.activeServiceCount,
  };
}

const localName = (c: { nameUk: string; nameEn: string; nameRu: string }, lang: Language) =>
  ({ uk: c.nameUk, en: c.nameEn, ru: c.nameRu })[lang];

export function presentSpecialistSummary(row: SpecialistRow): ServiceSpecialist {
  return {
    id: row.id,
    name: `${row.user.firstName} ${row.user.lastName}`.trim(),
    businessName: row.businessName,
    avatar: row.user.avatarUrl,
    city: row.city,
    specialization: row.specialization,
    rating: row.ratingAverage,
    reviewCount: row.ratingCount,
    isVerified: row.isVerified,
    worksOnline: row.worksOnline,
    worksInPerson: row.worksInPerson,
    address: row.address,
    payment: { acceptOnlinePayments: row.acceptOnlinePayments, requireDeposit: row.requireDeposit, depositPercent: row.depositPercent },
  };
}

type PortfolioRow = SpecialistProfileRow['portfolio'][number];
export const presentPortfolioImage = (p: PortfolioRow): PortfolioImage => ({
  id: p.id,
  url: p.url,
  category: p.category.toLowerCase() as PortfolioImage['category'],
  caption: p.caption,
  width: p.width,
  height: p.height,
  createdAt: p.createdAt.toISOString(),
});

export function presentSpecialistProfile(row: SpecialistProfileRow): SpecialistProfile {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    avatar: row.user.avatarUrl,
    businessName: row.businessName,
    bio: row.bio,
    specialization: row.specialization,
    yearsOfExperience: row.yearsOfExperience,
    languages: row.languages,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    worksOnline: row.worksOnline,
    worksInPerson: row.worksInPerson,
    timezone: row.timezone,
    responseTimeMinutes: row.responseTimeMinutes,
    completedJobs: row.completedJobs,
    rating: row.ratingAverage,
    reviewCount: row.ratingCount,
    isVerified: row.isVerified,
    isVisible: row.isVisible,
    memberSince: row.createdAt.toISOString(),
    portfolio: row.portfolio.map(presentPortfolioImage),
  };
}

export function presentService(row: ServiceRow, lang: Language): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category ? { id: row.category.id, name: localName(row.category, lang) } : null,
    customCategory: row.customCategory,
    price: toMajorUnits(row.priceMinor),
    currency: (CURRENCIES as readonly string[]).includes(row.currency) ? (row.currency as Currency) : 'UAH',
    duration: row.durationMinutes,
    availableDays: row.availableDays.filter((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d)),
    timeSlots: row.timeSlots,
    isActive: row.isActive,
    specialist: presentSpecialistSummary(row.specialist),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
