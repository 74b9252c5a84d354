import { REPORT_DETAILS_MIN_FOR_OTHER, REPORT_REASONS } from '@vizyt/contracts';

export type ReportReason = (typeof REPORT_REASONS)[number];
export { REPORT_REASONS };

/** The contract's rule for reason OTHER (details of at least this many characters), checked before sending. */
export const REPORT_DETAILS_MIN = REPORT_DETAILS_MIN_FOR_OTHER;
export const reportDetailsMissing = (reason: ReportReason, details: string): boolean =>
  reason === 'OTHER' && details.trim().length < REPORT_DETAILS_MIN;
