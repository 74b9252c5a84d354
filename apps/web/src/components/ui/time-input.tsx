import { FieldError } from '@/components/form/field-message';
import { cn } from './cn';
import { parseTime } from './date-time-text';
import { useTypedInput, type TypedInputProps } from './use-typed-value';

export type { TypedInputProps } from './use-typed-value';

const showTime = (value: string) => value;

/**
 * A 24-hour time input (HH:mm) in every language, in place of `<input type="time">` (which shows
 * AM/PM after the browser's locale). Typing "9:5", "930" or "0930" becomes 09:05 / 09:30; text
 * that is no time keeps its place and gets a message in the interface language.
 */
export const TimeInput = (props: TypedInputProps) => {
  const { input, ownError, errorId } = useTypedInput(props, 'time', { parse: parseTime, display: showTime });
  return (
    <div className={cn('flex flex-col gap-1', props.className)}>
      <input {...input} />
      <FieldError id={errorId}>{ownError}</FieldError>
    </div>
  );
};
