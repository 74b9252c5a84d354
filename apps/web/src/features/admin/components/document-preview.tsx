import { useEffect, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VerificationDocument } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useFetchVerificationDocumentMutation } from '../api/admin-api';
import { LoadError, LoadingRows } from './panel';

export interface PreviewTarget {
  verificationId: string;
  document: VerificationDocument;
  owner: string;
}

/**
 * A private verification document, fetched with the admin's session (it has no public URL) and
 * shown from an object URL: an image inline, a PDF embedded, both also openable in a new tab.
 * The object URL is released when the preview closes.
 */
export const DocumentPreview = ({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [fetchDocument, state] = useFetchVerificationDocumentMutation();
  const [file, setFile] = useState<{ url: string; type: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!target) return;
    let url: string | null = null;
    let cancelled = false;
    void fetchDocument({ id: target.verificationId, name: target.document.name })
      .unwrap()
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        // The declared type of the document (judged by its bytes on upload) wins over the response's.
        setFile({ url, type: target.document.mimeType || blob.type });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      setFile(null);
    };
  }, [target, attempt, fetchDocument]);

  const title = target ? t('verification.documentOf', { document: t(`verification.documents.${target.document.name}`), name: target.owner }) : '';

  return (
    <ModalDialog open={target !== null} onClose={onClose} wide title={title}>
      <div data-testid="document-preview" className="space-y-4">
        {state.isError ? (
          <LoadError error={state.error} onRetry={() => setAttempt((n) => n + 1)} retrying={state.isLoading} />
        ) : !file ? (
          <LoadingRows rows={3} />
        ) : file.type.startsWith('image/') ? (
          <img src={file.url} alt={title} className="mx-auto max-h-[65dvh] w-auto rounded-lg border border-slate-200 object-contain dark:border-slate-700" />
        ) : (
          <iframe src={file.url} title={title} className="h-[65dvh] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700" />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('actions.close')}
          </Button>
          {file && (
            <a href={file.url} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('verification.openInNewTab')}
            </a>
          )}
        </div>
      </div>
    </ModalDialog>
  );
};
