import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { focusRing } from './styles';

/** The counter appears this close to the limit. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;
/** The box grows with its text up to about six lines, then scrolls. */
const MAX_HEIGHT_PX = 160;

interface ComposerProps {
  /** Receives the trimmed text (never empty). */
  onSend: (content: string) => void;
  /** A message is on its way: sending waits for it (keeps the order; the box stays editable). */
  sending: boolean;
  onTyping?: () => void;
  autoFocus?: boolean;
}

/** Enter sends, Shift+Enter starts a new line; at most MESSAGE_MAX_LENGTH characters, counted near the end. */
export const Composer = ({ onSend, sending, onTyping, autoFocus = false }: ComposerProps) => {
  const { t, i18n } = useTranslation('messages');
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();
  const canSend = content.length > 0 && !sending;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (!canSend) return;
    onSend(content);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Enter picks the candidate there).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const showCounter = text.length >= COUNTER_FROM;

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-2.5 sm:p-3 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={box}
          id={inputId}
          data-testid="message-input"
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          autoFocus={autoFocus}
          placeholder={t('composer.placeholder')}
          aria-describedby={showCounter ? counterId : undefined}
          aria-keyshortcuts="Enter"
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'block max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] leading-snug text-slate-900 placeholder:text-slate-400',
            'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
            'dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-brand-400',
          )}
        />
        <button
          type="submit"
          data-testid="message-send"
          disabled={!canSend}
          aria-busy={sending || undefined}
          aria-label={t('composer.send')}
          title={t('composer.send')}
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 disabled:pointer-events-none disabled:opacity-40',
            focusRing,
          )}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      {showCounter && (
        <p id={counterId} aria-live="polite" className={cn('mt-1 px-1 text-right text-xs tabular-nums', text.length >= MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400')}>
          {t('composer.counter', { length: number.format(text.length), max: number.format(MESSAGE_MAX_LENGTH) })}
        </p>
      )}
    </form>
  );
};
