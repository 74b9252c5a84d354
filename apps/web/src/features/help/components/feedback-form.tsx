import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_SUBJECT_MAX,
  FEEDBACK_SUBJECT_MIN,
  FeedbackInputSchema,
  type FeedbackInput,
} from '@vizyt/contracts';
import { AlertTriangle, CheckCircle2, Send } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useAppSelector } from '@/stores/hooks';
import { useSendFeedbackMutation } from '../api/help-api';
import { feedbackFailure, feedbackFieldProblems, type FeedbackField } from '../model/feedback-errors';
import { card, sectionTitle } from './styles';

type FeedbackValues = z.output<typeof FeedbackInputSchema>;

const LIMITS: Record<FeedbackField, { min?: number; max?: number }> = {
  category: {},
  subject: { min: FEEDBACK_SUBJECT_MIN, max: FEEDBACK_SUBJECT_MAX },
  message: { min: FEEDBACK_MESSAGE_MIN, max: FEEDBACK_MESSAGE_MAX },
};

const EMPTY: FeedbackInput = { category: 'question', subject: '', message: '' };

/**
 * Contact and feedback (POST /feedback): a category, a subject and the message, checked with the
 * contract's own schema; the server's field errors land on their fields. The answer goes to the
 * account's e-mail.
 */
export const FeedbackForm = ({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) => {
  const { t } = useTranslation('help');
  const email = useAppSelector((state) => state.auth.user?.email);
  const [send] = useSendFeedbackMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<FeedbackInput, unknown, FeedbackValues>({ resolver: zodResolver(FeedbackInputSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const errorText = (field: FeedbackField) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    const known = ['required', 'tooShort', 'tooLong', 'invalidCategory'].includes(code) ? code : 'invalid';
    return t(`form.errors.${known}`, LIMITS[field]);
  };

  const onSubmit = async (values: FeedbackValues) => {
    setFailure(null);
    try {
      await send({ category: values.category, subject: values.subject, message: values.message }).unwrap();
      setSent(true);
      reset(EMPTY);
    } catch (error) {
      const problems = feedbackFieldProblems(error);
      problems.forEach((problem, index) => setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: index === 0 }));
      if (problems.length === 0) setFailure(feedbackFailure(error));
    }
  };

  return (
    <section aria-labelledby="help-contact-title" id="contact" className={cn(card, 'flex scroll-mt-24 flex-col gap-4')}>
      <div className="flex flex-col gap-1">
        <h2 id="help-contact-title" ref={headingRef} tabIndex={-1} className={cn(sectionTitle, 'outline-none')}>
          {t('form.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.subtitle')}</p>
      </div>
      {sent ? (
        <div role="status" data-testid="feedback-success" className="flex flex-col items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100">
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {t('form.sentTitle')}
          </p>
          <p className="text-sm">{email ? t('form.sentBody', { email }) : t('form.sentBodyNoEmail')}</p>
          <Button variant="outline" size="sm" onClick={() => setSent(false)}>
            {t('form.another')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
          <SelectField label={t('form.category')} requiredMark required error={errorText('category')} {...register('category')}>
            {FEEDBACK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`form.categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('form.subject')} requiredMark required maxLength={FEEDBACK_SUBJECT_MAX} error={errorText('subject')} {...register('subject')} />
          <TextareaField
            label={t('form.message')}
            requiredMark
            required
            rows={6}
            maxLength={FEEDBACK_MESSAGE_MAX}
            hint={errors.message ? undefined : t('form.messageHint', { min: FEEDBACK_MESSAGE_MIN })}
            error={errorText('message')}
            {...register('message')}
          />
          {failure && (
            <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t(failure)}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={isSubmitting}>
            <Send aria-hidden="true" className="size-4" />
            {isSubmitting ? t('form.sending') : t('form.send')}
          </Button>
        </form>
      )}
    </section>
  );
};
