import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Check, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { DeleteAccountRequestSchema, type User } from '@vizyt/contracts';
import { useAppDispatch } from '@/stores/hooks';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { logout } from '@/stores/auth-slice';
import { useDeleteAccountMutation, type DeleteAccountBody } from '../api/account-api';
import { apiErrorMessage, fieldIssues, isApiClientError, validationText } from '../model/api-error';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SettingsCard } from './settings-card';

/**
 * The contract's request (DELETE /users), made concrete for the form: an account with a password
 * must type it; one created with Google or Telegram types DELETE instead (any case accepted).
 */
export const deleteAccountFormSchema = (hasPassword: boolean) =>
  z.object({
    password: hasPassword ? DeleteAccountRequestSchema.shape.password.unwrap().min(1, 'required') : z.string(),
    confirm: hasPassword
      ? z.string()
      : z
          .string()
          .trim()
          .transform((v) => v.toUpperCase())
          .refine((v) => v === 'DELETE', 'typeDelete'),
  });

type DeleteValues = { password: string; confirm: string };

/**
 * The same navigation state as the shell's sign-out: go home first, then clear the session, so
 * that the guard of the settings page never sends the (now signed-out) visitor to login.
 */
const SIGNING_OUT_STATE = { signingOut: true } as const;

const DeleteAccountDialog = ({ open, onClose, hasPassword, email }: { open: boolean; onClose: () => void; hasPassword: boolean; email: string | null }) => {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteValues>({
    resolver: zodResolver(deleteAccountFormSchema(hasPassword)),
    defaultValues: { password: '', confirm: '' },
  });
  const field = hasPassword ? 'password' : 'confirm';
  const { ref: registerRef, ...fieldProps } = register(field);
  const fieldRef = (node: HTMLInputElement | null) => {
    registerRef(node);
    firstFieldRef.current = node;
  };
  const fieldError = validationText(t, errors[field]?.message);

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = async (values: DeleteValues) => {
    const body: DeleteAccountBody = hasPassword ? { password: values.password } : { confirm: 'DELETE' };
    try {
      await deleteAccount(body).unwrap();
    } catch (failure) {
      if (isApiClientError(failure) && failure.code === 'INVALID_PASSWORD') {
        setError('password', { type: 'server', message: 'currentPasswordWrong' }, { shouldFocus: true });
        return;
      }
      const issue = fieldIssues(failure).find((i) => i.field === field);
      if (issue) {
        setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.deleteAccount'));
      return;
    }
    toast.success(t('delete.done'));
    await navigate(paths.home, { replace: true, state: SIGNING_OUT_STATE, flushSync: true });
    dispatch(logout());
    dispatch(api.util.resetApiState());
  };

  const erased = ['profile', 'contacts', 'photo', 'signIn', 'preferences'] as const;
  const kept = ['bookings', 'payments'] as const;

  return (
    <ModalDialog
      open={open}
      onClose={close}
      busy={isLoading}
      tone="danger"
      title={t('delete.dialogTitle')}
      description={t('delete.dialogDescription')}
      initialFocus={firstFieldRef}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('delete.erasedTitle')}</h3>
          <ul className="mt-2 space-y-1.5 text-slate-700 dark:text-slate-300">
            {erased.map((item) => (
              <li key={item} className="flex gap-2">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" />
                <span>{t(`delete.erased.${item}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('delete.keptTitle')}</h3>
          <ul className="mt-2 space-y-1.5 text-slate-700 dark:text-slate-300">
            {kept.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
                <span>{t(`delete.kept.${item}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200">{t('delete.irreversible')}</p>

      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-5 space-y-4">
        {hasPassword && email && <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />}
        {hasPassword ? (
          <PasswordField label={t('delete.passwordLabel')} autoComplete="current-password" required error={fieldError} ref={fieldRef} {...fieldProps} />
        ) : (
          <TextField
            label={t('delete.confirmLabel')}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={fieldError}
            ref={fieldRef}
            {...fieldProps}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isLoading}>
            {t('delete.cancel')}
          </Button>
          <DangerButton type="submit" disabled={isLoading}>
            {isLoading && <Spinner className="size-4 text-white" />}
            {isLoading ? t('delete.deleting') : t('delete.confirm')}
          </DangerButton>
        </div>
      </form>
    </ModalDialog>
  );
};

/** Danger zone: explains what deletion does and asks for the password (or DELETE) in a dialog. */
export const DeleteAccountSection = ({ user }: { user: Pick<User, 'hasPassword' | 'email'> }) => {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard id="delete-account" tone="danger" title={t('delete.title')} description={t('delete.description')}>
      <DangerButton tone="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('delete.open')}
      </DangerButton>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} hasPassword={user.hasPassword} email={user.email} />
    </SettingsCard>
  );
};
