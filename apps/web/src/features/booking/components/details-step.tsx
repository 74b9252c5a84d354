import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Monitor, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingType } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { cn } from '@/components/ui/cn';
import i18n from '@/lib/i18n';
import { asksForAddress, bookingDetailsSchema, LOCATION_MAX_LENGTH, NOTES_MAX_LENGTH, type BookingDetails, type VisitPlace } from '../model/booking-details';
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
  onSubmit: (details: BookingDetails) => void;
  /** Keeps what was typed when the visitor goes back a step. */
  onChange?: (details: BookingDetails) => void;
}

/** Step 2: online or in person (what the specialist offers), a video call, where (the customer's address when the specialist comes over) and notes. */
export const DetailsStep = ({ formId, types, defaultValues, place, specialistAddress, onSubmit, onChange }: DetailsStepProps) => {
  const { t } = useTranslation('booking');
  const id = useId();
  const resolver = useMemo(() => zodResolver(bookingDetailsSchema(place)) as unknown as Resolver<BookingDetails>, [place]);
  const { register, handleSubmit, control, getValues, formState } = useForm<BookingDetails>({ resolver, defaultValues, mode: 'onSubmit' });
  const type = useWatch({ control, name: 'type' });
  const notes = useWatch({ control, name: 'notes' }) ?? '';
  const { errors } = formState;

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
