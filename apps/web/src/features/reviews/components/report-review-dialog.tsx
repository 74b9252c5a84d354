import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REVIEW_REPORT_DETAILS_MAX } from '@vizyt/contracts';
import { ReportReasonDialog } from '@/components/ui/report-reason-dialog';
import { hasStatus } from '@/lib/api-error-status';
import { useReportReviewMutation } from '../api/reviews-api';
import { REPORT_REASONS, type ReviewReportReason } from '../model/constants';

interface ReportReviewDialogProps {
  reviewId: string | null;
  onClose: () => void;
}

/** Report a review to the moderators: a reason and optional details. Reported before: said so, and closed. */
export const ReportReviewDialog = ({ reviewId, onClose }: ReportReviewDialogProps) => {
  const { t } = useTranslation('reviews');
  const [report, { isLoading }] = useReportReviewMutation();

  const send = async (reason: ReviewReportReason, details: string | undefined): Promise<string | null> => {
    if (!reviewId) return null;
    try {
      await report({ id: reviewId, reason, ...(details && { details }) }).unwrap();
      toast.success(t('report.sent'));
      return null;
    } catch (failure) {
      if (!hasStatus(failure, 409)) return t(hasStatus(failure, 422) ? 'report.own' : 'report.failed');
      toast.info(t('report.already'));
      return null;
    }
  };

  return <ReportReasonDialog open={reviewId !== null} t={t} reasons={REPORT_REASONS} detailsMax={REVIEW_REPORT_DETAILS_MAX} busy={isLoading} send={send} onClose={onClose} />;
};
