import { maskIban, toMajorUnits, type PaymentProviderName, type PaymentSettingsInput } from '@vizyt/contracts';
import { AppError, NotFoundError, UnprocessableError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { isUuid, type Db } from '../../lib/db.js';
import { statsWindow, type StatsPeriod } from '../bookings/stats-window.js';
import { commissionOf } from './payment-rules.js';
import { CHARGED } from './payments.repository.js';
import { createSpecialistIncome } from './specialist-income.service.js';

/**
 * The specialist's side of money: how they take payments (settings, payout details), what they
 * earned after the platform's commission, and the payouts ledger an admin marks paid.
 */
export function createSpecialistMoneyService(deps: { db: Db; providerName: PaymentProviderName; commissionPercent: () => Promise<number> }) {
  const { db } = deps;
  const income = createSpecialistIncome(db);

  async function profileOf(userId: string) {
    const profile = await db.specialistProfile.findUnique({
      where: { userId },
      select: { id: true, timezone: true, acceptOnlinePayments: true, requireDeposit: true, depositPercent: true, payoutIban: true, payoutRecipientName: true },
    });
    if (!profile) throw UnprocessableError('Create your specialist profile first');
    return profile;
  }

  const present = async (p: Awaited<ReturnType<typeof profileOf>>) => ({
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

  async function available(specialistId: string): Promise<number> {
    // Money of visits that took place, less every payout asked for.
    const earned = await db.payment.findMany({
      where: { specialistId, status: { in: [...CHARGED] }, booking: { status: 'COMPLETED' } },
      select: { amountMinor: true, refundedMinor: true, commissionBps: true },
    });
    const payouts = await db.payout.aggregate({ where: { specialistId }, _sum: { amountMinor: true } });
    return Math.max(0, earned.reduce((sum, p) => sum + netOf(p), 0) - (payouts._sum.amountMinor ?? 0));
  }

  const presentPayout = (p: {
    id: string;
    specialistId: string;
    amountMinor: number;
    currency: string;
    status: 'PENDING' | 'PAID';
    iban: string;
    reference: string | null;
    requestedAt: Date;
    paidAt: Date | null;
    specialist: { user: { firstName: string; lastName: string } };
  }) => ({
    id: p.id,
    specialistId: p.specialistId,
    specialistName: `${p.specialist.user.firstName} ${p.specialist.user.lastName}`.trim(),
    amount: p.amountMinor / 100,
    currency: 'UAH' as const,
    status: p.status,
    ibanMasked: maskIban(p.iban),
    reference: p.reference,
    requestedAt: p.requestedAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  });
  const payoutSelect = {
    id: true,
    specialistId: true,
    amountMinor: true,
    currency: true,
    status: true,
    iban: true,
    reference: true,
    requestedAt: true,
    paidAt: true,
    specialist: { select: { user: { select: { firstName: true, lastName: true } } } },
  } as const;

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
      const updated = await db.specialistProfile.update({
        where: { id: current.id },
        data: next,
        select: { id: true, timezone: true, acceptOnlinePayments: true, requireDeposit: true, depositPercent: true, payoutIban: true, payoutRecipientName: true },
      });
      return present(updated);
    },

    /**
     * The period's income by visit date (specialist-income: the definition every screen shares),
     * by month of the visit; then, for all time, what waits to be paid out and what was paid out.
     */
    async earnings(actor: Actor, period: StatsPeriod) {
      const profile = await profileOf(actor.userId);
      const { from, to } = statsWindow(period, new Date(), profile.timezone, {});
      const { total, buckets } = await income.withBuckets(actor.userId, { from, to }, profile.timezone, 'month');
      const allCharged = await db.payment.findMany({ where: { specialistId: profile.id, status: { in: [...CHARGED] } }, select: { amountMinor: true, refundedMinor: true, commissionBps: true } });
      const netAllTime = allCharged.reduce((sum, p) => sum + netOf(p), 0);
      const paid = await db.payout.aggregate({ where: { specialistId: profile.id, status: 'PAID' }, _sum: { amountMinor: true } });
      const paidOut = paid._sum.amountMinor ?? 0;
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
        if (query.specialistId && !isUuid(query.specialistId)) return { payouts: [], available: 0, currency: 'UAH' as const };
        const rows = await db.payout.findMany({
          where: { ...(query.status ? { status: query.status } : {}), ...(query.specialistId ? { specialistId: query.specialistId } : {}) },
          select: payoutSelect,
          orderBy: { requestedAt: 'desc' },
          take: 500,
        });
        return { payouts: rows.map(presentPayout), available: 0, currency: 'UAH' as const };
      }
      const profile = await profileOf(actor.userId);
      const rows = await db.payout.findMany({
        where: { specialistId: profile.id, ...(query.status ? { status: query.status } : {}) },
        select: payoutSelect,
        orderBy: { requestedAt: 'desc' },
        take: 500,
      });
      return { payouts: rows.map(presentPayout), available: (await available(profile.id)) / 100, currency: 'UAH' as const };
    },

    /** A payout of everything available, to the IBAN on file; one request at a time per specialist. */
    async requestPayout(actor: Actor) {
      const profile = await profileOf(actor.userId);
      if (!profile.payoutIban || !profile.payoutRecipientName) throw UnprocessableError('Add your payout details (IBAN and recipient name) first');
      return db.$transaction(async (tx) => {
        // Serialises requests of one specialist, so two clicks cannot both take the same balance.
        await tx.$queryRaw`SELECT id FROM specialist_profiles WHERE id = ${profile.id}::uuid FOR UPDATE`;
        const amount = await available(profile.id);
        if (amount <= 0) throw new AppError('NOTHING_TO_PAY_OUT', 'There is nothing to pay out yet: money becomes available after the visit is completed');
        const payout = await tx.payout.create({
          data: { specialistId: profile.id, amountMinor: amount, iban: profile.payoutIban!, recipientName: profile.payoutRecipientName! },
          select: payoutSelect,
        });
        return presentPayout(payout);
      });
    },

    async markPaid(actor: Actor, id: string, reference: string) {
      if (!isUuid(id)) throw NotFoundError('Payout not found');
      const updated = await db.payout.updateMany({ where: { id, status: 'PENDING' }, data: { status: 'PAID', paidAt: new Date(), paidById: actor.userId, reference } });
      const payout = await db.payout.findUnique({ where: { id }, select: payoutSelect });
      if (!payout) throw NotFoundError('Payout not found');
      if (updated.count === 0) throw new AppError('CONFLICT', 'This payout is already marked paid');
      return presentPayout(payout);
    },
  };
}

export type SpecialistMoneyService = ReturnType<typeof createSpecialistMoneyService>;
