import { maskIban, toMajorUnits, type PaymentProviderName, type PaymentSettingsInput } from '@vizyt/contracts';
import { AppError, NotFoundError, UnprocessableError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { statsWindow, type StatsPeriod } from '../bookings/stats-window.js';
import { commissionOf } from './payment-rules.js';
import { presentPayout } from './payments.presenter.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { MoneyProfileRow } from './payments.rows.js';
import type { SpecialistIncome } from './specialist-income.service.js';

/**
 * The specialist's side of money: how they take payments (settings, payout details), what they
 * earned after the platform's commission, and the payouts ledger an admin marks paid.
 */
export function createSpecialistMoneyService(deps: { repo: PaymentsRepository; income: SpecialistIncome; providerName: PaymentProviderName; commissionPercent: () => Promise<number> }) {
  const { repo, income } = deps;

  async function profileOf(userId: string) {
    const profile = await repo.moneyProfileOf(userId);
    if (!profile) throw UnprocessableError('Create your specialist profile first');
    return profile;
  }

  const present = async (p: MoneyProfileRow) => ({
    acceptOnlinePayments: p.acceptOnlinePayments,
    requireDeposit: p.requireDeposit,
    depositPercent: p.depositPercent,
    payoutIbanMasked: p.payoutIban ? maskIban(p.payoutIban) : null,
    payoutRecipientName: p.payoutRecipientName,
    payoutReady: Boolean(p.payoutIban && p.payoutRecipientName),
    commissionPercent: await deps.commissionPercent(),
    provider: deps.providerName,
  });

  /** Net of each charged payment: what was kept, less the commission at the rate recorded on it. */
  const netOf = (p: { amountMinor: number; refundedMinor: number; commissionBps: number | null }) =>
    p.amountMinor - p.refundedMinor - commissionOf(p.amountMinor, p.refundedMinor, p.commissionBps ?? 0);

  const netSum = (rows: { amountMinor: number; refundedMinor: number; commissionBps: number | null }[]) => rows.reduce((sum, p) => sum + netOf(p), 0);

  async function available(specialistId: string, tx: PaymentsRepository = repo): Promise<number> {
    // Money of visits that took place, less every payout asked for.
    const earned = netSum(await tx.chargedOf(specialistId, true));
    return Math.max(0, earned - (await tx.payoutTotal(specialistId)));
  }

  return {
    async settings(actor: Actor) {
      return present(await profileOf(actor.userId));
    },

    async updateSettings(actor: Actor, input: PaymentSettingsInput & { payoutIban?: string | null }) {
      const current = await profileOf(actor.userId);
      const next = {
        acceptOnlinePayments: input.acceptOnlinePayments ?? current.acceptOnlinePayments,
        requireDeposit: input.requireDeposit ?? current.requireDeposit,
        depositPercent: input.depositPercent ?? current.depositPercent,
        payoutIban: input.payoutIban !== undefined ? input.payoutIban : current.payoutIban,
        payoutRecipientName: input.payoutRecipientName !== undefined ? input.payoutRecipientName : current.payoutRecipientName,
      };
      // Money taken online has to reach someone: no online payments without payout details.
      if (next.acceptOnlinePayments && !(next.payoutIban && next.payoutRecipientName)) {
        throw UnprocessableError('Add your payout details (IBAN and recipient name) before accepting online payments');
      }
      if (next.requireDeposit && !next.acceptOnlinePayments) throw UnprocessableError('A deposit can only be required when you accept online payments');
      return present(await repo.updateMoneyProfile(current.id, next));
    },

    /**
     * The period's income by visit date (specialist-income: the definition every screen shares),
     * by month of the visit; then, for all time, what waits to be paid out and what was paid out.
     */
    async earnings(actor: Actor, period: StatsPeriod) {
      const profile = await profileOf(actor.userId);
      const { from, to } = statsWindow(period, new Date(), profile.timezone, {});
      const { total, buckets } = await income.withBuckets(actor.userId, { from, to }, profile.timezone, 'month');
      const netAllTime = netSum(await repo.chargedOf(profile.id, false));
      const paidOut = await repo.payoutTotal(profile.id, 'PAID');
      const major = toMajorUnits;
      return {
        period,
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
        currency: 'UAH' as const,
        gross: major(total.grossMinor),
        commission: major(total.commissionMinor),
        commissionPercent: await deps.commissionPercent(),
        refunds: major(total.refundsMinor),
        net: major(total.netMinor),
        pendingPayout: major(Math.max(0, netAllTime - paidOut)),
        paidOut: major(paidOut),
        paymentsCount: total.payments,
        byMonth: [...buckets.entries()]
          .filter(([, m]) => m.visits > 0)
          .map(([month, m]) => ({ month: month.slice(0, 7), gross: major(m.grossMinor), net: major(m.netMinor) })),
      };
    },

    async payouts(actor: Actor, query: { status?: 'PENDING' | 'PAID'; specialistId?: string }) {
      if (actor.role === 'ADMIN') {
        const rows = await repo.payouts(query);
        return { payouts: rows.map(presentPayout), available: 0, currency: 'UAH' as const };
      }
      const profile = await profileOf(actor.userId);
      const rows = await repo.payouts({ specialistId: profile.id, ...(query.status ? { status: query.status } : {}) });
      return { payouts: rows.map(presentPayout), available: (await available(profile.id)) / 100, currency: 'UAH' as const };
    },

    /** A payout of everything available, to the IBAN on file; one request at a time per specialist. */
    async requestPayout(actor: Actor) {
      const profile = await profileOf(actor.userId);
      if (!profile.payoutIban || !profile.payoutRecipientName) throw UnprocessableError('Add your payout details (IBAN and recipient name) first');
      return repo.transaction(async (tx) => {
        // Serialises requests of one specialist, so two clicks cannot both take the same balance.
        await tx.lockSpecialistProfile(profile.id);
        const amount = await available(profile.id, tx);
        if (amount <= 0) throw new AppError('NOTHING_TO_PAY_OUT', 'There is nothing to pay out yet: money becomes available after the visit is completed');
        return presentPayout(await tx.createPayout({ specialistId: profile.id, amountMinor: amount, iban: profile.payoutIban!, recipientName: profile.payoutRecipientName! }));
      });
    },

    async markPaid(actor: Actor, id: string, reference: string) {
      const marked = await repo.markPayoutPaid(id, actor.userId, reference);
      const payout = await repo.payoutById(id);
      if (!payout) throw NotFoundError('Payout not found');
      if (!marked) throw new AppError('CONFLICT', 'This payout is already marked paid');
      return presentPayout(payout);
    },
  };
}

export type SpecialistMoneyService = ReturnType<typeof createSpecialistMoneyService>;
