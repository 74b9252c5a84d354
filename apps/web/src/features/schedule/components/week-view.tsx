import { useTranslation } from 'react-i18next';
import type { WorkingHours } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { DAY_MINUTES, minutesOf, segmentsOfDay, workingIntervalsOn, type DaySegment, type ScheduleItem } from '../model/calendar';
import { ITEM_CLASSES, itemKindKey, useScheduleFormat } from '../model/use-schedule-format';

interface WeekViewProps {
  dates: string[];
  today: string;
  zone: string;
  workingHours: WorkingHours;
  items: ScheduleItem[];
  onSelectItem: (item: ScheduleItem) => void;
  /** A click on free time: add a slot there. */
  onAddAt: (date: string, startTime: string) => void;
}

const HOUR_PX = 44;

/** Lanes for overlapping pieces of one day, so that none hides another. */
const withLanes = (segments: DaySegment[]) => {
  const sorted = [...segments].sort((a, b) => a.fromMinute - b.fromMinute || b.toMinute - a.toMinute);
  const laneEnds: number[] = [];
  const placed = sorted.map((segment) => {
    let lane = laneEnds.findIndex((end) => end <= segment.fromMinute);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = segment.toMinute;
    return { segment, lane };
  });
  return placed.map((p) => ({ ...p, lanes: Math.max(1, ...placed.filter((o) => o.segment.fromMinute < p.segment.toMinute && o.segment.toMinute > p.segment.fromMinute).map((o) => o.lane + 1)) }));
};

/** Hours shown: 08:00–20:00 at least, widened to everything of the week. */
const hourBounds = (dates: string[], workingHours: WorkingHours, zone: string, items: ScheduleItem[]) => {
  let from = 8 * 60;
  let to = 20 * 60;
  for (const date of dates) {
    for (const r of workingIntervalsOn(workingHours, date)) {
      from = Math.min(from, minutesOf(r.start));
      to = Math.max(to, minutesOf(r.end));
    }
    for (const s of segmentsOfDay(items, date, zone)) {
      from = Math.min(from, s.fromMinute);
      to = Math.max(to, s.toMinute);
    }
  }
  return { fromHour: Math.floor(from / 60), toHour: Math.min(24, Math.ceil(to / 60)) };
};

/**
 * Local days side by side (a day, three days or a week): columns × hours, working hours shaded,
 * every item a button at its wall-clock place. The columns share the card's width and never
 * scroll sideways: a week fits from 768 px (a tablet with the sidebar collapsed); phones get one
 * or three days (see `viewsFor`). Every day is a labelled region whose items are read with their
 * full date and time.
 */
const WorkingSummary = ({ date, workingHours }: { date: string; workingHours: WorkingHours }) => {
  const { t } = useTranslation('schedule');
  const intervals = workingIntervalsOn(workingHours, date);
  return <>{intervals.length > 0 ? t('week.workingHours', { hours: intervals.map((r) => `${r.start}–${r.end}`).join(', ') }) : t('week.dayOff')}</>;
};

export const WeekView = ({ dates, today, zone, workingHours, items, onSelectItem, onAddAt }: WeekViewProps) => {
  const { t } = useTranslation('schedule');
  const format = useScheduleFormat(zone);
  const { fromHour, toHour } = hourBounds(dates, workingHours, zone, items);
  const startMinute = fromHour * 60;
  const spanMinutes = (toHour - fromHour) * 60;
  const height = (toHour - fromHour) * HOUR_PX;
  const top = (minute: number) => `${((Math.max(minute, startMinute) - startMinute) / spanMinutes) * 100}%`;
  const size = (from: number, to: number) => `${((Math.min(to, startMinute + spanMinutes) - Math.max(from, startMinute)) / spanMinutes) * 100}%`;
  const hours = Array.from({ length: toHour - fromHour }, (_, i) => fromHour + i);

  return (
    <div data-testid="days-grid" data-days={dates.length}>
      <div className="grid" style={{ gridTemplateColumns: `2.75rem repeat(${dates.length}, minmax(0, 1fr))` }}>
        <div aria-hidden="true" />
        {dates.map((date) => (
          <div key={date} aria-hidden="true" className={cn('min-w-0 border-b border-slate-200 px-1 pb-2 text-center dark:border-slate-800', date === today && 'text-brand-700 dark:text-brand-300')}>
            <div className="truncate text-xs font-medium tracking-wide uppercase">{format.dayShort(date)}</div>
            <div className={cn('mx-auto mt-0.5 flex size-8 items-center justify-center rounded-full text-sm font-semibold', date === today ? 'bg-brand-600 text-white' : 'text-slate-900 dark:text-white')}>
              {format.date(date).day}
            </div>
          </div>
        ))}
        <div aria-hidden="true" className="relative" style={{ height }}>
          {hours.map((hour) => (
            <span key={hour} className="absolute right-1 -translate-y-1/2 text-[11px] text-slate-500 tabular-nums dark:text-slate-400" style={{ top: top(hour * 60) }}>
              {hour > fromHour ? `${String(hour).padStart(2, '0')}:00` : ''}
            </span>
          ))}
        </div>
        {dates.map((date) => {
          const segments = withLanes(segmentsOfDay(items, date, zone));
          const label = format.fullDate(date);
          return (
            <section key={date} aria-label={label} className="relative min-w-0 border-l border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/60" style={{ height }}>
              <p className="sr-only">
                <WorkingSummary date={date} workingHours={workingHours} />
              </p>
              {/* Free time: a click adds a slot at that hour (the "Add slot" button does it by keyboard). */}
              <div
                aria-hidden="true"
                className="absolute inset-0 cursor-copy"
                onClick={(event) => {
                  const rect = event.currentTarget.getBoundingClientRect();
                  const minute = startMinute + Math.floor(((event.clientY - rect.top) / rect.height) * spanMinutes / 60) * 60;
                  onAddAt(date, `${String(Math.min(23, Math.floor(minute / 60))).padStart(2, '0')}:00`);
                }}
              />
              {hours.map((hour) => (
                <div key={hour} aria-hidden="true" className="pointer-events-none absolute inset-x-0 border-t border-slate-200/80 dark:border-slate-800" style={{ top: top(hour * 60) }} />
              ))}
              {workingIntervalsOn(workingHours, date).map((r) => (
                <div
                  key={`${r.start}-${r.end}`}
                  data-testid="working-hours"
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-x-0 bg-emerald-50 dark:bg-emerald-950/30"
                  style={{ top: top(minutesOf(r.start)), height: size(minutesOf(r.start), minutesOf(r.end)) }}
                />
              ))}
              <ul aria-label={t('week.itemsOf', { date: label })} className="contents">
                {segments.map(({ segment, lane, lanes }) => {
                  const kind = itemKindKey(segment.item);
                  const short = segment.toMinute - segment.fromMinute < 45;
                  return (
                    <li key={segment.item.key} className="contents">
                      <button
                        type="button"
                        onClick={() => onSelectItem(segment.item)}
                        data-kind={kind}
                        data-from={segment.fromMinute}
                        data-to={segment.toMinute}
                        className={cn('absolute z-10 overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-xs shadow-xs hover:brightness-95 focus-visible:z-20', ITEM_CLASSES[kind])}
                        style={{
                          top: top(segment.fromMinute),
                          height: `max(${size(segment.fromMinute, segment.toMinute)}, 1.25rem)`,
                          left: `calc(${(lane / lanes) * 100}% + 2px)`,
                          width: `calc(${100 / lanes}% - 4px)`,
                        }}
                      >
                        <span className={cn('block font-semibold tabular-nums', short && 'inline')}>
                          {segment.fromMinute === 0 && segment.item.start < format.date(date) ? '…' : format.time(segment.item.start)}
                          –{segment.toMinute === DAY_MINUTES ? '…' : format.time(segment.item.end)}
                        </span>{' '}
                        <span className={cn('truncate', short ? 'inline' : 'block')}>{segment.item.booking?.service.name ?? segment.item.title ?? t(`kinds.${kind}`)}</span>
                        {/* The client's name on its own line, wrapping rather than cut off (issue #26). */}
                        {segment.item.booking && !short && (
                          <>
                            {' '}
                            <span className="block font-medium break-words">{segment.item.booking.customer.name}</span>
                          </>
                        )}
                        <span className="sr-only">{`. ${format.itemLabel(segment.item)}`}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
};
