import type { Loyalty, LoyaltyEntry } from '../api/loyalty-api';
import { callOf, errorReply, okReply, paramsOf, serveApi, type Override } from '@/test/mock-api';

export const RULES: Loyalty['rules'] = { uahPerPoint: 10, pointValueUah: 1, maxShare: 0.2, expiryMonths: 12 };

export const buildEntry = (overrides: Partial<LoyaltyEntry> = {}): LoyaltyEntry => ({
  id: 'le1',
  kind: 'EARN',
  points: 65,
  bookingId: 'bk1',
  serviceName: 'Men’s haircut',
  expiresAt: '2027-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** A customer who earned 65 + 100 points, spent 30 and had 20 returned: 155 left, 40 of them expiring on 10 December. */
export const buildLoyalty = (overrides: Partial<Loyalty> = {}): Loyalty => ({
  balance: 155,
  lifetimeEarned: 165,
  expiringSoon: { points: 40, date: '2026-12-10T10:00:00.000Z' },
  rules: RULES,
  entries: [
    buildEntry({ id: 'le4', kind: 'RESTORE', points: 20, bookingId: 'bk3', serviceName: 'Manicure', expiresAt: null, createdAt: '2026-11-24T09:00:00.000Z' }),
    buildEntry({ id: 'le3', kind: 'REDEEM', points: -30, bookingId: 'bk2', serviceName: 'Beard trim', expiresAt: null, createdAt: '2026-11-22T12:00:00.000Z' }),
    buildEntry({ id: 'le2', kind: 'EARN', points: 100, bookingId: 'bk4', serviceName: 'Massage', expiresAt: '2027-11-21T15:00:00.000Z', createdAt: '2026-11-21T15:00:00.000Z' }),
    buildEntry(),
  ],
  total: 4,
  page: 1,
  totalPages: 1,
  ...overrides,
});

/** What a customer who never had points gets. */
export const newCustomerLoyalty = (): Loyalty =>
  buildLoyalty({ balance: 0, lifetimeEarned: 0, expiringSoon: null, entries: [], total: 0, totalPages: 0 });

/** GET /loyalty answered by `pages` (page number → answer); anything else 404 unless `override` answers. */
export const serveLoyaltyApi = (pages: Record<number, Loyalty> = { 1: buildLoyalty() }, override?: Override) =>
  serveApi((config) => {
    if (callOf(config) !== 'GET /loyalty') return errorReply(404, 'NOT_FOUND');
    const page = pages[Number(paramsOf(config).page ?? 1)];
    return page ? okReply(page) : errorReply(404, 'NOT_FOUND');
  }, override);
