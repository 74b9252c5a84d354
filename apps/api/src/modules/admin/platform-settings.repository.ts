import type { Prisma } from '../../generated/prisma/client.js';
import type { DbOrTx } from '../../lib/db.js';

/** The settings are one row (id 1), inserted by the admin_console migration. */
export const SETTINGS_ROW_ID = 1;

export const settingsSelect = {
  commissionPercent: true,
  features: true,
  updatedAt: true,
  updatedById: true,
} satisfies Prisma.PlatformSettingsSelect;
export type SettingsRow = Prisma.PlatformSettingsGetPayload<{ select: typeof settingsSelect }>;

export const findSettings = (db: DbOrTx) => db.platformSettings.findUnique({ where: { id: SETTINGS_ROW_ID }, select: settingsSelect });

/** The row, locked for the caller's transaction (two admins saving at once: one after the other). */
export async function lockSettings(tx: DbOrTx): Promise<SettingsRow | null> {
  await tx.$queryRaw`SELECT id FROM platform_settings WHERE id = ${SETTINGS_ROW_ID} FOR UPDATE`;
  return findSettings(tx);
}

export const saveSettings = (tx: DbOrTx, data: { commissionPercent: number | null; features: Record<string, boolean>; updatedById: string }) =>
  tx.platformSettings.upsert({
    where: { id: SETTINGS_ROW_ID },
    create: { id: SETTINGS_ROW_ID, ...data },
    update: data,
    select: settingsSelect,
  });

export const userNames = (db: DbOrTx, ids: string[]) =>
  db.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true } });
