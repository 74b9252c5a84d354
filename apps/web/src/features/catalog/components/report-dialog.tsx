import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REPORT_DETAILS_MAX } from '@vizyt/contracts';
import { ReportReasonDialog } from '@/components/ui/report-reason-dialog';
import { useReportServiceMutation } from '../api/catalog-api';
import { isConflict } from '../model/api-error';
import { REPORT_DETAILS_MIN, REPORT_REASONS, reportDetailsMissing, type ReportReason } from '../model/report';

interface ReportDialogProps {
  serviceId: string;
  open: boolean;
  onClose: () => void;
}

const DETAILS_RULE = { min: REPORT_DETAILS_MIN, missing: reportDetailsMissing };

/** Report a service to the moderators: a reason and, for "other", details. Reported before: said so, and closed. */
export const ReportDialog = ({ serviceId, open, onClose }: ReportDialogProps) => {
  const { t } = useTranslation('catalog');
  const [report, { isLoading }] = useReportServiceMutation();

  const send = async (reason: ReportReason, details: string | undefined): Promise<string | null> => {
    try {
      await report({ serviceId, reason, ...(details && { details }) }).unwrap();
      toast.success(t('report.sent'));
      return null;
    } catch (failure) {
      if (!isConflict(failure)) return t('report.failed');
      toast.info(t('report.alreadyReported'));
      return null;
    }
  };

  return <ReportReasonDialog open={open} t={t} reasons={REPORT_REASONS} detailsMax={REPORT_DETAILS_MAX} detailsRule={DETAILS_RULE} busy={isLoading} send={send} onClose={onClose} />;
};
