import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@vizyt/contracts';
import { useRunBookingTransitionMutation } from '../api/bookings-api';
import { bookingErrorText } from './api-error';
import type { SpecialistRowAction } from './booking-actions';

/** One of the specialist's actions on a booking (not cancel: that asks for a reason), told in a toast either way. */
export const useSpecialistTransition = () => {
  const { t } = useTranslation('bookings');
  const [runTransition] = useRunBookingTransitionMutation();
  return useCallback(
    async (booking: Booking, action: Exclude<SpecialistRowAction, 'cancel'>) => {
      try {
        await runTransition({ id: booking.id, action }).unwrap();
        toast.success(t(`toasts.${action}`, { customer: booking.customer.name }));
      } catch (failure) {
        toast.error(bookingErrorText(t, failure, 'toasts.actionFailed'));
      }
    },
    [runTransition, t],
  );
};
