import { BookingsPage } from '@/features/bookings/routes/bookings-page';
import { BookingReview } from '@/features/reviews/components/booking-review';

/** /bookings with "Leave a review" and the review on completed visits (the bookings and reviews features meet here). */
export const BookingsWithReviewsPage = () => <BookingsPage review={BookingReview} />;
