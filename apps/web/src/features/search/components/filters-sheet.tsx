import type { Category } from '@vizyt/contracts';
import { SlidersHorizontal, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { clearFilters, countActiveFilters, type SearchFilters } from '../model/search-filters';
import { FiltersForm } from './filters-form';
import { focusRing } from './search-styles';

interface FiltersSheetProps {
  filters: SearchFilters;
  categories: Category[];
  onApply: (next: SearchFilters) => void;
}

/**
 * Filters on small screens: a slide-over sheet. Changes are a draft until Apply; Clear resets
 * and applies at once. A native modal <dialog> keeps focus inside, closes on Escape and gives
 * focus back to the button that opened it.
 */
export function FiltersSheet({ filters, categories, onApply }: FiltersSheetProps) {
  const { t } = useTranslation('search');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState(false);
  const active = countActiveFilters(filters);

  const show = () => {
    setDraft(filters);
    setOpen(true);
    dialogRef.current?.showModal?.();
  };
  const close = () => dialogRef.current?.close?.();

  return (
    <>
      <Button variant="outline" onClick={show} aria-haspopup="dialog" className="lg:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {active > 0 ? t('filters.openWithCount', { count: active }) : t('filters.open')}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby="search-filters-sheet-title"
        onClose={() => setOpen(false)}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-sm bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:bg-slate-950 dark:text-slate-100"
      >
        {open && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
              <h2 id="search-filters-sheet-title" className="text-lg font-semibold">
                {t('filters.title')}
              </h2>
              <button
                type="button"
                onClick={close}
                autoFocus
                className={cn('flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800', focusRing)}
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">{t('filters.close')}</span>
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-4 py-4">
              <FiltersForm filters={draft} categories={categories} onChange={setDraft} idPrefix="search-sheet" />
            </div>
            <div className="flex gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
              <Button
                variant="outline"
                className="flex-1"
                onClick={() => {
                  onApply(clearFilters(filters));
                  close();
                }}
              >
                {t('filters.clear')}
              </Button>
              <Button
                className="flex-1"
                onClick={() => {
                  onApply(draft);
                  close();
                }}
              >
                {t('filters.apply')}
              </Button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
