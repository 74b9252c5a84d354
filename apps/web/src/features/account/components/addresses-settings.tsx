import { useState } from 'react';
import { Briefcase, Home, MapPin, Pencil, Plus, Star, Trash2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ADDRESSES_MAX, type Address, type AddressLabel } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteAddressMutation, useGetAddressesQuery, useUpdateAddressMutation } from '../api/addresses-api';
import { formatAddressLine, formToAddressInput, addressToForm } from '../model/address-form';
import { apiErrorMessage } from '../model/api-error';
import { AddressFormDialog } from './address-form-dialog';
import { QueryState } from './query-state';
import { SettingsCard } from './settings-card';

const LABEL_ICONS: Record<AddressLabel, typeof Home> = { home: Home, work: Briefcase, other: MapPin };

type Editing = { address: Address | null } | null;

const AddressCard = ({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) => {
  const { t } = useTranslation('account');
  const [update, { isLoading }] = useUpdateAddressMutation();
  const Icon = LABEL_ICONS[address.label];
  const makeDefault = async () => {
    try {
      await update({ id: address.id, body: formToAddressInput({ ...addressToForm(address), isDefault: true }) }).unwrap();
      toast.success(t('addresses.defaultChanged'));
    } catch (failure) {
      toast.error(apiErrorMessage(t, failure, 'errors.saveAddress'));
    }
  };
  return (
    <li
      data-testid="saved-address"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 data-[default=true]:border-brand-300 data-[default=true]:bg-brand-50/40 dark:border-slate-800 dark:data-[default=true]:border-brand-800 dark:data-[default=true]:bg-brand-950/30"
      data-default={address.isDefault}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
            {t(`addresses.labels.${address.label}`)}
            {address.isDefault && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                <Star aria-hidden="true" className="size-3" />
                {t('addresses.default')}
              </span>
            )}
          </p>
          <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">{formatAddressLine(address)}</p>
          {address.latitude !== null && address.longitude !== null && (
            <p className="mt-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
              {t('addresses.coordinatesValue', { latitude: address.latitude, longitude: address.longitude })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-13">
        <Button variant="outline" size="sm" className="min-h-11" onClick={onEdit} aria-haspopup="dialog" aria-label={t('addresses.editNamed', { address: formatAddressLine(address) })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('addresses.edit')}
        </Button>
        <DangerButton tone="ghost" size="sm" className="min-h-11 md:order-last" onClick={onDelete} aria-haspopup="dialog" aria-label={t('addresses.deleteNamed', { address: formatAddressLine(address) })}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('addresses.delete')}
        </DangerButton>
        {!address.isDefault && (
          <Button variant="ghost" size="sm" className="min-h-11" onClick={() => void makeDefault()} disabled={isLoading} aria-label={t('addresses.makeDefaultNamed', { address: formatAddressLine(address) })}>
            {isLoading ? <Spinner className="size-4" /> : <Star aria-hidden="true" className="size-4" />}
            {t('addresses.makeDefault')}
          </Button>
        )}
      </div>
    </li>
  );
};

const DeleteAddressDialog = ({ address, onClose }: { address: Address; onClose: () => void }) => {
  const { t } = useTranslation('account');
  const [remove, { isLoading }] = useDeleteAddressMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove(address.id).unwrap();
      toast.success(t('addresses.deleted'));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(t, failure, 'errors.deleteAddress'));
    }
  };
  return (
    <ModalDialog
      open
      onClose={onClose}
      busy={isLoading}
      tone="danger"
      title={t('addresses.deleteTitle')}
      description={address.isDefault ? t('addresses.deleteDefaultDescription') : t('addresses.deleteDescription')}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium break-words text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">{formatAddressLine(address)}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onClose} disabled={isLoading}>
          {t('addresses.cancel')}
        </Button>
        <DangerButton className="min-h-12" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('addresses.deleting') : t('addresses.confirmDelete')}
        </DangerButton>
      </div>
    </ModalDialog>
  );
};

/**
 * Settings → Addresses: the saved addresses (the default first), add and edit in a dialog, make
 * another the default, delete after a confirmation. Offered in the booking step Details for
 * visits at the customer's place.
 */
export const AddressesSettings = () => {
  const { t } = useTranslation('account');
  const query = useGetAddressesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const count = query.data?.length ?? 0;
  const full = count >= ADDRESSES_MAX;

  const addButton = (
    <Button className="min-h-11" onClick={() => setEditing({ address: null })} disabled={full || !query.data} aria-haspopup="dialog">
      <Plus aria-hidden="true" className="size-4" />
      {t('addresses.add')}
    </Button>
  );

  return (
    <SettingsCard id="addresses" title={t('addresses.title')} description={t('addresses.description')} aside={count > 0 ? addButton : undefined}>
      <QueryState data={query.data} isLoading={query.isLoading} error={query.error} fallbackKey="errors.fetchAddresses" onRetry={() => void query.refetch()}>
        {(addresses) =>
          addresses.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
                <MapPin aria-hidden="true" className="size-6" />
              </span>
              <p className="font-medium text-slate-900 dark:text-white">{t('addresses.emptyTitle')}</p>
              <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('addresses.emptyDescription')}</p>
              {addButton}
            </div>
          ) : (
            <>
              <ul className="grid gap-3">
                {addresses.map((address) => (
                  <AddressCard key={address.id} address={address} onEdit={() => setEditing({ address })} onDelete={() => setDeleting(address)} />
                ))}
              </ul>
              {full && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('addresses.limit', { count: ADDRESSES_MAX })}</p>}
            </>
          )
        }
      </QueryState>
      {editing && (
        <AddressFormDialog
          address={editing.address}
          first={count === 0}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(t(editing.address ? 'addresses.updated' : 'addresses.added'));
            setEditing(null);
          }}
        />
      )}
      {deleting && <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />}
    </SettingsCard>
  );
};
