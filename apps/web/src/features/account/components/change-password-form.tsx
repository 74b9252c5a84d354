import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { ChangePasswordRequestSchema, type User } from '@vizyt/contracts';
import { useAppDispatch } from '@/stores/hooks';
import { PasswordField } from '@/components/form/password-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { tokensRefreshed } from '@/stores/auth-slice';
import { useChangePasswordMutation } from '../api/account-api';
import { issuesOn, showServerIssues } from '@/lib/api-error-text';
import { apiErrorMessage, fieldIssues, isApiClientError, validationText } from '../model/api-error';
import { SettingsCard } from './settings-card';

/** The contract's request plus a confirmation that only the form knows about. */
export const ChangePasswordFormSchema = ChangePasswordRequestSchema.safeExtend({
  confirmPassword: z.string({ error: 'required' }).min(1, 'required'),
}).refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDoNotMatch' });

type ChangePasswordValues = z.input<typeof ChangePasswordFormSchema>;

/** The fields the server checks (the confirmation is the form's own). */
const SERVER_CHECKED = ['currentPassword', 'newPassword'] as const;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PasswordForm = ({ email }: { email: string | null }) => {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<ChangePasswordValues>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });
  const { errors } = formState;

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    try {
      const result = await changePassword({ currentPassword, newPassword }).unwrap();
      // The server signs out every other session; this one continues (with new tokens if it sent any).
      if (result.tokens) dispatch(tokensRefreshed({ accessToken: result.tokens.accessToken, refreshToken: result.tokens.refreshToken }));
      reset(EMPTY);
      toast.success(t('password.changed'));
    } catch (failure) {
      if (isApiClientError(failure) && failure.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { type: 'server', message: 'currentPasswordWrong' }, { shouldFocus: true });
        return;
      }
      const first = showServerIssues(setError, issuesOn(fieldIssues(failure), SERVER_CHECKED));
      if (first) {
        setFocus(first);
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.changePassword'));
    }
  };

  /** A field's registration and its translated error, for the field's props. */
  const field = (name: keyof ChangePasswordValues) => ({ ...register(name), error: validationText(t, errors[name]?.message) });

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-busy={isLoading || undefined} className="max-w-md space-y-4">
      {/* Lets password managers file the new password under the right account. */}
      {email && <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />}
      <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" required {...field('currentPassword')} />
      <PasswordField label={t('fields.newPassword')} autoComplete="new-password" required hint={t('fields.newPasswordHint')} {...field('newPassword')} />
      <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" required {...field('confirmPassword')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading && <Spinner className="size-4 text-white" />}
        {isLoading ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  );
};

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', telegram: 'Telegram' };

/** Change password, or — for accounts created with Google or Telegram — why there is none. */
export const ChangePasswordSection = ({ user }: { user: Pick<User, 'hasPassword' | 'authProviders' | 'email'> }) => {
  const { t } = useTranslation('account');
  const providers = user.authProviders.filter((p) => p !== 'password').map((p) => PROVIDER_NAMES[p] ?? p);
  return (
    <SettingsCard
      id="change-password"
      title={t('password.title')}
      description={user.hasPassword ? t('password.description') : undefined}
    >
      {user.hasPassword ? (
        <PasswordForm email={user.email} />
      ) : (
        <div className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
          <p>
            {providers.length > 0
              ? t('password.noPasswordWithProviders', { providers: providers.join(', ') })
              : t('password.noPassword')}
          </p>
        </div>
      )}
    </SettingsCard>
  );
};
