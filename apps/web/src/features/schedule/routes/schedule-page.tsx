import { useMemo, useState } from 'react';
import { CalendarOff, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_TIMEZONE, type AvailabilityBlock } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useGetBlockedTimeQuery, useGetMyAvailabilityQuery, useGetScheduleBookingsQuery, useGetScheduleSlotsQuery } from '../api/schedule-api';
import { BookingRulesCard } from '../components/booking-rules-card';
import { DeleteEntryDialog } from '../components/delete-entry-dialog';
import { MonthView } from '../components/month-view';
import { ScheduleCounters } from '../components/schedule-counters';
import { SlotDialog, type SlotEditing } from '../components/slot-dialog';
import { UpcomingList } from '../components/upcoming-list';
import { VacationDialog } from '../components/vacation-dialog';
import { WeekView } from '../components/week-view';
import { WorkingHoursEditor } from '../components/working-hours-editor';
import { YearView } from '../components/year-view';
import {
  countSlots,
  datesBetween,
  effectiveView,
  isDaysView,
  itemsInRange,
  SCHEDULE_VIEWS,
  shiftAnchor,
  todayIn,
  viewsFor,
  visibleRange,
  type ScheduleItem,
  type ScheduleView,
} from '../model/calendar';
import { DOT_CLASSES, SCHEDULE_KINDS, useScheduleFormat } from '../model/use-schedule-format';
import { apiErrorMessage } from '../model/validation';

const UPCOMING_DAYS = 30;
const UPCOMING_LIMIT = 8;
/** "листопад 2026 р." → "Листопад 2026 р." (CSS capitalize would change every word). */
const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const isView = (value: string | null): value is ScheduleView => (SCHEDULE_VIEWS as readonly string[]).includes(value ?? '');
const isDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;

/** /specialist/schedule: day, week (three days on a phone), month and year views, slots, vacations, working hours and booking rules (spec section 2). */
export const SchedulePage = () => {
  const { t } = useTranslation('schedule');
  const availability = useGetMyAvailabilityQuery();

  const status = (availability.error as { status?: number } | undefined)?.status;
  // The API answers 422 "create your profile first" (404 from older servers): the schedule hangs
  // off the business profile, so the first-run setup starts there and comes to working hours.
  if (status === 422 || status === 404) return <Navigate to={paths.specialist.getStarted('schedule')} replace />;

  let content: React.ReactNode;
  if (availability.isLoading) content = <FullPageSpinner label={t('common:loading')} className="min-h-[40vh]" />;
  else if (!availability.data) {
    content = (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        <p>{apiErrorMessage(t, availability.error, 'errors.load')}</p>
        <div className="mt-4 flex gap-2">
          <Button variant="outline" onClick={() => void availability.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </div>
    );
  } else content = <ScheduleScreen availability={availability.data} />;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('description')}</p>
      </header>
      {content}
    </div>
  );
};

type Availability = NonNullable<ReturnType<typeof useGetMyAvailabilityQuery>['data']>;

const ScheduleScreen = ({ availability }: { availability: Availability }) => {
  const { t } = useTranslation('schedule');
  const zone = availability.timezone || DEFAULT_TIMEZONE;
  const format = useScheduleFormat(zone);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const today = todayIn(zone);
  // Tablets (768 px and up) fit a week of time columns; phones get one or three days.
  const wide = useMediaQuery('(min-width: 768px)');
  const view: ScheduleView = effectiveView(isView(params.get('view')) ? (params.get('view') as ScheduleView) : 'week', wide);
  const anchor = isDate(params.get('date')) ? params.get('date')! : today;
  const range = useMemo(() => visibleRange(view, anchor, zone), [view, anchor, zone]);

  const [slotEditing, setSlotEditing] = useState<SlotEditing | null>(null);
  const [deleting, setDeleting] = useState<AvailabilityBlock | null>(null);
  const [vacationOpen, setVacationOpen] = useState(false);

  const slots = useGetScheduleSlotsQuery();
  const blocked = useGetBlockedTimeQuery({ startDate: range.firstDate, endDate: range.lastDate });
  const bookings = useGetScheduleBookingsQuery({ from: range.start.toUTC().toISO()!, to: range.end.toUTC().toISO()! });
  const upcomingFrom = useMemo(() => DateTime.now().setZone(zone).startOf('minute'), [zone]);
  const upcomingTo = upcomingFrom.plus({ days: UPCOMING_DAYS }).startOf('day');
  const upcomingBookings = useGetScheduleBookingsQuery({ from: upcomingFrom.toUTC().toISO()!, to: upcomingTo.toUTC().toISO()! });

  const entries = useMemo(() => [...availability.blocks, ...(slots.data ?? []), ...(blocked.data ?? [])], [availability.blocks, slots.data, blocked.data]);
  const items = useMemo(() => itemsInRange(entries, bookings.data ?? [], zone, range), [entries, bookings.data, zone, range]);
  const counters = useMemo(() => countSlots(availability.workingHours, items, zone, range.periodFirst, range.periodLast), [availability.workingHours, items, zone, range]);
  const upcoming = useMemo(() => {
    const first = upcomingFrom.toISODate()!;
    const last = upcomingTo.toISODate()!;
    return itemsInRange(entries, upcomingBookings.data ?? [], zone, { firstDate: first, lastDate: last, start: upcomingFrom, end: upcomingTo })
      .filter((i) => i.end > upcomingFrom)
      .slice(0, UPCOMING_LIMIT);
  }, [entries, upcomingBookings.data, zone, upcomingFrom, upcomingTo]);

  const go = (nextView: ScheduleView, date: string) => setParams({ view: nextView, date }, { replace: false });

  const selectItem = (item: ScheduleItem) => {
    // A booking opens its own page; the specialist's own entries open their dialogs.
    if (item.booking) void navigate(paths.specialist.booking(item.booking.id));
    else if (item.entry?.kind === 'slot') setSlotEditing({ mode: 'edit', slot: item.entry });
    else if (item.entry) setDeleting(item.entry);
  };

  const describeEntry = (entry: AvailabilityBlock) => {
    const item = itemsInRange([{ ...entry, repeatWeekly: false }], [], zone, {
      firstDate: entry.date,
      lastDate: entry.date,
      start: DateTime.fromISO(entry.startsAt).minus({ years: 1 }),
      end: DateTime.fromISO(entry.endsAt).plus({ years: 1 }),
    })[0];
    return item ? format.itemLabel({ ...item, entry }) : '';
  };

  const periodTitle = upperFirst(
    view === 'day'
      ? format.fullDate(range.firstDate)
      : view === 'week' || view === 'threeDays'
      ? `${format.dayMonth(range.firstDate)} – ${format.date(range.lastDate).toLocaleString({ day: 'numeric', month: 'short', year: 'numeric' })}`
      : view === 'month'
        ? format.monthTitle(range.periodFirst)
        : range.periodFirst.slice(0, 4),
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('nav.views')} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
          {viewsFor(wide).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={v === view}
              onClick={() => go(v, anchor)}
              className={cn(
                'h-9 rounded-md px-3 text-sm font-medium',
                v === view ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {t(`views.${v}`)}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setVacationOpen(true)} aria-haspopup="dialog">
            <CalendarOff aria-hidden="true" className="size-4" />
            {t('vacation.add')}
          </Button>
          <Button onClick={() => setSlotEditing({ mode: 'create', date: anchor < today ? today : anchor })} aria-haspopup="dialog">
            <Plus aria-hidden="true" className="size-4" />
            {t('slot.add')}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="schedule-period" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 id="schedule-period" aria-live="polite" className="text-lg font-semibold text-slate-900 dark:text-white">
              {periodTitle}
            </h2>
            <div className="flex items-center gap-1">
              <Button variant="outline" size="icon" onClick={() => go(view, shiftAnchor(view, anchor, -1))} aria-label={t(`nav.previous.${view}`)}>
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="outline" onClick={() => go(view, today)}>
                {t('nav.today')}
              </Button>
              <Button variant="outline" size="icon" onClick={() => go(view, shiftAnchor(view, anchor, 1))} aria-label={t(`nav.next.${view}`)}>
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </div>
          <ul aria-label={t('legend.title')} className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            {SCHEDULE_KINDS.map((kind) => (
              <li key={kind} className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOT_CLASSES[kind])} />
                {t(`kinds.${kind}`)}
              </li>
            ))}
            <li className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm border border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40" />
              {t('legend.workingHours')}
            </li>
            <li className="text-slate-500 dark:text-slate-400">{t('legend.zone', { zone: format.zoneName })}</li>
          </ul>
          {isDaysView(view) && (
            <WeekView
              dates={datesBetween(range.firstDate, range.lastDate)}
              today={today}
              zone={zone}
              workingHours={availability.workingHours}
              items={items}
              onSelectItem={selectItem}
              onAddAt={(date, startTime) => setSlotEditing({ mode: 'create', date, startTime })}
            />
          )}
          {view === 'month' && (
            <MonthView
              key={range.periodFirst}
              dates={datesBetween(range.firstDate, range.lastDate)}
              periodFirst={range.periodFirst}
              periodLast={range.periodLast}
              today={today}
              anchor={anchor}
              zone={zone}
              workingHours={availability.workingHours}
              items={items}
              onOpenDay={(date) => go(wide ? 'week' : 'day', date)}
              onMoveAnchor={(date) => go('month', date)}
            />
          )}
          {view === 'year' && <YearView year={range.periodFirst} today={today} zone={zone} workingHours={availability.workingHours} items={items} onOpenMonth={(date) => go('month', date)} />}
        </section>

        <div className="grid items-start gap-6 md:grid-cols-2 2xl:grid-cols-1 2xl:content-start">
          <ScheduleCounters counters={counters} period={periodTitle} />
          <UpcomingList items={upcoming} zone={zone} onSelectItem={selectItem} bookingsFailed={Boolean(upcomingBookings.error)} />
        </div>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <WorkingHoursEditor workingHours={availability.workingHours} timezone={zone} />
        <BookingRulesCard settings={availability.settings} />
      </div>

      <SlotDialog
        editing={slotEditing}
        onClose={() => setSlotEditing(null)}
        onDelete={(slot) => {
          setSlotEditing(null);
          setDeleting(slot);
        }}
      />
      <DeleteEntryDialog entry={deleting} describe={describeEntry} onClose={() => setDeleting(null)} />
      <VacationDialog open={vacationOpen} startDate={anchor < today ? today : anchor} onClose={() => setVacationOpen(false)} />
    </>
  );
};
