/** The review rules (issue #12), without zod: pages that only state them import no schemas. */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_RESPONSE_MIN = 2;
export const REVIEW_RESPONSE_MAX = 2000;
/** A completed booking can be reviewed for this many days after completion. */
export const REVIEW_WINDOW_DAYS = 60;
/** The customer may edit their review for this many days after writing it. */
export const REVIEW_EDIT_DAYS = 7;
export const REVIEW_SORTS = ['newest', 'rating', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_REPORT_REASONS = ['SPAM', 'OFFENSIVE', 'FAKE', 'PRIVATE_INFO', 'OTHER'] as const;
/** A review report's details: at most this long (optional for every reason). */
export const REVIEW_REPORT_DETAILS_MAX = 1000;
