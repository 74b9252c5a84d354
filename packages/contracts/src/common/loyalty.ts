/** The loyalty rules (issue #12), without zod: pages that only state or compute them import no schemas. */

/** 1 point per this many hryvnia of a completed booking paid online (rounded down). */
export const LOYALTY_UAH_PER_POINT = 10;
/** 1 point is worth this many hryvnia of discount. */
export const LOYALTY_POINT_VALUE_UAH = 1;
/** Points may pay at most this share of a payment. */
export const LOYALTY_MAX_SHARE = 0.2;
/** Points expire this many months after they were earned. */
export const LOYALTY_EXPIRY_MONTHS = 12;
/** "Expiring soon" looks this many days ahead. */
export const LOYALTY_EXPIRING_SOON_DAYS = 30;
/** Points a payment of `amountMinor` can take: at most 20 % of it, whole hryvnia, within the balance. */
export const maxRedeemablePoints = (amountMinor: number, balance: number) =>
  Math.max(0, Math.min(balance, Math.floor((amountMinor * LOYALTY_MAX_SHARE) / 100 / LOYALTY_POINT_VALUE_UAH)));
/** Points a completed booking paid online earns. */
export const pointsEarnedFor = (paidMinor: number) => Math.max(0, Math.floor(paidMinor / 100 / LOYALTY_UAH_PER_POINT));
