import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Service } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteServiceMutation } from '../api/catalog-api';
import { apiErrorMessage, isApiClientError } from '../model/api-error';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';

interface DeleteServiceDialogProps {
  service: Service | null;
  onClose: () => void;
  /** A service with bookings cannot be deleted: offered instead. */
  onDeactivate: (service: Service) => void;
}

/** Asks before deleting (focus starts on Cancel, the safe choice); a service with bookings (409) is explained and offered for deactivation. */
export const DeleteServiceDialog = ({ service, onClose, onDeactivate }: DeleteServiceDialogProps) => {
  const { t } = useTranslation('specialist-catalog');
  const [deleteService, { isLoading }] = useDeleteServiceMutation();
  const [conflict, setConflict] = useState(false);

  const close = () => {
    setConflict(false);
    onClose();
  };

  const confirm = async () => {
    if (!service) return;
    try {
      await deleteService(service.id).unwrap();
      toast.success(t('toasts.deleted', { name: service.name }));
      close();
    } catch (failure) {
      if (isApiClientError(failure) && failure.status === 409) {
        setConflict(true);
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.delete'));
    }
  };

  return (
    <ModalDialog
      open={service !== null}
      onClose={close}
      busy={isLoading}
      tone="danger"
      title={t('delete.title')}
      description={service ? t('delete.description', { name: service.name }) : undefined}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
    >
      {conflict && (
        <p role="alert" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          {t('delete.hasBookings')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={isLoading}>
          {t('delete.cancel')}
        </Button>
        {conflict && service?.isActive ? (
          <Button
            onClick={() => {
              onDeactivate(service);
              close();
            }}
          >
            {t('delete.deactivateInstead')}
          </Button>
        ) : (
          !conflict && (
            <DangerButton onClick={() => void confirm()} disabled={isLoading}>
              {isLoading && <Spinner className="size-4 text-white" />}
              {isLoading ? t('delete.deleting') : t('delete.confirm')}
            </DangerButton>
          )
        )}
      </div>
    </ModalDialog>
  );
};
