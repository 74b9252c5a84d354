import type { Prisma } from '../../generated/prisma/client.js';
import type { DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';

/** Announced by a trigger whenever the row changes (migration platform_settings_notify): every instance drops its cache. */
export const PLATFORM_SETTINGS_CHANNEL = 'vizyt_platform_settings';

/** The settings are one row (id 1), inserted by the admin_console migration. */
export const SETTINGS_ROW_ID = 1;

export const settingsSelect = {
  commissionPercent: true,
  features: true,
  updatedAt: true,
  updatedById: true,
} satisfies Prisma.PlatformSettingsSelect;
export type SettingsRow = Prisma.PlatformSettingsGetPayload<{ select: typeof settingsSelect }>;

export function createPlatformSettingsRepository(db: DbOrTx) {
  return transactional(db, (client) => {
    const find = () => client.platformSettings.findUnique({ where: { id: SETTINGS_ROW_ID }, select: settingsSelect });
    return {
      find,

      /** The row, locked for the caller's transaction (two admins saving at once: one after the other). */
      async lock(): Promise<SettingsRow | null> {
        await client.$queryRaw`SELECT id FROM platform_settings WHERE id = ${SETTINGS_ROW_ID} FOR UPDATE`;
        return find();
      },

      save: (data: { commissionPercent: number | null; features: Record<string, boolean>; updatedById: string }) =>
        client.platformSettings.upsert({
          where: { id: SETTINGS_ROW_ID },
          create: { id: SETTINGS_ROW_ID, ...data },
          update: data,
          select: settingsSelect,
        }),

      userNames: (ids: string[]) => client.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true } }),
    };
  });
}
export type PlatformSettingsRepository = ReturnType<typeof createPlatformSettingsRepository>;
