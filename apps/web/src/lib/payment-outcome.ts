/**
 * What was paid when a booking was made, as the booking flow's success screen shows it: the
 * payments feature makes it, the booking feature shows it (app/ joins them, neither imports the other).
 */
export interface PaymentOutcome {
  /** price = paidNow + pointsDiscount + remaining (a new booking has nothing paid before). */
  price: number;
  paidNow: number;
  pointsUsed: number;
  pointsDiscount: number;
  paidTotal: number;
  remaining: number;
  /** "Visa •••• 4242", or null when no card is known. */
  card: string | null;
}
