/**
 * Builders of the API's data as the contracts type it, for every feature's tests. Each takes
 * any number of override layers, applied in order (a feature's fixture passes its defaults,
 * the test its own); nested parties (a service's or booking's specialist) merge field by field.
 * People match `testUsers`: Olena Kovalenko (c1) is the customer, Taras Shevchuk the specialist.
 */
import type { Booking, Preferences, Service, ServiceAvailability, SpecialistProfile, User } from '@vizyt/contracts';

type ServiceSpecialist = Service['specialist'];
export type ServiceOverrides = Partial<Omit<Service, 'specialist'>> & { specialist?: Partial<ServiceSpecialist> };
export type BookingOverrides = Partial<Omit<Booking, 'specialist'>> & { specialist?: Partial<Booking['specialist']> };

const CREATED_AT = '2025-03-14T10:00:00.000Z';

/** The override layers folded into one, later ones winning. */
const merged = <T extends object>(layers: Partial<T>[]): Partial<T> => Object.assign({}, ...layers) as Partial<T>;

export const buildServiceSpecialist = (...layers: Partial<ServiceSpecialist>[]): ServiceSpecialist => ({
      id: 'spec-1',
      name: 'Olena Kovalenko',
      businessName: 'Olena Nails',
      avatar: null,
      city: 'Kyiv',
      specialization: 'Manicure',
      rating: 4.8,
      reviewCount: 12,
      isVerified: true,
      worksOnline: false,
      worksInPerson: true,
      address: null,
      payment: { acceptOnlinePayments: false, requireDeposit: false, depositPercent: 30 },
  ...merged(layers),
});

/** A service as GET /services/:id returns it. */
export const buildService = (...layers: ServiceOverrides[]): Service => ({
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
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  ...merged(layers),
  specialist: buildServiceSpecialist(...layers.map((layer) => layer.specialist ?? {})),
});

/** The public profile of the specialist of `buildService()`. */
export const buildSpecialistProfile = (...layers: Partial<SpecialistProfile>[]): SpecialistProfile => ({
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
      address: null,
      latitude: null,
      longitude: null,
      worksOnline: false,
      worksInPerson: true,
      timezone: 'Europe/Kyiv',
      responseTimeMinutes: 30,
      completedJobs: 245,
      rating: 4.8,
      reviewCount: 12,
      isVerified: true,
      isVisible: true,
      memberSince: CREATED_AT,
      portfolio: [],
  ...merged(layers),
});

/** The specialist's default cancellation window (24 h) before `scheduledAt`, as the API presents it. */
const dayBefore = (scheduledAt: string) => new Date(Date.parse(scheduledAt) - 24 * 3_600_000).toISOString();

/**
 * A booking of Taras Shevchuk's haircut by Olena Kovalenko: pending, 1 December 2026, 10:00 Kyiv.
 * Its free-cancellation deadline follows its start (24 h before) unless a layer sets one.
 */
export const buildBooking = (...layers: BookingOverrides[]): Booking => {
  const own = merged(layers);
  const scheduledAt = own.scheduledAt ?? '2026-12-01T08:00:00.000Z';
  return {
    id: 'bk1',
    status: 'PENDING',
    endsAt: '2026-12-01T09:00:00.000Z',
    duration: 60,
    type: 'in_person',
    videoCall: false,
    notes: null,
    location: null,
    amount: 650,
    currency: 'UAH',
    service: { id: 'svc1', name: 'Men’s haircut' },
    customer: { id: 'c1', name: 'Olena Kovalenko', avatar: null },
    cancellationReason: null,
    cancelledBy: null,
    cancelledAt: null,
    confirmedAt: null,
    startedAt: null,
    completedAt: null,
    expiresAt: null,
    paymentDueAt: null,
    paymentStatus: 'UNPAID',
    amountPaid: 0,
    amountRefunded: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...own,
    scheduledAt,
    freeCancellationUntil: own.freeCancellationUntil ?? dayBefore(scheduledAt),
    specialist: {
      id: 'sp1',
      name: 'Taras Shevchuk',
      avatar: null,
      timezone: 'Europe/Kyiv',
      address: null,
      city: 'Kyiv',
      latitude: null,
      longitude: null,
      ...merged(layers.map((layer) => layer.specialist ?? {})),
    },
  };
};

/**
 * A service's bookable week as GET /availability/services/:id returns it (no slots unless given).
 * Its horizon is the longest (365 days) from 29 November 2026, the booking tests’ today, in Kyiv.
 */
export const buildServiceAvailability = (...layers: Partial<ServiceAvailability>[]): ServiceAvailability => ({
  timezone: 'Europe/Kyiv',
  specialistTimezone: 'Europe/Kyiv',
  duration: 60,
  bookableUntil: '2027-11-28T22:00:00.000Z',
  cancellationWindowHours: 24,
  days: [],
  ...merged(layers),
});

export const buildPreferences = (...layers: Partial<Preferences>[]): Preferences => ({
  language: 'uk',
  currency: 'UAH',
  timezone: 'Europe/Kyiv',
  notifications: { email: true, push: true, telegram: false },
  ...merged(layers),
});

/** GET /auth/me's user for testUsers.customer. */
export const buildUser = (...layers: Partial<User>[]): User => ({
      id: 'c1',
      email: 'olena@example.com',
      firstName: 'Olena',
      lastName: 'Kovalenko',
      phone: '+380671234567',
      avatar: null,
      userType: 'CUSTOMER',
      status: 'ACTIVE',
      isEmailVerified: true,
      isVerified: true,
      hasPassword: true,
      authProviders: ['password'],
      totalBookings: 3,
      loyaltyPoints: 120,
      profileComplete: true,
      language: 'uk',
      currency: 'UAH',
      timezone: 'Europe/Kyiv',
      preferences: buildPreferences(),
      createdAt: CREATED_AT,
      memberSince: CREATED_AT,
  ...merged(layers),
});
