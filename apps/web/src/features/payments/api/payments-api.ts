/**
 * Server data of payments (issue #11): what a booking can be paid with, paying it (intent →
 * confirm → extra authentication), saved cards, the payment history and invoices. Every call is
 * `silent`: the screens show their own text for a failure, keyed by error code, with the spec's
 * fallbacks ('Failed to confirm payment', 'Failed to fetch payment methods', …).
 *
 * A payment changes the booking's money (paymentStatus, amountPaid), so paying invalidates the
 * 'Booking' tags of the bookings lists as well as this feature's own.
 */
import type { z } from 'zod';
import type {
  Booking,
  Invoice,
  Payment,
  PaymentIntent,
  PaymentMethod,
  PaymentOptionsSchema,
  PaymentPageSchema,
  PaymentStatus,
  PaymentType,
} from '@vizyt/contracts';
import { api } from '@/lib/api';

export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;
export type PaymentPage = z.infer<typeof PaymentPageSchema>;
export type InvoiceLanguage = 'uk' | 'en' | 'ru';
export interface InvoiceFile {
  blob: Blob;
  fileName: string;
}

export interface PaymentHistoryArgs {
  status?: PaymentStatus;
  /** YYYY-MM-DD, Kyiv days. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

const id = (value: string) => encodeURIComponent(value);

export const PAYMENTS_ENDPOINTS = {
  options: '/payments/options',
  createIntent: '/payments/create-intent',
  confirmIntent: '/payments/confirm-intent',
  authenticateTestIntent: (intentId: string) => `/payments/test/intents/${id(intentId)}/authenticate`,
  cancel: (paymentId: string) => `/payments/${id(paymentId)}/cancel`,
  methods: '/payments/methods',
  method: (methodId: string) => `/payments/methods/${id(methodId)}`,
  defaultMethod: (methodId: string) => `/payments/methods/${id(methodId)}/default`,
  setupIntent: '/payments/methods/setup-intent',
  history: '/payments/history',
  invoice: (paymentId: string) => `/payments/${id(paymentId)}/invoice`,
  invoiceDownload: (paymentId: string) => `/payments/${id(paymentId)}/invoice/download`,
} as const;

const silent = { silent: true } as const;

/** Query string of GET /payments/history: empty filters left out. */
export const historyParams = (args: PaymentHistoryArgs): Record<string, unknown> => {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) if (value !== undefined && value !== '') params[key] = value;
  return params;
};

/** What paying a booking changes: its options, the history, the booking in every list, and the points. */
const paidTags = (bookingId: string) => [
  { type: 'Payment' as const, id: `OPTIONS-${bookingId}` },
  { type: 'Payment' as const, id: 'LIST' },
  { type: 'Booking' as const, id: bookingId },
  { type: 'Booking' as const, id: 'LIST' },
  // Points spent on it (or given back when it failed) change the loyalty ledger.
  { type: 'Loyalty' as const, id: 'LIST' },
];

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /bookings/{id}: the booking the payment page is about (its own name: another feature reads bookings too). */
    getPayableBooking: build.query<Booking, string>({
      query: (bookingId) => ({ url: `/bookings/${id(bookingId)}` }),
      transformResponse: (data: { booking: Booking }) => data.booking,
      extraOptions: silent,
      providesTags: (_result, _error, bookingId) => [{ type: 'Booking', id: bookingId }],
    }),
    /** Always fresh: what is paid and payable changes with every payment and cancellation. */
    getPaymentOptions: build.query<PaymentOptions, string>({
      query: (bookingId) => ({ url: PAYMENTS_ENDPOINTS.options, params: { bookingId } }),
      transformResponse: (data: { options: PaymentOptions }) => data.options,
      extraOptions: silent,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, bookingId) => [{ type: 'Payment', id: `OPTIONS-${bookingId}` }],
    }),
    /** `redeemPoints`: loyalty points taken off the amount (1 point = 1 ₴, at most 20 % of it; sent only when above 0). */
    createPaymentIntent: build.mutation<PaymentIntent, { bookingId: string; type: PaymentType; redeemPoints?: number }>({
      query: (body) => ({ url: PAYMENTS_ENDPOINTS.createIntent, method: 'POST', body }),
      transformResponse: (data: { paymentIntent: PaymentIntent }) => data.paymentIntent,
      extraOptions: silent,
    }),
    /** `bookingId` only names what to refetch; the server takes the booking from the intent. */
    confirmPaymentIntent: build.mutation<Payment, { paymentIntentId: string; paymentMethodId: string; bookingId: string }>({
      query: ({ paymentIntentId, paymentMethodId }) => ({ url: PAYMENTS_ENDPOINTS.confirmIntent, method: 'POST', body: { paymentIntentId, paymentMethodId } }),
      transformResponse: (data: { payment: Payment }) => data.payment,
      extraOptions: silent,
      invalidatesTags: (_result, _error, { bookingId }) => paidTags(bookingId),
    }),
    /** The test provider's simulated 3-D Secure page: approve or fail the extra confirmation. */
    authenticateTestIntent: build.mutation<Payment, { paymentIntentId: string; outcome: 'approve' | 'fail'; bookingId: string }>({
      query: ({ paymentIntentId, outcome }) => ({ url: PAYMENTS_ENDPOINTS.authenticateTestIntent(paymentIntentId), method: 'POST', body: { outcome } }),
      transformResponse: (data: { payment: Payment }) => data.payment,
      extraOptions: silent,
      invalidatesTags: (_result, _error, { bookingId }) => paidTags(bookingId),
    }),
    /**
     * POST /payments/{id}/cancel: an unfinished payment (PENDING, or waiting for 3-D Secure) is
     * dropped and the points it held come back at once; nothing was charged.
     */
    cancelPayment: build.mutation<Payment, { paymentId: string; bookingId: string }>({
      query: ({ paymentId }) => ({ url: PAYMENTS_ENDPOINTS.cancel(paymentId), method: 'POST' }),
      transformResponse: (data: { payment: Payment }) => data.payment,
      extraOptions: silent,
      invalidatesTags: (_result, _error, { bookingId }) => paidTags(bookingId),
    }),

    getPaymentMethods: build.query<PaymentMethod[], void>({
      query: () => ({ url: PAYMENTS_ENDPOINTS.methods }),
      transformResponse: (data: { paymentMethods: PaymentMethod[] }) => data.paymentMethods,
      extraOptions: silent,
      providesTags: ['PaymentMethod'],
    }),
    addPaymentMethod: build.mutation<PaymentMethod, string>({
      query: (paymentMethodId) => ({ url: PAYMENTS_ENDPOINTS.methods, method: 'POST', body: { paymentMethodId } }),
      transformResponse: (data: { paymentMethod: PaymentMethod }) => data.paymentMethod,
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : ['PaymentMethod']),
    }),
    removePaymentMethod: build.mutation<{ deleted: boolean }, string>({
      query: (methodId) => ({ url: PAYMENTS_ENDPOINTS.method(methodId), method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : ['PaymentMethod']),
    }),
    setDefaultPaymentMethod: build.mutation<PaymentMethod, string>({
      query: (methodId) => ({ url: PAYMENTS_ENDPOINTS.defaultMethod(methodId), method: 'PUT' }),
      transformResponse: (data: { paymentMethod: PaymentMethod }) => data.paymentMethod,
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : ['PaymentMethod']),
    }),
    /** Stripe: a SetupIntent to confirm with stripe.confirmCardSetup before saving the card. */
    createSetupIntent: build.mutation<{ id: string; clientSecret: string }, void>({
      query: () => ({ url: PAYMENTS_ENDPOINTS.setupIntent, method: 'POST' }),
      transformResponse: (data: { setupIntent: { id: string; clientSecret: string } }) => data.setupIntent,
      extraOptions: silent,
    }),

    getPaymentHistory: build.query<PaymentPage, PaymentHistoryArgs>({
      query: (args) => ({ url: PAYMENTS_ENDPOINTS.history, params: historyParams(args) }),
      extraOptions: silent,
      providesTags: (result) => [{ type: 'Payment', id: 'LIST' }, ...(result?.payments.map((p) => ({ type: 'Payment' as const, id: p.id })) ?? [])],
    }),
    /**
     * The invoice PDF in `lang`, fetched with the session's token, named as the server names it
     * (invoice-<number>.pdf: the number comes from the invoice itself). A mutation: a one-off
     * download, never cached.
     */
    downloadInvoice: build.mutation<InvoiceFile, { paymentId: string; lang: InvoiceLanguage }>({
      async queryFn({ paymentId, lang }, _api, _extraOptions, baseQuery) {
        const invoice = await baseQuery({ url: PAYMENTS_ENDPOINTS.invoice(paymentId) });
        if (invoice.error) return { error: invoice.error };
        const file = await baseQuery({ url: PAYMENTS_ENDPOINTS.invoiceDownload(paymentId), params: { lang }, responseType: 'blob' });
        if (file.error) return { error: file.error };
        const { number } = (invoice.data as { invoice: Pick<Invoice, 'number'> }).invoice;
        return { data: { blob: file.data as Blob, fileName: `invoice-${number}.pdf` } };
      },
      extraOptions: silent,
    }),
  }),
});

export const {
  useGetPayableBookingQuery,
  useGetPaymentOptionsQuery,
  useCreatePaymentIntentMutation,
  useConfirmPaymentIntentMutation,
  useAuthenticateTestIntentMutation,
  useCancelPaymentMutation,
  useGetPaymentMethodsQuery,
  useAddPaymentMethodMutation,
  useRemovePaymentMethodMutation,
  useSetDefaultPaymentMethodMutation,
  useCreateSetupIntentMutation,
  useGetPaymentHistoryQuery,
  useDownloadInvoiceMutation,
} = paymentsApi;
