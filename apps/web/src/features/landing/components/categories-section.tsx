import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LandingCategoryId } from '../model/landing-categories';
import { useLandingCategories } from '../model/use-landing-categories';
import { container, focusRing } from './landing-styles';
import { SectionHeading } from './section-heading';

/** Each category gets its own tint; full class names so Tailwind can see them. */
const TINTS: Record<LandingCategoryId, string> = {
  'beauty-wellness': 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
  'health-fitness': 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  'home-services': 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  'professional-services': 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  education: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
  technology: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
};

export function CategoriesSection() {
  const { t } = useTranslation('landing');
  const categories = useLandingCategories();

  return (
    <section aria-labelledby="landing-categories-title" className="bg-white pt-8 pb-16 sm:pt-10 sm:pb-20 lg:pb-24 dark:bg-slate-950">
      <div className={container}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="landing-categories-title"
            title={t('categories.title')}
            subtitle={t('categories.subtitle')}
            align="start"
          />
          <Link
            to={paths.search()}
            className={`inline-flex shrink-0 items-center gap-1 self-start rounded-lg text-base font-semibold text-brand-700 hover:text-brand-800 sm:self-auto dark:text-brand-300 dark:hover:text-brand-200 ${focusRing}`}
          >
            {t('categories.browseAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>

        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {categories.map((category) => {
            const Icon = category.icon;
            const idPrefix = `landing-category-${category.id}`;
            return (
              <li key={category.id}>
                <Link
                  to={category.href}
                  className={`group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500/60 ${focusRing}`}
                >
                  <span className={`inline-flex size-12 items-center justify-center rounded-xl ${TINTS[category.id]}`}>
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 id={`${idPrefix}-name`} className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{category.name}</h3>
                  <p id={`${idPrefix}-description`} className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{category.description}</p>
                  <span className="mt-5 flex items-center justify-between gap-3 text-sm">
                    <span id={`${idPrefix}-count`} className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                      {t('categories.serviceCount', { count: category.serviceCount })}
                    </span>
                    <span className="inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
                      {t('categories.browse')}
                      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
