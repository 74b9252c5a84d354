import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { AlertCircle, Hourglass, Info, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BOOKING_HORIZON_MAX_DAYS, type Booking, type Service } from '@vizyt/contracts';
import { useViewer } from '@/stores/viewer';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import {
  useCreateBookingMutation,
  useGetBookableServiceQuery,
  useGetSavedAddressesQuery,
  useGetServiceAvailabilityQuery,
} from '../api/booking-api';
import { BookingErrorState } from '../components/booking-error-state';
import { BookingSummary, ConfirmationFacts } from '../components/booking-facts';
import { BookingSuccess } from '../components/booking-success';
import { DetailsStep } from '../components/details-step';
import { PaymentStep } from '../components/payment-step';
import { SlotCalendar } from '../components/slot-calendar';
import { StepIndicator } from '../components/step-indicator';
import { WizardNav } from '../components/wizard-nav';
import { alertBox, card, mutedText, pageFrame, stepTitle } from '../components/styles';
import {
  initialDetails,
  inPersonPlace,
  offeredTypes,
  toCreateBookingInput,
  type BookingDetails,
  type WorkModes,
} from '../model/booking-details';
import { insideCancellationWindow } from '../model/cancellation-window';
import { bookingErrorMessage, isNotFound, isSlotLost } from '../model/booking-error';
import type { BookingPayments, PaymentChoice, PaymentOutcome } from '../model/payment-slots';
import { BOOKING_STEPS, type BookingStep } from '../model/steps';
import { resolveWeekStart, WEEK_DAYS } from '../model/week-start';
import {
  addDays,
  browserTimezone,
  dateOfInstant,
  daysBetween,
  isInstant,
  resolveVisitorTimezone,
  sameInstant,
  todayIn,
} from '../model/visitor-time';

/** Query keys of the wizard state kept in the URL (so sign-in can bring the visitor back to it). */
const QUERY = { week: 'from', date: 'date', slot: 'at' } as const;

/**
 * /booking/:serviceId — spec section 2's four steps: Date & Time, Details, Payment, Confirmation.
 * `payments` (composed in app/) adds paying online; without it the visit is paid in person.
 */
export const BookingPage = <Choice extends PaymentChoice,>({ payments }: { payments?: BookingPayments<Choice> }) => {
  const { serviceId = '' } = useParams();
  const { t } = useTranslation('booking');
  const { data: service, error, isFetching, refetch } = useGetBookableServiceQuery(serviceId);
  const unavailable = service !== undefined && !service.isActive;

  return (
    <div className={pageFrame}>
      {service && !unavailable ? (
        <BookingWizard key={service.id} service={service} payments={payments} />
      ) : (error || unavailable) && !isFetching ? (
        <BookingErrorState
          message={t(unavailable || isNotFound(error) ? 'error.serviceNotFound' : 'error.serviceFailed')}
          onRetry={() => void refetch()}
        />
      ) : (
        <FullPageSpinner label={t('loading')} />
      )}
    </div>
  );
};

const BookingWizard = <Choice extends PaymentChoice,>({ service, payments }: { service: Service; payments?: BookingPayments<Choice> }) => {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const navigate = useNavigate();
  const location = useLocation();
  const formId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useViewer();
  const timezone = useMemo(() => resolveVisitorTimezone(user?.timezone, browserTimezone()), [user?.timezone]);
  const today = todayIn(timezone);
  // Until the first answer names the specialist's horizon, a week in the URL may be as far as any horizon.
  const lastDay = addDays(today, BOOKING_HORIZON_MAX_DAYS - 1);

  const slotParam = searchParams.get(QUERY.slot);
  const requestedSlot = isInstant(slotParam) ? slotParam : null;
  const weekStart = resolveWeekStart(searchParams.get(QUERY.week), requestedSlot, timezone, today, lastDay);

  const availability = useGetServiceAvailabilityQuery({ serviceId: service.id, from: weekStart, days: WEEK_DAYS, timezone });
  const bookableUntil = availability.data?.bookableUntil;
  const lastBookableDay = (bookableUntil && dateOfInstant(new Date(Date.parse(bookableUntil) - 1).toISOString(), timezone)) || lastDay;
  const [createBooking, creation] = useCreateBookingMutation();
  const now = useNow();

  const [step, setStep] = useState<BookingStep>('dateTime');
  const [chosenSlot, setChosenSlot] = useState<string | null>(null);
  const [details, setDetails] = useState<BookingDetails | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [paymentChoice, setPaymentChoice] = useState<Choice | null>(null);
  // Set when the payment after "Confirm Booking" is over (paid, or left for later).
  const [checkout, setCheckout] = useState<{ outcome: PaymentOutcome | null } | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);

  const modes: WorkModes = { online: service.specialist.worksOnline, inPerson: service.specialist.worksInPerson };
  const types = offeredTypes(modes);
  const place = inPersonPlace(service.specialist.address);
  // A visit at the customer's place offers their saved addresses (customers only: nobody else books).
  const savedAddresses = useGetSavedAddressesQuery(undefined, { skip: user?.role !== 'CUSTOMER' || place !== 'customer' || !types.includes('in_person') });

  // The slot in the URL counts only while it is among the fresh free slots of the shown week.
  const days = availability.data?.days ?? [];
  const freshSlot = requestedSlot ? (days.flatMap((day) => day.slots).find((slot) => sameInstant(slot, requestedSlot)) ?? null) : null;
  const settled = Boolean(availability.data) && !availability.isFetching;
  const slotGone = Boolean(requestedSlot) && settled && !freshSlot;
  const dateParam = searchParams.get(QUERY.date);
  const hasSlots = (date: string | null) => Boolean(date && days.some((day) => day.date === date && day.slots.length > 0));
  const selectedDate =
    [dateParam, freshSlot ? dateOfInstant(freshSlot, availability.data?.timezone ?? timezone) : null].find(hasSlots) ??
    days.find((day) => day.slots.length > 0)?.date ??
    null;

  // Focus moves to the new step's heading (not on first render: the page keeps its natural start).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    headingRef.current?.focus();
  }, [step, booking, checkout]);
  const goTo = (next: BookingStep) => {
    focusNext.current = true;
    setStepError(null);
    setStep(next);
  };

  const setQuery = (values: { from: string; date?: string; at?: string }) =>
    setSearchParams(
      () => {
        const next = new URLSearchParams();
        next.set(QUERY.week, values.from);
        if (values.date) next.set(QUERY.date, values.date);
        if (values.at) next.set(QUERY.slot, values.at);
        return next;
      },
      { replace: true },
    );

  const pickSlot = (slot: string, date: string) => {
    setSlotNotice(null);
    setStepError(null);
    setQuery({ from: weekStart, date, at: slot });
  };

  const leaveDateTime = () => {
    if (!freshSlot) {
      setStepError(t('calendar.chooseSlot'));
      return;
    }
    setChosenSlot(freshSlot);
    goTo('details');
  };

  const confirm = async () => {
    if (!user) {
      // Guests sign in first; the URL keeps the week, day and slot, so they come back to it.
      void navigate(paths.auth.login(`${location.pathname}${location.search}`));
      return;
    }
    if (!chosenSlot || !details) {
      goTo('dateTime');
      return;
    }
    setStepError(null);
    try {
      setBooking(await createBooking(toCreateBookingInput(service.id, chosenSlot, details, place)).unwrap());
      focusNext.current = true;
    } catch (error) {
      const message = bookingErrorMessage(t, error);
      if (!isSlotLost(error)) {
        setStepError(message);
        return;
      }
      // Someone else got the time (or it stopped being bookable): back to fresh slots. The
      // mutation invalidated this service's availability, so the calendar refetches by itself.
      setChosenSlot(null);
      setQuery({ from: weekStart, ...(selectedDate && { date: selectedDate }) });
      goTo('dateTime');
      setSlotNotice(message);
    }
  };

  const paysOnline = Boolean(payments && paymentChoice?.online);
  if (booking && (!paysOnline || checkout)) {
    return (
      <BookingSuccess
        ref={headingRef}
        booking={booking}
        timezone={timezone}
        payment={checkout?.outcome ?? null}
        unpaidOnline={paysOnline && !checkout?.outcome}
      />
    );
  }

  const stepIndex = BOOKING_STEPS.indexOf(step);
  const headings: Record<BookingStep, string> = {
    dateTime: t('calendar.heading'),
    details: t('details.heading'),
    payment: t('payment.heading'),
    confirmation: t('confirm.heading'),
  };
  const isCustomer = !user || user.role === 'CUSTOMER';
  const windowHours = availability.data?.cancellationWindowHours;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('eyebrow')}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">{service.name}</h1>
        <p className={mutedText}>{t('by', {
            // The same person as in the summary ("Specialist: Olena"), with the studio next to the name.
            name:
              service.specialist.businessName && service.specialist.businessName !== service.specialist.name
                ? `${service.specialist.name} · ${service.specialist.businessName}`
                : service.specialist.name,
          })}</p>
      </header>

      {!isCustomer && (
        <p role="note" className={alertBox.warning}>
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('confirm.notCustomer')}
        </p>
      )}

      <StepIndicator current={step} />

      {booking && payments && paymentChoice ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby={`${formId}-heading`} className={cn(card, 'flex flex-col gap-5')}>
            <h2 id={`${formId}-heading`} ref={headingRef} tabIndex={-1} className={stepTitle}>
              {t('checkout.heading')}
            </h2>
            <payments.Checkout
              booking={booking}
              choice={paymentChoice}
              onDone={(outcome) => {
                focusNext.current = true;
                setCheckout({ outcome });
              }}
            />
          </section>
          <BookingSummary service={service} slot={chosenSlot} timezone={availability.data?.timezone ?? timezone} />
        </div>
      ) : (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby={`${formId}-heading`} className={cn(card, 'flex flex-col gap-5')}>
          <h2 id={`${formId}-heading`} ref={headingRef} tabIndex={-1} className={stepTitle}>
            <span className="sr-only">{t('steps.progress', { current: stepIndex + 1, total: BOOKING_STEPS.length })}: </span>
            {headings[step]}
          </h2>

          {step === 'dateTime' && (
            <>
              {slotNotice ? (
                <p role="alert" className={alertBox.error}>
                  <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {slotNotice}
                </p>
              ) : (
                slotGone && (
                  <p role="alert" className={alertBox.warning}>
                    <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {t('calendar.slotGone')}
                  </p>
                )
              )}
              <SlotCalendar
                weekStart={weekStart}
                canGoBack={daysBetween(today, weekStart) > 0}
                canGoForward={daysBetween(addDays(weekStart, WEEK_DAYS), lastBookableDay) >= 0}
                availability={availability.data}
                loading={availability.isFetching}
                failed={availability.isError}
                onRetry={() => void availability.refetch()}
                selectedDate={selectedDate}
                selectedSlot={freshSlot}
                now={now}
                onWeekChange={(from) => setQuery({ from: daysBetween(today, from) < 0 ? today : from })}
                onSelectDate={(date) => setQuery({ from: weekStart, date })}
                onSelectSlot={pickSlot}
              />
            </>
          )}

          {step === 'details' && (
            <DetailsStep
              formId={formId}
              types={types}
              place={place}
              defaultValues={details && types.includes(details.type) ? details : initialDetails(modes)}
              specialistAddress={service.specialist.address}
              savedAddresses={savedAddresses.data}
              onChange={setDetails}
              onSubmit={(values) => {
                setDetails(values);
                goTo('payment');
              }}
            />
          )}

          {step === 'payment' &&
            (payments ? (
              <payments.PaymentStep
                service={service}
                formId={formId}
                signedIn={Boolean(user)}
                choice={paymentChoice}
                onChoose={(choice) => {
                  setPaymentChoice(choice);
                  goTo('confirmation');
                }}
              />
            ) : (
              <PaymentStep service={service} />
            ))}

          {step === 'confirmation' && chosenSlot && details && (
            <ConfirmationFacts
              service={service}
              slot={chosenSlot}
              details={details}
              place={place}
              timezone={timezone}
              locale={locale}
              payment={payments ? (paymentChoice?.summary ?? null) : null}
            />
          )}

          {step === 'confirmation' && chosenSlot && windowHours !== undefined && insideCancellationWindow(chosenSlot, windowHours, now) && (
            <div role="note" className={alertBox.warning}>
              <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div className="flex flex-col gap-0.5">
                <p className="font-semibold">{t('confirm.lateTitle')}</p>
                <p>{t('confirm.lateText', { hours: windowHours })}</p>
              </div>
            </div>
          )}

          {stepError && (
            <p role="alert" className={alertBox.error}>
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {step === 'confirmation' ? `${t('confirm.failed')}: ${stepError}` : stepError}
            </p>
          )}

          {step === 'confirmation' && !user && (
            <p className={alertBox.info}>
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('confirm.guestNote')}
            </p>
          )}

          <WizardNav
            step={step}
            busy={creation.isLoading}
            isCustomer={isCustomer}
            formId={formId}
            formSubmits={Boolean(payments)}
            onBack={() => goTo(BOOKING_STEPS[stepIndex - 1] ?? 'dateTime')}
            onLeaveDateTime={leaveDateTime}
            onPaymentDone={() => goTo('confirmation')}
            onConfirm={() => void confirm()}
          />
        </section>

        <BookingSummary service={service} slot={step === 'dateTime' ? freshSlot : chosenSlot} timezone={availability.data?.timezone ?? timezone} className={cn(step === 'confirmation' && 'hidden lg:block')} />
      </div>
      )}
    </div>
  );
};
