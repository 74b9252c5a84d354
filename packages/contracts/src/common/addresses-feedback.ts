/** Saved addresses and the help/feedback form (issue #14), without zod: forms and pages that only state the rules import no schemas. */

/** Address labels as the API speaks them (the database keeps HOME | WORK | OTHER). */
export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
/** One person keeps at most this many addresses (more → 422). */
export const ADDRESSES_MAX = 20;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_CITY_MAX = 100;
/** A Ukrainian postal code (індекс): five digits. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

export const FEEDBACK_CATEGORIES = ['question', 'booking', 'payment', 'technical', 'complaint', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_SUBJECT_MIN = 3;
export const FEEDBACK_SUBJECT_MAX = 200;
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 5000;
/** Messages one client address may send per window (more → 429); FEEDBACK_RATE_LIMIT_PER_IP on the server. */
export const FEEDBACK_PER_IP = 5;
export const FEEDBACK_WINDOW_MINUTES = 15;
