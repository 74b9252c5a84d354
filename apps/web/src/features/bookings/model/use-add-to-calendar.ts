import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@vizyt/contracts';
import { downloadFile } from '@/lib/download';
import { bookingToIcs } from '@/lib/ics';

/** "Add to calendar": one booking's .ics file, named after the other party of the viewer. */
export const useAddToCalendar = (view: 'customer' | 'specialist' = 'customer') => {
  const { t } = useTranslation('bookings');
  return useCallback(
    (booking: Booking) => {
      const ics = bookingToIcs(booking, {
        summary: t('calendar.summary', { service: booking.service.name, specialist: view === 'specialist' ? booking.customer.name : booking.specialist.name }),
        description: [t(`type.${booking.type}`), booking.notes].filter(Boolean).join('\n'),
        location: booking.type === 'in_person' ? (booking.location ?? booking.specialist.address) : null,
      });
      downloadFile(ics, `vizyt-booking-${booking.id}.ics`);
    },
    [t, view],
  );
};
