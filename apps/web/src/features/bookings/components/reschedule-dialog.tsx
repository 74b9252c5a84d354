import { useState, type FormEvent, type ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useGetCanRescheduleQuery, useGetRescheduleSlotsQuery, useRescheduleBookingMutation } from '../api/bookings-api';
import { bookingErrorText, codeText, isApiClientError } from '../model/api-error';
import { windowHours, zoneLabel } from '../model/booking-time';
import { useZonedTime } from '../model/use-booking-format';
import { SlotPicker } from './slot-picker';

interface RescheduleDialogProps {
  booking: Booking | null;
  timezone: string;
  onClose: () => void;
}

/** Days offered for a new time (spec section 9: availability days 7). */
const DAYS = 7;

const Alert = ({ children }: { children: ReactNode }) => (
  <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
    {children}
  </p>
);

/** Move a booking: the terms from GET can-reschedule, then a free start time of the next week. */
export const RescheduleDialog = ({ booking, timezone, onClose }: RescheduleDialogProps) => {
  const { t, i18n } = useTranslation('bookings');
  const zoned = useZonedTime();
  const open = booking !== null;
  const check = useGetCanRescheduleQuery(booking?.id ?? '', { skip: !open, refetchOnMountOrArgChange: true });
  const allowed = Boolean(check.data?.allowed);
  const availability = useGetRescheduleSlotsQuery(
    { serviceId: booking?.service.id ?? '', timezone, days: DAYS },
    { skip: !open || !allowed, refetchOnMountOrArgChange: true },
  );
  const [reschedule, { isLoading }] = useRescheduleBookingMutation();
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setDay(null);
    setSlot(null);
    setFailure(null);
    onClose();
  };

  const days = availability.data?.days ?? [];
  const shownZone = availability.data?.timezone ?? timezone;
  // Until a day is chosen, the first day with a free time is.
  const activeDay = day ?? days.find((d) => d.slots.length > 0)?.date ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || !slot) {
      setFailure(t('reschedule.pickTime'));
      return;
    }
    setFailure(null);
    try {
      await reschedule({ id: booking.id, scheduledAt: slot }).unwrap();
      const when = zoned(slot, timezone);
      toast.success(t('reschedule.done', { service: booking.service.name, date: when.day, time: when.time }));
      close();
    } catch (error) {
      setFailure(bookingErrorText(t, error, 'reschedule.failed'));
      // Someone took it, or it is no longer bookable: show what is free now.
      if (isApiClientError(error) && error.status === 409) {
        setSlot(null);
        void availability.refetch();
      }
    }
  };

  const current = booking ? zoned(booking.scheduledAt, timezone) : null;
  let body: ReactNode;
  if (check.isFetching) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" /> {t('reschedule.checking')}
      </p>
    );
  } else if (check.error || !check.data) {
    body = <Alert>{bookingErrorText(t, check.error, 'reschedule.checkFailed')}</Alert>;
  } else if (!check.data.allowed) {
    body = <Alert>{codeText(t, check.data.reason) ?? t('reschedule.notAllowed')}</Alert>;
  } else if (availability.isFetching && !availability.data) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" /> {t('reschedule.loadingSlots')}
      </p>
    );
  } else if (availability.error) {
    body = <Alert>{bookingErrorText(t, availability.error, 'reschedule.slotsFailed')}</Alert>;
  } else if (days.every((d) => d.slots.length === 0)) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('reschedule.noDays', { days: DAYS })}</p>;
  } else {
    body = (
      <SlotPicker
        days={days}
        timezone={shownZone}
        day={activeDay}
        slot={slot}
        onDayChange={(next) => {
          setDay(next);
          setSlot(null);
        }}
        onSlotChange={setSlot}
      />
    );
  }

  const deadline = check.data?.allowed ? check.data.deadline : null;
  return (
    <ModalDialog
      open={open}
      onClose={close}
      busy={isLoading}
      wide
      title={t('reschedule.title')}
      description={booking && current ? t('reschedule.description', { service: booking.service.name, date: current.day, time: current.time }) : undefined}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
          <CalendarClock aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {booking && deadline && (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/70 dark:text-slate-200">
            <p className="font-medium">{t('reschedule.until', { ...pick(zoned(deadline, timezone)) })}</p>
            <p className="mt-1">{t('help.window', { hours: windowHours(deadline, booking.scheduledAt) })}</p>
          </div>
        )}
        {allowed && availability.data && <p className="text-xs text-slate-500 dark:text-slate-400">{t('reschedule.zone', { zone: zoneLabel(shownZone, new Date().toISOString(), i18n.language) })}</p>}
        <div aria-live="polite">{body}</div>
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isLoading}>
            {t('reschedule.close')}
          </Button>
          <Button type="submit" disabled={isLoading || !allowed || !slot}>
            {isLoading && <Spinner className="size-4 text-white" />}
            {isLoading ? t('reschedule.saving') : t('reschedule.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
};

const pick = ({ day, time, zone }: { day: string; time: string; zone: string }) => ({ date: day, time, zone });
