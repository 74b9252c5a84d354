import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_CITY_MAX, ADDRESS_LABELS, ADDRESS_LINE_MAX, type Address } from '@vizyt/contracts';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../api/addresses-api';
import { addressFormSchema, addressToForm, emptyAddressForm, formToAddressInput, type AddressFormValues } from '../model/address-form';
import { apiErrorMessage, fieldIssues, validationText } from '../model/api-error';

const FORM_FIELDS = ['label', 'line1', 'line2', 'city', 'postalCode', 'latitude', 'longitude'] as const;

interface AddressFormDialogProps {
  /** The address being changed; null adds a new one. */
  address: Address | null;
  /** The first address always becomes the default: the switch is then shown on and fixed. */
  first: boolean;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

/** Add or change an address: label, street, flat, city, postal code, optional coordinates, default. */
export const AddressFormDialog = ({ address, first, onClose, onSaved }: AddressFormDialogProps) => {
  const { t } = useTranslation('account');
  const [create, creating] = useCreateAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const busy = creating.isLoading || updating.isLoading;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema) as unknown as Resolver<AddressFormValues>,
    defaultValues: address ? addressToForm(address) : emptyAddressForm(first),
  });
  const lockedDefault = first || Boolean(address?.isDefault);

  const onSubmit = async (values: AddressFormValues) => {
    const body = formToAddressInput({ ...values, isDefault: lockedDefault || values.isDefault });
    try {
      const saved = address ? await update({ id: address.id, body }).unwrap() : await create(body).unwrap();
      onSaved(saved);
    } catch (failure) {
      const issues = fieldIssues(failure).filter((issue): issue is { field: (typeof FORM_FIELDS)[number]; message: string } =>
        (FORM_FIELDS as readonly string[]).includes(issue.field),
      );
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field, { type: 'server', message: issue.message });
        setFocus(issues[0]!.field);
        return;
      }
      setError('root', { type: 'server', message: apiErrorMessage(t, failure, 'errors.saveAddress') });
    }
  };

  const errorText = (field: keyof AddressFormValues) => validationText(t, errors[field]?.message);

  return (
    <ModalDialog open onClose={onClose} busy={busy} wide title={address ? t('addresses.editTitle') : t('addresses.addTitle')} description={t('addresses.formDescription')}>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-busy={busy || undefined} className="grid gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('addresses.fields.label')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {ADDRESS_LABELS.map((label) => (
              <label
                key={label}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800',
                  'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/60',
                  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10 dark:has-checked:text-brand-100',
                )}
              >
                <input type="radio" value={label} className="sr-only" {...register('label')} />
                {t(`addresses.labels.${label}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('addresses.fields.line1')}
          hint={t('addresses.fields.line1Hint')}
          requiredMark
          required
          autoComplete="address-line1"
          maxLength={ADDRESS_LINE_MAX}
          error={errorText('line1')}
          {...register('line1')}
        />
        <TextField
          label={t('addresses.fields.line2')}
          hint={t('addresses.fields.line2Hint')}
          autoComplete="address-line2"
          maxLength={ADDRESS_LINE_MAX}
          error={errorText('line2')}
          {...register('line2')}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextField
            label={t('addresses.fields.city')}
            requiredMark
            required
            autoComplete="address-level2"
            maxLength={ADDRESS_CITY_MAX}
            error={errorText('city')}
            {...register('city')}
          />
          <TextField
            label={t('addresses.fields.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            error={errorText('postalCode')}
            {...register('postalCode')}
          />
        </div>
        <details className="rounded-lg border border-slate-200 p-3 open:pb-4 dark:border-slate-800">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-slate-800 dark:text-slate-200">{t('addresses.fields.coordinates')}</summary>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('addresses.fields.coordinatesHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('addresses.fields.latitude')} inputMode="decimal" placeholder="50.4501" error={errorText('latitude')} {...register('latitude')} />
            <TextField label={t('addresses.fields.longitude')} inputMode="decimal" placeholder="30.5234" error={errorText('longitude')} {...register('longitude')} />
          </div>
        </details>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
          {lockedDefault ? (
            // Shown on and fixed: the default stops being one only when another becomes the default.
            <input type="checkbox" className="size-5 accent-brand-600" checked disabled readOnly />
          ) : (
            <input type="checkbox" className="size-5 accent-brand-600" {...register('isDefault')} />
          )}
          <span>
            {t('addresses.fields.isDefault')}
            {lockedDefault && <span className="block text-xs text-slate-500 dark:text-slate-400">{t(first ? 'addresses.firstIsDefault' : 'addresses.alreadyDefault')}</span>}
          </span>
        </label>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onClose} disabled={busy}>
            {t('addresses.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            {busy && <Spinner className="size-4 text-white" />}
            {busy ? t('addresses.saving') : t('addresses.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
};
