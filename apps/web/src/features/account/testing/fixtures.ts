import type { InternalAxiosRequestConfig } from 'axios';
import type { Preferences, User } from '@vizyt/contracts';
import { errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';
import type { AccountStats } from '../api/account-api';

/** GET /auth/me's user for the signed-in test customer (testUsers.customer). */
export const buildAccountUser = (overrides: Partial<User> = {}): User => ({
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
  createdAt: '2025-03-14T10:00:00.000Z',
  memberSince: '2025-03-14T10:00:00.000Z',
  ...overrides,
});

export function buildPreferences(overrides: Partial<Preferences> = {}): Preferences {
  return {
    language: 'uk',
    currency: 'UAH',
    timezone: 'Europe/Kyiv',
    notifications: { email: true, push: true, telegram: false },
    ...overrides,
  };
}

export const buildStats = (overrides: Partial<AccountStats> = {}): AccountStats => ({
  totalBookings: 7,
  upcomingBookings: 2,
  completedBookings: 4,
  cancelledBookings: 1,
  totalSpent: 3150,
  currency: 'UAH',
  loyaltyPoints: 120,
  memberSince: '2025-03-14T10:00:00.000Z',
  ...overrides,
});

/** "PUT /users/profile" for a request the mock API received. */
export const callOf = (config: InternalAxiosRequestConfig) => `${(config.method ?? 'get').toUpperCase()} ${config.url}`;

/** The JSON body a request carried. */
export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;

/** A minimal valid PNG (1×1): enough for the byte-signature check. */
export const pngBytes = () =>
  Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );

/** Answers one call differently, or returns undefined to leave it to the defaults. */
export type Override = (config: InternalAxiosRequestConfig) => Reply | undefined | Promise<Reply | undefined>;

/**
 * The account API of these screens on the mock network: GET /auth/me, /auth/me/stats and
 * /users/preferences answer with the given data; `override` answers anything first.
 */
export const serveAccountApi = (
  override?: Override,
  { user = buildAccountUser(), preferences = buildPreferences(), stats = buildStats() }: { user?: User; preferences?: Preferences; stats?: AccountStats } = {},
) =>
  serveApi(async (config) => {
    const reply = await override?.(config);
    if (reply) return reply;
    switch (callOf(config)) {
      case 'GET /auth/me':
        return okReply({ user });
      case 'GET /auth/me/stats':
        return okReply(stats);
      case 'GET /users/preferences':
        return okReply(preferences);
      default:
        return errorReply(404, 'ROUTE_NOT_FOUND');
    }
  });
