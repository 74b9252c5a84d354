import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CANCELLATION_WINDOW_HOURS, type AvailabilitySettings } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSaveAvailabilitySettingsMutation } from '../api/schedule-api';
import { apiErrorMessage } from '../model/validation';
import { ScheduleCard } from './card';

export const BUFFER_OPTIONS = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
export const NOTICE_OPTIONS = [0, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080] as const;
export const HORIZON_OPTIONS = [7, 14, 30, 60, 90, 180, 365] as const;

/** The options plus a saved value that is not among them (set through the API). */
const withCurrent = (options: readonly number[], current: number) => (options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b));

type DurationUnit = 'minutes' | 'hours' | 'days';
const durationParts = (minutes: number): { unit: DurationUnit; count: number } =>
  minutes > 0 && minutes % 1440 === 0 ? { unit: 'days', count: minutes / 1440 } : minutes > 0 && minutes % 60 === 0 ? { unit: 'hours', count: minutes / 60 } : { unit: 'minutes', count: minutes };

/** Buffer, minimum notice, how far ahead, cancellation window and auto-accept. */
export const BookingRulesCard = ({ settings }: { settings: AvailabilitySettings }) => {
  const { t } = useTranslation('schedule');
  const [save, { isLoading }] = useSaveAvailabilitySettingsMutation();
  const { control, handleSubmit, reset, formState } = useForm<AvailabilitySettings>({ defaultValues: settings });

  const duration = (minutes: number) => {
    if (minutes === 0) return t('rules.none');
    const { unit, count } = durationParts(minutes);
    return t(`units.${unit}`, { count });
  };

  const onSubmit = async (values: AvailabilitySettings) => {
    try {
      const saved = await save(values).unwrap();
      reset(saved?.settings ?? values);
      toast.success(t('rules.saved'));
    } catch (failure) {
      toast.error(apiErrorMessage(t, failure, 'errors.saveRules'));
    }
  };

  const numberSelect = (name: 'bufferMinutes' | 'minNoticeMinutes' | 'bookingHorizonDays' | 'cancellationWindowHours', options: readonly number[], text: (n: number) => string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField label={t(`rules.${name}`)} hint={t(`rules.${name}Hint`)} name={field.name} ref={field.ref} value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))} onBlur={field.onBlur}>
          {withCurrent(options, field.value).map((n) => (
            <option key={n} value={n}>
              {text(n)}
            </option>
          ))}
        </SelectField>
      )}
    />
  );

  return (
    <ScheduleCard id="booking-rules-title" title={t('rules.title')} description={t('rules.description')}>
      <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-busy={isLoading || undefined} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {numberSelect('bufferMinutes', BUFFER_OPTIONS, duration)}
          {numberSelect('minNoticeMinutes', NOTICE_OPTIONS, duration)}
          {numberSelect('bookingHorizonDays', HORIZON_OPTIONS, (n) => t('units.days', { count: n }))}
          {numberSelect('cancellationWindowHours', CANCELLATION_WINDOW_HOURS, (n) => t('units.hours', { count: n }))}
        </div>
        <Controller
          control={control}
          name="autoAccept"
          render={({ field }) => (
            <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <input
                type="checkbox"
                role="switch"
                aria-checked={field.value}
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                ref={field.ref}
                aria-labelledby="auto-accept-label"
                aria-describedby="auto-accept-hint"
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span id="auto-accept-label" className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                  {t('rules.autoAccept')}
                </span>
                <span id="auto-accept-hint" className="block text-sm text-slate-600 dark:text-slate-400">
                  {t('rules.autoAcceptHint')}
                </span>
              </span>
            </label>
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isLoading || !formState.isDirty}>
            {isLoading && <Spinner className="size-4 text-white" />}
            {isLoading ? t('actions.saving') : t('rules.save')}
          </Button>
        </div>
      </form>
    </ScheduleCard>
  );
};
