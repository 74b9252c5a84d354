import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema } from '@vizyt/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthHeading } from '../components/auth-heading';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { StatusView } from '../components/status-view';
import { SubmitButton } from '../components/submit-button';
import { useErrorText } from '../hooks/use-error-text';
import { authErrorKey, errorCodeOf, fieldProblems } from '../model/auth-errors';
import { withPasswordConfirmation } from '../model/confirm-password';

/** The client form of ResetPasswordRequest: the contract's password rules, typed twice. */
const ResetPasswordFormSchema = z.object({
  newPassword: NewPasswordSchema,
  confirmPassword: z.string({ error: 'required' }).min(1, 'required'),
});
type ResetForm = z.input<typeof ResetPasswordFormSchema>;
type ResetValues = z.output<typeof ResetPasswordFormSchema>;

const resetResolver = withPasswordConfirmation(zodResolver(ResetPasswordFormSchema), 'newPassword', 'confirmPassword');

type Outcome = { kind: 'done' } | { kind: 'badLink'; code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' };

const LinkProblem = ({ code }: { code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' | 'missing' }) => {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <StatusView
      tone="error"
      title={code === 'TOKEN_EXPIRED' ? t('reset.expiredTitle') : t('reset.invalidTitle')}
      description={
        code === 'missing' ? t('reset.missingDescription') : code === 'TOKEN_EXPIRED' ? t('reset.expiredDescription') : t('errors:codes.TOKEN_INVALID')
      }
    >
      <Link to={paths.auth.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
        {t('reset.requestNew')}
      </Link>
      <Link to={paths.auth.login()} className={buttonClasses('ghost', 'md', 'w-full')}>
        {t('reset.toLogin')}
      </Link>
    </StatusView>
  );
};

/** /auth/reset-password?token=…: a new password (twice) for the account of the e-mailed link. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<ResetForm, unknown, ResetValues>({ resolver: resetResolver, defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = async ({ newPassword }: ResetValues) => {
    setErrorKey(null);
    try {
      await resetPassword({ token, password: newPassword }).unwrap();
      setOutcome({ kind: 'done' });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID') {
        setOutcome({ kind: 'badLink', code });
        return;
      }
      const [problem] = fieldProblems(error, ['newPassword'] as const, { password: 'newPassword' });
      if (problem) setError('newPassword', { type: 'server', message: problem.message }, { shouldFocus: true });
      else setErrorKey(authErrorKey(error, 'resetPassword'));
    }
  };

  if (!token) return <LinkProblem code="missing" />;
  if (outcome?.kind === 'badLink') return <LinkProblem code={outcome.code} />;
  if (outcome?.kind === 'done') {
    return (
      <StatusView tone="success" title={t('reset.doneTitle')} description={t('reset.doneDescription')}>
        <Link to={paths.auth.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('reset.signIn')}
        </Link>
      </StatusView>
    );
  }

  return (
    <div>
      <AuthHeading title={t('reset.title')} description={t('reset.description')} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label={t('reset.formLabel')}>
        {errorKey && <FormAlert tone="error">{errorText(errorKey)}</FormAlert>}
        <NewPasswordFields
          label={t('fields.newPassword')}
          password={{ value: password, registration: register('newPassword'), error: errorText(errors.newPassword?.message) }}
          confirm={{ registration: register('confirmPassword'), error: errorText(errors.confirmPassword?.message) }}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </div>
  );
};
