/** The review rules the pages need at run time (the contracts' zod-free constants, under short names). */
import {
  REVIEW_COMMENT_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_RESPONSE_MAX,
  REVIEW_RESPONSE_MIN,
  REVIEW_SORTS,
  REVIEW_WINDOW_DAYS,
} from '@vizyt/contracts';

export const SORTS = REVIEW_SORTS;
export const REPORT_REASONS = REVIEW_REPORT_REASONS;
export type ReviewReportReason = (typeof REPORT_REASONS)[number];
/** A completed booking can be reviewed for this many days after completion. */
export const WINDOW_DAYS = REVIEW_WINDOW_DAYS;
/** The specialist's answer: its shortest and longest length. */
export const RESPONSE_MIN = REVIEW_RESPONSE_MIN;
export const RESPONSE_MAX = REVIEW_RESPONSE_MAX;
/** A review's comment: its longest length. */
export const COMMENT_MAX = REVIEW_COMMENT_MAX;
