import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpUserTypeSchema } from '@vizyt/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import type { PendingSocialSignIn, SocialSignIn } from '../hooks/use-social-sign-in';
import { useErrorText } from '../hooks/use-error-text';
import { AccountTypePicker } from './account-type-picker';
import { AuthHeading } from './auth-heading';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

const AccountTypeFormSchema = z.object({ userType: SignUpUserTypeSchema });
type AccountTypeForm = z.input<typeof AccountTypeFormSchema>;

interface AccountTypeStepProps {
  /** The sign-in waiting for a type (`social.pending`, known to be set). */
  pending: PendingSocialSignIn;
  /** What useSocialSignIn() returns: busy, the error, choosing the type and cancelling. */
  social: Pick<SocialSignIn, 'isBusy' | 'errorKey' | 'chooseUserType' | 'cancel'>;
  /** Instead of `social.cancel`, when the page does more on cancel. */
  onCancel?: () => void;
}

/**
 * First Google or Telegram sign-in of a new person: no account exists yet, so they choose
 * customer or specialist, and the same credential goes again with that type (spec section 4).
 */
export const AccountTypeStep = ({ pending, social, onCancel = social.cancel }: AccountTypeStepProps) => {
  const { isBusy: busy, errorKey, chooseUserType: onChoose } = social;
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountTypeForm, unknown, z.output<typeof AccountTypeFormSchema>>({
    resolver: zodResolver(AccountTypeFormSchema),
  });
  const name = pending.profile.firstName;
  const provider = t(`social.providers.${pending.provider}`);

  return (
    <div>
      <AuthHeading
        title={name ? t('accountTypeStep.greeting', { name }) : t('accountTypeStep.title')}
        description={t('accountTypeStep.description', { provider })}
        focusOnMount
      />
      {pending.profile.email && (
        <p className="-mt-3 mb-5 text-center text-sm break-words text-slate-500 dark:text-slate-400">{pending.profile.email}</p>
      )}
      <form noValidate onSubmit={handleSubmit(({ userType }) => onChoose(userType))} className="space-y-5">
        {errorKey && <FormAlert tone="error">{errorText(errorKey)}</FormAlert>}
        <AccountTypePicker registration={register('userType')} error={errorText(errors.userType?.message)} />
        <SubmitButton busy={busy} busyLabel={t('accountTypeStep.submitting')}>
          {t('accountTypeStep.submit')}
        </SubmitButton>
        <Button type="button" variant="ghost" className="w-full" onClick={onCancel} disabled={busy}>
          {t('accountTypeStep.cancel')}
        </Button>
      </form>
    </div>
  );
};
