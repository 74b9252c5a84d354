import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Review } from '@vizyt/contracts';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRespondToReviewMutation } from '../api/reviews-api';
import { RESPONSE_MAX, RESPONSE_MIN } from '../model/constants';

interface ReplyEditorProps {
  review: Review;
  /** What was typed before the form was left for another review's (issue #26: kept, not lost). */
  draft?: string;
  onDraftChange: (text: string) => void;
  /** Closes the form; `discard` says whether the typed text goes too (Cancel, or sent). */
  onDone: (discard: boolean) => void;
}

/** The specialist's answer to a review, written or edited in place under it. */
export const ReplyEditor = ({ review, draft, onDraftChange, onDone }: ReplyEditorProps) => {
  const { t } = useTranslation('reviews');
  const editing = review.response !== null;
  const [comment, setComment] = useState(draft ?? review.response?.comment ?? '');
  const [error, setError] = useState<string | undefined>();
  const [respond, { isLoading }] = useRespondToReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's rule (ReviewResponseInputSchema), checked here without loading zod.
    const text = comment.trim();
    if (text.length < RESPONSE_MIN || text.length > RESPONSE_MAX) {
      setError(text.length > RESPONSE_MAX ? t('validation.tooLong', { max: RESPONSE_MAX }) : t('validation.tooShort', { min: RESPONSE_MIN }));
      return;
    }
    setError(undefined);
    try {
      await respond({ id: review.id, comment: text, mode: editing ? 'edit' : 'create' }).unwrap();
      toast.success(t(editing ? 'reply.saved' : 'reply.sent'));
      onDone(true);
    } catch {
      setError(t('reply.failed'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:ml-13 sm:p-4 dark:border-slate-700">
      <TextareaField
        label={t('reply.label')}
        rows={4}
        autoFocus
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          onDraftChange(event.target.value);
        }}
        error={error}
        hint={t('reply.hint', { min: RESPONSE_MIN, max: RESPONSE_MAX })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" className="max-sm:h-10" onClick={() => onDone(true)} disabled={isLoading}>
          {t('reply.cancel')}
        </Button>
        <Button type="submit" size="sm" className="max-sm:h-10" disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {t(editing ? 'reply.save' : 'reply.submit')}
        </Button>
      </div>
    </form>
  );
};
