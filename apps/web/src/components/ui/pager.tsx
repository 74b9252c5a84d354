import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Texts in the page's language: the nav's name, the buttons, "Page 2 of 5". */
  labels: { nav: string; previous: string; next: string; current: string };
}

/** Previous / "page n of m" / next under a paged list; nothing when everything fits on one page. */
export const Pager = ({ page, totalPages, onPage, labels }: PagerProps) =>
  totalPages > 1 ? (
    <nav aria-label={labels.nav} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" className="max-sm:h-10" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {labels.previous}
      </Button>
      <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-current="page">
        {labels.current}
      </span>
      <Button variant="outline" size="sm" className="max-sm:h-10" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  ) : null;
