import { BookingPage } from '@/features/booking/routes/booking-page';
import type { BookingPayments } from '@/features/booking/model/payment-slots';
import { BookingCheckout } from '@/features/payments/components/booking-checkout';
import { BookingPaymentStep, type BookingPaymentChoice } from '@/features/payments/components/booking-payment-step';

/** The payments feature's pieces for the booking flow (features never import each other: they meet here). */
const payments: BookingPayments<BookingPaymentChoice> = { PaymentStep: BookingPaymentStep, Checkout: BookingCheckout };

/** /booking/:serviceId with its Payment step: pay online by card (issue #11) or at the visit. */
export const BookingWithPaymentsPage = () => <BookingPage payments={payments} />;
