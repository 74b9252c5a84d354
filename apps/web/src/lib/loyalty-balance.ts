import type { Loyalty } from '@vizyt/contracts';
import { api } from './api';

/**
 * The customer's loyalty summary (GET /loyalty, first entry only): the one query every view of
 * the balance hangs on (issue #26 item 17: the header said 80 while the dashboard tile said 20).
 * app/layouts/live-data-sync.tsx keeps it subscribed in every signed-in customer layout and mirrors
 * its balance into the session's user, which the header badge, the account menu, the stats tiles
 * and the payment step read (stores/auth-slice selectLoyaltyPoints); the dashboard's loyalty block
 * reads it directly. Anything that changes points (a payment, a cancellation, points given back,
 * a live booking or payment event) invalidates `Loyalty`, so they all move at once.
 */
export const loyaltySummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoyaltySummary: build.query<Loyalty, void>({
      query: () => ({ url: '/loyalty', params: { page: 1, limit: 1 } }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Loyalty', id: 'LIST' }],
    }),
  }),
});

export const { useGetLoyaltySummaryQuery } = loyaltySummaryApi;
