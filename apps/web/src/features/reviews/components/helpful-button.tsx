import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { Review } from '@vizyt/contracts';
import { useIsSignedIn } from '@/stores/viewer';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useSetReviewHelpfulMutation } from '../api/reviews-api';
import { hasStatus } from '@/lib/api-error-status';
import { focusRing } from './styles';

/**
 * "Helpful · 3", a toggle (aria-pressed) for signed-in people; a guest is sent to sign in and
 * comes back here. The count moves at once and moves back if the server refuses.
 */
export const HelpfulButton = ({ review }: { review: Review }) => {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const [vote, { isLoading }] = useSetReviewHelpfulMutation();

  const toggle = async () => {
    if (!signedIn) {
      void navigate(paths.auth.login(`${location.pathname}${location.search}`));
      return;
    }
    try {
      await vote({ id: review.id, helpful: !review.votedHelpful }).unwrap();
    } catch (failure) {
      toast.error(t(hasStatus(failure, 422) ? 'helpful.own' : 'helpful.failed'));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={review.votedHelpful}
      disabled={isLoading}
      onClick={() => void toggle()}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium transition-colors max-sm:h-10',
        review.votedHelpful
          ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-100'
          : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
        focusRing,
      )}
    >
      <ThumbsUp aria-hidden="true" className={cn('size-4', review.votedHelpful && 'fill-current')} />
      {/* The visible text is the whole name ("Корисно: 3"), so speech input finds it (WCAG 2.5.3). */}
      <span className="tabular-nums">{t('helpful.label', { count: review.helpfulCount })}</span>
    </button>
  );
};
