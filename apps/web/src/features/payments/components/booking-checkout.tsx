import { ArrowRight, CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import type { PaymentOutcome } from '@/lib/payment-outcome';
import { cardLabel } from '../model/card-label';
import type { PaidResult } from '../model/paid-result';
import type { BookingPaymentChoice } from './booking-payment-step';
import { DepositDueNote } from './deposit-due-note';
import { NotPayableNotice, PayBookingPanel } from './pay-booking-panel';
import { alertBox } from './styles';

/** What the booking flow's success screen shows of the money: null when nothing was paid online. */
export type CheckoutOutcome = PaymentOutcome;

interface BookingCheckoutProps {
  booking: Booking;
  choice: BookingPaymentChoice;
  onDone: (outcome: CheckoutOutcome | null) => void;
}

const outcomeOf = (result: PaidResult, fallbackCard: string | null): CheckoutOutcome => ({
  price: result.price,
  paidNow: result.paidNow,
  pointsUsed: result.pointsUsed,
  pointsDiscount: result.pointsDiscount,
  paidTotal: result.paidTotal,
  remaining: result.remaining,
  card: result.payment.paymentMethod ? cardLabel(result.payment.paymentMethod) : fallbackCard,
});

/**
 * After "Confirm Booking", when the customer chose to pay online: the booking exists, and the
 * card chosen on the Payment step is charged for it (or chosen now). A declined card leaves the
 * booking unpaid and offers another card, or paying later (/payment/:bookingId, or at the visit).
 */
export const BookingCheckout = ({ booking, choice, onDone }: BookingCheckoutProps) => {
  const { t } = useTranslation('payments');
  return (
    <div className="flex flex-col gap-5">
      <p role="status" className={alertBox.success}>
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('checkout.created')}
      </p>
      <DepositDueNote booking={booking} />
      <PayBookingPanel
        bookingId={booking.id}
        prepared={choice.card ? { type: choice.type, card: choice.card, points: choice.points, toPay: choice.toPay } : null}
        onPaid={(result) => onDone(outcomeOf(result, choice.card?.label ?? null))}
        whenNotPayable={(options) => (
          <div className="flex flex-col gap-4">
            <NotPayableNotice options={options} />
            <Button size="lg" className="self-stretch sm:self-start" onClick={() => onDone(null)}>
              {t('checkout.continue')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        )}
        footer={(busy) => (
          <div className="flex flex-col gap-1 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Button variant="ghost" className="self-start" onClick={() => onDone(null)} disabled={busy}>
              {t('checkout.later')}
            </Button>
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('checkout.laterHint')}</p>
          </div>
        )}
      />
    </div>
  );
};
