import { useTranslation } from 'react-i18next';
import type { Booking } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { useBookingPrice } from '../model/use-booking-format';
import { PaymentBadge } from './payment-badge';
import { StatusBadge } from './status-badge';

/** A booking's price (named for screen readers), its status and, unless `withPayment` is false, its payment. */
export const PriceAndStatus = ({ booking, priceClassName, withPayment = true }: { booking: Booking; priceClassName?: string; withPayment?: boolean }) => {
  const { t } = useTranslation('bookings');
  const price = useBookingPrice();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className={cn(priceClassName, 'font-semibold text-slate-900 tabular-nums dark:text-white')}>
        <span className="sr-only">{t('card.price')}: </span>
        {price(booking.amount, booking.currency)}
      </span>
      <StatusBadge status={booking.status} />
      {withPayment && <PaymentBadge booking={booking} />}
    </div>
  );
};
