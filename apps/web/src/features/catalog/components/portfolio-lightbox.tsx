import { useEffect } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PortfolioImage } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

interface PortfolioLightboxProps {
  photos: readonly PortfolioImage[];
  /** The shown photo's position in `photos`; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo at a time, large, in a modal dialog (focus moves in and back, Tab stays inside,
 * Escape closes). Previous/next buttons and the arrow keys move through `photos`, wrapping round.
 */
export const PortfolioLightbox = ({ photos, index, onIndexChange, onClose }: PortfolioLightboxProps) => {
  const { t } = useTranslation('catalog');
  const open = index !== null && photos[index] !== undefined;
  const total = photos.length;

  useEffect(() => {
    if (!open || total < 2 || index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % total);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, index, total, onIndexChange]);

  const photo = index !== null ? photos[index] : undefined;
  const categoryName = photo ? t(`portfolio.categories.${photo.category}`) : '';
  const name = photo?.caption || categoryName;
  // Without a caption (or with one that only repeats it) the category is already the title.
  const showCategory = name !== categoryName;
  const description =
    showCategory || total > 1 ? (
      <>
        {showCategory && <span>{categoryName}</span>}
        {total > 1 && <span className="sr-only"> {t('portfolio.keyboardHint')}</span>}
      </>
    ) : undefined;

  return (
    <ModalDialog open={open} onClose={onClose} wide title={name} description={description}>
      {photo && index !== null && (
        <div className="flex flex-col gap-4">
          <img
            src={photo.url}
            alt={name}
            className="mx-auto max-h-[60dvh] w-auto max-w-full rounded-xl bg-slate-100 object-contain dark:bg-slate-800"
          />
          <div className="flex items-center justify-between gap-2">
            {total > 1 ? (
              <Button variant="outline" onClick={() => onIndexChange((index - 1 + total) % total)} aria-label={t('portfolio.previous')}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                <span className="hidden sm:inline">{t('portfolio.previous')}</span>
              </Button>
            ) : (
              <span />
            )}
            <p aria-live="polite" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
              {t('portfolio.position', { current: index + 1, total })}
            </p>
            {total > 1 ? (
              <Button variant="outline" onClick={() => onIndexChange((index + 1) % total)} aria-label={t('portfolio.next')}>
                <span className="hidden sm:inline">{t('portfolio.next')}</span>
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            ) : (
              <span />
            )}
          </div>
          <Button variant="secondary" onClick={onClose} className="w-full sm:w-auto sm:self-end">
            <X aria-hidden="true" className="size-4" />
            {t('portfolio.close')}
          </Button>
        </div>
      )}
    </ModalDialog>
  );
};
