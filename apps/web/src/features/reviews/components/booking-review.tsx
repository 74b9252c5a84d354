import { useState } from 'react';
import { Pencil, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { useGetMyReviewsQuery } from '../api/reviews-api';
import { useReviewFormat } from '../model/format';
import { canEdit, canReview, reviewDeadline } from '../model/review-window';
import { ReviewDialog } from './review-dialog';
import { Stars } from './stars';

export interface BookingReviewProps {
  booking: Booking;
  /** The current time (ms): "Leave a review" and "Edit" are offered only while they can work. */
  now: number;
}

/**
 * On a completed booking of /bookings: the customer's review of it (stars, comment, "Edit" for
 * the first days), or "Leave a review" while the visit can still be reviewed. The customer's
 * reviews come in one call (GET /reviews/mine) shared by every card.
 */
export const BookingReview = ({ booking, now }: BookingReviewProps) => {
  const { t } = useTranslation('reviews');
  const format = useReviewFormat();
  const mine = useGetMyReviewsQuery();
  const [open, setOpen] = useState(false);
  if (!mine.data) return null;
  const review = mine.data.find((r) => r.bookingId === booking.id) ?? null;
  const deadline = reviewDeadline(booking);
  if (!review && (!deadline || !canReview(booking, now))) return null;

  const dialog = (
    <ReviewDialog
      open={open}
      onClose={() => setOpen(false)}
      bookingId={booking.id}
      serviceName={booking.service.name}
      specialistName={booking.specialist.name}
      review={review}
    />
  );

  if (!review) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="booking-review">
        <Button size="sm" className="max-sm:h-10" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Star aria-hidden="true" className="size-4" />
          {t('leave.action')}
          <span className="sr-only">: {booking.service.name}</span>
        </Button>
        {deadline && <p className="text-sm text-slate-600 dark:text-slate-400">{t('leave.until', { date: format.date(deadline.toISOString()) })}</p>}
        {dialog}
      </div>
    );
  }

  const editable = canEdit(review, now);
  return (
    <div className="flex w-full flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-800/60" data-testid="booking-review">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-slate-900 dark:text-white">
        {t('leave.yours')}
        <Stars rating={review.rating} />
      </p>
      {review.comment && <p className="text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{review.comment}</p>}
      {editable && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Button variant="outline" size="sm" className="max-sm:h-10" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('leave.edit')}
          </Button>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('leave.editUntil', { date: format.date(review.editableUntil) })}</p>
        </div>
      )}
      {dialog}
    </div>
  );
};
