import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChangeEmailRequestSchema, type ChangeEmailRequest, type User } from '@vizyt/contracts';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChangeEmailMutation } from '../api/settings-api';
import { apiErrorMessage, fieldIssues, isApiClientError, validationText } from '../model/api-error';
import { SettingsCard } from './settings-card';

type ChangeEmailValues = ChangeEmailRequest;
const EMPTY: ChangeEmailValues = { newEmail: '', currentPassword: '' };

const ChangeEmailForm = ({ currentEmail, onSent }: { currentEmail: string | null; onSent: (pendingEmail: string) => void }) => {
  const { t } = useTranslation('account');
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailValues>({ resolver: zodResolver(ChangeEmailRequestSchema), defaultValues: EMPTY });

  const onSubmit = async (values: ChangeEmailValues) => {
    if (currentEmail && values.newEmail.trim().toLowerCase() === currentEmail.toLowerCase()) {
      setError('newEmail', { type: 'validate', message: 'sameEmail' }, { shouldFocus: true });
      return;
    }
    try {
      const result = await changeEmail(values).unwrap();
      reset(EMPTY);
      onSent(result.pendingEmail);
    } catch (failure) {
      if (isApiClientError(failure) && failure.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { type: 'server', message: 'currentPasswordWrong' }, { shouldFocus: true });
        return;
      }
      if (isApiClientError(failure) && (failure.code === 'EMAIL_TAKEN' || failure.code === 'CONFLICT')) {
        setError('newEmail', { type: 'server', message: 'emailTaken' }, { shouldFocus: true });
        return;
      }
      const issues = fieldIssues(failure).filter((issue) => issue.field === 'newEmail' || issue.field === 'currentPassword');
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field as keyof ChangeEmailValues, { type: 'server', message: issue.message });
        setFocus(issues[0]!.field as keyof ChangeEmailValues);
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.changeEmail'));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-busy={isLoading || undefined} className="max-w-md space-y-4">
      <TextField
        label={t('email.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={validationText(t, errors.newEmail?.message)}
        {...register('newEmail')}
      />
      <PasswordField
        label={t('email.password')}
        autoComplete="current-password"
        required
        error={validationText(t, errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <Button type="submit" disabled={isLoading} className="min-h-11">
        {isLoading && <Spinner className="size-4 text-white" />}
        {isLoading ? t('email.submitting') : t('email.submit')}
      </Button>
    </form>
  );
};

/**
 * E-mail change with re-verification (POST /auth/change-email): the new address gets a link
 * (/auth/confirm-email); until it is opened the account keeps the old address, and the pending
 * one is shown here. Accounts without a password (Google, Telegram) have nothing to confirm with.
 */
export const ChangeEmailSection = ({ user }: { user: Pick<User, 'email' | 'pendingEmail' | 'hasPassword'> }) => {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const pending = sentTo ?? user.pendingEmail ?? null;
  return (
    <SettingsCard
      id="change-email"
      title={t('email.title')}
      description={user.email ? t('email.current', { email: user.email }) : t('email.noCurrent')}
    >
      {pending && (
        <div role="status" className="mb-5 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/50 dark:text-brand-100">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('email.checkInboxTitle')}</p>
            <p className="mt-0.5 break-words">{t('email.checkInbox', { email: pending })}</p>
          </div>
        </div>
      )}
      {user.hasPassword ? (
        <ChangeEmailForm currentEmail={user.email} onSent={setSentTo} />
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">{t('email.needsPassword')}</p>
      )}
    </SettingsCard>
  );
};
