import type { Booking, Service, ServiceAvailability, SpecialistProfile } from '@vizyt/contracts';
import { weekDates } from '../model/visitor-time';

export const buildService = (override: Partial<Service> = {}): Service => ({
  id: 'svc-1',
  name: 'Класичний манікюр',
  description: 'Догляд за нігтями та покриття гель-лаком.',
  category: { id: 'beauty-wellness', name: 'Beauty & Wellness' },
  customCategory: null,
  price: 650,
  currency: 'UAH',
  duration: 60,
  availableDays: ['monday', 'wednesday'],
  timeSlots: ['10:00', '14:00'],
  isActive: true,
  specialist: {
    id: 'spec-1',
    name: 'Olena Kovalenko',
    businessName: 'Olena Nails',
    avatar: null,
    city: 'Kyiv',
    specialization: 'Manicure',
    rating: 4.8,
    reviewCount: 12,
    isVerified: true,
  },
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
  ...override,
});

/** Cast: the fixture holds whichever optional fields later issues add to the contract. */
export const buildSpecialistProfile = (override: Partial<SpecialistProfile> = {}): SpecialistProfile =>
  ({
    portfolio: [],
    id: 'spec-1',
    userId: 'user-1',
    firstName: 'Olena',
    lastName: 'Kovalenko',
    avatar: null,
    businessName: 'Olena Nails',
    bio: 'Ten years of nail care.',
    specialization: 'Manicure',
    yearsOfExperience: 10,
    languages: ['uk', 'en'],
    city: 'Kyiv',
    address: 'вул. Хрещатик, 1',
    latitude: null,
    longitude: null,
    worksOnline: true,
    worksInPerson: true,
    timezone: 'Europe/Kyiv',
    responseTimeMinutes: 30,
    completedJobs: 245,
    rating: 4.8,
    reviewCount: 12,
    isVisible: true,
    isVerified: true,
    memberSince: '2025-03-14T10:00:00.000Z',
    ...override,
  }) as SpecialistProfile;

/**
 * A week of availability starting at `from`: `slots` maps a day offset (0–6) to its UTC
 * instants; other days are empty.
 */
export const buildAvailability = (
  from: string,
  slots: Record<number, string[]>,
  override: Partial<ServiceAvailability> = {},
): ServiceAvailability => ({
  timezone: 'Europe/Kyiv',
  specialistTimezone: 'Europe/Kyiv',
  duration: 60,
  days: weekDates(from).map((date, i) => ({ date, slots: slots[i] ?? [] })),
  ...override,
});

export const buildBooking = (override: Partial<Booking> = {}): Booking => ({
  id: 'bk-1',
  status: 'PENDING',
  scheduledAt: '2026-11-30T08:00:00.000Z',
  endsAt: '2026-11-30T09:00:00.000Z',
  duration: 60,
  type: 'in_person',
  videoCall: false,
  notes: null,
  location: null,
  amount: 650,
  currency: 'UAH',
  service: { id: 'svc-1', name: 'Класичний манікюр' },
  specialist: { id: 'spec-1', name: 'Olena Kovalenko', avatar: null, timezone: 'Europe/Kyiv', address: 'вул. Хрещатик, 1', city: 'Kyiv' },
  customer: { id: 'c1', name: 'Olena Kovalenko', avatar: null },
  cancellationReason: null,
  cancelledBy: null,
  cancelledAt: null,
  confirmedAt: null,
  startedAt: null,
  completedAt: null,
  expiresAt: '2026-11-23T08:00:00.000Z',
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  ...override,
});
