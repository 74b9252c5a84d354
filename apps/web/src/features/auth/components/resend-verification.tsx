import { zodResolver } from '@hookform/resolvers/zod';
import { EmailRequestSchema } from '@vizyt/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerificationMutation } from '../api/auth-api';
import { useErrorText } from '../hooks/use-error-text';
import { authErrorKey } from '../model/auth-errors';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

type EmailForm = z.input<typeof EmailRequestSchema>;

const Sent = ({ email }: { email: string }) => (
  <FormAlert tone="success">
    <p>
      <Trans i18nKey="resend.sent" ns="auth" values={{ email }} components={{ strong: <strong className="break-words" /> }} />
    </p>
  </FormAlert>
);

/**
 * "Send the confirmation e-mail again" (POST /auth/resend-verification). With a known address
 * it is one button; without one (an old link opened on another device) it asks for the address.
 */
export const ResendVerification = ({ email, variant = 'outline' }: { email?: string; variant?: 'outline' | 'primary' }) => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailForm, unknown, z.output<typeof EmailRequestSchema>>({ resolver: zodResolver(EmailRequestSchema) });

  const send = async (address: string) => {
    setErrorKey(null);
    try {
      await resend({ email: address }).unwrap();
      setSentTo(address);
    } catch (error) {
      setErrorKey(authErrorKey(error, 'resendVerification'));
    }
  };

  const failure = errorKey && <FormAlert tone="error">{errorText(errorKey)}</FormAlert>;

  if (email) {
    return (
      <div className="space-y-3">
        {sentTo && <Sent email={sentTo} />}
        {failure}
        <Button type="button" variant={variant} size="lg" className="h-auto! min-h-12 w-full py-2.5 text-balance" disabled={isLoading} aria-busy={isLoading || undefined} onClick={() => void send(email)}>
          {isLoading && <Spinner className="size-5" />}
          {isLoading ? t('resend.sending') : sentTo ? t('resend.again') : t('resend.button')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(({ email: address }) => send(address))} className="space-y-4">
      {sentTo && <Sent email={sentTo} />}
      {failure}
      <EmailField registration={register('email')} error={errorText(errors.email?.message)} withPlaceholder={false} />
      <SubmitButton busy={isLoading} busyLabel={t('resend.sending')}>
        {sentTo ? t('resend.again') : t('resend.button')}
      </SubmitButton>
    </form>
  );
};
