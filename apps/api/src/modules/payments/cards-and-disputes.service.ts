import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, ConflictError, NotFoundError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { isUuid, type Db, type DbOrTx } from '../../lib/db.js';
import { scopeWhere } from './payments.repository.js';
import type { PaymentsService } from './payments.service.js';

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
export function createCardsAndDisputesService(deps: { db: Db; payments: PaymentsService; privateDir: string }) {
  const { db, payments } = deps;

  const presentCard = (c: { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean; createdAt: Date }) => ({
    id: c.id,
    brand: c.brand,
    last4: c.last4,
    expMonth: c.expMonth,
    expYear: c.expYear,
    isDefault: c.isDefault,
    createdAt: c.createdAt.toISOString(),
  });

  /**
   * One change to a person's cards at a time (add, remove, make default): the database keeps one
   * default card per person, and racing changes would otherwise collide on it.
   */
  const lockCardsOf = (tx: DbOrTx, userId: string) => tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;

  async function ownCard(actor: Actor, id: string) {
    if (!isUuid(id)) throw cardNotFound();
    const card = await db.savedPaymentMethod.findFirst({ where: { id, userId: actor.userId } });
    if (!card) throw cardNotFound();
    return card;
  }

  const presentDispute = (d: {
    id: string;
    paymentId: string;
    amountMinor: number;
    reason: string;
    status: 'NEEDS_RESPONSE' | 'UNDER_REVIEW' | 'WON' | 'LOST';
    evidenceText: string | null;
    evidenceFileUrl: string | null;
    evidenceSubmittedAt: Date | null;
    createdAt: Date;
    payment: { bookingId: string };
  }) => ({
    id: d.id,
    paymentId: d.paymentId,
    bookingId: d.payment.bookingId,
    amount: d.amountMinor / 100,
    currency: 'UAH' as const,
    reason: d.reason,
    status: d.status,
    evidence: { text: d.evidenceText, fileName: d.evidenceFileUrl ? path.basename(d.evidenceFileUrl) : null, submittedAt: d.evidenceSubmittedAt?.toISOString() ?? null },
    createdAt: d.createdAt.toISOString(),
  });
  const disputeSelect = {
    id: true,
    paymentId: true,
    providerDisputeId: true,
    amountMinor: true,
    reason: true,
    status: true,
    evidenceText: true,
    evidenceFileUrl: true,
    evidenceSubmittedAt: true,
    createdAt: true,
    payment: { select: { bookingId: true, customerId: true, specialist: { select: { userId: true } } } },
  } as const;

  return {
    async list(actor: Actor) {
      const cards = await db.savedPaymentMethod.findMany({ where: { userId: actor.userId }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }] });
      return cards.map(presentCard);
    },

    async setupIntent(actor: Actor) {
      const provider = payments.requireProvider();
      const customerId = await payments.ensureCustomer(actor.userId);
      return payments.call(() => provider.createSetupIntent(customerId, `setup:${actor.userId}:${randomBytes(8).toString('hex')}`));
    },

    /** Saves a card; the first one becomes the default. */
    async add(actor: Actor, paymentMethodId: string) {
      const provider = payments.requireProvider();
      const count = await db.savedPaymentMethod.count({ where: { userId: actor.userId } });
      if (count >= SAVED_CARDS_MAX) throw new AppError('UNPROCESSABLE', `At most ${SAVED_CARDS_MAX} cards can be saved; remove one first`);
      const taken = await db.savedPaymentMethod.findUnique({ where: { providerMethodId: paymentMethodId } });
      if (taken) {
        if (taken.userId === actor.userId) return presentCard(taken);
        throw new AppError('VALIDATION_ERROR', 'Unknown payment method', [{ path: 'body.paymentMethodId', message: 'unknownPaymentMethod', code: 'custom' }]);
      }
      const customerId = await payments.ensureCustomer(actor.userId);
      const attached = await payments.call(() => provider.attachPaymentMethod(customerId, paymentMethodId, `attach:${actor.userId}:${paymentMethodId}`));
      const card = await db.$transaction(async (tx) => {
        await lockCardsOf(tx, actor.userId);
        const hasDefault = await tx.savedPaymentMethod.count({ where: { userId: actor.userId, isDefault: true } });
        return tx.savedPaymentMethod.upsert({
          where: { providerMethodId: attached.id },
          create: {
            userId: actor.userId,
            provider: provider.name,
            providerMethodId: attached.id,
            brand: attached.card.brand.slice(0, 32),
            last4: attached.card.last4.slice(-4),
            expMonth: attached.card.expMonth,
            expYear: attached.card.expYear,
            isDefault: hasDefault === 0,
          },
          update: {},
        });
      });
      return presentCard(card);
    },

    /** Removes a card; when it was the default, the newest remaining one becomes the default. */
    async remove(actor: Actor, id: string) {
      const card = await ownCard(actor, id);
      const provider = payments.requireProvider();
      await payments.call(() => provider.detachPaymentMethod(card.providerMethodId, `detach:${card.providerMethodId}`));
      await db.$transaction(async (tx) => {
        await lockCardsOf(tx, actor.userId);
        // Read again under the lock: another request may have made it the default meanwhile.
        const current = await tx.savedPaymentMethod.findUnique({ where: { id: card.id }, select: { isDefault: true } });
        if (!current) return;
        await tx.savedPaymentMethod.delete({ where: { id: card.id } });
        if (current.isDefault) {
          const next = await tx.savedPaymentMethod.findFirst({ where: { userId: actor.userId }, orderBy: { createdAt: 'desc' } });
          if (next) await tx.savedPaymentMethod.update({ where: { id: next.id }, data: { isDefault: true } });
        }
      });
      return { deleted: true as const };
    },

    async setDefault(actor: Actor, id: string) {
      const card = await ownCard(actor, id);
      const updated = await db.$transaction(async (tx) => {
        await lockCardsOf(tx, actor.userId);
        if (!(await tx.savedPaymentMethod.findUnique({ where: { id: card.id }, select: { id: true } }))) throw cardNotFound();
        await tx.savedPaymentMethod.updateMany({ where: { userId: actor.userId, isDefault: true }, data: { isDefault: false } });
        return tx.savedPaymentMethod.update({ where: { id: card.id }, data: { isDefault: true } });
      });
      return presentCard(updated);
    },

    async disputes(actor: Actor) {
      const rows = await db.dispute.findMany({
        where: { payment: scopeWhere(payments.scopeOf(actor)) },
        select: disputeSelect,
        orderBy: { createdAt: 'desc' },
        take: 200,
      });
      return rows.map(presentDispute);
    },

    /** The specialist of the payment (or an admin) answers a dispute, once, with text and an optional file kept private. */
    async submitEvidence(actor: Actor, id: string, text: string, file: Buffer | null) {
      if (!isUuid(id)) throw NotFoundError('Dispute not found');
      const dispute = await db.dispute.findUnique({ where: { id }, select: disputeSelect });
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
      const provider = payments.requireProvider();
      await payments.call(() => provider.submitDisputeEvidence(dispute.providerDisputeId, { text, fileUrl: stored ? path.basename(stored) : null }, `evidence:${dispute.id}`));
      const updated = await db.dispute.update({
        where: { id: dispute.id },
        data: { evidenceText: text, evidenceFileUrl: stored, evidenceSubmittedAt: new Date(), status: 'UNDER_REVIEW' },
        select: disputeSelect,
      });
      return presentDispute(updated);
    },
  };
}

export type CardsAndDisputesService = ReturnType<typeof createCardsAndDisputesService>;
