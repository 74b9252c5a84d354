import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { resolveCategoryIcon } from '../model/landing-categories';
import { focusRing } from './landing-styles';

export interface QuickLink {
  id: string;
  name: string;
  iconName?: string;
}

/**
 * The category chips under the hero search, in one row that scrolls sideways when it is wider
 * than the column. One row whatever the names: the live list replacing the static one (see
 * quick-category-links.tsx) can never change the hero's height, so nothing below it moves.
 */
export function QuickLinkList({ links }: { links: QuickLink[] }) {
  const { t } = useTranslation('landing');
  const labelId = useId();
  return (
    <div className="mt-6">
      <p id={labelId} className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('hero.quickLinksLabel')}
      </p>
      <ul
        aria-labelledby={labelId}
        className="-mx-1 mt-3 flex snap-x scroll-px-1 gap-2 overflow-x-auto px-1 pt-0.5 pb-2 [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] [scrollbar-width:thin]"
      >
        {links.map((link) => {
          const Icon = resolveCategoryIcon(link.id, link.iconName);
          return (
            <li key={link.id} className="shrink-0 snap-start">
              <Link
                to={paths.search({ category: link.id })}
                className={`inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white/80 px-3.5 text-sm font-medium whitespace-nowrap text-slate-700 backdrop-blur transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-800/80 dark:text-slate-200 dark:hover:border-brand-500 dark:hover:bg-slate-700 dark:hover:text-white ${focusRing}`}
              >
                <Icon aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
