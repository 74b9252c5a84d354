import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PortfolioImage } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeletePortfolioPhotoMutation } from '../api/portfolio-api';
import { apiErrorMessage } from '../model/api-error';

interface DeletePortfolioPhotoDialogProps {
  profileId: string;
  photo: PortfolioImage | null;
  /** The photo's text alternative (its caption, else its category). */
  photoName: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a photo; focus starts on Cancel (the first button), the safe choice. */
export const DeletePortfolioPhotoDialog = ({ profileId, photo, photoName, onClose, onDeleted }: DeletePortfolioPhotoDialogProps) => {
  const { t } = useTranslation('specialist-catalog');
  const [deletePhoto, { isLoading }] = useDeletePortfolioPhotoMutation();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!photo) return;
    setError(null);
    try {
      await deletePhoto({ profileId, id: photo.id }).unwrap();
      onDeleted();
    } catch (failure) {
      setError(apiErrorMessage(t, failure, 'portfolio.errors.delete'));
    }
  };

  return (
    <ModalDialog
      open={photo !== null}
      onClose={close}
      busy={isLoading}
      tone="danger"
      title={t('portfolio.delete.title')}
      description={t('portfolio.delete.description')}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
    >
      {photo && (
        <figure className="mb-4 flex items-center gap-3 rounded-xl bg-slate-50 p-2 dark:bg-slate-800/60">
          <img src={photo.url} alt={photoName} className="size-16 shrink-0 rounded-lg object-cover" />
          <figcaption className="min-w-0 text-sm break-words text-slate-700 dark:text-slate-200">{photoName}</figcaption>
        </figure>
      )}
      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={isLoading}>
          {t('portfolio.delete.cancel')}
        </Button>
        <DangerButton onClick={() => void confirm()} disabled={isLoading}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('portfolio.delete.deleting') : t('portfolio.delete.confirm')}
        </DangerButton>
      </div>
    </ModalDialog>
  );
};
