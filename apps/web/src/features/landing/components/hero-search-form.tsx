import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { focusRing } from './landing-styles';

/** Hero search: goes to /search?q=… with the trimmed text, and does nothing for blank input (spec section 2). */
export function HeroSearchForm() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    navigate(paths.search({ q }));
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="mt-8 w-full max-w-2xl">
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('hero.searchLabel')}
      </label>
      <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg shadow-brand-900/5 sm:flex-row sm:items-center dark:border-slate-700 dark:bg-slate-800 dark:shadow-black/20">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400 dark:text-slate-400"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('hero.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className={`h-12 w-full rounded-xl border-0 bg-transparent pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400 ${focusRing} focus-visible:ring-offset-0`}
          />
        </div>
        <button
          type="submit"
          className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 active:bg-brand-800 ${focusRing}`}
        >
          <Search aria-hidden="true" className="size-5" />
          {t('hero.searchSubmit')}
        </button>
      </div>
    </form>
  );
}
