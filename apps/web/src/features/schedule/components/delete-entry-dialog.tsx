import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AvailabilityBlock } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteScheduleSlotMutation, useRemoveBlockedTimeMutation } from '../api/schedule-api';
import { apiErrorMessage } from '../model/validation';

/** Asks before deleting a slot, a block or a vacation (a weekly one goes with all its repeats). */
export const DeleteEntryDialog = ({ entry, describe, onClose }: { entry: AvailabilityBlock | null; describe: (entry: AvailabilityBlock) => string; onClose: () => void }) => {
  const { t } = useTranslation('schedule');
  const [deleteSlot, slotState] = useDeleteScheduleSlotMutation();
  const [removeBlocked, blockState] = useRemoveBlockedTimeMutation();
  const busy = slotState.isLoading || blockState.isLoading;

  const confirm = async () => {
    if (!entry) return;
    try {
      if (entry.kind === 'slot') await deleteSlot(entry.id).unwrap();
      else await removeBlocked(entry.id).unwrap();
      toast.success(t('delete.done'));
      onClose();
    } catch (failure) {
      toast.error(apiErrorMessage(t, failure, 'errors.delete'));
    }
  };

  return (
    <ModalDialog
      open={entry !== null}
      onClose={onClose}
      busy={busy}
      tone="danger"
      title={t(`delete.title.${entry?.kind ?? 'slot'}`)}
      description={
        entry ? (
          <>
            <p>{describe(entry)}</p>
            {entry.repeatWeekly && <p className="mt-1">{t('delete.repeating')}</p>}
          </>
        ) : undefined
      }
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <DangerButton onClick={() => void confirm()} disabled={busy}>
          {busy && <Spinner className="size-4 text-white" />}
          {t('delete.confirm')}
        </DangerButton>
      </div>
    </ModalDialog>
  );
};
