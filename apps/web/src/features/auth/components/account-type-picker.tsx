import { BriefcaseBusiness, UserRound, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from '@/components/form/field-message';
import type { SignUpUserType } from '../api/auth-api';

const OPTIONS: ReadonlyArray<{ value: SignUpUserType; key: 'customer' | 'specialist'; icon: LucideIcon }> = [
  { value: 'CUSTOMER', key: 'customer', icon: UserRound },
  { value: 'SPECIALIST', key: 'specialist', icon: BriefcaseBusiness },
];

interface AccountTypePickerProps {
  registration: UseFormRegisterReturn;
  error?: string;
  /** Visible legend, or only for screen readers when a heading already asks the question. */
  legendVisible?: boolean;
}

/** Customer or specialist, as two radio cards (a native radio group: arrows keys work). */
export const AccountTypePicker = ({ registration, error, legendVisible = true }: AccountTypePickerProps) => {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={legendVisible ? 'mb-2 text-sm font-medium text-slate-800 dark:text-slate-200' : 'sr-only'}>
        {t('accountType.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value, key, icon: Icon }) => (
          <label
            key={value}
            className="relative flex cursor-pointer flex-col gap-1.5 rounded-xl border border-slate-300 bg-white p-3 transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 sm:p-4 dark:border-slate-700 dark:bg-slate-950 dark:hover:border-brand-400 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-950/60 dark:has-checked:ring-brand-300"
          >
            <input
              type="radio"
              value={value}
              {...registration}
              aria-invalid={error ? true : undefined}
              aria-labelledby={`${id}-${key}-title`}
              aria-describedby={describedBy(`${id}-${key}`, error && errorId)}
              className="peer absolute top-3 right-3 size-4 cursor-pointer appearance-none rounded-full border border-slate-400 bg-white transition-[border] checked:border-[5px] checked:border-brand-600 focus-visible:outline-none sm:top-4 sm:right-4 dark:border-slate-500 dark:bg-slate-900 dark:checked:border-brand-300"
            />
            <span className="flex size-9 items-center justify-center rounded-lg bg-brand-100 text-brand-700 peer-checked:bg-brand-600 peer-checked:text-white dark:bg-brand-950 dark:text-brand-200 dark:peer-checked:bg-brand-300 dark:peer-checked:text-brand-950">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span id={`${id}-${key}-title`} className="pr-5 text-sm font-semibold text-slate-900 dark:text-white">{t(`accountType.${key}.title`)}</span>
            <span id={`${id}-${key}`} className="text-xs leading-snug text-slate-600 dark:text-slate-400">
              {t(`accountType.${key}.description`)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} variant="prominent" className="mt-1.5">
        {error}
      </FieldError>
    </fieldset>
  );
};
