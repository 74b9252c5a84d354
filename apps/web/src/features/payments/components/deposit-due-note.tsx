import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@vizyt/contracts';
import { useFormatInstant } from '../model/format-date';
import { alertBox } from './styles';

/**
 * A booking held for its required deposit (Booking.paymentDueAt, issue #26 item 15a): unless the
 * deposit is paid by then, the server cancels it and releases the time. Nothing while not held.
 */
export const DepositDueNote = ({ booking }: { booking: Pick<Booking, 'paymentDueAt'> }) => {
  const { t } = useTranslation('payments');
  const formatInstant = useFormatInstant();
  if (!booking.paymentDueAt) return null;
  return (
    <p role="note" className={`${alertBox.warning} font-medium`}>
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('pay.dueBy', { time: formatInstant(booking.paymentDueAt) })}
    </p>
  );
};
