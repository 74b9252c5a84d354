import { isUuid, type DbOrTx } from '../../lib/db.js';
import { disputeSelect, scopeWhere, type PaymentScope, type SavedCardCreate } from './payments.rows.js';
import { lockCardsOf } from './payments.sql.js';

/** Saved cards and disputes (part of createPaymentsRepository). */
export function createCardsRepository(client: DbOrTx) {
  return {
    cardsOf: (userId: string) => client.savedPaymentMethod.findMany({ where: { userId }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }] }),
    cardCount: (userId: string) => client.savedPaymentMethod.count({ where: { userId } }),
    cardByProviderId: (providerMethodId: string) => client.savedPaymentMethod.findUnique({ where: { providerMethodId } }),
    /** One of the person's cards by our id; null when not theirs (or no uuid). */
    async cardOf(userId: string, id: string) {
      if (!isUuid(id)) return null;
      return client.savedPaymentMethod.findFirst({ where: { id, userId } });
    },
    /**
     * The provider's id of the card a customer names: one of their saved cards (by our id), or a
     * provider card nobody else saved; null when it is not theirs to use.
     */
    async providerCardOf(userId: string, paymentMethodId: string): Promise<string | null> {
      if (isUuid(paymentMethodId)) return (await client.savedPaymentMethod.findFirst({ where: { id: paymentMethodId, userId } }))?.providerMethodId ?? null;
      const savedByOther = await client.savedPaymentMethod.findFirst({ where: { providerMethodId: paymentMethodId, NOT: { userId } }, select: { id: true } });
      return savedByOther ? null : paymentMethodId;
    },
    lockCardsOf: (userId: string) => lockCardsOf(client, userId),
    /** Saves the card (the same provider card again: the saved one); the person's first card becomes the default. */
    async saveCard(userId: string, card: SavedCardCreate) {
      const hasDefault = await client.savedPaymentMethod.count({ where: { userId, isDefault: true } });
      return client.savedPaymentMethod.upsert({ where: { providerMethodId: card.providerMethodId }, create: { ...card, userId, isDefault: hasDefault === 0 }, update: {} });
    },
    cardDefaultFlag: (id: string) => client.savedPaymentMethod.findUnique({ where: { id }, select: { isDefault: true } }),
    cardExists: async (id: string) => (await client.savedPaymentMethod.findUnique({ where: { id }, select: { id: true } })) !== null,
    async deleteCard(id: string) {
      await client.savedPaymentMethod.delete({ where: { id } });
    },
    newestCardOf: (userId: string) => client.savedPaymentMethod.findFirst({ where: { userId }, orderBy: { createdAt: 'desc' } }),
    /** Makes the card the person's only default. */
    async makeDefault(userId: string, id: string) {
      await client.savedPaymentMethod.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
      return client.savedPaymentMethod.update({ where: { id }, data: { isDefault: true } });
    },
    async setDefaultFlag(id: string) {
      await client.savedPaymentMethod.update({ where: { id }, data: { isDefault: true } });
    },

    disputesOf: (scope: PaymentScope) => client.dispute.findMany({ where: { payment: scopeWhere(scope) }, select: disputeSelect, orderBy: { createdAt: 'desc' }, take: 200 }),
    async disputeById(id: string) {
      if (!isUuid(id)) return null;
      return client.dispute.findUnique({ where: { id }, select: disputeSelect });
    },
    recordEvidence: (id: string, evidence: { text: string; fileUrl: string | null }) =>
      client.dispute.update({
        where: { id },
        data: { evidenceText: evidence.text, evidenceFileUrl: evidence.fileUrl, evidenceSubmittedAt: new Date(), status: 'UNDER_REVIEW' },
        select: disputeSelect,
      }),
  };
}
