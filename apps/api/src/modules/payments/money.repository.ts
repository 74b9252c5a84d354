import { isUuid, type DbOrTx } from '../../lib/db.js';
import { CHARGED, moneyProfileSelect, netSelect, payoutSelect, type MoneyProfileUpdate, type PayoutStatus } from './payments.rows.js';
import { lockSpecialistProfile } from './payments.sql.js';

/** The specialist's money: payment settings, payouts (part of createPaymentsRepository). */
export function createMoneyRepository(client: DbOrTx) {
  return {
    moneyProfileOf: (userId: string) => client.specialistProfile.findUnique({ where: { userId }, select: moneyProfileSelect }),
    updateMoneyProfile: (profileId: string, data: MoneyProfileUpdate) => client.specialistProfile.update({ where: { id: profileId }, data, select: moneyProfileSelect }),
    /** The specialist's charged payments (only of completed visits when asked): what their net is made of. */
    chargedOf: (specialistId: string, completedVisitsOnly: boolean) =>
      client.payment.findMany({
        where: { specialistId, status: { in: [...CHARGED] }, ...(completedVisitsOnly ? { booking: { status: 'COMPLETED' as const } } : {}) },
        select: netSelect,
      }),
    async payoutTotal(specialistId: string, status?: PayoutStatus): Promise<number> {
      const sum = await client.payout.aggregate({ where: { specialistId, ...(status ? { status } : {}) }, _sum: { amountMinor: true } });
      return sum._sum.amountMinor ?? 0;
    },
    /** Payouts, newest request first (at most 500); no specialist → everyone's; a specialist id that is no uuid → none. */
    async payouts(filter: { specialistId?: string | undefined; status?: PayoutStatus | undefined }) {
      if (filter.specialistId && !isUuid(filter.specialistId)) return [];
      return client.payout.findMany({
        where: { ...(filter.status ? { status: filter.status } : {}), ...(filter.specialistId ? { specialistId: filter.specialistId } : {}) },
        select: payoutSelect,
        orderBy: { requestedAt: 'desc' },
        take: 500,
      });
    },
    lockSpecialistProfile: (profileId: string) => lockSpecialistProfile(client, profileId),
    createPayout: (data: { specialistId: string; amountMinor: number; iban: string; recipientName: string }) => client.payout.create({ data, select: payoutSelect }),
    /** Marks a pending payout paid; false when it was not pending (or does not exist). */
    async markPayoutPaid(id: string, paidById: string, reference: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const updated = await client.payout.updateMany({ where: { id, status: 'PENDING' }, data: { status: 'PAID', paidAt: new Date(), paidById, reference } });
      return updated.count > 0;
    },
    async payoutById(id: string) {
      if (!isUuid(id)) return null;
      return client.payout.findUnique({ where: { id }, select: payoutSelect });
    },
  };
}
