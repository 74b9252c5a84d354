import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, ConflictError, NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { PaymentGateway } from './payment-gateway.js';
import { presentCard, presentDispute } from './payments.presenter.js';
import { scopeOf } from './payment-queries.service.js';
import type { PaymentsRepository } from './payments.repository.js';

/** At most this many saved cards per person. */
export const SAVED_CARDS_MAX = 10;
const EVIDENCE_TYPES = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

const cardNotFound = () => NotFoundError('Payment method not found');

/**
 * Saved cards (the provider keeps the card; we keep brand, last four and expiry) and disputes
 * (opened by the bank through the provider's events; the specialist answers with evidence).
 */
export function createCardsAndDisputesService(deps: { repo: PaymentsRepository; gateway: PaymentGateway; privateDir: string }) {
  const { repo, gateway } = deps;

  async function ownCard(actor: Actor, id: string) {
    const card = await repo.cardOf(actor.userId, id);
    if (!card) throw cardNotFound();
    return card;
  }

  return {
    async list(actor: Actor) {
      return (await repo.cardsOf(actor.userId)).map(presentCard);
    },

    async setupIntent(actor: Actor) {
      const provider = gateway.requireProvider();
      const customerId = await gateway.ensureCustomer(actor.userId);
      return gateway.call(() => provider.createSetupIntent(customerId, `setup:${actor.userId}:${randomBytes(8).toString('hex')}`));
    },

    /** Saves a card; the first one becomes the default. */
    async add(actor: Actor, paymentMethodId: string) {
      const provider = gateway.requireProvider();
      if ((await repo.cardCount(actor.userId)) >= SAVED_CARDS_MAX) throw new AppError('UNPROCESSABLE', `At most ${SAVED_CARDS_MAX} cards can be saved; remove one first`);
      const taken = await repo.cardByProviderId(paymentMethodId);
      if (taken) {
        if (taken.userId === actor.userId) return presentCard(taken);
        throw new AppError('VALIDATION_ERROR', 'Unknown payment method', [{ path: 'body.paymentMethodId', message: 'unknownPaymentMethod', code: 'custom' }]);
      }
      const customerId = await gateway.ensureCustomer(actor.userId);
      const attached = await gateway.call(() => provider.attachPaymentMethod(customerId, paymentMethodId, `attach:${actor.userId}:${paymentMethodId}`));
      const card = await repo.transaction(async (tx) => {
        await tx.lockCardsOf(actor.userId);
        return tx.saveCard(actor.userId, {
          provider: provider.name,
          providerMethodId: attached.id,
          brand: attached.card.brand.slice(0, 32),
          last4: attached.card.last4.slice(-4),
          expMonth: attached.card.expMonth,
          expYear: attached.card.expYear,
        });
      });
      return presentCard(card);
    },

    /** Removes a card; when it was the default, the newest remaining one becomes the default. */
    async remove(actor: Actor, id: string) {
      const card = await ownCard(actor, id);
      const provider = gateway.requireProvider();
      await gateway.call(() => provider.detachPaymentMethod(card.providerMethodId, `detach:${card.providerMethodId}`));
      await repo.transaction(async (tx) => {
        await tx.lockCardsOf(actor.userId);
        // Read again under the lock: another request may have made it the default meanwhile.
        const current = await tx.cardDefaultFlag(card.id);
        if (!current) return;
        await tx.deleteCard(card.id);
        if (current.isDefault) {
          const next = await tx.newestCardOf(actor.userId);
          if (next) await tx.setDefaultFlag(next.id);
        }
      });
      return { deleted: true as const };
    },

    async setDefault(actor: Actor, id: string) {
      const card = await ownCard(actor, id);
      const updated = await repo.transaction(async (tx) => {
        await tx.lockCardsOf(actor.userId);
        if (!(await tx.cardExists(card.id))) throw cardNotFound();
        return tx.makeDefault(actor.userId, card.id);
      });
      return presentCard(updated);
    },

    async disputes(actor: Actor) {
      return (await repo.disputesOf(scopeOf(actor))).map(presentDispute);
    },

    /** The specialist of the payment (or an admin) answers a dispute, once, with text and an optional file kept private. */
    async submitEvidence(actor: Actor, id: string, text: string, file: Buffer | null) {
      const dispute = await repo.disputeById(id);
      const mayAnswer = dispute && (actor.role === 'ADMIN' || dispute.payment.specialist.userId === actor.userId);
      if (!dispute || !mayAnswer) throw NotFoundError('Dispute not found');
      if (dispute.status !== 'NEEDS_RESPONSE') throw ConflictError('Evidence for this dispute has already been submitted or it is closed');
      let stored: string | null = null;
      if (file) {
        const type = await fileTypeFromBuffer(file);
        const extension = type ? EVIDENCE_TYPES.get(type.mime) : undefined;
        if (!extension) throw new AppError('INVALID_FILE_TYPE', 'Evidence must be a PDF, JPEG, PNG or WebP file');
        const dir = path.join(deps.privateDir, 'dispute-evidence');
        await fs.promises.mkdir(dir, { recursive: true });
        stored = path.join(dir, `${randomBytes(12).toString('base64url')}.${extension}`);
        await fs.promises.writeFile(stored, file, { flag: 'wx' });
      }
      const provider = gateway.requireProvider();
      await gateway.call(() => provider.submitDisputeEvidence(dispute.providerDisputeId, { text, fileUrl: stored ? path.basename(stored) : null }, `evidence:${dispute.id}`));
      return presentDispute(await repo.recordEvidence(dispute.id, { text, fileUrl: stored }));
    },
  };
}

export type CardsAndDisputesService = ReturnType<typeof createCardsAndDisputesService>;
