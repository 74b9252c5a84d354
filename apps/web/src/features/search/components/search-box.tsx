import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useGetSearchSuggestionsQuery, type Suggestion } from '../api/search-api';
import { focusRing } from './search-styles';

const SUGGEST_DELAY_MS = 250;
const MIN_SUGGEST_LENGTH = 2;

/** Text after the person stopped typing for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface SearchBoxProps {
  /** The query in the URL; the box starts from it and follows it (Back, clear filters). */
  value: string;
  onSubmit: (text: string) => void;
  onPickCategory: (categoryId: string) => void;
}

/**
 * The text box with autocomplete: an ARIA 1.2 combobox. Arrow keys move through the
 * suggestions, Enter picks the highlighted one (or searches the text), Escape closes the list.
 */
export function SearchBox({ value, onSubmit, onPickCategory }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The URL changed under the box (Back, "clear filters"): show its query.
  if (syncedValue !== value) {
    setSyncedValue(value);
    setText(value);
    setOpen(false);
    setActive(-1);
  }

  const debounced = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const { currentData } = useGetSearchSuggestionsQuery({ q: debounced }, { skip: !open || debounced.length < MIN_SUGGEST_LENGTH });
  const suggestions: Suggestion[] = open && debounced.length >= MIN_SUGGEST_LENGTH ? (currentData ?? []) : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    if (suggestion.type === 'category' && suggestion.categoryId) {
      setText('');
      onPickCategory(suggestion.categoryId);
      return;
    }
    setText(suggestion.text);
    onSubmit(suggestion.text);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      pick(chosen);
      return;
    }
    setOpen(false);
    onSubmit(text.trim());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (expanded) setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (expanded) setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('searchBox.label')}
      </label>
      <div className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            name="q"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            placeholder={t('searchBox.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            className={cn(
              'h-11 w-full rounded-xl border-0 bg-transparent pr-10 pl-11 text-base text-slate-900 placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400',
              focusRing,
              'focus-visible:ring-offset-0',
            )}
          />
          {text && (
            <button
              type="button"
              onClick={() => {
                setText('');
                inputRef.current?.focus();
              }}
              className={cn(
                'absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-white',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('searchBox.clear')}</span>
            </button>
          )}
        </div>
        <button
          type="submit"
          className={cn(
            'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 sm:px-6',
            focusRing,
          )}
        >
          <Search aria-hidden="true" className="size-4 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{t('searchBox.submit')}</span>
        </button>
      </div>

      <ul
        id={listId}
        role="listbox"
        aria-label={t('searchBox.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-2 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.type}-${suggestion.text}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input must not blur (and close the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm text-slate-800 dark:text-slate-100',
              index === active && 'bg-brand-50 dark:bg-slate-800',
            )}
          >
            <span className="truncate">{suggestion.text}</span>
            <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{t(`searchBox.types.${suggestion.type}`)}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
