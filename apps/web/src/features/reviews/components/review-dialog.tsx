import { useId, useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Review } from '@vizyt/contracts';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreateReviewMutation, useUpdateReviewMutation } from '../api/reviews-api';
import { reviewErrorText } from '../model/api-error';
import { COMMENT_MAX } from '../model/constants';
import { reviewValidationText, validateReview, type ReviewFormErrors } from '../model/review-form';
import { StarInput } from './star-input';

export interface ReviewDialogProps {
  open: boolean;
  bookingId: string;
  serviceName: string;
  /** Left out where the page does not know it (/reviews lists reviews by service). */
  specialistName?: string;
  /** Editing this review (else a new one for the booking). */
  review?: Review | null;
  onClose: () => void;
}

/** "Rate your visit": 1–5 stars (a radio group) and an optional comment; the same form edits a review. */
export const ReviewDialog = ({ open, onClose, ...props }: ReviewDialogProps) => {
  const { t } = useTranslation('reviews');
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      busy={busy}
      title={t(props.review ? 'leave.editTitle' : 'leave.title')}
      description={props.specialistName ? t('leave.about', { service: props.serviceName, specialist: props.specialistName }) : props.serviceName}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
          <Star aria-hidden="true" className="size-5" />
        </span>
      }
    >
      {/* Mounted per opening: the form starts from the review (or empty) every time. */}
      {open && <ReviewForm {...props} onClose={onClose} onBusy={setBusy} />}
    </ModalDialog>
  );
};

const ReviewForm = ({ bookingId, review, onClose, onBusy }: Omit<ReviewDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) => {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Once the form was sent, fields are checked again as they change (errors go away as they are fixed).
  const [sent, setSent] = useState(false);
  const [create, creating] = useCreateReviewMutation();
  const [update, updating] = useUpdateReviewMutation();
  const busy = creating.isLoading || updating.isLoading;

  const change = (next: { rating?: number | null; comment?: string }) => {
    const values = { rating: next.rating !== undefined ? next.rating : rating, comment: next.comment ?? comment };
    if (next.rating !== undefined) setRating(next.rating);
    if (next.comment !== undefined) setComment(next.comment);
    if (sent) setErrors(validateReview(values));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const found = validateReview({ rating, comment });
    setErrors(found);
    if (found.rating || found.comment || rating === null) return;
    const text = comment.trim();
    setFailure(null);
    onBusy(true);
    try {
      if (review) {
        await update({ id: review.id, rating, comment: text || null }).unwrap();
        toast.success(t('leave.saved'));
      } else {
        await create({ bookingId, rating, ...(text && { comment: text }) }).unwrap();
        toast.success(t('leave.sent'));
      }
      onBusy(false);
      onClose();
    } catch (error) {
      onBusy(false);
      setFailure(reviewErrorText(t, error, 'leave.failed'));
    }
  };

  const over = comment.trim().length > COMMENT_MAX;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <StarInput legend={t('leave.rating')} value={rating} onChange={(value) => change({ rating: value })} error={reviewValidationText(t, errors.rating)} name={`${id}-rating`} />
      <div className="flex flex-col gap-1">
        <TextareaField
          label={t('leave.comment')}
          rows={5}
          value={comment}
          onChange={(event) => change({ comment: event.target.value })}
          error={reviewValidationText(t, errors.comment)}
          hint={t('leave.commentHint', { max: COMMENT_MAX })}
        />
        <p aria-hidden="true" className={cn('self-end text-xs tabular-nums', over ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}>
          {t('leave.counter', { length: comment.trim().length, max: COMMENT_MAX })}
        </p>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('leave.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner className="size-4 text-white" />}
          {t(review ? 'leave.save' : 'leave.submit')}
        </Button>
      </div>
    </form>
  );
};
