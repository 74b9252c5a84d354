import type { Earnings, PaymentSettings } from '@vizyt/contracts';
import { callOf, errorReply, okReply, paramsOf, serveApi, type Override } from '@/test/mock-api';
import type { Payout, PayoutList } from '../api/earnings-api';

/** November 2026 of a specialist: visits worth 3 250 ₴, 250 ₴ refunded (gross 3 000 ₴ by visit date), 8% commission. */
export const buildEarnings = (overrides: Partial<Earnings> = {}): Earnings => ({
  period: 'month',
  from: '2026-10-31T22:00:00.000Z',
  to: '2026-11-30T22:00:00.000Z',
  currency: 'UAH',
  gross: 3000,
  commission: 240,
  commissionPercent: 8,
  refunds: 250,
  net: 2760,
  pendingPayout: 1840,
  paidOut: 920,
  paymentsCount: 3,
  byMonth: [
    { month: '2026-10', gross: 1000, net: 920 },
    { month: '2026-11', gross: 2000, net: 1840 },
  ],
  ...overrides,
});

export const buildPaymentSettings = (overrides: Partial<PaymentSettings> = {}): PaymentSettings => ({
  acceptOnlinePayments: true,
  requireDeposit: false,
  depositPercent: 30,
  payoutIbanMasked: 'UA21 •••• 6001',
  payoutRecipientName: 'Тарас Шевчук',
  payoutReady: true,
  commissionPercent: 8,
  provider: 'test',
  ...overrides,
});

/** What a specialist without payout details gets. */
export const newPaymentSettings = (): PaymentSettings =>
  buildPaymentSettings({ acceptOnlinePayments: false, payoutIbanMasked: null, payoutRecipientName: null, payoutReady: false });

export const buildPayout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 'po1',
  specialistId: 'sp1',
  specialistName: 'Taras Shevchuk',
  amount: 920,
  currency: 'UAH',
  status: 'PAID',
  ibanMasked: 'UA21 •••• 6001',
  reference: 'PLT-2026-0001',
  requestedAt: '2026-11-02T09:00:00.000Z',
  paidAt: '2026-11-04T12:00:00.000Z',
  ...overrides,
});

/** A valid Ukrainian IBAN (checksum included) and the same with one digit changed. */
export const VALID_IBAN = 'UA213223130000026007233566001';
export const MISTYPED_IBAN = 'UA213223130000026007233566002';

interface State {
  earnings?: Earnings | ((period: string) => Earnings);
  settings?: PaymentSettings;
  payouts?: PayoutList;
}

/**
 * The specialist's money API; `override` answers first. Payment-settings saves answer with the
 * settings merged with what was sent (as the server does: the IBAN masked).
 */
export const serveEarningsApi = (override?: Override, state: State = {}) => {
  let settings = state.settings ?? buildPaymentSettings();
  return serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /specialists/earnings') {
      const period = String(paramsOf(config).period ?? 'month');
      const earnings = typeof state.earnings === 'function' ? state.earnings(period) : (state.earnings ?? buildEarnings({ period: period as Earnings['period'] }));
      return okReply(earnings);
    }
    if (call === 'GET /specialists/payouts') return okReply(state.payouts ?? { payouts: [buildPayout()], available: 1840, currency: 'UAH' });
    if (call === 'GET /specialists/payment-settings') return okReply({ paymentSettings: settings });
    if (call === 'POST /specialists/payment-settings' || call === 'POST /specialists/payment-settings/setup') {
      const body = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as Record<string, unknown>;
      const iban = typeof body.payoutIban === 'string' ? body.payoutIban.replace(/\s+/g, '') : null;
      settings = {
        ...settings,
        ...(typeof body.acceptOnlinePayments === 'boolean' && { acceptOnlinePayments: body.acceptOnlinePayments }),
        ...(typeof body.requireDeposit === 'boolean' && { requireDeposit: body.requireDeposit }),
        ...(typeof body.depositPercent === 'number' && { depositPercent: body.depositPercent }),
        ...(typeof body.payoutRecipientName === 'string' && { payoutRecipientName: body.payoutRecipientName }),
        ...(iban && { payoutIbanMasked: `${iban.slice(0, 4)} •••• ${iban.slice(-4)}` }),
        ...(call.endsWith('/setup') && { acceptOnlinePayments: true }),
      };
      settings = { ...settings, payoutReady: Boolean(settings.payoutIbanMasked && settings.payoutRecipientName) };
      return okReply({ paymentSettings: settings });
    }
    if (call === 'POST /specialists/payouts') return { status: 201, body: { success: true, data: { payout: buildPayout({ id: 'po2', status: 'PENDING', amount: 1840, reference: null, paidAt: null }) }, error: null } };
    return errorReply(404, 'ROUTE_NOT_FOUND');
  }, override);
};
