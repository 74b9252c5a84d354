import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { passwordChecklist } from '../model/password-rules';

/**
 * The live list of password rules (8+ characters, upper case, lower case, digit). The password
 * input names it in aria-describedby, so screen readers read it on focus rather than on every key.
 */
export const PasswordChecklist = ({ id, password }: { id: string; password: string }) => {
  const { t } = useTranslation('auth');
  const rules = passwordChecklist(password);
  return (
    <div id={id} className="mt-2">
      <p className="sr-only">{t('password.rulesTitle')}</p>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs min-[400px]:grid-cols-2">
        {rules.map(({ rule, met }) => (
          <li
            key={rule}
            className={cn('flex items-center gap-1.5', met ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400')}
          >
            {met ? <Check aria-hidden="true" className="size-3.5 shrink-0" /> : <Circle aria-hidden="true" className="size-3.5 shrink-0" />}
            <span>
              {t(`password.rules.${rule}`)}
              <span className="sr-only"> — {met ? t('password.met') : t('password.notMet')}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
