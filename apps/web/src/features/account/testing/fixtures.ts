import type { Preferences, User } from '@vizyt/contracts';
import { buildPreferences, buildUser } from '@/test/builders';
import { callOf, errorReply, okReply, serveApi, type Override } from '@/test/mock-api';
import type { AccountStats } from '../api/account-api';

export { buildPreferences };
export const buildAccountUser = buildUser;

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

/** A minimal valid PNG (1×1): enough for the byte-signature check. */
export const pngBytes = () =>
  Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );

/**
 * The account API of these screens on the mock network: GET /auth/me, /auth/me/stats and
 * /users/preferences answer with the given data; `override` answers anything first.
 */
export const serveAccountApi = (
  override?: Override,
  { user = buildUser(), preferences = buildPreferences(), stats = buildStats() }: { user?: User; preferences?: Preferences; stats?: AccountStats } = {},
) =>
  serveApi((config) => {
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
  }, override);
