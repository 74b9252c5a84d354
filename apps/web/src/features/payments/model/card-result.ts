/** What a card form hands back: an id the server can charge (a saved card's id, or a provider's pm_…). */
export interface CardResult {
  paymentMethodId: string;
  /** "Visa •••• 4242". */
  label: string;
  /** The card was saved to the account on the way (then `paymentMethodId` is the saved card's id). */
  saved: boolean;
}
