import { useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SERVICE_MIN_DURATION_MINUTES, type Category, type Language, type Service } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { FieldError } from '@/components/form/field-message';
import { RequiredMark } from '@/components/form/field-label';
import { labelClasses } from '@/components/form/field-styles';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCreateServiceMutation, useGetServiceCategoryOptionsQuery, useUpdateServiceMutation } from '../api/catalog-api';
import { apiErrorMessage, contractParseOptions, fieldIssues, isApiClientError, validationText } from '../model/api-error';
import {
  DURATION_STEP_MINUTES,
  emptyServiceForm,
  OTHER_CATEGORY,
  serviceFormSchema,
  serviceFormValues,
  type ServiceFormOutput,
  type ServiceFormValues,
} from '../model/service-form';
import { WEEKDAYS } from '../model/weekdays';
import { TimeSlotsField } from './time-slots-field';

const FORM_FIELDS = ['name', 'description', 'category', 'customCategory', 'price', 'duration', 'availableDays', 'timeSlots', 'isActive'] as const;
type FormField = (typeof FORM_FIELDS)[number];

const resolver: Resolver<ServiceFormValues, unknown, ServiceFormOutput> = zodResolver(serviceFormSchema, contractParseOptions);

interface ServiceFormProps {
  /** Absent: a new service. */
  service?: Service;
  onDone: () => void;
  /** Absent: no Cancel button (the form is a step of the first-run setup, not a dialog). */
  onCancel?: () => void;
}

/** Add or edit a service (spec section 5: every field required, price > 0, ≥ 15 min, a day, a slot). */
export const ServiceForm = (props: ServiceFormProps) => {
  const { t, i18n } = useTranslation('specialist-catalog');
  const { data: categories, isLoading } = useGetServiceCategoryOptionsQuery(i18n.language as Language);
  // The select must have its options before the form sets its value (else an edited service
  // would show "Choose a category"). Without categories "Other" still works.
  if (isLoading) return <FullPageSpinner label={t('common:loading')} className="min-h-48" />;
  return <ServiceFormFields {...props} categories={categories ?? []} />;
};

const ServiceFormFields = ({ service, onDone, onCancel, categories }: ServiceFormProps & { categories: Category[] }) => {
  const { t } = useTranslation('specialist-catalog');
  const id = useId();
  const navigate = useNavigate();
  const [createService, creating] = useCreateServiceMutation();
  const [updateService, updating] = useUpdateServiceMutation();
  const saving = creating.isLoading || updating.isLoading;

  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    resolver,
    defaultValues: service ? serviceFormValues(service) : emptyServiceForm(),
    shouldFocusError: true,
  });
  const category = useWatch({ control, name: 'category' });
  const isOther = category === OTHER_CATEGORY;

  const onSubmit = async (values: ServiceFormOutput) => {
    try {
      if (service) await updateService({ id: service.id, body: values }).unwrap();
      else await createService(values).unwrap();
      toast.success(t(service ? 'toasts.updated' : 'toasts.created'));
      onDone();
    } catch (failure) {
      const issues = fieldIssues(failure).filter((issue): issue is { field: FormField; message: string } =>
        (FORM_FIELDS as readonly string[]).includes(issue.field),
      );
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field, { type: 'server', message: issue.message });
        setFocus(issues[0]!.field);
        return;
      }
      // 422 on create: the profile was removed or never made (the page checks it before showing
      // the form). Not a dead end: the first-run setup starts with the profile, and comes back here.
      if (!service && isApiClientError(failure) && failure.status === 422) {
        void navigate(paths.specialist.getStarted('services'));
        return;
      }
      toast.error(apiErrorMessage(t, failure, service ? 'errors.update' : 'errors.create'));
    }
  };

  const text = (field: FormField) => validationText(t, errors[field]?.message ?? (errors[field] as { root?: { message?: string } } | undefined)?.root?.message);
  const categoryError = text('category');
  const daysError = text('availableDays');

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-busy={saving || undefined} className="space-y-5">
      <TextField label={t('form.name')} requiredMark required autoComplete="off" maxLength={200} error={text('name')} {...register('name')} />
      <TextareaField label={t('form.description')} requiredMark required maxLength={5000} error={text('description')} {...register('description')} />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.category')}
          requiredMark
          required
          error={isOther ? undefined : categoryError}
          {...register('category')}
        >
          <option value="">{t('form.chooseCategory')}</option>
          {categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
          <option value={OTHER_CATEGORY}>{t('form.otherCategory')}</option>
        </SelectField>
        {isOther && (
          <TextField
            label={t('form.customCategory')}
            requiredMark
            required
            maxLength={120}
            error={text('customCategory') ?? categoryError}
            {...register('customCategory')}
          />
        )}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.price')}
          requiredMark
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          suffix="₴"
          hint={t('form.priceHint')}
          error={text('price')}
          {...register('price', { valueAsNumber: true })}
        />
        <TextField
          label={t('form.duration')}
          requiredMark
          required
          type="number"
          inputMode="numeric"
          min={SERVICE_MIN_DURATION_MINUTES}
          step={DURATION_STEP_MINUTES}
          suffix={t('form.minutesShort')}
          hint={t('form.durationHint', { min: SERVICE_MIN_DURATION_MINUTES })}
          error={text('duration')}
          {...register('duration', { valueAsNumber: true })}
        />
      </div>

      <fieldset aria-describedby={daysError ? `${id}-days-error` : undefined} className="space-y-2">
        <legend className={labelClasses}>
          {t('form.availableDays')}
          <RequiredMark />
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <CheckboxChip
              key={day}
              value={day}
              label={t(`weekdays.${day}`)}
              aria-invalid={daysError ? true : undefined}
              {...register('availableDays')}
            />
          ))}
        </div>
        <FieldError id={`${id}-days-error`}>{daysError}</FieldError>
      </fieldset>

      <Controller
        control={control}
        name="timeSlots"
        render={({ field }) => <TimeSlotsField value={field.value} onChange={field.onChange} inputRef={field.ref} error={text('timeSlots')} />}
      />

      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('isActive')} />
        <span>
          <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">{t('form.isActive')}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{t('form.isActiveHint')}</span>
        </span>
      </label>

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving && <Spinner className="size-4 text-white" />}
          {saving ? t('form.saving') : service ? t('form.saveChanges') : t('form.create')}
        </Button>
      </div>
    </form>
  );
};
