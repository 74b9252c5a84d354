import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CancelBookingInputSchema } from '@vizyt/contracts';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Terms shown above the reason (e.g. whether the cancellation is free). */
  notice?: ReactNode;
  /** False while the terms are loading or forbid the action. */
  canSubmit?: boolean;
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
  /** Resolves to an error text to show inside the dialog, or null when done. */
  onSubmit: (reason: string) => Promise<string | null>;
}

type Values = { reason: string };

/**
 * Cancellation with a required reason (the contracts' CancelBookingInputSchema through the
 * resolver). Focus starts in the reason box; a refusal from the server stays in the dialog.
 */
export const ReasonDialog = ({ open, title, description, notice, canSubmit = true, submitLabel, busyLabel, onClose, onSubmit }: ReasonDialogProps) => {
  const { t } = useTranslation('bookings');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(CancelBookingInputSchema), defaultValues: { reason: '' } });
  const busy = form.formState.isSubmitting;

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    const error = await onSubmit(reason);
    if (error) setFailure(error);
    else close();
  });

  const message = form.formState.errors.reason?.message;
  return (
    <ModalDialog
      open={open}
      onClose={close}
      busy={busy}
      tone="danger"
      title={title}
      description={description}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {notice}
        <TextareaField
          label={t('cancel.reason')}
          hint={t('cancel.reasonHint')}
          requiredMark
          rows={3}
          maxLength={500}
          error={message ? t(`validation.${message === 'tooLong' ? 'tooLong' : 'reasonRequired'}`) : undefined}
          {...form.register('reason')}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('cancel.keep')}
          </Button>
          <DangerButton type="submit" disabled={busy || !canSubmit}>
            {busy && <Spinner className="size-4 text-white" />}
            {busy ? busyLabel : submitLabel}
          </DangerButton>
        </div>
      </form>
    </ModalDialog>
  );
};
