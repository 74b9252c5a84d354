import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';

/** The e-mail field of the sign-in forms: keyboard, autofill and spelling set for addresses. */
export const EmailField = ({ registration, error, withPlaceholder = true }: { registration: UseFormRegisterReturn; error?: string | undefined; withPlaceholder?: boolean }) => {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={withPlaceholder ? t('fields.emailPlaceholder') : undefined}
      variant="prominent"
      error={error}
      {...registration}
    />
  );
};
