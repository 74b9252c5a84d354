import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbOrTx } from '../../lib/db.js';

export const addressSelect = {
  id: true,
  userId: true,
  label: true,
  line1: true,
  line2: true,
  city: true,
  postalCode: true,
  latitude: true,
  longitude: true,
  isDefault: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.AddressSelect;
export type AddressRow = Prisma.AddressGetPayload<{ select: typeof addressSelect }>;
export type AddressData = Pick<Prisma.AddressUncheckedCreateInput, 'label' | 'line1' | 'line2' | 'city' | 'postalCode' | 'latitude' | 'longitude'>;

/** The default first, then the newest: the order of the list and of "who becomes default next". */
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** One person's saved addresses; every change runs inside `changeOf` (see there). */
export function createAddressesRepository(db: Db) {
  return {
    listOf: (userId: string) =>
      db.address.findMany({ where: { userId }, select: addressSelect, orderBy: [{ isDefault: 'desc' }, ...NEWEST_FIRST] }),

    /**
     * Runs `change` in a transaction that holds a per-person advisory lock, so two requests of one
     * person (two tabs posting at once) take turns: the count limit and "exactly one default"
     * are decided on what the other committed, and the partial unique index never fires. An
     * advisory lock rather than FOR UPDATE on the user's row: inserting an address takes a KEY
     * SHARE lock on that row (the foreign key), which FOR UPDATE would conflict with.
     */
    changeOf<T>(userId: string, change: (tx: AddressTx) => Promise<T>): Promise<T> {
      return db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`;
        return change(addressTx(tx, userId));
      });
    },
  };
}

/** What a change may do, all scoped to the one person whose lock is held. */
function addressTx(tx: DbOrTx, userId: string) {
  return {
    count: () => tx.address.count({ where: { userId } }),
    findOwned: (id: string) => tx.address.findFirst({ where: { id, userId }, select: addressSelect }),
    create: (data: AddressData & { isDefault: boolean }) => tx.address.create({ data: { ...data, userId }, select: addressSelect }),
    update: (id: string, data: AddressData & { isDefault: boolean }) => tx.address.update({ where: { id }, data, select: addressSelect }),
    defaultId: async () => (await tx.address.findFirst({ where: { userId, isDefault: true }, select: { id: true } }))?.id ?? null,
    remove: (id: string) => tx.address.delete({ where: { id }, select: { id: true } }),
    /** Before another becomes the default: the partial unique index allows one at a time. */
    clearDefault: () => tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } }),
    /** The most recently added address left, made the default; null when none is left. */
    async promoteNewest(): Promise<string | null> {
      const next = await tx.address.findFirst({ where: { userId }, select: { id: true }, orderBy: NEWEST_FIRST });
      if (!next) return null;
      await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
      return next.id;
    },
  };
}
export type AddressTx = ReturnType<typeof addressTx>;
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
