/**
 * Server data of the loyalty programme (issue #12): GET /loyalty — the balance, what was earned in
 * all, what expires soon, the rules and the ledger, newest first, one page per cache entry ("load
 * more" asks for the next page). `silent`: the page shows its own text for a failure.
 *
 * Always asked again when the page opens: points change elsewhere (a visit completed, a payment
 * with points, a refund), and the page's balance also refreshes the one the header shows.
 */
import type { Loyalty, LoyaltyEntryKind } from '@vizyt/contracts';
import { api } from '@/lib/api';

export type LoyaltyEntry = Loyalty['entries'][number];
export type { Loyalty, LoyaltyEntryKind };

export const LOYALTY_PAGE_SIZE = 20;

export const LOYALTY_ENDPOINTS = { loyalty: '/loyalty' } as const;

export const loyaltyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoyalty: build.query<Loyalty, { page: number; limit: number }>({
      query: (params) => ({ url: LOYALTY_ENDPOINTS.loyalty, params }),
      extraOptions: { silent: true },
      providesTags: (_result, _error, { page }) => [{ type: 'Loyalty', id: `PAGE-${page}` }, { type: 'Loyalty', id: 'LIST' }],
    }),
  }),
});

export const { useGetLoyaltyQuery } = loyaltyApi;
