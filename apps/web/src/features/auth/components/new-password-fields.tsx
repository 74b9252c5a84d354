import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/password-field';
import { PasswordChecklist } from './password-checklist';

/** A field of the form: what register() gives for it, and its translated error. */
interface Field {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

interface NewPasswordFieldsProps {
  label: ReactNode;
  /** `value`: the typed password, for the live checklist. */
  password: Field & { value: string };
  confirm: Field;
}

/** A new password with its live rule checklist, and its confirmation (register and reset). */
export const NewPasswordFields = ({ label, password, confirm }: NewPasswordFieldsProps) => {
  const { t } = useTranslation('auth');
  const checklistId = useId();
  return (
    <>
      <div>
        <PasswordField label={label} variant="prominent" autoComplete="new-password" error={password.error} aria-describedby={checklistId} {...password.registration} />
        <PasswordChecklist id={checklistId} password={password.value} />
      </div>
      <PasswordField label={t('fields.confirmPassword')} variant="prominent" autoComplete="new-password" error={confirm.error} {...confirm.registration} />
    </>
  );
};
