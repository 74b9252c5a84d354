import { useState } from 'react';
import { CalendarCheck, CalendarDays, CalendarX, Download, History, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { Booking } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useExportBookingsIcsMutation, useGetBookingsPageQuery } from '../api/bookings-api';
import { CustomerBookingCard, type CustomerBookingActions } from '../components/customer-booking-card';
import { CustomerCancelDialog } from '../components/customer-cancel-dialog';
import { CustomerTabs, panelId, tabId } from '../components/customer-tabs';
import { EmptyState, ErrorPanel } from '../components/empty-state';
import { RescheduleDialog } from '../components/reschedule-dialog';
import { focusRing } from '../components/styles';
import { bookingErrorText } from '../model/api-error';
import { BOOKINGS_PAGE_SIZE, parseCustomerTab, TAB_FILTERS, type CustomerTab } from '../model/booking-tabs';
import type { BookingReviewSlot } from '../model/review-slot';
import { downloadFile } from '@/lib/download';
import { useAddToCalendar } from '../model/use-add-to-calendar';
import { useViewerZone } from '@/stores/viewer';
import { useNow } from '@/hooks/use-now';
import { useTabParam } from '@/hooks/use-tab-param';

const EMPTY_ICONS = { upcoming: CalendarDays, past: History, cancelled: CalendarX } as const;

/** One page of a tab; pages after the first appear under "Load more", each its own cache entry. */
const BookingsChunk = ({ tab, page, ...actions }: { tab: CustomerTab; page: number } & CustomerBookingActions) => {
  const { t } = useTranslation('bookings');
  const query = useGetBookingsPageQuery({ view: 'customer', ...TAB_FILTERS[tab], page, limit: BOOKINGS_PAGE_SIZE });
  if (query.isLoading) return page === 1 ? <FullPageSpinner label={t('list.loading')} className="min-h-48" /> : <Spinner className="mx-auto" />;
  if (query.error || !query.data) {
    return <ErrorPanel message={bookingErrorText(t, query.error, 'list.failed')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />;
  }
  if (page === 1 && query.data.bookings.length === 0) {
    return (
      <EmptyState
        icon={EMPTY_ICONS[tab]}
        title={t(`empty.${tab}.title`)}
        body={t(`empty.${tab}.body`)}
        action={
          <Link to={paths.search()} className={buttonClasses('primary', 'md', focusRing)}>
            <Search aria-hidden="true" className="size-4" />
            {t('empty.action')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      {query.data.bookings.map((booking) => (
        <li key={booking.id}>
          <CustomerBookingCard booking={booking} {...actions} />
        </li>
      ))}
    </>
  );
};

const TabPanel = ({ tab, ...actions }: { tab: CustomerTab } & CustomerBookingActions) => {
  const { t } = useTranslation('bookings');
  const [pages, setPages] = useState(1);
  const first = useGetBookingsPageQuery({ view: 'customer', ...TAB_FILTERS[tab], page: 1, limit: BOOKINGS_PAGE_SIZE });
  const data = first.data;
  const hasList = Boolean(data && data.bookings.length > 0);
  const more = data ? pages < data.totalPages : false;

  return (
    <div className="flex flex-col gap-4">
      {hasList && data && (
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('list.total', { total: data.total })}
        </p>
      )}
      {hasList ? (
        <ul className="flex flex-col gap-4">
          {Array.from({ length: pages }, (_, index) => (
            <BookingsChunk key={index + 1} tab={tab} page={index + 1} {...actions} />
          ))}
        </ul>
      ) : (
        <BookingsChunk tab={tab} page={1} {...actions} />
      )}
      {more && (
        <Button variant="outline" className="self-center" onClick={() => setPages((n) => n + 1)}>
          {t('list.loadMore')}
        </Button>
      )}
    </div>
  );
};

/** /bookings (customer): upcoming, past and cancelled bookings; cancel, reschedule, add to calendar; a completed visit's review (`review`, composed in app/). */
export const BookingsPage = ({ review }: { review?: BookingReviewSlot }) => {
  const { t } = useTranslation('bookings');
  const [active, selectTab] = useTabParam(parseCustomerTab);
  const timezone = useViewerZone();
  const now = useNow();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [exportAll, { isLoading: exporting }] = useExportBookingsIcsMutation();

  const addToCalendar = useAddToCalendar();

  const downloadAll = async () => {
    try {
      const ics = await exportAll().unwrap();
      downloadFile(ics, 'vizyt-bookings.ics');
      toast.success(t('calendar.exported'));
    } catch (failure) {
      toast.error(bookingErrorText(t, failure, 'calendar.exportFailed'));
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title={t('customer.title')}
        description={t('customer.description')}
        aside={
          <Button variant="outline" onClick={() => void downloadAll()} disabled={exporting}>
            {exporting ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
            {t('calendar.exportAll')}
          </Button>
        }
      />

      <CustomerTabs active={active} onChange={selectTab} />
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className={`rounded-2xl ${focusRing}`}>
        <TabPanel key={active} tab={active} timezone={timezone} now={now} onCancel={setCancelling} onReschedule={setRescheduling} onAddToCalendar={addToCalendar} Review={review} />
      </div>

      <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('help.policy')}
      </p>

      <CustomerCancelDialog booking={cancelling} timezone={timezone} onClose={() => setCancelling(null)} />
      <RescheduleDialog booking={rescheduling} timezone={timezone} onClose={() => setRescheduling(null)} />
    </div>
  );
};
