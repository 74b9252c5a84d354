import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a show/hide switch. The switch keeps its name and tells its state with
 * aria-pressed (a name that flipped as well would be read as the opposite action).
 */
export const PasswordField = ({ id, ...props }: Omit<TextFieldProps, 'type' | 'trailing' | 'suffix'>) => {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={t('form.showPassword')}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
};
