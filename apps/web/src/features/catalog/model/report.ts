import { REPORT_REASONS } from '@vizyt/contracts';

export type ReportReason = (typeof REPORT_REASONS)[number];
export { REPORT_REASONS };

/** The contract's rule for reason OTHER (details of at least 10 characters), checked before sending. */
export const REPORT_DETAILS_MIN = 10;
export const reportDetailsMissing = (reason: ReportReason, details: string): boolean =>
  reason === 'OTHER' && details.trim().length < REPORT_DETAILS_MIN;
