import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BusinessInfo } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { FieldError } from '@/components/form/field-message';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGetBusinessInfoQuery, useUpdateBusinessInfoMutation } from '../api/settings-api';
import { issuesOn, showServerIssues } from '@/lib/api-error-text';
import { apiErrorMessage, fieldIssues, validationText } from '../model/api-error';
import {
  businessInfoFormSchema,
  businessInfoToForm,
  formToBusinessInfoInput,
  SERVICE_LANGUAGES,
  type BusinessInfoFormValues,
} from '../model/business-info-form';
import { QueryState } from './query-state';
import { SettingsCard } from './settings-card';

const FIELDS = ['businessName', 'address', 'city', 'latitude', 'longitude', 'languages', 'worksOnline', 'worksInPerson'] as const;

/** "English", "польська": a language's name in the interface language. */
const languageName = (code: string, locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const InfoForm = ({ info }: { info: BusinessInfo }) => {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const [update, { isLoading }] = useUpdateBusinessInfoMutation();
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<BusinessInfoFormValues>({
    resolver: zodResolver(businessInfoFormSchema) as unknown as Resolver<BusinessInfoFormValues>,
    defaultValues: businessInfoToForm(info),
  });
  const { errors, isDirty } = formState;
  // Languages saved earlier that the chips do not list stay choosable.
  const languages = [...SERVICE_LANGUAGES, ...info.languages.filter((code) => !(SERVICE_LANGUAGES as readonly string[]).includes(code))];

  const onSubmit = async (values: BusinessInfoFormValues) => {
    try {
      const saved = await update(formToBusinessInfoInput(values)).unwrap();
      reset(businessInfoToForm(saved));
      toast.success(t('businessInfo.saved'));
    } catch (failure) {
      const first = showServerIssues(setError, issuesOn(fieldIssues(failure), FIELDS));
      if (first) {
        if (first !== 'languages') setFocus(first);
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.updateBusinessInfo'));
    }
  };

  const text = (field: keyof BusinessInfoFormValues) => validationText(t, errors[field]?.message);
  const modeError = text('worksInPerson') ?? text('worksOnline');
  const languagesError = text('languages');

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-busy={isLoading || undefined} className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('businessInfo.businessName')} hint={t('businessInfo.businessNameHint')} autoComplete="organization" maxLength={200} error={text('businessName')} {...register('businessName')} />
        <TextField label={t('businessInfo.city')} requiredMark required autoComplete="address-level2" maxLength={100} error={text('city')} {...register('city')} />
      </div>
      <TextField label={t('businessInfo.address')} hint={t('businessInfo.addressHint')} autoComplete="street-address" maxLength={300} error={text('address')} {...register('address')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('businessInfo.latitude')} inputMode="decimal" placeholder="50.4501" error={text('latitude')} {...register('latitude')} />
        <TextField label={t('businessInfo.longitude')} inputMode="decimal" placeholder="30.5234" hint={t('businessInfo.coordinatesHint')} error={text('longitude')} {...register('longitude')} />
      </div>
      <fieldset aria-describedby={languagesError ? `${id}-languages-error` : undefined} className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('businessInfo.languages')}</legend>
        <div className="flex flex-wrap gap-2">
          {languages.map((code) => (
            <CheckboxChip key={code} value={code} label={languageName(code, i18n.language)} lang={code} {...register('languages')} />
          ))}
        </div>
        <FieldError id={`${id}-languages-error`}>{languagesError}</FieldError>
      </fieldset>
      <fieldset aria-describedby={modeError ? `${id}-mode-error` : undefined} className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('businessInfo.workModes')}</legend>
        <div className="flex flex-wrap gap-2">
          <CheckboxChip label={t('businessInfo.worksInPerson')} {...register('worksInPerson')} />
          <CheckboxChip label={t('businessInfo.worksOnline')} {...register('worksOnline')} />
        </div>
        <FieldError id={`${id}-mode-error`}>{modeError}</FieldError>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={isLoading || !isDirty}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('businessInfo.saving') : t('businessInfo.save')}
        </Button>
        {isDirty && (
          <Button variant="ghost" size="lg" onClick={() => reset(businessInfoToForm(info))} disabled={isLoading}>
            {t('businessInfo.discard')}
          </Button>
        )}
      </div>
    </form>
  );
};

/** Specialist settings → Business: name, where clients are seen, languages of service and work modes. */
export const BusinessInfoSection = () => {
  const { t } = useTranslation('account');
  const query = useGetBusinessInfoQuery();
  return (
    <SettingsCard id="business-info" title={t('businessInfo.title')} description={t('businessInfo.description')}>
      <QueryState data={query.data} isLoading={query.isLoading} error={query.error} fallbackKey="errors.fetchBusinessInfo" onRetry={() => void query.refetch()}>
        {(info) => <InfoForm info={info} />}
      </QueryState>
    </SettingsCard>
  );
};
