import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { SpecialistProfileInputSchema, type SpecialistProfile } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { FieldError } from '@/components/form/field-message';
import { labelClasses } from '@/components/form/field-styles';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { TimeZonePicker } from '@/components/form/time-zone-picker';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSaveMySpecialistProfileMutation } from '../api/catalog-api';
import { apiErrorMessage, contractParseOptions, fieldIssues, validationText } from '../model/api-error';
import { PROFILE_LANGUAGES } from '../model/languages';
import { blankToNull, emptyProfileForm, profileFormValues } from '../model/profile-form';
import { LocationField } from './location-field';

type Input = z.input<typeof SpecialistProfileInputSchema>;
type Output = z.output<typeof SpecialistProfileInputSchema>;

const FIELDS = [
  'businessName',
  'bio',
  'specialization',
  'yearsOfExperience',
  'languages',
  'city',
  'address',
  'latitude',
  'longitude',
  'worksOnline',
  'worksInPerson',
  'timezone',
  'responseTimeMinutes',
] as const;
type Field = (typeof FIELDS)[number];

const SectionTitle = ({ children }: { children: string }) => (
  <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{children}</h3>
);

/** Create (POST) or edit (PUT) the business profile; the same fields either way. */
export const SpecialistProfileForm = ({ profile }: { profile: SpecialistProfile | null }) => {
  const { t } = useTranslation('specialist-catalog');
  const id = useId();
  const [save, { isLoading }] = useSaveMySpecialistProfileMutation();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(SpecialistProfileInputSchema, contractParseOptions),
    defaultValues: profile ? profileFormValues(profile) : emptyProfileForm(),
  });

  const onSubmit = async (values: Output) => {
    try {
      const saved = await save({
        mode: profile ? 'update' : 'create',
        body: { ...values, businessName: blankToNull(values.businessName), bio: blankToNull(values.bio), address: blankToNull(values.address) },
      }).unwrap();
      reset(profileFormValues(saved));
      toast.success(t(profile ? 'toasts.profileSaved' : 'toasts.profileCreated'));
    } catch (failure) {
      const issues = fieldIssues(failure).filter((issue): issue is { field: Field; message: string } => (FIELDS as readonly string[]).includes(issue.field));
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field, { type: 'server', message: issue.message });
        setFocus(issues[0]!.field);
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.saveProfile'));
    }
  };

  const text = (field: Field) => validationText(t, errors[field]?.message);
  const languagesError = text('languages');
  const workModeError = text('worksInPerson') ?? text('worksOnline');

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-busy={isLoading || undefined} className="space-y-8">
      <div className="space-y-5">
        <SectionTitle>{t('profile.sections.business')}</SectionTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('profile.fields.specialization')} requiredMark required hint={t('profile.fields.specializationHint')} error={text('specialization')} {...register('specialization')} />
          <TextField label={t('profile.fields.businessName')} autoComplete="organization" error={text('businessName')} {...register('businessName')} />
        </div>
        <TextareaField label={t('profile.fields.bio')} hint={t('profile.fields.bioHint')} maxLength={5000} error={text('bio')} {...register('bio')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.fields.yearsOfExperience')}
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
            error={text('yearsOfExperience')}
            {...register('yearsOfExperience', { valueAsNumber: true })}
          />
          <TextField
            label={t('profile.fields.responseTime')}
            type="number"
            inputMode="numeric"
            min={1}
            suffix={t('form.minutesShort')}
            hint={t('profile.fields.responseTimeHint')}
            error={text('responseTimeMinutes')}
            {...register('responseTimeMinutes', { valueAsNumber: true })}
          />
        </div>
        <fieldset aria-describedby={languagesError ? `${id}-languages-error` : undefined} className="space-y-2">
          <legend className={labelClasses}>{t('profile.fields.languages')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {PROFILE_LANGUAGES.map((code) => (
              <CheckboxChip key={code} value={code} label={t(`languages.${code}`)} lang={code} {...register('languages')} />
            ))}
          </div>
          <FieldError id={`${id}-languages-error`}>{languagesError}</FieldError>
        </fieldset>
      </div>

      <div className="space-y-5">
        <SectionTitle>{t('profile.sections.location')}</SectionTitle>
        <fieldset aria-describedby={workModeError ? `${id}-mode-error` : undefined} className="space-y-2">
          <legend className={labelClasses}>{t('profile.fields.workMode')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <CheckboxChip label={t('profile.fields.worksInPerson')} aria-invalid={workModeError ? true : undefined} {...register('worksInPerson')} />
            <CheckboxChip label={t('profile.fields.worksOnline')} aria-invalid={workModeError ? true : undefined} {...register('worksOnline')} />
          </div>
          <FieldError id={`${id}-mode-error`}>{workModeError}</FieldError>
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('profile.fields.city')} requiredMark required autoComplete="address-level2" error={text('city')} {...register('city')} />
          <TextField label={t('profile.fields.address')} autoComplete="street-address" error={text('address')} {...register('address')} />
          <LocationField form={{ control, register, setValue }} latitudeError={text('latitude')} longitudeError={text('longitude')} />
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <TimeZonePicker
                className="sm:col-span-2"
                label={t('profile.fields.timezone')}
                hint={t('profile.fields.timezoneHint')}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={text('timezone')}
              />
            )}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
        <Button type="submit" disabled={isLoading}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('profile.saving') : profile ? t('profile.save') : t('profile.create')}
        </Button>
        {profile && isDirty && !isLoading && (
          <Button variant="ghost" onClick={() => reset(profileFormValues(profile))}>
            {t('profile.discard')}
          </Button>
        )}
      </div>
    </form>
  );
};
