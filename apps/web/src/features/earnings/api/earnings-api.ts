/**
 * Server data of the specialist's money (issue #11): earnings of a period, the payouts ledger,
 * payout requests, and the payment settings (payout details, online payments, deposit).
 * Everything is `silent`: the page and the forms show their own messages.
 */
import type { z } from 'zod';
import type { Earnings, EARNINGS_PERIODS, PaymentSettings, PaymentSettingsInput, PaymentSettingsSetupInputSchema, PayoutListSchema, PayoutSchema } from '@vizyt/contracts';
import { api } from '@/lib/api';

export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
export type Payout = z.infer<typeof PayoutSchema>;
/** The ledger, and `available`: what a new payout request would be for. */
export type PayoutList = z.infer<typeof PayoutListSchema>;
/** POST /specialists/payment-settings/setup: payout details, and online payments switched on. */
export type PaymentSettingsSetup = z.input<typeof PaymentSettingsSetupInputSchema>;

export const EARNINGS_ENDPOINTS = {
  earnings: '/specialists/earnings',
  payouts: '/specialists/payouts',
  paymentSettings: '/specialists/payment-settings',
  paymentSettingsSetup: '/specialists/payment-settings/setup',
} as const;

const silent = { silent: true } as const;
const SETTINGS_TAG = { type: 'Payment', id: 'SETTINGS' } as const;
const EARNINGS_TAG = { type: 'Payment', id: 'EARNINGS' } as const;
const PAYOUTS_TAG = { type: 'Payment', id: 'PAYOUTS' } as const;

const settingsOf = (data: { paymentSettings: PaymentSettings }) => data.paymentSettings;

export const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<Earnings, EarningsPeriod>({
      query: (period) => ({ url: EARNINGS_ENDPOINTS.earnings, params: { period } }),
      extraOptions: silent,
      providesTags: [EARNINGS_TAG],
    }),
    getPayouts: build.query<PayoutList, void>({
      query: () => ({ url: EARNINGS_ENDPOINTS.payouts }),
      extraOptions: silent,
      providesTags: [PAYOUTS_TAG],
    }),
    /** Asks for a payout of everything available (the server decides the amount). */
    requestPayout: build.mutation<Payout, void>({
      query: () => ({ url: EARNINGS_ENDPOINTS.payouts, method: 'POST' }),
      transformResponse: (data: { payout: Payout }) => data.payout,
      extraOptions: silent,
      invalidatesTags: [PAYOUTS_TAG, EARNINGS_TAG],
    }),
    getPaymentSettings: build.query<PaymentSettings, void>({
      query: () => ({ url: EARNINGS_ENDPOINTS.paymentSettings }),
      transformResponse: settingsOf,
      extraOptions: silent,
      providesTags: [SETTINGS_TAG],
    }),
    /** A partial update: only the fields sent change. */
    savePaymentSettings: build.mutation<PaymentSettings, PaymentSettingsInput>({
      query: (body) => ({ url: EARNINGS_ENDPOINTS.paymentSettings, method: 'POST', body }),
      transformResponse: settingsOf,
      extraOptions: silent,
      invalidatesTags: [SETTINGS_TAG, PAYOUTS_TAG],
    }),
    setUpPaymentSettings: build.mutation<PaymentSettings, PaymentSettingsSetup>({
      query: (body) => ({ url: EARNINGS_ENDPOINTS.paymentSettingsSetup, method: 'POST', body }),
      transformResponse: settingsOf,
      extraOptions: silent,
      invalidatesTags: [SETTINGS_TAG, PAYOUTS_TAG],
    }),
  }),
});

export const {
  useGetEarningsQuery,
  useGetPayoutsQuery,
  useRequestPayoutMutation,
  useGetPaymentSettingsQuery,
  useSavePaymentSettingsMutation,
  useSetUpPaymentSettingsMutation,
} = earningsApi;
