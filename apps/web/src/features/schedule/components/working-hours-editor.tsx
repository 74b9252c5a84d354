import { useId, useRef } from 'react';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { WEEKDAYS, WORKING_INTERVALS_PER_DAY_MAX, WorkingHoursInputSchema, type Weekday, type WorkingHours } from '@vizyt/contracts';
import { FieldError } from '@/components/form/field-message';
import { TimeInput } from '@/components/ui/time-input';
import { TimeZonePicker } from '@/components/form/time-zone-picker';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSaveWorkingHoursMutation } from '../api/schedule-api';
import { apiErrorMessage, contractParseOptions, fieldIssues, validationText } from '../model/validation';
import { DEFAULT_INTERVAL, toWorkingHoursBody, WORKING_DAYS, workingHoursFormValues, type WorkingHoursFormValues } from '../model/working-hours-form';
import { ScheduleCard } from './card';

type Output = z.output<typeof WorkingHoursInputSchema>;
// Validation keeps the user's order so that an error's index points at the interval they see.
const schema = z
  .custom<WorkingHoursFormValues>()
  .transform((values): z.input<typeof WorkingHoursInputSchema> => toWorkingHoursBody(values))
  .pipe(WorkingHoursInputSchema);
const resolver: Resolver<WorkingHoursFormValues, unknown, Output> = zodResolver(schema, contractParseOptions);

type DayErrors = { message?: string; root?: { message?: string } } & Record<number, { start?: { message?: string }; end?: { message?: string } } | undefined>;

const DayRow = ({ day, control, errors }: { day: Weekday; control: Control<WorkingHoursFormValues, unknown, Output>; errors: FieldErrors<WorkingHoursFormValues> }) => {
  const { t } = useTranslation('schedule');
  const id = useId();
  const { fields, append, remove, replace } = useFieldArray({ control, name: `workingHours.${day}` });
  const remembered = useRef<{ start: string; end: string }[]>([]);
  const values = useWatch({ control, name: `workingHours.${day}` });
  const working = fields.length > 0;
  const dayName = t(`weekdays.${day}`);
  const dayErrors = (errors.workingHours as Record<string, DayErrors | undefined> | undefined)?.[day];
  const dayError = validationText(t, dayErrors?.root?.message ?? dayErrors?.message);

  const toggle = (on: boolean) => {
    if (on) replace(remembered.current.length > 0 ? remembered.current : [{ ...DEFAULT_INTERVAL }]);
    else {
      remembered.current = (values ?? []).map((v) => ({ ...v }));
      replace([]);
    }
  };

  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 border-b border-slate-200 py-4 last:border-b-0 sm:grid-cols-[11rem_minmax(0,1fr)] dark:border-slate-800" aria-labelledby={`${id}-day`}>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-start sm:justify-start">
        <span id={`${id}-day`} className="font-medium text-slate-900 dark:text-white">
          {dayName}
        </span>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input type="checkbox" role="switch" aria-checked={working} checked={working} onChange={(e) => toggle(e.target.checked)} className="size-4 accent-brand-600" aria-label={t('hours.workingDay', { day: dayName })} />
          <span aria-hidden="true">{working ? t('hours.working') : t('hours.dayOff')}</span>
        </label>
      </div>
      <div className="space-y-2">
        {!working && <p className="text-sm text-slate-500 dark:text-slate-400">{t('hours.dayOffHint')}</p>}
        <ul className="space-y-2">
          {fields.map((field, index) => {
            const intervalErrors = dayErrors?.[index];
            const startError = validationText(t, intervalErrors?.start?.message);
            const endError = validationText(t, intervalErrors?.end?.message);
            const n = index + 1;
            return (
              <li key={field.id} className="space-y-1">
                {/* Phones: tighter gaps and padding and no dash, so that two "09:00" fields and the remove button fit in 375 px. */}
                <div className="flex items-center gap-1.5 sm:gap-2">
                  <div className="min-w-0 flex-1 sm:w-32 sm:flex-none">
                  <Controller
                    control={control}
                    name={`workingHours.${day}.${index}.start`}
                    render={({ field: f }) => (
                      <TimeInput
                        {...f}
                        aria-label={t('hours.startOf', { day: dayName, n })}
                        invalid={Boolean(startError)}
                        aria-describedby={startError ? `${id}-${index}-start-error` : undefined}
                        inputClassName="max-sm:px-2"
                      />
                    )}
                  />
                  </div>
                  <span aria-hidden="true" className="text-slate-500 max-sm:hidden">
                    –
                  </span>
                  <div className="min-w-0 flex-1 sm:w-32 sm:flex-none">
                  <Controller
                    control={control}
                    name={`workingHours.${day}.${index}.end`}
                    render={({ field: f }) => (
                      <TimeInput
                        {...f}
                        aria-label={t('hours.endOf', { day: dayName, n })}
                        invalid={Boolean(endError)}
                        aria-describedby={endError ? `${id}-${index}-end-error` : undefined}
                        inputClassName="max-sm:px-2"
                      />
                    )}
                  />
                  </div>
                  <Button variant="ghost" size="icon" className="max-sm:size-9" onClick={() => remove(index)} aria-label={t('hours.removeInterval', { day: dayName, n })} title={t('hours.remove')}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <FieldError id={`${id}-${index}-start-error`}>{startError}</FieldError>
                <FieldError id={`${id}-${index}-end-error`}>{endError}</FieldError>
              </li>
            );
          })}
        </ul>
        <FieldError id={`${id}-error`}>{dayError}</FieldError>
        {working && fields.length < WORKING_INTERVALS_PER_DAY_MAX && (
          <Button variant="ghost" size="sm" className="max-sm:h-10" onClick={() => append({ start: '', end: '' })} aria-label={t('hours.addIntervalTo', { day: dayName })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('hours.addInterval')}
          </Button>
        )}
      </div>
    </li>
  );
};

interface WorkingHoursEditorProps {
  workingHours: WorkingHours;
  timezone: string;
  /** Inside a panel that has its own title (the first-run setup): no card or heading of its own. */
  embedded?: boolean;
}

/** Weekly working hours (several intervals a day, days off) and the zone they are in. */
export const WorkingHoursEditor = ({ workingHours, timezone, embedded = false }: WorkingHoursEditorProps) => {
  const { t } = useTranslation('schedule');
  const [save, { isLoading }] = useSaveWorkingHoursMutation();
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<WorkingHoursFormValues, unknown, Output>({ resolver, defaultValues: workingHoursFormValues(workingHours, timezone) });

  const copyMonday = () => {
    const monday = getValues('workingHours.monday') ?? [];
    for (const day of WORKING_DAYS) {
      if (day !== 'monday') setValue(`workingHours.${day}`, monday.map((r) => ({ ...r })), { shouldDirty: true });
    }
    toast.success(t('hours.copied'));
  };

  const onSubmit = async (output: Output) => {
    const body = {
      workingHours: Object.fromEntries(
        Object.entries(output.workingHours).map(([day, ranges]) => [day, [...(ranges ?? [])].sort((a, b) => a.start.localeCompare(b.start))]),
      ) as WorkingHours,
      ...(output.timezone ? { timezone: output.timezone } : {}),
    };
    try {
      const saved = await save(body).unwrap();
      reset(workingHoursFormValues(saved?.workingHours ?? body.workingHours, saved?.timezone ?? body.timezone ?? timezone));
      toast.success(t('hours.saved'));
    } catch (failure) {
      const issues = fieldIssues(failure);
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field as 'timezone', { type: 'server', message: issue.message });
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.saveHours'));
    }
  };

  const copyButton = (
    // Truncates rather than overflows on the narrowest phones; the title keeps the whole text.
    <Button variant="outline" size="sm" className="max-w-full max-sm:h-10" onClick={copyMonday} title={t('hours.copyMonday')}>
      <Copy aria-hidden="true" className="size-4" />
      <span className="truncate">{t('hours.copyMonday')}</span>
    </Button>
  );

  const form = (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-busy={isLoading || undefined}>
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <TimeZonePicker
            label={t('hours.timezone')}
            hint={t('hours.timezoneHint')}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={validationText(t, errors.timezone?.message)}
          />
        )}
      />
      <ul className="mt-2">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} control={control} errors={errors} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {isDirty && <span className="text-sm text-slate-500 dark:text-slate-400">{t('hours.unsaved')}</span>}
        <Button type="submit" disabled={isLoading}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('actions.saving') : t('hours.save')}
        </Button>
      </div>
    </form>
  );

  if (embedded) {
    return (
      <div className="space-y-3">
        <div className="flex justify-end">{copyButton}</div>
        {form}
      </div>
    );
  }
  return (
    <ScheduleCard id="working-hours-title" title={t('hours.title')} description={t('hours.description')} actions={copyButton}>
      {form}
    </ScheduleCard>
  );
};
