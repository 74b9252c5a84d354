import { useId, useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useReportReviewMutation } from '../api/reviews-api';
import { hasStatus } from '../model/api-status';
import { REPORT_REASONS, type ReviewReportReason } from '../model/constants';

interface ReportReviewDialogProps {
  reviewId: string | null;
  onClose: () => void;
}

const DETAILS_MAX = 1000;

/** Report a review to the moderators: a reason (radio group) and optional details. */
export const ReportReviewDialog = ({ reviewId, onClose }: ReportReviewDialogProps) => {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, { isLoading }] = useReportReviewMutation();

  const close = () => {
    setReason(null);
    setDetails('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reviewId) return;
    if (!reason) {
      setError(t('report.reasonRequired'));
      return;
    }
    setError(null);
    try {
      const text = details.trim();
      await report({ id: reviewId, reason, ...(text && { details: text }) }).unwrap();
      toast.success(t('report.sent'));
      close();
    } catch (failure) {
      if (hasStatus(failure, 409)) {
        toast.info(t('report.already'));
        close();
      } else {
        setError(t(hasStatus(failure, 422) ? 'report.own' : 'report.failed'));
      }
    }
  };

  const errorId = `${id}-error`;
  return (
    <ModalDialog
      open={reviewId !== null}
      title={t('report.title')}
      description={t('report.description')}
      onClose={close}
      busy={isLoading}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
          <Flag aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="text-sm font-medium text-slate-900 dark:text-white">{t('report.reason')}</legend>
          <div className="mt-2 grid gap-2">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm text-slate-800 dark:text-slate-100',
                  reason === value
                    ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/10'
                    : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                )}
              >
                <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4 accent-brand-600" />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-details`} className="text-sm font-medium text-slate-900 dark:text-white">
            {t('report.details')}
          </label>
          <textarea
            id={`${id}-details`}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            rows={3}
            maxLength={DETAILS_MAX}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isLoading}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
};
