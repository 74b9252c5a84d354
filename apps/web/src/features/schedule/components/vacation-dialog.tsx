import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { VacationInputSchema } from '@vizyt/contracts';
import { TextareaField } from '@/components/form/textarea-field';
import { DateField } from '@/components/form/date-time-field';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAddVacationMutation } from '../api/schedule-api';
import { apiErrorMessage, contractParseOptions, validationText } from '../model/validation';

interface VacationValues {
  startDate: string;
  endDate: string;
  reason: string;
}
type Output = z.output<typeof VacationInputSchema>;
const resolver = zodResolver(VacationInputSchema, contractParseOptions) as unknown as Resolver<VacationValues, unknown, Output>;

/** Whole days off, both inclusive, in the specialist's zone. */
export const VacationDialog = ({ open, startDate, onClose }: { open: boolean; startDate: string; onClose: () => void }) => {
  const { t } = useTranslation('schedule');
  return (
    <ModalDialog open={open} onClose={onClose} title={t('vacation.title')} description={t('vacation.description')}>
      {open && <VacationForm startDate={startDate} onClose={onClose} />}
    </ModalDialog>
  );
};

const VacationForm = ({ startDate, onClose }: { startDate: string; onClose: () => void }) => {
  const { t } = useTranslation('schedule');
  const [addVacation, { isLoading }] = useAddVacationMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<VacationValues, unknown, Output>({ resolver, defaultValues: { startDate, endDate: startDate, reason: '' } });

  const onSubmit = async (values: Output) => {
    try {
      await addVacation({ startDate: values.startDate, endDate: values.endDate, ...(values.reason ? { reason: values.reason } : {}) }).unwrap();
      toast.success(t('vacation.saved'));
      onClose();
    } catch (failure) {
      toast.error(apiErrorMessage(t, failure, 'errors.saveVacation'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-4" aria-busy={isLoading || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller control={control} name="startDate" render={({ field }) => <DateField label={t('vacation.startDate')} requiredMark required error={validationText(t, errors.startDate?.message)} {...field} />} />
        <Controller control={control} name="endDate" render={({ field }) => <DateField label={t('vacation.endDate')} requiredMark required align="end" error={validationText(t, errors.endDate?.message)} {...field} />} />
      </div>
      <TextareaField label={t('slot.reason')} rows={2} maxLength={300} error={validationText(t, errors.reason?.message)} {...register('reason')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isLoading}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {t('vacation.save')}
        </Button>
      </div>
    </form>
  );
};
