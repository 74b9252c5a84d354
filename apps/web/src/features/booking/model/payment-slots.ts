/**
 * How the booking flow takes payments without knowing how (features never import each other;
 * app/ hands the payments feature's pieces in). Without them the flow offers paying at the visit
 * only. The choice object is the payments feature's own: the flow keeps it, shows `summary`, and
 * gives it back to the checkout once the booking exists.
 */
import type { ComponentType } from 'react';
import type { Booking, Service } from '@vizyt/contracts';
import type { PaymentOutcome } from '@/lib/payment-outcome';

export interface PaymentChoice {
  /** true: paid online (by card) right after the booking is created. */
  online: boolean;
  /** For the confirmation list ("Deposit 195 ₴ now by card (Visa •••• 4242)"). */
  summary: string;
}

/** What was paid when the booking was made (null when nothing was paid online). */
export type { PaymentOutcome };

export interface PaymentStepSlotProps<Choice extends PaymentChoice> {
  service: Service;
  /** The wizard's Next button submits the form with this id. */
  formId: string;
  signedIn: boolean;
  choice: Choice | null;
  onChoose: (choice: Choice) => void;
}

export interface CheckoutSlotProps<Choice extends PaymentChoice> {
  booking: Booking;
  choice: Choice;
  onDone: (outcome: PaymentOutcome | null) => void;
}

export interface BookingPayments<Choice extends PaymentChoice> {
  /** Step 3: how to pay (and the card). */
  PaymentStep: ComponentType<PaymentStepSlotProps<Choice>>;
  /** After "Confirm Booking" with an online choice: the payment for the new booking. */
  Checkout: ComponentType<CheckoutSlotProps<Choice>>;
}
