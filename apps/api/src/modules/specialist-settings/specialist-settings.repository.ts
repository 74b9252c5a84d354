import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbOrTx } from '../../lib/db.js';

/** The columns behind the business toggles of /specialist/settings (all on the specialist profile). */
export const businessSettingsSelect = {
  id: true,
  autoAccept: true,
  allowInstantBookings: true,
  requireCustomerVerification: true,
  isVisible: true,
  acceptOnlinePayments: true,
  requireDeposit: true,
  depositPercent: true,
  cancellationWindowHours: true,
  payoutIban: true,
  payoutRecipientName: true,
} satisfies Prisma.SpecialistProfileSelect;
export type BusinessSettingsRow = Prisma.SpecialistProfileGetPayload<{ select: typeof businessSettingsSelect }>;
export type BusinessSettingsData = Partial<
  Pick<
    Prisma.SpecialistProfileUpdateInput,
    'autoAccept' | 'allowInstantBookings' | 'requireCustomerVerification' | 'isVisible' | 'acceptOnlinePayments' | 'requireDeposit' | 'depositPercent' | 'cancellationWindowHours'
  >
>;

export const businessInfoSelect = {
  id: true,
  businessName: true,
  address: true,
  city: true,
  latitude: true,
  longitude: true,
  languages: true,
  worksOnline: true,
  worksInPerson: true,
} satisfies Prisma.SpecialistProfileSelect;
export type BusinessInfoRow = Prisma.SpecialistProfileGetPayload<{ select: typeof businessInfoSelect }>;
export type BusinessInfoData = Partial<Omit<BusinessInfoRow, 'id'>>;

function queries(db: DbOrTx) {
  return {
    findSettings: (userId: string) => db.specialistProfile.findUnique({ where: { userId }, select: businessSettingsSelect }),
    updateSettings: (id: string, data: BusinessSettingsData) => db.specialistProfile.update({ where: { id }, data, select: businessSettingsSelect }),
    findInfo: (userId: string) => db.specialistProfile.findUnique({ where: { userId }, select: businessInfoSelect }),
    updateInfo: (id: string, data: BusinessInfoData) => db.specialistProfile.update({ where: { id }, data, select: businessInfoSelect }),
  };
}

export function createSpecialistSettingsRepository(db: Db) {
  return {
    ...queries(db),
    /** Read, check and write in one transaction; the row is locked so concurrent changes queue up. */
    async inTransaction<T>(work: (q: ReturnType<typeof queries> & { lock: (userId: string) => Promise<void> }) => Promise<T>): Promise<T> {
      return db.$transaction(async (tx) =>
        work({
          ...queries(tx),
          lock: async (userId: string) => {
            await tx.$queryRaw`SELECT id FROM specialist_profiles WHERE user_id = ${userId}::uuid FOR UPDATE`;
          },
        }),
      );
    },
  };
}
export type SpecialistSettingsRepository = ReturnType<typeof createSpecialistSettingsRepository>;
