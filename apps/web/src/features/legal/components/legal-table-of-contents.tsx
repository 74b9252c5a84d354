import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from '../model/legal-content';
import { scrollToAnchor } from '../model/scroll-to-anchor';
import { useActiveSection } from '../model/use-active-section';

interface LegalTableOfContentsProps {
  sections: readonly LegalSection[];
  className?: string;
}

/**
 * Numbered contents linking to the section anchors. Below the `lg` breakpoint it is a
 * disclosure (collapsed, so the text starts right away on a phone); from `lg` up it is always
 * open and the page layout makes it sticky beside the text.
 */
export function LegalTableOfContents({ sections, className = '' }: LegalTableOfContentsProps) {
  const { t } = useTranslation('legal');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const active = useActiveSection(sections.map((section) => section.anchor));

  const jump = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    // Plain clicks only: let ctrl/cmd-click open the anchor in a new tab as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    // Collapsing the list on a phone moves the text up; scroll once that has been painted.
    window.requestAnimationFrame(() => scrollToAnchor(anchor));
  };

  return (
    <nav
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60 lg:rounded-none lg:border-0 lg:bg-transparent lg:dark:bg-transparent ${className}`}
    >
      <h2
        id={headingId}
        className="hidden px-3 text-xs font-semibold uppercase tracking-wider text-slate-500 lg:block dark:text-slate-400"
      >
        {t('common.contents')}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold text-slate-900 lg:hidden dark:text-white"
      >
        <span>{t('common.contents')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`size-5 shrink-0 text-slate-500 transition-transform dark:text-slate-400 ${open ? 'rotate-180' : ''}`}
        >
          <path
            fillRule="evenodd"
            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      <ol
        id={listId}
        className={`${open ? 'block' : 'hidden'} space-y-0.5 border-t border-slate-200 px-2 py-2 lg:mt-3 lg:block lg:border-0 lg:p-0 dark:border-slate-800`}
      >
        {sections.map((section, index) => {
          const isActive = section.anchor === active;
          return (
            <li key={section.key}>
              <a
                href={`#${section.anchor}`}
                onClick={(event) => jump(event, section.anchor)}
                aria-current={isActive ? 'location' : undefined}
                className={`flex gap-2 rounded-md px-3 py-2 text-sm leading-snug transition-colors lg:py-1.5 ${
                  isActive
                    ? 'bg-brand-50 font-medium text-brand-800 dark:bg-brand-950/70 dark:text-brand-200'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`w-5 shrink-0 text-right tabular-nums ${isActive ? 'text-brand-700 dark:text-brand-300' : 'text-slate-500 dark:text-slate-400'}`}
                >
                  {index + 1}.
                </span>
                <span>{section.title}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
