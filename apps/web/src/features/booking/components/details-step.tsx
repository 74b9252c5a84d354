import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Monitor, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Address, BookingType } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { cn } from '@/components/ui/cn';
import i18n from '@/lib/i18n';
import { asksForAddress, bookingDetailsSchema, LOCATION_MAX_LENGTH, NOTES_MAX_LENGTH, savedAddressLine, type BookingDetails, type VisitPlace } from '../model/booking-details';
import { focusRing, mutedText } from './styles';

/** A validation message key of the contract in the interface language. */
const validationText = (message: string | undefined) => {
  if (!message) return undefined;
  return i18n.exists(`validation:${message}`) ? i18n.t(`validation:${message}`) : i18n.t('validation:invalidValue');
};

interface DetailsStepProps {
  formId: string;
  types: BookingType[];
  defaultValues: BookingDetails;
  /** Where an in-person visit happens (see booking-details): only at the customer's is their address asked for. */
  place: VisitPlace;
  specialistAddress: string | null;
  /** The signed-in customer's saved addresses (default first), offered for a visit at their place. */
  savedAddresses?: Address[];
  onSubmit: (details: BookingDetails) => void;
  /** Keeps what was typed when the visitor goes back a step. */
  onChange?: (details: BookingDetails) => void;
}

/** Step 2: online or in person (what the specialist offers), a video call, where (the customer's address when the specialist comes over) and notes. */
export const DetailsStep = ({ formId, types, defaultValues, place, specialistAddress, savedAddresses = [], onSubmit, onChange }: DetailsStepProps) => {
  const { t } = useTranslation('booking');
  const id = useId();
  const resolver = useMemo(() => zodResolver(bookingDetailsSchema(place)) as unknown as Resolver<BookingDetails>, [place]);
  const { register, handleSubmit, control, getValues, setValue, formState } = useForm<BookingDetails>({ resolver, defaultValues, mode: 'onSubmit' });
  const type = useWatch({ control, name: 'type' });
  const notes = useWatch({ control, name: 'notes' }) ?? '';
  const location = useWatch({ control, name: 'location' }) ?? '';
  const { errors } = formState;
  const savedAddress = useSavedAddressChoice(savedAddresses, location, (chosen) => {
    setValue('location', chosen, { shouldValidate: formState.isSubmitted });
    onChange?.(getValues());
  });

  const icons: Record<BookingType, ReactNode> = {
    in_person: <UserRound aria-hidden="true" className="size-5" />,
    online: <Monitor aria-hidden="true" className="size-5" />,
  };
  const labels: Record<BookingType, { title: string; hint: string }> = {
    in_person: { title: t('details.inPerson'), hint: t(place === 'customer' ? 'details.atCustomerHint' : 'details.atSpecialistHint') },
    online: { title: t('details.online'), hint: t('details.onlineHint') },
  };

  return (
    <form
      id={formId}
      noValidate
      onChange={() => onChange?.(getValues())}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('details.format')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {types.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 transition-colors hover:border-slate-400',
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40',
                'dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10',
              )}
            >
              <input type="radio" value={option} className="mt-1 size-4 accent-brand-600" {...register('type')} />
              <span className="flex flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                  {icons[option]}
                  {labels[option].title}
                </span>
                <span className={mutedText}>{labels[option].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {type === 'online' && <CheckboxChip label={t('details.videoCall')} className={cn('self-start', focusRing)} {...register('videoCall')} />}

      {type === 'in_person' &&
        (asksForAddress(type, place) ? (
          <>
            {savedAddresses.length > 0 && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('details.savedAddresses')}</legend>
                {savedAddresses.map((address) => (
                  <label key={address.id} className={choiceCard}>
                    <input
                      type="radio"
                      name={`${id}-saved-address`}
                      className="mt-1 size-4 accent-brand-600"
                      checked={savedAddress.choice === address.id}
                      onChange={() => savedAddress.choose(address.id)}
                    />
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                        <MapPin aria-hidden="true" className="size-4" />
                        {t(`details.addressLabels.${address.label}`)}
                        {address.isDefault && <span className="text-xs font-normal text-slate-500 dark:text-slate-400">· {t('details.defaultAddress')}</span>}
                      </span>
                      <span className={cn(mutedText, 'break-words')}>{savedAddressLine(address)}</span>
                    </span>
                  </label>
                ))}
                <label className={choiceCard}>
                  <input
                    type="radio"
                    name={`${id}-saved-address`}
                    className="mt-1 size-4 accent-brand-600"
                    checked={savedAddress.choice === OTHER}
                    onChange={() => savedAddress.choose(OTHER)}
                  />
                  <span className="font-medium text-slate-900 dark:text-white">{t('details.otherAddress')}</span>
                </label>
              </fieldset>
            )}
            {savedAddress.choice === OTHER ? (
              <TextField
                id={`${id}-location`}
                label={t('details.location')}
                hint={t('details.locationHint')}
                requiredMark
                required
                autoComplete="street-address"
                maxLength={LOCATION_MAX_LENGTH}
                error={validationText(errors.location?.message)}
                {...register('location')}
              />
            ) : (
              errors.location?.message && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {validationText(errors.location.message)}
                </p>
              )
            )}
          </>
        ) : (
          specialistAddress && (
            <p className={cn(mutedText, 'flex items-start gap-1.5')}>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('details.specialistAddress', { address: specialistAddress })}
            </p>
          )
        ))}

      <TextareaField
        id={`${id}-notes`}
        label={t('details.notes')}
        hint={
          <span className="flex flex-wrap justify-between gap-2">
            <span>{t('details.notesHint')}</span>
            <span className={cn('tabular-nums', notes.length > NOTES_MAX_LENGTH && 'font-semibold text-red-700 dark:text-red-400')}>
              {t('details.counter', { count: notes.length, max: NOTES_MAX_LENGTH })}
            </span>
          </span>
        }
        error={validationText(errors.notes?.message)}
        {...register('notes')}
      />
    </form>
  );
};

const OTHER = 'other';

const choiceCard = cn(
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 transition-colors hover:border-slate-400',
  'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40',
  'dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10',
);

/**
 * Which saved address is the visit's `location`, or OTHER (typed). A location typed earlier (the
 * visitor came back a step) keeps its choice; an empty one takes the default address, also when
 * the addresses arrive after the step opened.
 */
const useSavedAddressChoice = (addresses: Address[], location: string, apply: (location: string) => void) => {
  const matching = (text: string) => addresses.find((address) => savedAddressLine(address) === text.trim());
  const [choice, setChoice] = useState<string | null>(null);
  const fallback = addresses.length === 0 ? OTHER : (matching(location)?.id ?? (location.trim() ? OTHER : null));
  const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
  const current = choice ?? fallback ?? preferred?.id ?? OTHER;

  useEffect(() => {
    if (choice !== null || fallback !== null || !preferred) return;
    // Nothing typed yet: the default address is preselected (above), and becomes the location.
    apply(savedAddressLine(preferred));
  }, [choice, fallback, preferred, apply]);

  const choose = (next: string) => {
    setChoice(next);
    const address = addresses.find((item) => item.id === next);
    apply(address ? savedAddressLine(address) : '');
  };
  return { choice: current, choose };
};
