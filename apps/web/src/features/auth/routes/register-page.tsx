import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterRequestSchema } from '@vizyt/contracts';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { useAppSelector } from '@/stores/hooks';
import { describedBy, FieldError } from '@/components/form/field-message';
import { TextField } from '@/components/form/text-field';
import { dashboardPath, paths } from '@/config/paths';
import { useGetPublicConfigQuery, useRegisterMutation, type SignUpUserType } from '../api/auth-api';
import { AccountTypePicker } from '../components/account-type-picker';
import { AccountTypeStep } from '../components/account-type-step';
import { AuthHeading } from '../components/auth-heading';
import { CheckEmailView } from '../components/check-email-view';
import { FormAlert } from '../components/form-alert';
import { linkClasses } from '../components/form-styles';
import { NewPasswordFields } from '../components/new-password-fields';
import { RedirectWhenSignedIn } from '../components/redirect-when-signed-in';
import { SocialSignIn } from '../components/social-sign-in';
import { SubmitButton } from '../components/submit-button';
import { EmailField } from '../components/email-field';
import { useErrorText } from '../hooks/use-error-text';
import { useSessionUpdates } from '../hooks/use-sign-in';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { authErrorKey, errorCodeOf, fieldProblems } from '../model/auth-errors';
import { withPasswordConfirmation } from '../model/confirm-password';

type RegisterValues = z.output<typeof RegisterRequestSchema>;
/** The form's own state: the terms box starts unticked and the type may be unchosen; the schema demands both. */
type RegisterForm = Omit<z.input<typeof RegisterRequestSchema>, 'agreeToTerms' | 'userType' | 'language'> & {
  agreeToTerms: boolean;
  userType?: SignUpUserType;
};

const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'userType', 'agreeToTerms'] as const;

const registerResolver = withPasswordConfirmation(
  zodResolver(RegisterRequestSchema) as unknown as Resolver<RegisterForm, unknown, RegisterValues>,
  'password',
  'confirmPassword',
);

/** `?type=specialist` (or customer) preselects the account type (spec section 2). */
const userTypeFromQuery = (value: string | null): SignUpUserType | undefined =>
  value === 'specialist' ? 'SPECIALIST' : value === 'customer' ? 'CUSTOMER' : undefined;

type Failure = { kind: 'message'; key: string } | { kind: 'emailTaken' };

const RegisterView = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const language = useAppSelector((state) => state.ui.language);
  const { data: config } = useGetPublicConfigQuery();
  const [registerAccount] = useRegisterMutation();
  const { signIn, recordFailure } = useSessionUpdates();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [awaitingEmail, setAwaitingEmail] = useState<string | null>(null);
  const termsId = useId();

  const { register, handleSubmit, setError, control, formState } = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: registerResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      userType: userTypeFromQuery(params.get('type')),
      agreeToTerms: false,
    },
  });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';
  const chosenType = useWatch({ control, name: 'userType' });
  const social = useSocialSignIn(chosenType);

  const onSubmit = async (values: RegisterValues) => {
    setFailure(null);
    try {
      const answer = await registerAccount({ ...values, language }).unwrap();
      // With tokens the page redirects to the dashboard; without, the address must be confirmed first.
      if (!signIn(answer)) setAwaitingEmail(values.email);
    } catch (error) {
      recordFailure(error, 'register');
      if (errorCodeOf(error) === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: 'errors:codes.EMAIL_TAKEN' }, { shouldFocus: true });
        setFailure({ kind: 'emailTaken' });
        return;
      }
      const problems = fieldProblems(error, REGISTER_FIELDS);
      problems.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      if (problems.length === 0) setFailure({ kind: 'message', key: authErrorKey(error, 'register') });
    }
  };

  if (awaitingEmail) return <CheckEmailView email={awaitingEmail} />;

  if (social.pending) {
    return (
      <AccountTypeStep pending={social.pending} social={social} />
    );
  }

  const termsError = errorText(errors.agreeToTerms?.message);

  return (
    <div>
      <AuthHeading title={t('register.title')} description={t('register.description')} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label={t('register.formLabel')}>
        {failure?.kind === 'message' && <FormAlert tone="error">{errorText(failure.key)}</FormAlert>}
        {failure?.kind === 'emailTaken' && (
          <FormAlert tone="info">
            <p>
              <Trans
                i18nKey="register.emailTakenHint"
                ns="auth"
                components={{
                  login: <Link to={paths.auth.login()} className={linkClasses} />,
                  reset: <Link to={paths.auth.forgotPassword} className={linkClasses} />,
                }}
              />
            </p>
          </FormAlert>
        )}
        {social.errorKey && <FormAlert tone="error">{errorText(social.errorKey)}</FormAlert>}

        <AccountTypePicker registration={register('userType')} error={errorText(errors.userType?.message)} />

        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-4">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            variant="prominent"
            error={errorText(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            variant="prominent"
            error={errorText(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
        <TextField
          label={
            <>
              {t('fields.phone')} <span className="font-normal text-slate-500 dark:text-slate-400">{t('fields.optional')}</span>
            </>
          }
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('fields.phonePlaceholder')}
          variant="prominent"
          error={errorText(errors.phone?.message)}
          {...register('phone')}
        />
        <NewPasswordFields
          label={t('fields.password')}
          password={{ value: password, registration: register('password'), error: errorText(errors.password?.message) }}
          confirm={{ registration: register('confirmPassword'), error: errorText(errors.confirmPassword?.message) }}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              {...register('agreeToTerms')}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={describedBy(termsError && `${termsId}-error`)}
              className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-brand-600 dark:scheme-dark dark:accent-brand-300"
            />
            <label htmlFor={termsId} className="text-sm text-slate-700 dark:text-slate-300">
              <Trans
                i18nKey="register.terms"
                ns="auth"
                components={{
                  terms: <Link to={paths.terms} target="_blank" rel="noopener" className={linkClasses} />,
                  privacy: <Link to={paths.privacy} target="_blank" rel="noopener" className={linkClasses} />,
                }}
              />
            </label>
          </div>
          <FieldError id={`${termsId}-error`} variant="prominent" className="mt-1.5">
            {termsError}
          </FieldError>
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={t('register.submitting')}>
          {t('register.submit')}
        </SubmitButton>
      </form>
      <SocialSignIn config={config} mode="signup" onGoogleCredential={social.signInWithGoogle} onTelegramAuth={social.signInWithTelegram} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('register.haveAccount')}{' '}
        <Link to={paths.auth.login()} className={linkClasses}>
          {t('register.login')}
        </Link>
      </p>
    </div>
  );
};

/** /auth/register (spec section 2): account type, names, e-mail, optional phone, password, terms. */
export const RegisterPage = () => (
  <RedirectWhenSignedIn target={dashboardPath}>
    <RegisterView />
  </RedirectWhenSignedIn>
);
