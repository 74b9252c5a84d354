import type { BusinessInfo, BusinessInfoInput, BusinessSettings, BusinessSettingsInput } from '@vizyt/contracts';
import { AppError, UnprocessableError, ValidationError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { BusinessInfoRow, BusinessSettingsRow, SpecialistSettingsRepository } from './specialist-settings.repository.js';

const noProfile = () => new AppError('UNPROCESSABLE', 'Create your specialist profile first');

export const presentBusinessSettings = (row: BusinessSettingsRow): BusinessSettings => ({
  autoAccept: row.autoAccept,
  allowInstantBookings: row.allowInstantBookings,
  requireCustomerVerification: row.requireCustomerVerification,
  showInSearch: row.isVisible,
  acceptOnlinePayments: row.acceptOnlinePayments,
  requireDeposit: row.requireDeposit,
  depositPercent: row.depositPercent,
  cancellationWindowHours: row.cancellationWindowHours as BusinessSettings['cancellationWindowHours'],
});

export const presentBusinessInfo = (row: BusinessInfoRow): BusinessInfo => ({
  businessName: row.businessName,
  address: row.address,
  city: row.city,
  latitude: row.latitude,
  longitude: row.longitude,
  languages: row.languages,
  worksOnline: row.worksOnline,
  worksInPerson: row.worksInPerson,
});

export interface SpecialistSettingsHooks {
  /** Visibility or work modes changed: what search shows of this specialist may have changed. */
  profileChanged?: (specialistId: string) => Promise<void>;
}

/**
 * The business side of /specialist/settings: the toggles (each read where it is enforced —
 * bookings for auto-accept, instant bookings and verification; catalog for visibility; payments
 * for online payments and deposits) and the business info shown on the profile.
 */
export function createSpecialistSettingsService(repo: SpecialistSettingsRepository, hooks: SpecialistSettingsHooks = {}) {
  return {
    async businessSettings(actor: Actor): Promise<BusinessSettings> {
      const row = await repo.findSettings(actor.userId);
      if (!row) throw noProfile();
      return presentBusinessSettings(row);
    },

    /** Partial; the payment rules of /specialists/payment-settings hold here too. One transaction. */
    async updateBusinessSettings(actor: Actor, input: BusinessSettingsInput): Promise<BusinessSettings> {
      const updated = await repo.inTransaction(async (q) => {
        await q.lock(actor.userId);
        const current = await q.findSettings(actor.userId);
        if (!current) throw noProfile();
        const acceptOnlinePayments = input.acceptOnlinePayments ?? current.acceptOnlinePayments;
        const requireDeposit = input.requireDeposit ?? current.requireDeposit;
        // Money taken online has to reach someone: no online payments without payout details.
        if (acceptOnlinePayments && !current.acceptOnlinePayments && !(current.payoutIban && current.payoutRecipientName)) {
          throw UnprocessableError('Add your payout details (IBAN and recipient name) before accepting online payments');
        }
        if (requireDeposit && !acceptOnlinePayments) throw UnprocessableError('A deposit can only be required when you accept online payments');
        return q.updateSettings(current.id, {
          ...(input.autoAccept !== undefined ? { autoAccept: input.autoAccept } : {}),
          ...(input.allowInstantBookings !== undefined ? { allowInstantBookings: input.allowInstantBookings } : {}),
          ...(input.requireCustomerVerification !== undefined ? { requireCustomerVerification: input.requireCustomerVerification } : {}),
          ...(input.showInSearch !== undefined ? { isVisible: input.showInSearch } : {}),
          acceptOnlinePayments,
          requireDeposit,
          ...(input.depositPercent !== undefined ? { depositPercent: input.depositPercent } : {}),
          ...(input.cancellationWindowHours !== undefined ? { cancellationWindowHours: input.cancellationWindowHours } : {}),
        });
      });
      if (input.showInSearch !== undefined) await hooks.profileChanged?.(updated.id);
      return presentBusinessSettings(updated);
    },

    async businessInfo(actor: Actor): Promise<BusinessInfo> {
      const row = await repo.findInfo(actor.userId);
      if (!row) throw noProfile();
      return presentBusinessInfo(row);
    },

    /** Partial; at least one work mode stays on, judged on the result. One transaction. */
    async updateBusinessInfo(actor: Actor, input: BusinessInfoInput): Promise<BusinessInfo> {
      const updated = await repo.inTransaction(async (q) => {
        await q.lock(actor.userId);
        const current = await q.findInfo(actor.userId);
        if (!current) throw noProfile();
        const worksOnline = input.worksOnline ?? current.worksOnline;
        const worksInPerson = input.worksInPerson ?? current.worksInPerson;
        if (!worksOnline && !worksInPerson) throw ValidationError([{ path: 'body.worksInPerson', message: 'workModeRequired', code: 'custom' }]);
        const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
        return q.updateInfo(current.id, {
          businessName: orNull(input.businessName),
          address: orNull(input.address),
          city: input.city,
          latitude: input.latitude,
          longitude: input.longitude,
          languages: input.languages,
          worksOnline: input.worksOnline,
          worksInPerson: input.worksInPerson,
        });
      });
      await hooks.profileChanged?.(updated.id);
      return presentBusinessInfo(updated);
    },
  };
}
export type SpecialistSettingsService = ReturnType<typeof createSpecialistSettingsService>;
