import { useId, useState, type Ref } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { labelClasses } from '@/components/form/field-styles';
import { FieldError } from '@/components/form/field-message';
import { RequiredMark } from '@/components/form/field-label';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TimeInput } from '@/components/ui/time-input';
import { TIME_OF_DAY } from '../model/service-form';

interface TimeSlotsFieldProps {
  value: string[];
  onChange: (slots: string[]) => void;
  /** Translated error of the whole list (e.g. "add at least one time slot"). */
  error?: string;
  /** RHF focuses this (the time input) when the list is invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Start times as removable "HH:mm" chips, added one by one from a time input. */
export const TimeSlotsField = ({ value, onChange, error, inputRef }: TimeSlotsFieldProps) => {
  const { t } = useTranslation('specialist-catalog');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const shownError = draftError ? t(`validation:${draftError}`) : error;
  const errorId = shownError ? `${id}-error` : undefined;

  const add = () => {
    const slot = draft.trim();
    if (!TIME_OF_DAY.test(slot)) {
      setDraftError(slot ? 'invalidTime' : 'required');
      return;
    }
    if (value.includes(slot)) {
      setDraftError('duplicate');
      return;
    }
    setDraftError(null);
    setDraft('');
    onChange([...value, slot].sort());
  };

  return (
    <fieldset aria-describedby={errorId} className="min-w-0 space-y-2">
      <legend className={labelClasses}>
        {t('form.timeSlots')}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {t('form.timeSlotsHint')}
      </p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('form.newSlot')}
        </label>
        <TimeInput
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          invalid={Boolean(shownError)}
          aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(next) => {
            setDraft(next);
            setDraftError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="min-w-0 max-w-40"
        />
        <Button variant="outline" onClick={add} className="h-11">
          <Plus aria-hidden="true" className="size-4" />
          {t('form.addSlot')}
        </Button>
      </div>
      <FieldError id={errorId}>{shownError}</FieldError>
      {value.length > 0 && (
        <ul aria-label={t('form.timeSlots')} className="flex flex-wrap gap-2">
          {value.map((slot) => (
            <li
              key={slot}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 tabular-nums',
                'dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100',
              )}
            >
              {slot}
              <button
                type="button"
                onClick={() => onChange(value.filter((s) => s !== slot))}
                aria-label={t('form.removeSlot', { time: slot })}
                className="flex size-7 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 dark:text-brand-200 dark:hover:bg-brand-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
};
