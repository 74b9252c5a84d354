import { zodResolver } from '@hookform/resolvers/zod';
import { EmailRequestSchema } from '@vizyt/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { AuthHeading } from '../components/auth-heading';
import { DevOutboxNote } from '../components/dev-outbox-note';
import { FormAlert } from '../components/form-alert';
import { linkClasses } from '../components/form-styles';
import { StatusView } from '../components/status-view';
import { SubmitButton } from '../components/submit-button';
import { EmailField } from '../components/email-field';
import { useErrorText } from '../hooks/use-error-text';
import { authErrorKey, fieldProblems } from '../model/auth-errors';

type EmailForm = z.input<typeof EmailRequestSchema>;
type EmailValues = z.output<typeof EmailRequestSchema>;

/**
 * /auth/forgot-password: asks for the address and always answers the same neutral way, so the
 * page never tells whether an account exists (the API answers 200 either way).
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<EmailForm, unknown, EmailValues>({ resolver: zodResolver(EmailRequestSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ email }: EmailValues) => {
    setErrorKey(null);
    try {
      await requestReset({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      const [problem] = fieldProblems(error, ['email'] as const);
      if (problem) setError('email', { type: 'server', message: problem.message }, { shouldFocus: true });
      else setErrorKey(authErrorKey(error, 'forgotPassword'));
    }
  };

  if (sentTo) {
    return (
      <StatusView
        tone="info"
        title={t('forgot.sentTitle')}
        description={<Trans i18nKey="forgot.sentDescription" ns="auth" values={{ email: sentTo }} components={{ strong: <strong className="break-words text-slate-900 dark:text-white" /> }} />}
      >
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">{t('forgot.sentHint')}</p>
        <Link to={paths.auth.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('forgot.toLogin')}
        </Link>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            reset({ email: sentTo });
            setSentTo(null);
          }}
        >
          {t('forgot.tryAgain')}
        </Button>
        <DevOutboxNote />
      </StatusView>
    );
  }

  return (
    <div>
      <AuthHeading title={t('forgot.title')} description={t('forgot.description')} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label={t('forgot.formLabel')}>
        {errorKey && <FormAlert tone="error">{errorText(errorKey)}</FormAlert>}
        <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
        <SubmitButton busy={isSubmitting} busyLabel={t('forgot.submitting')}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('forgot.remembered')}{' '}
        <Link to={paths.auth.login()} className={linkClasses}>
          {t('forgot.toLogin')}
        </Link>
      </p>
    </div>
  );
};
