import { useMemo, useState, type ReactNode } from 'react';
import { ChevronDown, Inbox, SearchX, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { Pager } from '@/components/ui/pager';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useCancelBookingMutation, useGetBookingStatsQuery, useGetBookingsPageQuery, useRunBookingTransitionMutation } from '../api/bookings-api';
import { BulkActionBar } from '../components/bulk-action-bar';
import { EmptyState, ErrorPanel } from '../components/empty-state';
import { ReasonDialog } from '../components/reason-dialog';
import { SpecialistBookingRow } from '../components/specialist-booking-row';
import { EMPTY_FILTERS, SpecialistFilters, type SpecialistFilterValues } from '../components/specialist-filters';
import { StatsCounters } from '../components/stats-counters';
import { pageDescription, pageTitle } from '../components/styles';
import { bookingErrorText } from '../model/api-error';
import { canTake, type SpecialistRowAction } from '../model/booking-actions';
import { BOOKINGS_PAGE_SIZE } from '../model/booking-tabs';
import { pagerLabels } from '../model/pager-labels';
import { runForEach } from '../model/bulk';
import { activeFilterCount, instantRange } from '../model/list-range';
import { useViewerZone } from '@/stores/viewer';
import { useSpecialistTransition } from '../model/use-specialist-transition';

/** The specialist's list is denser than the customer's: more per page. */
const PAGE_SIZE = BOOKINGS_PAGE_SIZE * 2;

type CancelTarget = { kind: 'one'; booking: Booking } | { kind: 'bulk'; ids: string[] } | null;

const normalize = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').trim();

/** /specialist/bookings: counters, filters, the list with per-booking and bulk actions. */
export const SpecialistBookingsPage = () => {
  const { t } = useTranslation('bookings');
  // Phones (below the tablet breakpoint): the counters and the filters fold away, bookings first.
  const compact = !useMediaQuery('(min-width: 768px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Dates are the specialist's: the stats answer names the zone of their calendar.
  const viewerTimezone = useViewerZone();
  const timezone = useGetBookingStatsQuery({ period: 'month', view: 'specialist' }).data?.timezone ?? viewerTimezone;
  const [filters, setFilters] = useState<SpecialistFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<{ id: string; action: SpecialistRowAction } | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget>(null);
  const [runTransition] = useRunBookingTransitionMutation();
  const transition = useSpecialistTransition();
  const [cancelBooking] = useCancelBookingMutation();

  // One conversion for the list and its counters, so they always describe the same bookings.
  const range = useMemo(() => instantRange(filters, timezone), [filters, timezone]);
  const query = useGetBookingsPageQuery({
    view: 'specialist',
    status: filters.statuses,
    from: range.from,
    to: range.to,
    sortOrder: 'asc',
    page,
    limit: PAGE_SIZE,
  });

  const loaded = useMemo(() => query.data?.bookings ?? [], [query.data]);
  const visible = useMemo(() => {
    const needle = normalize(filters.search);
    return needle ? loaded.filter((b) => normalize(b.customer.name).includes(needle)) : loaded;
  }, [loaded, filters.search]);
  // Only what is on screen can stay selected.
  const selectedIds = visible.filter((b) => selected.has(b.id)).map((b) => b.id);
  const allChecked = visible.length > 0 && selectedIds.length === visible.length;

  const changeFilters = (next: SpecialistFilterValues) => {
    const serverSide = next.statuses !== filters.statuses || next.from !== filters.from || next.to !== filters.to;
    setFilters(next);
    if (serverSide) {
      setPage(1);
      setSelected(new Set());
    }
  };

  const goToPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runOne = async (booking: Booking, action: SpecialistRowAction) => {
    if (action === 'cancel') {
      setCancelTarget({ kind: 'one', booking });
      return;
    }
    setBusy({ id: booking.id, action });
    await transition(booking, action);
    setBusy(null);
  };

  const report = (succeeded: number, failed: number, doneKey: string) => {
    if (failed === 0) toast.success(t(doneKey, { number: succeeded }));
    else if (succeeded === 0) toast.error(t('bulk.allFailed', { number: failed }));
    else toast.warning(t('bulk.partial', { succeeded, failed }));
  };

  const bulkConfirm = async () => {
    const ids = [...selectedIds];
    setBulkBusy(true);
    // Bookings the lifecycle cannot confirm count as failed without a call.
    const confirmable = ids.filter((id) => {
      const booking = loaded.find((b) => b.id === id);
      return booking ? canTake(booking.status, 'confirm', 'specialist') : false;
    });
    const outcome = await runForEach(confirmable, (id) => runTransition({ id, action: 'confirm' }).unwrap());
    setBulkBusy(false);
    // What did not go through stays selected, to retry or cancel instead.
    setSelected(new Set(ids.filter((id) => !outcome.succeeded.includes(id))));
    report(outcome.succeeded.length, ids.length - outcome.succeeded.length, 'bulk.confirmed');
  };

  const submitCancel = async (reason: string): Promise<string | null> => {
    if (!cancelTarget) return null;
    if (cancelTarget.kind === 'one') {
      try {
        await cancelBooking({ id: cancelTarget.booking.id, reason }).unwrap();
        toast.success(t('toasts.cancel', { customer: cancelTarget.booking.customer.name }));
        return null;
      } catch (failure) {
        return bookingErrorText(t, failure, 'cancel.failed');
      }
    }
    setBulkBusy(true);
    const outcome = await runForEach(cancelTarget.ids, (id) => cancelBooking({ id, reason }).unwrap());
    setBulkBusy(false);
    setSelected(new Set(outcome.failed.map((f) => f.id)));
    report(outcome.succeeded.length, outcome.failed.length, 'bulk.cancelled');
    return null;
  };

  let content: ReactNode;
  if (query.isLoading) {
    content = <FullPageSpinner label={t('list.loading')} className="min-h-48" />;
  } else if (query.error || !query.data) {
    content = <ErrorPanel message={bookingErrorText(t, query.error, 'list.failed')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />;
  } else if (loaded.length === 0) {
    const filtered = filters.statuses.length > 0 || filters.from || filters.to;
    content = filtered ? (
      <EmptyState icon={SearchX} title={t('specialist.noMatches.title')} body={t('specialist.noMatches.body')} />
    ) : (
      <EmptyState icon={Inbox} title={t('specialist.empty.title')} body={t('specialist.empty.body')} />
    );
  } else {
    const { totalPages, total } = query.data;
    content = (
      <section aria-labelledby="specialist-bookings-list" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="specialist-bookings-list" className="text-base font-semibold text-slate-900 dark:text-white">
            {t('specialist.listTitle')} <span className="font-normal text-slate-500 dark:text-slate-400">{t('list.total', { total })}</span>
          </h2>
        </div>
        <BulkActionBar
          selectAll={
            <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                className="size-5 cursor-pointer accent-brand-600"
                checked={allChecked}
                disabled={visible.length === 0}
                ref={(node) => {
                  if (node) node.indeterminate = selectedIds.length > 0 && !allChecked;
                }}
                onChange={(e) => setSelected(e.target.checked ? new Set(visible.map((b) => b.id)) : new Set())}
              />
              {t('specialist.selectAll')}
            </label>
          }
          count={selectedIds.length}
          compact={compact}
          busy={bulkBusy}
          onConfirm={() => void bulkConfirm()}
          onCancel={() => setCancelTarget({ kind: 'bulk', ids: selectedIds })}
          onClear={() => setSelected(new Set())}
        />
        {visible.length === 0 ? (
          <EmptyState icon={SearchX} title={t('specialist.noSearchMatches.title')} body={t('specialist.noSearchMatches.body', { query: filters.search.trim() })} />
        ) : (
          <ul className="flex flex-col gap-3">
            {visible.map((booking) => (
              <li key={booking.id}>
                <SpecialistBookingRow
                  booking={booking}
                  selected={selected.has(booking.id)}
                  onSelect={select}
                  onAction={(b, action) => void runOne(b, action)}
                  busyAction={busy?.id === booking.id ? busy.action : null}
                  disabled={bulkBusy || busy !== null}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} totalPages={totalPages} onPage={goToPage} labels={pagerLabels(t, page, totalPages)} />
      </section>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 sm:gap-6">
      <header>
        <h1 className={pageTitle}>{t('specialist.title')}</h1>
        <p className={pageDescription}>{t('specialist.description')}</p>
      </header>
      <StatsCounters range={range} compact={compact} />
      {compact ? (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-3 text-left text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600/40 dark:border-slate-800 dark:bg-slate-900 dark:text-white"
            aria-expanded={filtersOpen}
            aria-controls="specialist-bookings-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <span className="inline-flex items-center gap-2">
              <SlidersHorizontal aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
              {t('filters.title')}
              {activeFilterCount(filters) > 0 && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums" aria-label={t('filters.active', { number: activeFilterCount(filters) })}>
                  {activeFilterCount(filters)}
                </span>
              )}
            </span>
            <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform', filtersOpen && 'rotate-180')} />
          </button>
          {filtersOpen && (
            <div id="specialist-bookings-filters">
              <SpecialistFilters value={filters} onChange={changeFilters} />
            </div>
          )}
        </div>
      ) : (
        <SpecialistFilters value={filters} onChange={changeFilters} />
      )}
      {content}
      <ReasonDialog
        open={cancelTarget !== null}
        title={cancelTarget?.kind === 'bulk' ? t('bulk.cancelTitle') : t('cancel.title')}
        description={
          cancelTarget?.kind === 'bulk'
            ? t('bulk.cancelDescription', { number: cancelTarget.ids.length })
            : cancelTarget
              ? t('cancel.specialistDescription', { customer: cancelTarget.booking.customer.name, service: cancelTarget.booking.service.name })
              : undefined
        }
        submitLabel={cancelTarget?.kind === 'bulk' ? t('bulk.cancelSubmit') : t('cancel.confirm')}
        busyLabel={t('cancel.cancelling')}
        onClose={() => setCancelTarget(null)}
        onSubmit={submitCancel}
      />
    </div>
  );
};
