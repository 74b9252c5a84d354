import type { Booking, Service, ServiceAvailability } from '@vizyt/contracts';
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
    worksOnline: true,
    worksInPerson: true,
    address: 'вул. Хрещатик, 1',
  },
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
  ...override,
});

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
