import { useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { WEEKDAYS, type AvailabilityBlock } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { DateField, TimeField } from '@/components/form/date-time-field';
import { FieldError } from '@/components/form/field-message';
import { labelClasses } from '@/components/form/field-styles';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreateScheduleSlotMutation, useUpdateScheduleSlotMutation } from '../api/schedule-api';
import { weekdayOfDate } from '../model/calendar';
import { emptySlotForm, slotFormSchema, slotFormValues, type SlotFormValues } from '../model/slot-form';
import { apiErrorMessage, contractParseOptions, fieldIssues, validationText } from '../model/validation';

type Output = z.output<typeof slotFormSchema>;
const resolver: Resolver<SlotFormValues, unknown, Output> = zodResolver(slotFormSchema, contractParseOptions);
const FIELDS = ['date', 'startTime', 'endTime', 'available', 'reason', 'repeatWeekly', 'repeatDays'] as const;
type Field = (typeof FIELDS)[number];

export type SlotEditing = { mode: 'create'; date: string; startTime?: string } | { mode: 'edit'; slot: AvailabilityBlock };

interface SlotDialogProps {
  editing: SlotEditing | null;
  onClose: () => void;
  /** Edit mode: asks to delete the slot (the page's confirmation dialog). */
  onDelete?: (slot: AvailabilityBlock) => void;
}

/** Add or edit a schedule slot (spec section 2). */
export const SlotDialog = ({ editing, onClose, onDelete }: SlotDialogProps) => {
  const { t } = useTranslation('schedule');
  return (
    <ModalDialog open={editing !== null} onClose={onClose} title={editing?.mode === 'edit' ? t('slot.editTitle') : t('slot.createTitle')} description={t('slot.description')} wide>
      {editing && <SlotForm key={editing.mode === 'edit' ? editing.slot.id : `${editing.date}-${editing.startTime ?? ''}`} editing={editing} onClose={onClose} onDelete={onDelete} />}
    </ModalDialog>
  );
};

const SlotForm = ({ editing, onClose, onDelete }: { editing: SlotEditing; onClose: () => void; onDelete?: (slot: AvailabilityBlock) => void }) => {
  const { t } = useTranslation('schedule');
  const id = useId();
  const [create, creating] = useCreateScheduleSlotMutation();
  const [update, updating] = useUpdateScheduleSlotMutation();
  const saving = creating.isLoading || updating.isLoading;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<SlotFormValues, unknown, Output>({
    resolver,
    defaultValues: editing.mode === 'edit' ? slotFormValues(editing.slot) : emptySlotForm(editing.date, editing.startTime),
  });
  const available = useWatch({ control, name: 'available' });
  const repeatWeekly = useWatch({ control, name: 'repeatWeekly' });

  const text = (field: Field) => validationText(t, (errors[field] as { message?: string } | undefined)?.message);
  const daysError = text('repeatDays');

  const onSubmit = async (body: Output) => {
    try {
      if (editing.mode === 'edit') await update({ id: editing.slot.id, body }).unwrap();
      else await create(body).unwrap();
      toast.success(t(editing.mode === 'edit' ? 'slot.updated' : 'slot.created'));
      onClose();
    } catch (failure) {
      const issues = fieldIssues(failure).filter((i): i is { field: Field; message: string } => (FIELDS as readonly string[]).includes(i.field.split('.')[0]!));
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field, { type: 'server', message: issue.message });
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.saveSlot'));
    }
  };

  const repeatRegistration = register('repeatWeekly', {
    onChange: (event: { target: { checked: boolean } }) => {
      const date = getValues('date');
      if (event.target.checked && getValues('repeatDays').length === 0 && date) setValue('repeatDays', [weekdayOfDate(date)]);
    },
  });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-busy={saving || undefined} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller control={control} name="date" render={({ field }) => <DateField label={t('slot.date')} requiredMark required error={text('date')} {...field} />} />
        <Controller control={control} name="startTime" render={({ field }) => <TimeField label={t('slot.startTime')} requiredMark required error={text('startTime')} {...field} />} />
        <Controller control={control} name="endTime" render={({ field }) => <TimeField label={t('slot.endTime')} requiredMark required error={text('endTime')} {...field} />} />
      </div>

      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" aria-labelledby={`${id}-available-label`} aria-describedby={`${id}-available-hint`} {...register('available')} />
        <span>
          <span id={`${id}-available-label`} className="block text-sm font-medium text-slate-900 dark:text-slate-100">{t('slot.available')}</span>
          <span id={`${id}-available-hint`} className="block text-sm text-slate-600 dark:text-slate-400">
            {t('slot.availableHint')}
          </span>
        </span>
      </label>

      {!available && <TextareaField label={t('slot.reason')} hint={t('slot.reasonHint')} rows={2} maxLength={300} error={text('reason')} {...register('reason')} />}

      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-4 accent-brand-600" {...repeatRegistration} />
        <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{t('slot.repeatWeekly')}</span>
      </label>

      {repeatWeekly && (
        <fieldset aria-describedby={daysError ? `${id}-days-error` : `${id}-days-hint`} className="space-y-2">
          <legend className={labelClasses}>{t('slot.repeatDays')}</legend>
          <p id={`${id}-days-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {t('slot.repeatDaysHint')}
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <CheckboxChip key={day} value={day} label={t(`weekdays.${day}`)} {...register('repeatDays')} />
            ))}
          </div>
          <FieldError id={`${id}-days-error`}>{daysError}</FieldError>
        </fieldset>
      )}

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:items-center">
        {editing.mode === 'edit' && onDelete && (
          <DangerButton tone="outline" onClick={() => onDelete(editing.slot)} disabled={saving} className="sm:mr-auto">
            {t('slot.delete')}
          </DangerButton>
        )}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner className="size-4 text-white" />}
            {saving ? t('actions.saving') : editing.mode === 'edit' ? t('slot.saveChanges') : t('slot.create')}
          </Button>
        </div>
      </div>
    </form>
  );
};
