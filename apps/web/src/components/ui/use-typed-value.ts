import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '@/components/form/field-styles';
import { describedBy } from '@/components/form/field-message';
import { cn } from './cn';

export interface TypedInputProps {
  id?: string;
  name?: string;
  /** The form's value: yyyy-MM-dd (DateInput) or HH:mm (TimeInput), or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The form shows an error for this field: red border, and the input's own message stays away. */
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Classes of the wrapper (width, flex). */
  className?: string;
  /** Extra classes of the text control (padding). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}


interface TypedValueOptions {
  /** The form's value: ISO (yyyy-MM-dd or HH:mm), '' or text that did not parse. */
  value: string;
  onChange: (value: string) => void;
  /** Typed text → ISO value, or null. */
  parse: (text: string) => string | null;
  /** ISO value → the text people read (in `language`). */
  display: (value: string) => string;
  /** The interface language: a new one rewrites the text. */
  language: string;
}

/**
 * The text of a date or time input kept apart from the form's ISO value. Each keystroke sends
 * the parsed ISO value, or the raw text while it is no date/time (so the form's schema refuses
 * it, as it would refuse any bad value); leaving the field rewrites a good value in the display
 * form and marks a bad one (`badText`), for the input's own message.
 */
export const useTypedValue = ({ value, onChange, parse, display, language }: TypedValueOptions) => {
  const [text, setText] = useState(() => display(value));
  const [synced, setSynced] = useState(value);
  const [badText, setBadText] = useState(false);
  const [shownIn, setShownIn] = useState(language);
  // The form changed the value (a reset, a default) or the language changed how it is written.
  if (value !== synced || language !== shownIn) {
    setSynced(value);
    setShownIn(language);
    if (value !== synced || parse(text) !== null) setText(display(value));
    if (value !== synced) setBadText(false);
  }

  const emit = (next: string) => {
    setSynced(next);
    onChange(next);
  };

  return {
    text,
    badText,
    type: (next: string) => {
      setText(next);
      setBadText(false);
      const trimmed = next.trim();
      emit(trimmed === '' ? '' : (parse(trimmed) ?? trimmed));
    },
    leave: () => {
      const trimmed = text.trim();
      const parsed = parse(trimmed);
      if (parsed !== null) setText(display(parsed));
      setBadText(trimmed !== '' && parsed === null);
    },
    pick: (next: string) => {
      setText(display(next));
      setBadText(false);
      emit(next);
    },
  };
};

/**
 * Everything a date or time `<input>` shares: its text, id, placeholder, the own message for text
 * that is no date/time (in the interface language) and how it is tied to the input.
 */
export const useTypedInput = (
  { id, value, onChange, onBlur, invalid, inputClassName, ref, 'aria-describedby': extraDescribedBy, className: _wrapper, ...rest }: TypedInputProps,
  kind: 'date' | 'time',
  text: { parse: (text: string) => string | null; display: (value: string, language: string) => string },
) => {
  const { t, i18n } = useTranslation('common');
  const ownId = useId();
  const inputId = id ?? ownId;
  const typed = useTypedValue({ value, onChange, parse: text.parse, display: (iso) => text.display(iso, i18n.language), language: i18n.language });
  const ownError = typed.badText && !invalid ? t(kind === 'date' ? 'dateTime.invalidDate' : 'dateTime.invalidTime') : undefined;
  const errorId = `${inputId}-format-error`;
  return {
    typed,
    language: i18n.language,
    t,
    ownError,
    errorId,
    input: {
      ...rest,
      ref,
      id: inputId,
      type: 'text',
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      maxLength: kind === 'date' ? 10 : 5,
      placeholder: t(kind === 'date' ? 'dateTime.datePlaceholder' : 'dateTime.timePlaceholder'),
      value: typed.text,
      onChange: (event: { target: { value: string } }) => typed.type(event.target.value),
      onBlur: () => {
        typed.leave();
        onBlur?.();
      },
      'aria-invalid': invalid || ownError ? true : undefined,
      'aria-describedby': describedBy(ownError && errorId, extraDescribedBy),
      className: controlClasses(Boolean(invalid || ownError), cn(kind === 'date' ? 'pr-11 tabular-nums' : 'tabular-nums', inputClassName)),
    },
  };
};
