import { BookingsPage } from '@/features/bookings/routes/bookings-page';
import { BookingDetailPage } from '@/features/bookings/routes/booking-detail-page';
import { HistoryPage } from '@/features/bookings/routes/history-page';
import { BookingReview } from '@/features/reviews/components/booking-review';

/** /bookings with "Leave a review" and the review on completed visits (the bookings and reviews features meet here). */
export const BookingsWithReviewsPage = () => <BookingsPage review={BookingReview} />;

/** /bookings/:bookingId with the review of a completed visit. */
export const CustomerBookingDetailPage = () => <BookingDetailPage view="customer" review={BookingReview} />;

/** /history with "Leave a review" and the review of each completed visit. */
export const HistoryWithReviewsPage = () => <HistoryPage review={BookingReview} />;
