import { ChevronDown, Search, SearchX, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOYALTY_EXPIRY_MONTHS, LOYALTY_MAX_SHARE, LOYALTY_UAH_PER_POINT, PLATFORM_COMMISSION_PERCENT } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FAQ_ITEMS, FAQ_TOPICS, filterFaq, type FaqEntry } from '../model/faq';
import { card, focusRing, sectionTitle } from './styles';

/** The frequently asked questions, grouped by topic, filtered as the visitor types. */
/** The figures the answers quote, from the platform's own rules. */
const FIGURES = {
  perPoint: LOYALTY_UAH_PER_POINT,
  maxShare: Math.round(LOYALTY_MAX_SHARE * 100),
  months: LOYALTY_EXPIRY_MONTHS,
  commission: PLATFORM_COMMISSION_PERCENT,
};

export const FaqSection = ({ onContact }: { onContact: () => void }) => {
  const { t } = useTranslation('help');
  const id = useId();
  const [query, setQuery] = useState('');
  const entries: FaqEntry[] = useMemo(
    () => FAQ_ITEMS.map((item) => ({ ...item, question: t(`faq.items.${item.id}.q`), answer: t(`faq.items.${item.id}.a`, FIGURES) })),
    [t],
  );
  const found = filterFaq(entries, query);
  const searching = query.trim() !== '';

  return (
    <section aria-labelledby={`${id}-title`} className={cn(card, 'flex flex-col gap-5')}>
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className={sectionTitle}>
          {t('faq.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('faq.subtitle')}</p>
      </div>
      <div role="search" className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('faq.searchLabel')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('faq.searchPlaceholder')}
          className={cn(
            'h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-9 text-base text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 sm:text-sm',
            'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
            'dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {searching && (
          <button
            type="button"
            onClick={() => setQuery('')}
            aria-label={t('faq.clear')}
            className={cn('absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:text-slate-900 dark:hover:text-white', focusRing)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <p role="status" className={searching ? 'text-sm text-slate-600 dark:text-slate-400' : 'sr-only'}>
        {searching ? t('faq.found', { count: found.length }) : ''}
      </p>
      {found.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700" data-testid="faq-empty">
          <SearchX aria-hidden="true" className="size-8 text-slate-400" />
          <p className="font-medium text-slate-900 dark:text-white">{t('faq.emptyTitle', { query: query.trim() })}</p>
          <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('faq.emptyBody')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" size="sm" onClick={() => setQuery('')}>
              {t('faq.clear')}
            </Button>
            <Button size="sm" onClick={onContact}>
              {t('faq.writeToUs')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          {FAQ_TOPICS.map((topic) => {
            const inTopic = found.filter((entry) => entry.topic === topic);
            if (inTopic.length === 0) return null;
            return (
              <div key={topic} className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t(`faq.topics.${topic}`)}</h3>
                <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                  {inTopic.map((entry) => (
                    <li key={entry.id} data-testid="faq-item">
                      {/* Remounted when a search starts or ends: found answers open, the full list folds. */}
                      <details key={searching ? 'open' : 'folded'} open={searching} className="group">
                        <summary
                          className={cn(
                            'flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/50 [&::-webkit-details-marker]:hidden',
                            focusRing,
                          )}
                        >
                          {entry.question}
                          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
                        </summary>
                        <p className="px-4 pb-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{entry.answer}</p>
                      </details>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
};
