import type { ServiceAvailability } from '@vizyt/contracts';
import { buildBooking as baseBuildBooking, buildService as baseBuildService, buildServiceAvailability, type BookingOverrides, type ServiceOverrides } from '@/test/builders';
import { weekDates } from '../model/visitor-time';

const ADDRESS = 'вул. Хрещатик, 1';

/** Olena's manicure, online and in person at her address. */
export const buildService = (overrides: ServiceOverrides = {}) => baseBuildService({ specialist: { worksOnline: true, address: ADDRESS } }, overrides);

/**
 * A week of availability starting at `from`: `slots` maps a day offset (0–6) to its UTC
 * instants; other days are empty.
 */
export const buildAvailability = (from: string, slots: Record<number, string[]>, overrides: Partial<ServiceAvailability> = {}) =>
  buildServiceAvailability({ days: weekDates(from).map((date, i) => ({ date, slots: slots[i] ?? [] })) }, overrides);

/** A booking of `buildService()` on Monday 30 November 2026, 10:00 Kyiv, pending for a week. */
export const buildBooking = (overrides: BookingOverrides = {}) =>
  baseBuildBooking(
    {
      id: 'bk-1',
      scheduledAt: '2026-11-30T08:00:00.000Z',
      endsAt: '2026-11-30T09:00:00.000Z',
      service: { id: 'svc-1', name: 'Класичний манікюр' },
      specialist: { id: 'spec-1', name: 'Olena Kovalenko', address: ADDRESS },
      expiresAt: '2026-11-23T08:00:00.000Z',
      createdAt: '2026-11-22T08:00:00.000Z',
      updatedAt: '2026-11-22T08:00:00.000Z',
    },
    overrides,
  );
