import type { ClientConfig, Payment, PaymentMethod } from '@vizyt/contracts';
import { buildBooking } from '@/test/builders';
import { callOf, errorReply, okReply, serveApi, type Override } from '@/test/mock-api';
import type { PaymentOptions } from '../api/payments-api';

/** Taras Shevchuk's haircut of buildBooking (650 ₴), 30% deposit. */
export const buildOptions = (overrides: Partial<PaymentOptions> = {}): PaymentOptions => ({
  bookingId: 'bk1',
  provider: 'test',
  acceptOnlinePayments: true,
  requireDeposit: false,
  depositPercent: 30,
  price: 650,
  amountPaid: 0,
  depositAmount: 195,
  remainingAmount: 650,
  currency: 'UAH',
  paymentStatus: 'UNPAID',
  payable: true,
  points: { balance: 0, maxForDeposit: 0, maxForFull: 0 },
  ...overrides,
});

export const buildPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'pay1',
  bookingId: 'bk1',
  amount: 195,
  currency: 'UAH',
  status: 'SUCCEEDED',
  type: 'DEPOSIT',
  paymentMethod: { brand: 'visa', last4: '4242' },
  paymentIntentId: 'pi_1',
  amountRefunded: 0,
  pointsRedeemed: 0,
  failureCode: null,
  failureMessage: null,
  nextAction: null,
  service: { id: 'svc1', name: 'Men’s haircut' },
  specialist: { id: 'sp1', name: 'Taras Shevchuk' },
  customer: { id: 'c1', name: 'Olena Kovalenko' },
  scheduledAt: '2026-12-01T08:00:00.000Z',
  paidAt: '2026-11-25T12:30:00.000Z',
  createdAt: '2026-11-25T12:29:00.000Z',
  ...overrides,
});

export const buildMethod = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 'card1',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
  isDefault: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const clientConfig = (payments: Partial<ClientConfig['payments']> = {}): ClientConfig => ({
  googleClientId: null,
  telegramBotUsername: null,
  requireEmailVerification: true,
  devOutbox: false,
  map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: '' },
  payments: { provider: 'test', stripePublishableKey: null, commissionPercent: 8, ...payments },
  notifications: { realtime: false, telegramBot: null, pushPublicKey: null },
  features: { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true },
});

export const intentReply = (type: 'DEPOSIT' | 'FULL' = 'DEPOSIT', amount = 195, pointsRedeemed = 0) =>
  ({
    status: 201,
    body: {
      success: true,
      data: { paymentIntent: { id: 'pi_1', paymentId: 'pay1', clientSecret: 'pi_1_secret', amount, currency: 'UAH', status: 'PENDING', type, bookingId: 'bk1', pointsRedeemed } },
      error: null,
    },
  }) as const;

/**
 * The payments API of one booking (bk1, buildBooking's): options, saved cards, config; every
 * other call 404 unless `override` answers it.
 */
export const servePaymentsApi = ({
  options = buildOptions(),
  methods = [] as PaymentMethod[],
  override,
}: { options?: PaymentOptions; methods?: PaymentMethod[]; override?: Override } = {}) =>
  serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /config') return okReply(clientConfig({ provider: options.provider }));
    if (call === 'GET /payments/options') return okReply({ options });
    if (call === 'GET /payments/methods') return okReply({ paymentMethods: methods });
    if (call === 'GET /bookings/bk1') return okReply({ booking: buildBooking() });
    if (call === 'POST /payments/create-intent') return intentReply();
    return errorReply(404, 'NOT_FOUND');
  }, override);

/**
 * 3-D Secure with 39 points off the 195 ₴ deposit (156 ₴ by card): once confirmed, the open intent
 * holds the points, and GET /payments/options offers `heldMax` of the 81 left — as the server does
 * while the bank waits. Approving pays 156 ₴ with the 39 points.
 */
export const serveThreeDsWithPoints = (heldMax: number) => {
  let options = buildOptions({ points: { balance: 120, maxForDeposit: 39, maxForFull: 120 } });
  const paid = { amount: 156, pointsRedeemed: 39, paymentMethod: { brand: 'visa', last4: '3155' } };
  return servePaymentsApi({
    override: (config) => {
      const call = callOf(config);
      if (call === 'GET /payments/options') return okReply({ options });
      if (call === 'POST /payments/create-intent') return intentReply('DEPOSIT', 156, 39);
      if (call === 'POST /payments/confirm-intent') {
        options = buildOptions({ points: { balance: 81, maxForDeposit: heldMax, maxForFull: heldMax } });
        return okReply({ payment: buildPayment({ ...paid, status: 'REQUIRES_ACTION', nextAction: 'authenticate', paidAt: null }) });
      }
      if (call === 'POST /payments/test/intents/pi_1/authenticate') return okReply({ payment: buildPayment(paid) });
      return undefined;
    },
  });
};
