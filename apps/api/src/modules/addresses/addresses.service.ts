import { ADDRESSES_MAX, type Address, type AddressLabel } from '@vizyt/contracts';
import { NotFoundError, UnprocessableError } from '../../http/errors.js';
import { isUuid } from '../../lib/db.js';
import type { AddressData, AddressesRepository, AddressRow } from './addresses.repository.js';

const addressNotFound = () => NotFoundError('Address not found');

/** What the API takes (labels in lower case; empty optional fields already dropped by the contract). */
export interface AddressFields {
  label: AddressLabel;
  line1: string;
  line2?: string | undefined;
  city: string;
  postalCode?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  isDefault?: boolean | undefined;
}

export function presentAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label.toLowerCase() as AddressLabel,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every field is written: PUT replaces the address, so an omitted optional field is cleared. */
const toData = (input: AddressFields): AddressData => ({
  label: input.label.toUpperCase() as AddressData['label'],
  line1: input.line1,
  line2: input.line2 ?? null,
  city: input.city,
  postalCode: input.postalCode ?? null,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

/**
 * Saved addresses (issue #14). Exactly one default whenever a person has any: the first one
 * becomes it, `isDefault: true` moves it, and deleting it hands it to the newest one left, each in
 * the transaction of the change (under the person's lock, see the repository). At most
 * ADDRESSES_MAX per person.
 */
export function createAddressesService(repo: AddressesRepository) {
  return {
    async list(userId: string): Promise<Address[]> {
      return (await repo.listOf(userId)).map(presentAddress);
    },

    async create(userId: string, input: AddressFields): Promise<Address> {
      const row = await repo.changeOf(userId, async (tx) => {
        const count = await tx.count();
        if (count >= ADDRESSES_MAX) throw UnprocessableError(`You can keep at most ${ADDRESSES_MAX} addresses; delete one you no longer use first`);
        const isDefault = count === 0 || input.isDefault === true;
        if (isDefault && count > 0) await tx.clearDefault();
        return tx.create({ ...toData(input), isDefault });
      });
      return presentAddress(row);
    },

    /** `isDefault: false` never unsets the default: another address takes it by being set as default. */
    async update(userId: string, id: string, input: AddressFields): Promise<Address> {
      if (!isUuid(id)) throw addressNotFound();
      const row = await repo.changeOf(userId, async (tx) => {
        const current = await tx.findOwned(id);
        if (!current) throw addressNotFound();
        const isDefault = current.isDefault || input.isDefault === true;
        if (isDefault && !current.isDefault) await tx.clearDefault();
        return tx.update(id, { ...toData(input), isDefault });
      });
      return presentAddress(row);
    },

    async remove(userId: string, id: string): Promise<{ deleted: true; defaultAddressId: string | null }> {
      if (!isUuid(id)) throw addressNotFound();
      return repo.changeOf(userId, async (tx) => {
        const current = await tx.findOwned(id);
        if (!current) throw addressNotFound();
        await tx.remove(id);
        if (current.isDefault) return { deleted: true as const, defaultAddressId: await tx.promoteNewest() };
        return { deleted: true as const, defaultAddressId: await tx.defaultId() };
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
