import type { ReactNode } from 'react';
import { AlertTriangle, ChevronLeft, ChevronRight, Inbox, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PagedList, type PageMeta, type PagedListProps } from '@/components/ui/paged-list';
import { ReasonDialog, type ReasonDialogProps } from '@/components/ui/reason-dialog';
import { reasonProblem, useErrorText } from '../model/errors';

export const card = 'min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** A titled block of a tab, with optional tools (filters) under its title. */
export const Panel = ({ id, title, description, tools, children, className }: { id: string; title: string; description?: ReactNode; tools?: ReactNode; children: ReactNode; className?: string }) => (
  <section aria-labelledby={`${id}-title`} data-testid={id} className={cn(card, 'p-4 sm:p-5', className)}>
    <div className="mb-4 min-w-0">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description && <div className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{description}</div>}
    </div>
    {/* The filters' own width decides their layout (container queries of the toggle groups). */}
    {tools && <div className="@container mb-4 w-full">{tools}</div>}
    {children}
  </section>
);

/** Skeleton rows while a list loads, announced once. */
export const LoadingRows = ({ rows = 4, testId = 'admin-loading' }: { rows?: number; testId?: string }) => {
  const { t } = useTranslation('admin');
  return (
    <div role="status" data-testid={testId}>
      <span className="sr-only">{t('state.loading')}</span>
      <div aria-hidden="true" className="space-y-2">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="h-12 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    </div>
  );
};

/** A failed load: what went wrong (by its error code) and a retry. */
export const LoadError = ({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) => {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <div role="alert" data-testid="admin-error" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900/60 dark:bg-red-950/30">
      <p className="flex items-start gap-2 text-sm text-red-800 dark:text-red-200">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-medium">{t('state.error')}</span> {errorText(error)}
        </span>
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {t('actions.retry')}
      </Button>
    </div>
  );
};

export const EmptyState = ({ title, body, testId = 'admin-empty' }: { title: string; body?: string; testId?: string }) => (
  <div data-testid={testId} className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700">
    <Inbox aria-hidden="true" className="size-8 text-slate-400" />
    <p className="font-medium text-slate-900 dark:text-white">{title}</p>
    {body && <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">{body}</p>}
  </div>
);

/** An action's failure inside a dialog or form. */
export const ActionError = ({ error }: { error: unknown }) => {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {errorText(error)}
    </p>
  );
};

/** "Page 2 of 5 · 87 in all" with previous and next. */
export const Pagination = ({ page, totalPages, total, onPage, busy = false }: { page: number; totalPages: number; total: number; onPage: (page: number) => void; busy?: boolean }) => {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('pagination.total', { count: total })}</p>;
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {t('pagination.status', { page, pages: totalPages })} · {t('pagination.total', { count: total })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </Button>
        <Button variant="outline" onClick={() => onPage(page + 1)} disabled={busy || page >= totalPages}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
};

const badgeTones = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  blue: 'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-200',
} as const;
export type BadgeTone = keyof typeof badgeTones;

export const Badge = ({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) => (
  <span data-testid={testId} className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', badgeTones[tone])}>
    {children}
  </span>
);

/** Table cell classes: a header row and body cells that keep figures aligned. */
export const th = 'px-3 py-2 text-left text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';
export const td = 'px-3 py-3 align-middle text-sm text-slate-800 dark:text-slate-200';

/** A paged list of the console: its error, loading rows and pages; the tab gives the empty state and the items. */
export const AdminPagedList = <Data extends PageMeta, Item>({
  loadingRows,
  onPage,
  ...props
}: Omit<PagedListProps<Data, Item>, 'error' | 'loading' | 'pager'> & { loadingRows?: number; onPage: (page: number) => void }) => (
  <PagedList
    {...props}
    error={(error, retry, retrying) => <LoadError error={error} onRetry={retry} retrying={retrying} />}
    loading={<LoadingRows rows={loadingRows} />}
    pager={(meta, busy) => <Pagination page={meta.page} totalPages={meta.totalPages} total={meta.total} onPage={onPage} busy={busy} />}
  />
);

type AdminReasonDialogProps = Omit<ReasonDialogProps, 'validate' | 'failure' | 'labels' | 'reason'> & {
  reason: Omit<ReasonDialogProps['reason'], 'maxLength'> & { min: number; max: number };
  /** The mutation's error. */
  error: unknown;
  confirm: string;
};

/** The console's reason dialogs: the contracts' length limits, the mutation's error, its words for cancel and saving. */
export const AdminReasonDialog = ({ reason: { min, max, ...reason }, error, confirm, ...props }: AdminReasonDialogProps) => {
  const { t } = useTranslation('admin');
  return (
    <ReasonDialog
      {...props}
      reason={{ ...reason, maxLength: max }}
      validate={(text) => {
        // An optional note is only checked for length.
        const problem = reason.required ? reasonProblem(text, min, max) : text.trim().length > max ? 'tooLong' : null;
        return problem && t(`validation.${problem}`, { min, max });
      }}
      failure={<ActionError error={error} />}
      labels={{ cancel: t('actions.cancel'), submit: confirm, busy: t('actions.saving') }}
    />
  );
};
