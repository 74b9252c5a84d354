import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@vizyt/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { PasswordField } from '@/components/form/password-field';
import { paths, SIGN_IN_REASONS, type SignInReason } from '@/config/paths';
import { useGetPublicConfigQuery, useLoginMutation } from '../api/auth-api';
import { AccountTypeStep } from '../components/account-type-step';
import { AuthHeading } from '../components/auth-heading';
import { FormAlert } from '../components/form-alert';
import { linkClasses } from '../components/form-styles';
import { RedirectWhenSignedIn } from '../components/redirect-when-signed-in';
import { ResendVerification } from '../components/resend-verification';
import { SocialSignIn } from '../components/social-sign-in';
import { SubmitButton } from '../components/submit-button';
import { EmailField } from '../components/email-field';
import { useErrorText } from '../hooks/use-error-text';
import { useSessionUpdates } from '../hooks/use-sign-in';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { authErrorKey, errorCodeOf, fieldProblems } from '../model/auth-errors';
import { postSignInPath } from '../model/return-url';

type LoginForm = z.input<typeof LoginRequestSchema>;
type LoginValues = z.output<typeof LoginRequestSchema>;
const LOGIN_FIELDS = ['email', 'password'] as const;

type Failure = { kind: 'message'; key: string } | { kind: 'unverified'; email: string };

/** Why the sign-in page was opened (?reason=…), when a session ended by itself. */
const signInReasonOf = (value: string | null): SignInReason | null => (SIGN_IN_REASONS as readonly (string | null)[]).includes(value) ? (value as SignInReason) : null;

const LoginView = ({ reason }: { reason: SignInReason | null }) => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { data: config } = useGetPublicConfigQuery();
  const [login] = useLoginMutation();
  const { signIn, recordFailure } = useSessionUpdates();
  const social = useSocialSignIn();
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, LoginValues>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    setFailure(null);
    try {
      const answer = await login(values).unwrap();
      if (!signIn(answer)) throw new Error('The login answer carried no session');
    } catch (error) {
      recordFailure(error, 'login');
      const code = errorCodeOf(error);
      if (code === 'EMAIL_NOT_VERIFIED') {
        setFailure({ kind: 'unverified', email: values.email });
        return;
      }
      const problems = fieldProblems(error, LOGIN_FIELDS);
      problems.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      if (problems.length === 0) setFailure({ kind: 'message', key: authErrorKey(error, 'login') });
    }
  };

  if (social.pending) {
    return <AccountTypeStep pending={social.pending} social={social} />;
  }

  return (
    <div>
      <AuthHeading title={t('login.title')} description={t('login.description')} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label={t('login.formLabel')}>
        {reason && !failure && <FormAlert tone={reason === 'suspended' ? 'error' : 'info'}>{t(`login.reason.${reason}`)}</FormAlert>}
        {failure?.kind === 'message' && <FormAlert tone="error">{errorText(failure.key)}</FormAlert>}
        {failure?.kind === 'unverified' && (
          <FormAlert tone="error">
            <p>{errorText('errors:codes.EMAIL_NOT_VERIFIED')}</p>
            <p className="text-red-800 dark:text-red-200">{t('login.unverifiedHint')}</p>
          </FormAlert>
        )}
        {failure?.kind === 'unverified' && <ResendVerification email={failure.email} />}
        {social.errorKey && <FormAlert tone="error">{errorText(social.errorKey)}</FormAlert>}
        <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          variant="prominent"
          error={errorText(errors.password?.message)}
          labelAside={
            <Link to={paths.auth.forgotPassword} className={`text-sm ${linkClasses}`}>
              {t('login.forgotPassword')}
            </Link>
          }
          {...register('password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <SocialSignIn config={config} mode="signin" onGoogleCredential={social.signInWithGoogle} onTelegramAuth={social.signInWithTelegram} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('login.noAccount')}{' '}
        <Link to={paths.auth.register()} className={linkClasses}>
          {t('login.register')}
        </Link>
      </p>
    </div>
  );
};

/** /auth/login (spec section 2): e-mail and password, Google and Telegram when configured; back to a same-site returnUrl. */
export const LoginPage = () => {
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  return (
    <RedirectWhenSignedIn target={(role) => postSignInPath(returnUrl, role)}>
      <LoginView reason={signInReasonOf(params.get('reason'))} />
    </RedirectWhenSignedIn>
  );
};
