import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/password-field';
import { PasswordChecklist } from './password-checklist';

interface NewPasswordFieldsProps {
  label: ReactNode;
  /** The typed password, for the live checklist. */
  password: string;
  passwordRegistration: UseFormRegisterReturn;
  passwordError?: string;
  confirmRegistration: UseFormRegisterReturn;
  confirmError?: string;
}

/** A new password with its live rule checklist, and its confirmation (register and reset). */
export const NewPasswordFields = ({ label, password, passwordRegistration, passwordError, confirmRegistration, confirmError }: NewPasswordFieldsProps) => {
  const { t } = useTranslation('auth');
  const checklistId = useId();
  return (
    <>
      <div>
        <PasswordField label={label} variant="prominent" autoComplete="new-password" error={passwordError} aria-describedby={checklistId} {...passwordRegistration} />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <PasswordField label={t('fields.confirmPassword')} variant="prominent" autoComplete="new-password" error={confirmError} {...confirmRegistration} />
    </>
  );
};
