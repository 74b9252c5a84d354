import { LANGUAGES, type Language } from '@vizyt/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useGetLandingCategoriesQuery } from '../api/get-categories';
import { LANDING_CATEGORY_IDS, resolveCategoryIcon } from '../model/landing-categories';
import { focusRing } from './landing-styles';

const toLanguage = (value: string | undefined): Language =>
  LANGUAGES.find((language) => language === value) ?? 'uk';

interface QuickLink {
  id: string;
  name: string;
  iconName?: string;
}

/**
 * Category shortcuts under the hero search. Live categories from the API when they arrive;
 * the six static ones from the translations while loading or when the API is unreachable.
 */
export function QuickCategoryLinks() {
  const { t, i18n } = useTranslation('landing');
  const labelId = useId();
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  // `data` keeps the previous answer while a new language loads; `names` already holds every language.
  const { data, isError } = useGetLandingCategoriesQuery({ lang });

  const live = !isError ? data?.categories : undefined;
  const links: QuickLink[] =
    live && live.length > 0
      ? live.map((category) => ({
          id: category.id,
          name: category.names?.[lang] || category.name,
          iconName: category.icon,
        }))
      : LANDING_CATEGORY_IDS.map((id) => ({ id, name: t(`categories.items.${id}.name`) }));

  return (
    <div className="mt-6">
      <p id={labelId} className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('hero.quickLinksLabel')}
      </p>
      <ul aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => {
          const Icon = resolveCategoryIcon(link.id, link.iconName);
          return (
            <li key={link.id}>
              <Link
                to={paths.search({ category: link.id })}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-200 bg-white/80 px-3.5 py-2 text-sm font-medium text-slate-700 backdrop-blur transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-800/80 dark:text-slate-200 dark:hover:border-brand-500 dark:hover:bg-slate-700 dark:hover:text-white ${focusRing}`}
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
